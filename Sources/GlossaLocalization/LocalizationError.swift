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

/// A localization file of the app that cannot be read as iOS reads it: what is wrong, where, and what iOS does with
/// it at run time (`consequence`). The run goes on with everything else.
public struct UnreadableFile: Sendable, Equatable, CustomStringConvertible {
    public var error: LocalizationError
    /// The language whose table it is (canonical), nil for a file of every language (a String Catalog).
    public var locale: String?
    /// What iOS does with the file: "iOS loads none of its keys: German users see the development language's text".
    public var consequence: String

    public init(error: LocalizationError, locale: String?, consequence: String) {
        self.error = error
        self.locale = locale
        self.consequence = consequence
    }

    public var description: String { "\(error): \(consequence)" }
}
