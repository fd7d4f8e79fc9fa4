/// A token of Swift or Objective-C source: enough of the language to find the outlets its code assigns
/// text to, without a compiler.
///
/// Comments, string and character literals, and preprocessor lines are dropped (a pattern written inside
/// them is not code); the rest is identifiers, numbers and punctuation, each with its 1-based line.
struct SourceToken: Equatable {
    enum Kind: Equatable {
        case identifier
        /// A string literal (its contents are not kept: `"titleLabel.text = x"` is not an assignment).
        case string
        case number
        /// Operators and punctuation, longest match first (`==` is one token, never `=` twice).
        case punctuation
        /// Objective-C's `@interface`, `@implementation`, `@end`, `@property`…: the text holds the word after `@`.
        case directive
    }

    var kind: Kind
    var text: String
    var line: Int
    /// 1-based, in UTF-8 bytes from the line's start.
    var column: Int

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    var isIdentifier: Bool { kind == .identifier }
}

/// Splits Swift or Objective-C source into `SourceToken`s in one pass over its UTF-8 bytes.
///
/// Why not a parser: Objective-C needs a lexer anyway, and the forms that set a text
/// (`x.text = …`, `x.setTitle(…)`, `[self.x setTitle:…]`) are token patterns inside a class's braces,
/// which both languages share; a lexer reads thousands of files in a fraction of a second.
struct SourceLexer {
    enum Language { case swift, objectiveC }

    let language: Language
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    /// Where the current line starts (columns count from it).
    private var lineStart = 0
    private(set) var tokens: [SourceToken] = []
    /// The contents of the plain string literals (one line, no interpolation, not raw, at most
    /// `maximumLiteralLength` bytes): names the code passes to UIKit (`UINib(nibName: "PhotoCell", …)`).
    private(set) var literals: Set<String> = []
    /// The plain string literals among `tokens`, by the index of their token (a `#define`'s are in `literals` only).
    private(set) var literalTokens: [Int: String] = [:]
    /// `#define kTitleTag 2` (or `(2)`): names defined as a whole number.
    private(set) var definedNumbers: [String: Int] = [:]

    static let maximumLiteralLength = 200

    /// The tokens of `source`.
    static func tokens(_ source: String, language: Language) -> [SourceToken] {
        read(source, language: language).tokens
    }

    /// The tokens of `source` and the contents of its plain string literals.
    static func read(_ source: String, language: Language) -> (tokens: [SourceToken], literals: Set<String>) {
        let lexer = lexed(source, language: language)
        return (lexer.tokens, lexer.literals)
    }

    /// The lexer after reading `source`: its tokens, literals and literal tokens.
    static func lexed(_ source: String, language: Language) -> SourceLexer {
        var lexer = SourceLexer(language: language, source: source)
        lexer.run()
        return lexer
    }

    private init(language: Language, source: String) {
        self.language = language
        bytes = Array(source.utf8)
    }

    private mutating func newLine(at newline: Int) {
        line += 1
        lineStart = newline + 1
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        position + offset < bytes.count ? bytes[position + offset] : 0
    }

