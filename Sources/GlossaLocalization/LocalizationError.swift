/// A localization file that cannot be read, named by path and, where known, line.
///
/// The description is "path:line: message" (or "path: message" when the reader has no line,
/// as with property lists whose parser only reports a key path), the shape compilers use, so
/// editors and CI logs can jump to the place at fault.
public struct LocalizationError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    public let line: Int?
    public let message: String

    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}
