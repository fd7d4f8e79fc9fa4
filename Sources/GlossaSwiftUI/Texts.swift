import GlossaLayout
import SwiftSyntax

/// Text as SwiftUI makes it: a literal is a `LocalizedStringKey` (its interpolations become format specifiers), a
/// `String` is shown as it is, and a value the source does not give is a placeholder never judged as a translation.
enum Texts {
    /// The format specifier SwiftUI's `LocalizedStringKey` interpolation writes for a value of this type.
    static func specifier(for value: Value) -> String {
        switch value {
        case .int: return "%lld"
        case .double: return "%lf"
        case let .unknown(type, _):
            switch type?.replacingOccurrences(of: "?", with: "") {
            case "Int", "Int64", "Int32", "UInt"?: return "%lld"
            case "Double", "CGFloat", "Float"?: return "%lf"
            default: return "%@"
            }
        default: return "%@"
        }
    }

    /// The format argument a value gives: a placeholder's name where it is unknown.
    static func argument(for value: Value) -> TextArgument {
        switch value {
        case let .int(number): return .integer(number)
        case let .double(number): return .number(number)
        case let .string(text, _, arguments, _): return .string(formatted(text, arguments))
        case let .unknown(type, name):
            switch specifier(for: .unknown(type: type, name: name)) {
            case "%lld": return .integer(0)
            case "%lf": return .number(0)
            default: return .string(Interpreter.placeholderText(name))
            }
        default: return .string("…")
        }
    }

    /// A string with its interpolations' values put back (a literal nested in another's interpolation).
    static func formatted(_ text: String, _ arguments: [TextArgument]) -> String {
        var result = text
        for argument in arguments {
            let value: String
            switch argument {
            case let .string(string): value = string
            case let .integer(number): value = String(number)
            case let .number(number): value = String(number)
            case .value: value = "…"
            }
            for specifier in ["%@", "%lld", "%lf"] {
                if let range = result.range(of: specifier) {
                    result.replaceSubrange(range, with: value)
                    break
                }
            }
        }
        return result
    }

    /// A literal's text with Swift's escapes resolved, as the compiler gives it to `LocalizedStringKey`.
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var characters = raw.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let next = characters.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let digit = characters.next(), digit != "}" {
                    if digit != "{" { hex.append(digit) }
                }
                if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { result.unicodeScalars.append(scalar) }
            default: result.append(next)
            }
        }
        return result
    }

    /// Whether a literal's interpolation made the value unknown in part.
    static func hasPlaceholders(_ arguments: [Value]) -> Bool {
        arguments.contains { !$0.isKnown }
    }

    /// Two `Text`s joined with `+`, one text in SwiftUI: verbatim parts are joined; otherwise the first part stands for
    /// the whole, and what rests on its size is uncertain (the other parts are not measured).
    static func concatenated(_ first: [ViewNode], _ second: [ViewNode]) -> [ViewNode] {
        guard var joined = first.first, joined.kind == .text, let other = second.first, other.kind == .text,
              var content = joined.text else { return first + second }
        if let verbatim = content.verbatim, let more = other.text?.verbatim {
            content.verbatim = verbatim + more
        } else {
            joined.swiftUI?.placeholderText = true
        }
        joined.text = content
        return [joined]
    }
}

