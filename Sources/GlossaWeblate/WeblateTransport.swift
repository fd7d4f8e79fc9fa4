import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Glossa

/// An HTTP request to Weblate, as the uploader means it: no session, no cookies, the token in a header.
public struct WeblateRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?

    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method; self.url = url; self.headers = headers; self.body = body
    }
}

public struct WeblateResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status; self.headers = headers; self.body = body
    }
}

/// What sends a request and waits for its answer: URLSession for Weblate, a recorder in tests.
public protocol WeblateTransport: Sendable {
    func send(_ request: WeblateRequest) throws(GlossaError) -> WeblateResponse
}

/// Foundation's URLSession (libcurl on Linux), one request at a time: a run uploads in the index's order.
public struct URLSessionTransport: WeblateTransport {
    /// Seconds a request may wait for an answer: an image upload to a busy server can take a while.
    let timeout: TimeInterval

    public init(timeout: TimeInterval = 120) { self.timeout = timeout }

    public func send(_ request: WeblateRequest) throws(GlossaError) -> WeblateResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: urlRequest) { data, response, error in
            answer.set(data: data, response: response as? HTTPURLResponse, error: error)
            done.signal()
        }
        task.resume()
        done.wait()
        let (data, response, error) = answer.get()
        guard let response else {
            throw GlossaError("cannot reach Weblate at \(request.url.absoluteString): \(error?.localizedDescription ?? "no answer")")
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields { headers[name.lowercased()] = value }
        return WeblateResponse(status: response.statusCode, headers: headers, body: data ?? Data())
    }

    /// The completion handler's results, handed from URLSession's queue to the waiting caller.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?, response: HTTPURLResponse?, error: Error?

        func set(data: Data?, response: HTTPURLResponse?, error: Error?) {
            lock.lock(); defer { lock.unlock() }
            (self.data, self.response, self.error) = (data, response, error)
        }

        func get() -> (Data?, HTTPURLResponse?, Error?) {
            lock.lock(); defer { lock.unlock() }
            return (data, response, error)
        }
    }
}
