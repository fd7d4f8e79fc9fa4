import Foundation
import Glossa
import Hummingbird
import HummingbirdCore
import NIOCore

/// `glossa serve`: every screen of a matrix on one page, re-rendered when a layout, strings or asset
/// file changes, with the page told by server-sent events. Listens on the loopback address unless told
/// otherwise. It holds no layout logic: screens come from the same `Simulator` the CLI runs.
public struct PreviewServer: Sendable {
    public let options: MatrixOptions
    public let host: String
    /// 0 takes a free port; the URL printed names the one taken.
    public let port: Int
    public let fontDirectories: [String]
    /// How often the inputs are checked for changes.
    public var pollInterval: Duration = .milliseconds(150)
    /// Timeouts and the connection limit.
    public var limits = ServeLimits()

    public init(options: MatrixOptions, host: String = "127.0.0.1", port: Int = 8723, fontDirectories: [String] = []) {
        var options = options
        options.paths = options.paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        options.outputDirectory = nil
        self.options = options
        self.host = host
        self.port = port
        self.fontDirectories = fontDirectories
    }

    /// Serves until the process is interrupted. `onReady` receives the URL once the port is bound.
    /// Throws `GlossaError` for bad options or fonts, before listening; a bad layout is shown on the page.
    public func run(onReady: @escaping @Sendable (String) -> Void) async throws {
        try options.validate()
        _ = try LayoutDiscovery.files(options)
        let renderer = try PreviewRenderer(options: options, fontDirectories: fontDirectories)
        let state = PreviewState()
        let watcher = Task.detached { [pollInterval] in
            var loop = PreviewLoop(renderer: renderer, state: state)
            await loop.run(every: pollInterval)
        }
        let limits = self.limits
        let heartbeat = Task.detached {
            while !Task.isCancelled {
                try? await Task.sleep(for: limits.heartbeat)
                await state.heartbeat()
            }
        }
        defer {
            watcher.cancel()
            heartbeat.cancel()
        }
        let host = self.host
        let boundPort = BoundPort(port)
        let app = Application(
            router: Self.router(state, host: host, port: boundPort),
            server: .http1(configuration: .init(additionalChannelHandlers: [ConnectionWatch(limits)],
                                                idleTimeout: TimeAmount(limits.idleTimeout))),
            configuration: .init(address: .hostname(host, port: port), serverName: "glossa",
                                 availableConnectionsDelegate: MaximumAvailableConnections(limits.connections)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                boundPort.set(bound)
                let shown = host.contains(":") ? "[\(host)]" : host
                onReady("http://\(shown):\(bound)/")
            })
        // No graceful drain: an open page's event stream never ends by itself, so draining would wait
        // forever. Ctrl-C and SIGTERM stop the process at once; pages reconnect when it is back.
        do {
            try await app.runService(gracefulShutdownSignals: [])
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw GlossaError("port \(port) on \(host) is already in use (another glossa serve?); choose another with --port N, "
                              + "or --port 0 for any free port (the URL printed names it)")
        }
    }

    static func router(_ state: PreviewState, host: String, port: BoundPort) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: HostCheck(host: host, port: port))
        router.get("/") { _, _ in
            Self.response(PreviewPage.html, type: "text/html; charset=utf-8")
        }
        router.get("/state.json") { _, _ in
            Self.response(await state.pageState().json(), type: "application/json")
        }
        router.get("/report.json") { _, _ in
            Self.response(await state.reportJSON(), type: "application/json")
        }
        router.get("/png/**") { request, _ in
            guard let key = PreviewURL.key(path: request.uri.path), let png = await state.png(key) else {
                return Response(status: .notFound)
            }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: png)))
        }
        router.get("/events") { _, _ in
            let stream = await state.subscribe()
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody { writer in
                                for await message in stream { try await writer.write(ByteBuffer(string: message)) }
                                try await writer.finish(nil)
                            })
        }
        return router
    }

    private static func response(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
