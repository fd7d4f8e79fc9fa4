/// A localization file that cannot be read, named by path and, where known, line and column.
///
/// The description is "path:line:column: message" (or "path:line: message", or "path: message" when the
/// reader has no line,
/// as with property lists whose parser only reports a key path), the shape compilers use, so
/// editors and CI logs can jump to the place at fault.
public struct LocalizationError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        if let line, let column { return "\(path):\(line):\(column): \(message)" }
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}
