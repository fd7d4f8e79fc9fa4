import Foundation
import Hummingbird
import HummingbirdCore
import NIOCore

/// What `glossa serve` allows a connection: the limits that keep one page (or a hostile client) from taking
/// the server from everyone else. docs/security.md lists them.
public struct ServeLimits: Sendable {
    /// A connection with no request in progress for this long is closed (slow or idle clients).
    public var idleTimeout: Duration = .seconds(30)
    /// A new connection that has not sent a whole request head in this long is closed: connections that
    /// only hold a slot are shed quickly when the server is at its connection limit.
    public var firstRequestTimeout: Duration = .seconds(5)
    /// A response the client has stopped reading for this long is abandoned and its connection closed.
    public var writeTimeout: Duration = .seconds(30)
    /// Connections open at once; more wait to be accepted until one closes.
    public var connections = 256
    /// An open event stream sends a comment this often, so a stream whose client is gone ends.
    public var heartbeat: Duration = .seconds(15)

    public init() {}
}

/// Whether a host name or address is this machine only (the preview's default).
public enum LoopbackHost {
    public static func contains(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
    }
}

/// Refuses a request whose `Host` is not a name of the address the server listens on (421), so a web page
/// that points its own domain at 127.0.0.1 (DNS rebinding) cannot read the preview from the user's browser.
///
/// Allowed: `localhost`, IP literals, the `--host` given, this machine's name — each with the bound port.
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    let host: String
    let port: BoundPort

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, allows(authority) else {
            return Response(status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "glossa serve answers only requests for the address it listens on\n")))
        }
        return try await next(request, context)
    }

    func allows(_ authority: String) -> Bool {
        let (name, givenPort) = Self.split(authority)
        guard givenPort == port.value || (givenPort == nil && port.value == 80) else { return false }
        let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")) { return true }
        if bare == "localhost" || Self.isAddressLiteral(bare) { return true }
        return !LoopbackHost.contains(host) && bare == ProcessInfo.processInfo.hostName.lowercased()
    }

    /// `name:port` (or `[v6]:port`) into its parts.
    static func split(_ authority: String) -> (String, Int?) {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            let rest = authority[authority.index(after: close)...]
            return (String(authority[...close]), rest.hasPrefix(":") ? Int(rest.dropFirst()) : nil)
        }
        guard let colon = authority.lastIndex(of: ":") else { return (authority, nil) }
        return (String(authority[..<colon]), Int(authority[authority.index(after: colon)...]))
    }

    /// An IPv4 or IPv6 literal: no DNS name, so no rebinding.
    static func isAddressLiteral(_ name: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }
}

/// The port the server is bound to, known once it listens (`--port 0` takes any).
final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int

    init(_ port: Int) { self.port = port }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return port
    }

    func set(_ port: Int) {
        lock.lock()
        self.port = port
        lock.unlock()
    }
}

/// Closes a connection whose client is gone, no longer reads or never asks: when the client closes its side
/// (an event stream would otherwise hold the socket in CLOSE-WAIT until the next event), when output has
/// waited unwritable longer than the write timeout, and when no request head came within the first-request
/// timeout.
final class ConnectionWatch: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny

    private let writeTimeout: TimeAmount
    private let firstRequestTimeout: TimeAmount
    private var stalled: Scheduled<Void>?
    private var waitingForRequest: Scheduled<Void>?

    init(_ limits: ServeLimits) {
        writeTimeout = TimeAmount(limits.writeTimeout)
        firstRequestTimeout = TimeAmount(limits.firstRequestTimeout)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        waitingForRequest = context.eventLoop.scheduleTask(in: firstRequestTimeout) { channel.close(promise: nil) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        waitingForRequest?.cancel()
        waitingForRequest = nil
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stalled?.cancel()
            stalled = nil
        } else if stalled == nil {
            let channel = context.channel
            stalled = context.eventLoop.scheduleTask(in: writeTimeout) {
                if !channel.isWritable { channel.close(promise: nil) }
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stalled?.cancel()
        waitingForRequest?.cancel()
        (stalled, waitingForRequest) = (nil, nil)
        context.fireChannelInactive()
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