    private mutating func run() {
        var atLineStart = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A {
                newLine(at: position)
                position += 1
                atLineStart = true
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                position += 1
                continue
            }
            let startsLine = atLineStart
            atLineStart = false
            if byte == 0x2F, peek(1) == 0x2F { skipLine(); continue }           // //
            if byte == 0x2F, peek(1) == 0x2A { skipBlockComment(); continue }   // /*
            if byte == 0x23, language == .objectiveC, startsLine { preprocessor(); continue }
            if byte == 0x23, language == .swift, swiftPoundIf() { continue }
            if byte == 0x22 || (byte == 0x23 && language == .swift && rawStringStarts()) {
                stringLiteral()
                continue
            }
            if byte == 0x27, language == .objectiveC { characterLiteral(); continue }
            if byte == 0x40, language == .objectiveC {                       // @"…", @interface
                if peek(1) == 0x22 { position += 1; stringLiteral(); continue }
                if isIdentifierStart(peek(1)) {
                    let start = position + 1
                    position += 1
                    while position < bytes.count, isIdentifierPart(bytes[position]) { position += 1 }
                    append(.directive, from: start)
                    continue
                }
            }
            if isIdentifierStart(byte) || (byte == 0x24 && language == .swift) || byte == 0x60 {
                identifier()
                continue
            }
            if byte >= 0x30 && byte <= 0x39 { number(); continue }
            punctuation()
        }
    }

    private mutating func append(_ kind: SourceToken.Kind, from start: Int, line tokenLine: Int? = nil, column tokenColumn: Int? = nil) {
        // A literal's contents are never looked at; identifiers are short and stay inline in their String.
        let text = kind == .string ? "" : String(decoding: bytes[start..<position], as: UTF8.self)
        tokens.append(SourceToken(kind: kind, text: text, line: tokenLine ?? line, column: tokenColumn ?? start - lineStart + 1))
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private mutating func identifier() {
        if bytes[position] == 0x60 {                                           // `escaped`
            let start = position + 1
            position += 1
            while position < bytes.count, bytes[position] != 0x60, bytes[position] != 0x0A { position += 1 }
            append(.identifier, from: start)
            if position < bytes.count, bytes[position] == 0x60 { position += 1 }
            return
        }
        let start = position
        position += 1
        while position < bytes.count, isIdentifierPart(bytes[position]) { position += 1 }
        append(.identifier, from: start)
    }

    private mutating func number() {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if isIdentifierPart(byte) { position += 1; continue }
            // A decimal point, not a member access (`1.0` but not `tuple.0.text`… which starts with an identifier).
            if byte == 0x2E, position + 1 < bytes.count, bytes[position + 1] >= 0x30, bytes[position + 1] <= 0x39 {
                position += 1
                continue
            }
            break
        }
        append(.number, from: start)
    }

    /// Multi-character operators first, so `==`, `!=`, `+=`, `?.`… never read as an assignment.
    private static let operators: [[UInt8]] = ["===", "!==", "...", "..<", "<<=", ">>=", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=",
                                               "%=", "&=", "|=", "^=", "&&", "||", "->", "??", "++", "--", "<<", ">>", "::"]
        .map { Array($0.utf8) }

    private mutating func punctuation() {
        let start = position
        for candidate in Self.operators where matches(candidate) {
            position += candidate.count
            append(.punctuation, from: start)
            return
        }
        position += 1
        // The rest of a multi-byte character that is not an identifier part never reaches here (>= 0x80 is).
        append(.punctuation, from: start)
    }

    private func matches(_ candidate: [UInt8]) -> Bool {
        guard position + candidate.count <= bytes.count else { return false }
        for (offset, byte) in candidate.enumerated() where bytes[position + offset] != byte { return false }
        return true
    }

    private mutating func skipLine() {
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    }

    /// `/* … */`, nested in Swift as the language allows.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == 0x2F, peek(1) == 0x2A {
                depth += 1
                position += 2
                if language == .objectiveC && depth > 1 { depth = 1 }
                continue
            }
            if bytes[position] == 0x2A, peek(1) == 0x2F {
                depth -= 1
                position += 2
                if depth == 0 { return }
                continue
            }
            if bytes[position] == 0x0A { newLine(at: position) }
            position += 1
        }
    }

    /// A preprocessor line (with its `\` continuations); `#if 0` skips to its `#else` or `#endif`.
    private mutating func preprocessor() {
        let start = position
        skipLogicalLine()
        let directive = String(decoding: bytes[start..<position], as: UTF8.self)
        let words = directive.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.first == "if", words.count > 1, words[1] == "0" { skipConditional(swift: false) }
        if words.first == "define", words.count == 3,
           let value = Int(words[2].filter { $0 != "(" && $0 != ")" }) {
            definedNumbers[String(words[1])] = value
        }
        // `#define kOther (@"HotAddressAddOther")`: a name the code uses, as much as a literal written in place.
        if words.first == "define" {
            for (index, piece) in directive.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            where index % 2 == 1 && !piece.isEmpty && !piece.contains("\\") && piece.utf8.count <= Self.maximumLiteralLength {
                literals.insert(String(piece))
            }
        }
    }

    private mutating func skipLogicalLine() {
        while position < bytes.count, bytes[position] != 0x0A {
            if bytes[position] == 0x5C, peek(1) == 0x0A { newLine(at: position + 1); position += 2; continue }
            position += 1
        }
    }

    /// Swift's `#if false`: code that is never compiled. Other `#if` lines are passed over and their
    /// branches read (both a `DEBUG` and a release branch are code that runs somewhere).
    private mutating func swiftPoundIf() -> Bool {
        guard matches(Array("#if".utf8)), !isIdentifierPart(peek(3)) else {
            if matches(Array("#else".utf8)) || matches(Array("#elseif".utf8)) || matches(Array("#endif".utf8)) {
                skipLine()
                return true
            }
            return false
        }
        let start = position
        skipLine()
        let condition = String(decoding: bytes[(start + 3)..<position], as: UTF8.self).split(separator: "/").first ?? ""
        if condition.trimmingSpaces == "false" || condition.trimmingSpaces == "0" { skipConditional(swift: true) }
        return true
    }

    /// Skips lines up to the matching `#else`, `#elif`/`#elseif` or `#endif` (nested conditionals counted).
    private mutating func skipConditional(swift: Bool) {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == 0x0A { newLine(at: position); position += 1; continue }
            if bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1; continue }
            if bytes[position] == 0x23 {
                let start = position
                skipLine()
                let words = String(decoding: bytes[(start + 1)..<position], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
                switch words.first ?? "" {
                case "if", "ifdef", "ifndef": depth += 1
                case "endif":
                    if depth == 0 { return }
                    depth -= 1
                case "else", "elif", "elseif":
                    if depth == 0 { return }
                default: break
                }
                continue
            }
            skipLine()
        }
    }

    private func rawStringStarts() -> Bool {
        var offset = 0
        while peek(offset) == 0x23 { offset += 1 }
        return peek(offset) == 0x22
    }

    /// A string literal, whatever its form: `"…"`, `"""…"""`, `#"…"#`, with `\(…)` interpolations skipped
    /// as code of their own depth (so a quote inside one does not end the literal).
    private mutating func stringLiteral() {
        let startLine = line
        let startColumn = position - lineStart + 1
        let start = position
        var hashes = 0
        while peek() == 0x23 { hashes += 1; position += 1 }
        let multiline = language == .swift && peek() == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
        position += multiline ? 3 : 1
        let contentStart = position
        var plain = !multiline && hashes == 0
        var content: String?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A {
                newLine(at: position)
                position += 1
                plain = false
                if !multiline { break }      // an unterminated literal ends at its line
                continue
            }
            if byte == 0x5C, escapeHashes(after: position) == hashes {
                position += 1 + hashes
                if language == .swift, peek() == 0x28 { plain = false; skipInterpolation(); continue }
                if peek() == 0x0A { continue }
                position += 1
                continue
            }
            if byte == 0x22, !multiline || (peek(1) == 0x22 && peek(2) == 0x22), closingHashes(after: position + (multiline ? 3 : 1)) >= hashes {
                if plain, position - contentStart <= Self.maximumLiteralLength {
                    content = String(decoding: bytes[contentStart..<position], as: UTF8.self)
                }
                position += (multiline ? 3 : 1) + hashes
                break
            }
            position += 1
        }
        append(.string, from: start, line: startLine, column: startColumn)
        if let content {
            literals.insert(content)
            literalTokens[tokens.count - 1] = content
        }
    }

    private func escapeHashes(after backslash: Int) -> Int {
        var count = 0
        while backslash + 1 + count < bytes.count, bytes[backslash + 1 + count] == 0x23 { count += 1 }
        return count
    }

    private func closingHashes(after index: Int) -> Int {
        var count = 0
        while index + count < bytes.count, bytes[index + count] == 0x23 { count += 1 }
        return count
    }

    /// `\( … )` inside a string: parentheses counted, nested strings skipped whole.
    private mutating func skipInterpolation() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x28 { depth += 1 }
            if byte == 0x29 {
                depth -= 1
                if depth == 0 { position += 1; return }
            }
            if byte == 0x0A { newLine(at: position) }
            if byte == 0x22 || (byte == 0x23 && rawStringStarts()) {
                let saved = tokens.count
                stringLiteral()
                tokens.removeSubrange(saved...)
                continue
            }
            position += 1
        }
    }

    private mutating func characterLiteral() {
        position += 1
        while position < bytes.count, bytes[position] != 0x27, bytes[position] != 0x0A {
            position += bytes[position] == 0x5C ? 2 : 1
        }
        if position < bytes.count, bytes[position] == 0x27 { position += 1 }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" || first == "\r" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}

extension Array where Element == SourceToken {
    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`), or the last token when none does.
    func matching(from open: Int) -> Int {
        let opener = self[open].text
        let closer = opener == "(" ? ")" : opener == "[" ? "]" : "}"
        var depth = 0
        for position in open..<count {
            if self[position].is(opener) { depth += 1 }
            if self[position].is(closer) {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return count - 1
    }
}
