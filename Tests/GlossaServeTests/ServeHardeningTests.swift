import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Glossa
@testable import GlossaServe
import NIOCore
import NIOEmbedded
import XCTest

/// `glossa serve` against hostile clients, over real sockets on a free loopback port: the Host header is
/// checked (DNS rebinding), half-closed event streams, idle and silent connections are closed, connections
/// beyond the limit wait, and a bad file is shown as an error while the server keeps answering.
final class ServeHardeningTests: XCTestCase {
    private var folder: URL!
    private var server: Task<Void, Error>?

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("name: hello\ndevice: watch-45\nroot:\n  text: {id: t, verbatim: Hello}\n".utf8)
            .write(to: folder.appendingPathComponent("hello.yaml"))
    }

    override func tearDownWithError() throws {
        server?.cancel()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts a server on a free port with `limits`; returns the port once it listens.
    private func start(_ limits: ServeLimits = ServeLimits()) throws -> Int {
        var preview = PreviewServer(options: MatrixOptions(paths: [folder.path]), host: "127.0.0.1", port: 0)
        preview.limits = limits
        preview.pollInterval = .milliseconds(50)
        let ready = PortBox()
        server = Task.detached { try await preview.run { url in ready.set(url) } }
        let deadline = Date().addingTimeInterval(60)
        while ready.port == nil, Date() < deadline { usleep(20_000) }
        return try XCTUnwrap(ready.port, "the server did not start")
    }

    func testOnlyRequestsNamingTheServerAreAnswered() throws {
        let port = try start()
        for (host, status) in [("127.0.0.1:\(port)", 200), ("localhost:\(port)", 200), ("[::1]:\(port)", 200),
                               ("evil.test:\(port)", 421), ("127.0.0.1.nip.io:\(port)", 421), ("127.0.0.1:\(port + 1)", 421)] {
            let client = try Client(port: port)
            try client.send("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(client.readAll().hasPrefix("HTTP/1.1 \(status) "), host)
        }
        let noHost = try Client(port: port)
        try noHost.send("GET /state.json HTTP/1.0\r\n\r\n")
        let answer = noHost.readAll()
        XCTAssertTrue(answer.split(separator: "\r\n").first?.contains(" 421 ") == true, "a request without Host: \(answer)")
    }

    func testAnEventStreamIsClosedWithItsClientAndKeptAliveMeanwhile() throws {
        var limits = ServeLimits()
        limits.heartbeat = .milliseconds(200)
        let port = try start(limits)
        let client = try Client(port: port)
        try client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(client.read(until: "event: update").contains("200 OK"))
        XCTAssertTrue(client.read(until: ": keepalive").contains(": keepalive"), "heartbeats flow while the page is open")
        client.closeWriting()
        XCTAssertTrue(client.waitForClose(seconds: 10), "the server closes a stream whose client closed (no CLOSE-WAIT)")
    }

    func testSilentAndIdleConnectionsAreClosed() throws {
        var limits = ServeLimits()
        limits.firstRequestTimeout = .milliseconds(300)
        limits.idleTimeout = .seconds(1)
        let port = try start(limits)
        let silent = try Client(port: port)
        XCTAssertTrue(silent.waitForClose(seconds: 10), "a connection that never sends a request is closed")
        let slow = try Client(port: port)
        try slow.send("GET / HTTP/1.1\r\nHost: 127")
        XCTAssertTrue(slow.waitForClose(seconds: 10), "a request head that never ends is closed")
        let idle = try Client(port: port)
        try idle.send("GET /state.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(idle.read(until: "\"version\"").contains("200 OK"))
        XCTAssertTrue(idle.waitForClose(seconds: 10), "a kept-alive connection with nothing to do is closed")
    }

    func testConnectionsBeyondTheLimitWaitForAFreeOne() throws {
        var limits = ServeLimits()
        limits.connections = 2
        limits.firstRequestTimeout = .seconds(60)
        let port = try start(limits)
        let holders = try [Client(port: port), Client(port: port)]
        usleep(300_000)
        let waiting = try Client(port: port)
        try waiting.send("GET /state.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(waiting.read(until: "HTTP/1.1", seconds: 1), "", "a third connection is not served while two are open")
        holders[0].close()
        XCTAssertTrue(waiting.read(until: "HTTP/1.1", seconds: 20).contains("200 OK"), "it is served once one closes")
    }

    func testABadFileIsShownAndTheServerKeepsAnswering() throws {
        let port = try start()
        // Added while the first screens may still be rendering: the first poll sees it either way.
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects><view id="v"><rect key="frame" x="0" y="0" width="100" height="1e308"/></view></objects>
        </document>
        """.utf8).write(to: folder.appendingPathComponent("bad.xib"))
        var errors = ""
        let deadline = Date().addingTimeInterval(30)
        while !errors.contains("bad.xib"), Date() < deadline {
            usleep(200_000)
            let client = try Client(port: port)
            try client.send("GET /state.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            errors = client.readAll()
        }
        XCTAssertTrue(errors.contains("bad.xib:3:"), errors)
        XCTAssertTrue(errors.contains("'height' (1e308) of a <rect key=\\\"frame\\\"> must be at most 100000 points"), errors)
        XCTAssertTrue(errors.contains("\"layout\":\"hello\""), "the good layout's screen is still there: \(errors)")
    }

    func testAStalledWriteAndASilentConnectionAreClosedOnTime() throws {
        var limits = ServeLimits()
        limits.writeTimeout = .seconds(5)
        limits.firstRequestTimeout = .seconds(2)
        let loop = EmbeddedEventLoop()
        let channel = EmbeddedChannel(handler: ConnectionWatch(limits), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        try channel.writeInbound(ByteBuffer(string: "GET"))
        loop.advanceTime(by: .seconds(3))
        XCTAssertTrue(channel.isActive, "a request arrived in time")
        channel.isWritable = false
        channel.pipeline.fireChannelWritabilityChanged()
        loop.advanceTime(by: .seconds(4))
        XCTAssertTrue(channel.isActive, "not yet")
        loop.advanceTime(by: .seconds(2))
        XCTAssertFalse(channel.isActive, "output that waited unwritable past the write timeout closes the connection")

        let silent = EmbeddedChannel(handler: ConnectionWatch(limits), loop: loop)
        try silent.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        loop.advanceTime(by: .seconds(3))
        XCTAssertFalse(silent.isActive, "no request in the first-request timeout closes the connection")
    }
}

/// The URL's port, handed from the server task.
private final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var url: String?

    func set(_ url: String) {
        lock.lock()
        self.url = url
        lock.unlock()
    }

    var port: Int? {
        lock.lock()
        defer { lock.unlock() }
        return url.flatMap { $0.split(separator: ":").last?.split(separator: "/").first }.flatMap { Int($0) }
    }
}

/// A TCP client on a real socket, read with timeouts.
private final class Client {
    private var socket: Int32
    private var received = ""

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close() }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw POSIXError(.EPIPE) }
    }

    /// Reads until `marker` arrives or `seconds` pass; returns everything read so far.
    func read(until marker: String, seconds: Double = 20) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while !received.contains(marker), Date() < deadline {
            guard let chunk = receive(timeout: 0.1) else { break }
            received += chunk
        }
        return received
    }

    /// Everything until the server closes (bounded).
    func readAll() -> String {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, let chunk = receive(timeout: 0.2) { received += chunk }
        return received
    }

    /// Whether the server closes the connection within `seconds` (data still arriving is read and dropped).
    func waitForClose(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            if recv(socket, &buffer, buffer.count, 0) <= 0 { return true }
        }
        return false
    }

    /// A chunk of text, "" when nothing came within `timeout`, nil once the server has closed.
    private func receive(timeout: Double) -> String? {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return "" }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    func closeWriting() { shutdown(socket, Int32(SHUT_WR)) }

    func close() {
        if socket >= 0 { Glibc.close(socket) }
        socket = -1
    }
}
