import Foundation
import Yams

/// Paths inside a document, resolved against the document's own folder.
///
/// Resolution is lexical (`a/../b` becomes `b`), so a path is printed the way a reader expects it and
/// stays relative when the document's path was relative.
public enum Paths {
    /// `quiz` for `layouts/quiz.yaml`.
    static func stem(of file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// The folder holding `file` by its text: "" for a bare file name, "/" for a file at the root. (Foundation's
    /// `deletingLastPathComponent` traps on a one-letter relative path on Linux.)
    public static func folder(of file: String) -> String {
        var text = Substring(file)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        return slash == text.startIndex ? "/" : String(text[..<slash])
    }

    static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        let base = folder(of: file)
        return normalize(base.isEmpty ? path : base + "/" + path)
    }

    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue  // "/.." is "/"
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// `strings:` or `assets:` resolved; the folder must exist.
    static func folder(_ node: Node, _ name: String, _ what: String, relativeTo file: String,
                       _ c: ParserContext) throws(LayoutDiagnostic) -> String {
        let written = try c.string(node, name)
        guard !written.isEmpty else { throw c.error("'\(name)' must not be empty", at: node) }
        let resolved = resolve(written, relativeTo: file)
        guard isDirectory(resolved) else {
            let problem = FileManager.default.fileExists(atPath: resolved) ? "is not a folder" : "does not exist"
            throw c.error("\(what) '\(written)' \(problem) (resolved to '\(resolved)')", at: node)
        }
        return resolved
    }

    /// `Strings/` beside the document, when the document names no strings folder and it exists.
    static func defaultStrings(besides file: String) -> String? {
        let candidate = resolve("Strings", relativeTo: file)
        return isDirectory(candidate) ? candidate : nil
    }
}

/// Yams' errors as diagnostics at the line and column libyaml reports.
enum YAMLErrors {
    static func diagnostic(_ error: any Error, text: String, file: String) -> LayoutDiagnostic {
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
        guard let error = error as? YamlError else {
            return LayoutDiagnostic("cannot read the document: \(error)", at: at(1, 1))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let where_ = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return LayoutDiagnostic("syntax error: \(problem)\(where_)", at: at(mark.line, mark.column))
        case .reader(let problem, let offset, _, _):
            let (line, column) = position(ofCharacter: offset ?? 0, in: text)
            return LayoutDiagnostic("cannot read the text: \(problem)", at: at(line, column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = at(context.mark.line, context.mark.column)
            let second = secondOccurrence(of: key, after: context.mark, in: text).map { at($0.line, $0.column) }
            return LayoutDiagnostic("duplicate key '\(key)' (first written at \(first))", at: second ?? first)
        default:
            return LayoutDiagnostic("cannot read the document: \(error)", at: at(1, 1))
        }
    }

    /// Line and column (1-based, in Unicode scalars as libyaml counts) of the `offset`th character.
    static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }

    /// Where a key written again in the same mapping is, found by looking for `key:` (or its quoted
    /// form) after the first one: libyaml names only the first.
    static func secondOccurrence(of key: String, after first: Mark, in text: String) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
        let needles = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
        func keyStarts(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
            needles.contains { needle in
                guard index + needle.count <= scalars.count, Array(scalars[index..<index + needle.count]) == needle else { return false }
                var rest = index + needle.count
                while rest < scalars.count, scalars[rest] == " " { rest += 1 }
                let before = index == 0 ? " " : scalars[index - 1]
                return rest < scalars.count && scalars[rest] == ":" && [" ", "{", ",", "\t"].contains(before)
            }
        }
        guard first.line >= 1, first.line <= lines.count else { return nil }
        for lineIndex in (first.line - 1)..<lines.count {
            let scalars = lines[lineIndex]
            let from = lineIndex == first.line - 1 ? first.column : 0
            guard from < scalars.count else { continue }
            for index in from..<scalars.count where keyStarts(scalars, at: index) {
                // A block key is at the first key's column; a flow key may be anywhere.
                if lineIndex == first.line - 1 || index == first.column - 1 || scalars[..<index].contains("{") {
                    return (lineIndex + 1, index + 1)
                }
            }
        }
        return nil
    }
}