extension Interpreter {
    /// A string literal: its text with interpolations turned into format specifiers, and their values as arguments.
    func stringLiteral(_ literal: StringLiteralExprSyntax, scope: Scope) -> Value {
        var key = ""
        var arguments: [TextArgument] = []
        var placeholders = false
        // With interpolations, `LocalizedStringKey` writes a literal `%` as `%%` (its key is a format).
        let interpolated = literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                let written = Texts.unescaped(text.content.text)
                key += interpolated ? written.replacingOccurrences(of: "%", with: "%%") : written
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let first = interpolation.expressions.first {
                let value = evaluate(first.expression, scope: scope)
                // `\(x, specifier: "%.1f")` writes its own specifier; `\(x, format: …)` a formatted string, `%@`.
                let options = Array(interpolation.expressions.dropFirst())
                if let written = options.first(where: { $0.label?.text == "specifier" })?.expression.as(StringLiteralExprSyntax.self) {
                    key += written.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                } else if !options.isEmpty {
                    key += "%@"
                } else {
                    key += Texts.specifier(for: value)
                }
                var argument = Texts.argument(for: value)
                if options.contains(where: { $0.label?.text == "format" }) {
                    // A formatted value is a string: the number as written (the format's own rules are not applied).
                    switch argument {
                    case let .integer(number): argument = .string(String(number))
                    case let .number(number): argument = .string(String(number))
                    default: break
                    }
                }
                arguments.append(argument)
                // A value that is itself a literal made with a stand-in (`"\("@\(user.name)")"`) is a stand-in too.
                var nested = false
                if case let .string(inner, _, _, _) = value { nested = keysWithPlaceholders.contains(inner) }
                placeholders = placeholders || !value.isKnown || nested
            }
        }
        if placeholders { keysWithPlaceholders.insert(key) }
        return .string(key, localizable: true, arguments: arguments, table: nil)
    }

    /// A `Text` view showing `value`: a key, a verbatim string, or a placeholder for a value the source does not give.
    func textView(_ value: Value, verbatim: Bool = false, table: String? = nil, at node: Syntax) -> ViewNode {
        var view = makeNode(.text, type: "Text", at: node)
        var content = TextContent()
        switch value {
        case let .string(text, localizable, arguments, ownTable) where localizable && !verbatim:
            content.key = text
            content.args = arguments
            content.table = table ?? ownTable
            content.defaultValue = defaultValues[text]
            if keysWithPlaceholders.contains(text) { view.swiftUI?.placeholderText = true }
        case let .string(text, _, arguments, _):
            // A `String`: shown as it is, its interpolations' values in place.
            content.verbatim = Texts.formatted(text, arguments)
        case let .unknown(type, name):
            // What the app shows here comes from its data: a stand-in of the property's name, never judged.
            content.verbatim = type == "Date" ? "1 Jan 2025" : Self.placeholderText(name)
            content.setInCode = view.location
            view.swiftUI?.placeholderText = true
        case let .int(number):
            content.verbatim = String(number)
            content.setInCode = view.location
        case let .double(number):
            content.verbatim = String(number)
            content.setInCode = view.location
        default:
            content.verbatim = "Text"
            content.setInCode = view.location
            view.swiftUI?.placeholderText = true
        }
        view.text = content
        return view
    }

    /// A placeholder's text: the name of the value it stands for, as words (`userName` → "User Name").
    static func placeholderText(_ name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words.isEmpty ? "Text" : words
    }
}

extension Interpreter {
    /// A call of the app's own lookup function, as SwiftGen generates it (`L10n.tr("Localizable", "about", p1,
    /// fallback: "About")`, behind every `L10n.about`): the key in that table, the remaining unlabelled arguments
    /// its format's values. The function is one named `tr` whose first two parameters are strings and whose body looks
    /// a key up in a bundle; nil for any other function.
    func stringLookup(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, caller: Scope) -> Value? {
        guard function.name.text == "tr", isLookupFunction(function) else { return nil }
        let given = Array(call.arguments).filter { $0.label == nil }
        guard given.count >= 2 else { return nil }
        let table = evaluate(given[0].expression, scope: caller).plainString
        guard let key = evaluate(given[1].expression, scope: caller).plainString else { return .unknown(type: "String", name: "text") }
        let values = given.dropFirst(2).map { evaluate($0.expression, scope: caller) }
        if let fallback = argument(call, "fallback").flatMap({ evaluate($0, scope: caller).plainString }) { defaultValues[key] = fallback }
        return .string(key, localizable: true, arguments: values.map(Texts.argument(for:)), table: table)
    }

    /// Whether `tr` is a lookup: its first two parameters are strings and its body looks a key up. Decided once per
    /// function (SwiftGen's file calls it from each of thousands of accessors).
    private func isLookupFunction(_ function: FunctionDeclSyntax) -> Bool {
        if let known = index.lookupFunctions[function.id] { return known }
        let parameters = Array(function.signature.parameterClause.parameters)
        let strings = parameters.count >= 2 && parameters.prefix(2).allSatisfy({ $0.type.writtenText == "String" })
        // SwiftGen's templates name them `table` and `key`; a hand-written one shows what it is by its body.
        let named = parameters.prefix(2).map { ($0.secondName ?? $0.firstName).text } == ["table", "key"]
        let lookup = strings && (named || Self.lookupCalls.contains(where: (function.body?.writtenText ?? "").contains))
        index.lookupFunctions[function.id] = lookup
        return lookup
    }

    /// What a lookup function's body calls to find a key's translation.
    static let lookupCalls = ["localizedString(forKey", "NSLocalizedString(", "String(localized"]
}
