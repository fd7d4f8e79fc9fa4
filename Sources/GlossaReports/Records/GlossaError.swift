/// Bad input found while running a matrix (a file, locale, device or option value): exit code 2.
public struct GlossaError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
