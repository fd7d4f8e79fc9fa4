import Foundation
import GlossaLayout
import SwiftSyntax

extension Interpreter {
    /// A call: a SwiftUI view, an app view or function, a modifier on views, or a value the interpreter knows.
    func evaluateCall(_ call: FunctionCallExprSyntax, scope: Scope) -> Value {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return memberCall(member, call: call, scope: scope) }
        // `[Item]()`, `Array<Item>()`: an empty array.
        if call.calledExpression.is(ArrayExprSyntax.self), call.arguments.isEmpty { return .array([]) }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            // `Foo<Bar>(…)`: the generic type's name.
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
               let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return namedCall(name, call: call, scope: scope)
            }
            return .unknown(type: nil, name: "value")
        }
        return namedCall(reference.baseName.text, call: call, scope: scope)
    }

    private func namedCall(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> Value {
        let node = Syntax(call)
        if let view = builtinView(name, call: call, scope: scope) { return view }
        if let value = builtinValue(name, call: call, scope: scope) { return value }
        if let type = index.types[name] {
            if type.isView { return appView(type, call: call, scope: scope, at: node) }
            if type.isViewModifier { return .instance(name, boundValues(call, of: type, scope: scope)) }
            return .instance(name, boundValues(call, of: type, scope: scope))
        }
        if let functions = scope.selfType?.functions[name], let function = functions.first {
            return callFunction(function, call: call, caller: scope, selfScope: scope)
        }
        if let function = index.globalFunctions[name]?.first {
            return callFunction(function, call: call, caller: scope, selfScope: Scope(selfType: nil))
        }
        // A closure or view held in a property: `content()`, `label()`.
        switch lookup(name, scope: scope, at: node) {
        case let .views(views): return .views(views)
        case let .closure(closure, closureScope):
            // A closure that calls itself again (a container's `content()` whose content holds the container) stops, as
            // an app view that contains itself does.
            let key = "closure \(closure.id)"
            guard !stack.contains(key), stack.count < Self.maximumDepth else { return .views([]) }
            stack.append(key)
            defer { stack.removeLast() }
            return .views(views(closure.statements, scope: closureScope.child()))
        default: break
        }
        // A modifier called on `self` in an `extension View` helper (`modifier(Card())`, `padding()`).
        if case let .views(content)? = scope.lookup("self") {
            return .views(applyModifier(name, call: call, to: content, scope: scope))
        }
        return .unknown(type: name.first?.isUppercase == true ? name : nil, name: name)
    }

    /// A plain struct's values from a memberwise call (for `item.title` later).
    private func boundValues(_ call: FunctionCallExprSyntax, of type: TypeDecl, scope: Scope) -> [String: Value] {
        var values: [String: Value] = [:]
        for (position, argument) in call.arguments.enumerated() {
            guard let name = argument.label?.text ?? (position < type.storedOrder.count ? type.storedOrder[position] : nil) else { continue }
            values[name] = typed(evaluate(argument.expression, scope: scope), as: type.properties[name]?.type,
                                 literal: argument.expression.is(StringLiteralExprSyntax.self))
        }
        return values
    }

    /// `base.name(…)`: a modifier when the base is views, else a method of a value.
    private func memberCall(_ member: MemberAccessExprSyntax, call: FunctionCallExprSyntax, scope: Scope) -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else { return implicitCall(name, call: call, scope: scope) }
        let baseText = Self.dottedName(base) ?? ""
        // `.environment(\.showsImages, true)` of the app's own value: the views before it read it while they are made.
        // `.disabled(true)`: what it modifies reads `isEnabled` false.
        var set: (key: String, value: Value)?
        if name == "environment", let key = Self.customEnvironmentKey(call), Self.environmentValue(key) == nil {
            set = (key, call.arguments.dropFirst().first.map { evaluate($0.expression, scope: scope) } ?? .unknown(type: nil, name: key))
        } else if name == "disabled", let disabled = call.arguments.first.flatMap({ evaluate($0.expression, scope: scope).asBool }) {
            set = ("isEnabled", .bool(!disabled))
        }
        if let set {
            customEnvironment.append(set)
            let receiver = evaluate(base, scope: scope)
            customEnvironment.removeLast()
            return callMethod(name, call: call, on: receiver, at: Syntax(base), scope: scope)
        }
        if baseText == "Binding", name == "constant", let first = call.arguments.first { return evaluate(first.expression, scope: scope) }
        if baseText == "Font", index.types["Font"]?.functions[name] == nil {
            return Fonts.call(name, arguments: arguments(call, scope: scope)).map(Value.font) ?? .unknown(type: "Font", name: name)
        }
        if baseText == "Color" { return .color(Colors.unknown) }
        if baseText == "String", name == "init" { return builtinValue("String", call: call, scope: scope) ?? .unknown(type: "String", name: "text") }
        if let type = index.types[baseText], let function = type.functions[name]?.first {
            return callFunction(function, call: call, caller: scope, selfScope: Scope(selfType: type))
        }
        // A type nested in one of the app's (`TutorialViews.WelcomeView(…)`): the nested type, by its name.
        if index.types[baseText] != nil, index.types[name] != nil { return namedCall(name, call: call, scope: scope) }
        // `Localizations.itemsCount(3)` of a generated file the repository does not hold: the key, with its values.
        if case let .string(key, _, _, table)? = generatedKey(base: base, name: name) {
            let values = call.arguments.filter { $0.label == nil }.map { evaluate($0.expression, scope: scope) }
            return .string(key, localizable: true, arguments: values.map(Texts.argument(for:)), table: table)
        }
        return callMethod(name, call: call, on: evaluate(base, scope: scope), at: Syntax(base), scope: scope)
    }

    /// A method or modifier `name` called on a value already evaluated.
    func callMethod(_ name: String, call: FunctionCallExprSyntax, on value: Value, at base: Syntax, scope: Scope) -> Value {
        var receiver = value
        // A view the interpreter does not know, modified: the box it is drawn as takes the modifiers.
        if case let .unknown(type?, _) = receiver, type.first?.isUppercase == true, Self.viewModifiers.contains(name) {
            receiver = .views(viewsOf(receiver, at: base))
        }
        // `.largeTitle.bold()`: a text style's font, modified.
        if case let .member(style) = receiver, let font = Fonts.member(style) { receiver = .font(font) }
        // `.secondary.opacity(0.12)`: a colour by name, modified.
        if case let .member(named) = receiver, let hex = namedColor(named) { receiver = .color(hex) }
        switch receiver {
        case let .views(views):
            return .views(applyModifier(name, call: call, to: views, scope: scope))
        case let .font(font):
            return .font(Fonts.modified(font, name, arguments: arguments(call, scope: scope)))
        case let .color(hex):
            if name == "opacity", let alpha = arguments(call, scope: scope).first?.value.asDouble { return .color(Colors.withOpacity(hex, alpha)) }
            // `Color.blue.frame(width: 30, height: 30)`: a colour modified as a view is that view, a fill.
            if name != "opacity", !["gradient", "mix", "resolve"].contains(name) {
                return .views(applyModifier(name, call: call, to: viewsOf(.color(hex), at: base), scope: scope))
            }
            return .color(hex)
        case let .string(text, localizable, arguments, table):
            switch name {
            // A key's case is changed after it is looked up, which the source cannot do here: the key stays (its value
            // is shown as the table writes it).
            case "uppercased" where !localizable: return .string(text.uppercased(), localizable: false, arguments: arguments, table: table)
            case "lowercased" where !localizable: return .string(text.lowercased(), localizable: false, arguments: arguments, table: table)
            default: return .string(text, localizable: localizable, arguments: arguments, table: table)
            }
        case let .instance(typeName, values):
            guard let type = index.types[typeName], let function = type.functions[name]?.first else {
                return .unknown(type: nil, name: name)
            }
            let inner = Scope(selfType: type)
            for (key, value) in values { inner.bind(key, value) }
            return callFunction(function, call: call, caller: scope, selfScope: inner)
        case let .array(values) where name == "prefix":
            let count = arguments(call, scope: scope).first?.value.asDouble.map(Int.init) ?? values.count
            return .array(Array(values.prefix(max(0, count))))
        case .array where ["sorted", "filter", "reversed", "shuffled"].contains(name):
            return receiver
        case let .unknown(type?, _) where type.first?.isUppercase == true && !Self.valueTypes.contains(type) && !type.contains("Binding"):
            // A method of a library's view (`LazyImage { … }.processors(…)`): still that view, drawn as its box.
            return receiver
        default:
            return .unknown(type: nil, name: name)
        }
    }

    /// Modifiers that say the value before them is a view.
    static let viewModifiers: Set<String> = [
        "padding", "frame", "fixedSize", "layoutPriority", "offset", "hidden", "opacity", "background", "overlay", "border",
        "cornerRadius", "clipShape", "clipped", "foregroundColor", "foregroundStyle", "font", "lineLimit", "navigationTitle",
        "onAppear", "onTapGesture", "shadow", "tint", "listRowInsets", "environment", "environmentObject", "task", "sheet",
        "toolbar", "aspectRatio", "edgesIgnoringSafeArea", "ignoresSafeArea",
    ]

    /// `.system(size: 12)`, `.init(…)` and other calls on an implied type.
    private func implicitCall(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> Value {
        // `.constant(false)`: a binding to that value, which is the value the view reads.
        if name == "constant", let first = call.arguments.first { return evaluate(first.expression, scope: scope) }
        if let key = generatedTableKey(name, call: call) { return key }
        if let font = Fonts.call(name, arguments: arguments(call, scope: scope)) { return .font(font) }
        // The app's own static function of a type an implicit member may be (`.styleGuide(.footnote)` of
        // `extension Font`, a colour or style of `extension Color`/`ShapeStyle`).
        for owner in ["Font", "Color", "ShapeStyle"] {
            if let type = index.types[owner], let function = type.functions[name]?.first {
                return callFunction(function, call: call, caller: scope, selfScope: Scope(selfType: type))
            }
        }
        return .member(name)
    }

    /// The call's arguments, evaluated, with their labels.
    func arguments(_ call: FunctionCallExprSyntax, scope: Scope) -> [(label: String?, value: Value)] {
        call.arguments.map { ($0.label?.text, evaluate($0.expression, scope: scope)) }
    }

    /// The argument with this label (nil: the first unlabelled one), as written.
    func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The content closure of a container: its trailing closure, else a `content:` argument.
    func contentClosure(_ call: FunctionCallExprSyntax, label: String = "content") -> ClosureExprSyntax? {
        call.trailingClosure ?? argument(call, label)?.as(ClosureExprSyntax.self)
    }

    /// The views of a builder closure given to a call (trailing, `label:` or another named closure).
    func closureViews(_ call: FunctionCallExprSyntax, named label: String, scope: Scope) -> [ViewNode]? {
        if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == label })?.closure
            ?? argument(call, label)?.as(ClosureExprSyntax.self) {
            return views(closure.statements, scope: scope.child())
        }
        if let expression = argument(call, label) { return viewsOf(evaluate(expression, scope: scope), at: Syntax(expression)) }
        return nil
    }

    /// `String(localized:)`, `NSLocalizedString`, `LocalizedStringKey(…)`, `Color(…)`, `Font`s and other values.
    func builtinValue(_ name: String, call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        switch name {
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
            guard let first = call.arguments.first else { return nil }
            let table = argument(call, "tableName").flatMap { evaluate($0, scope: scope).plainString }
            // `value:`: what iOS shows when no table has the key.
            if let value = argument(call, "value").flatMap({ evaluate($0, scope: scope).plainString }),
               let key = evaluate(first.expression, scope: scope).plainString {
                defaultValues[key] = value
            }
            switch evaluate(first.expression, scope: scope) {
            case let .string(text, true, arguments, _):
                return .string(text, localizable: true, arguments: arguments, table: table)
            case let .string(text, false, arguments, _):
                // A `String` made into a key: its value, interpolations done, is the key.
                let key = Texts.formatted(text, arguments)
                if keysWithPlaceholders.contains(text) { keysWithPlaceholders.insert(key) }
                return .string(key, localizable: true, arguments: [], table: table)
            default:
                return .unknown(type: "String", name: "text")
            }
        case "String":
            if let localized = argument(call, "localized") {
                let table = argument(call, "table").flatMap { evaluate($0, scope: scope).plainString }
                if case let .string(text, _, arguments, own) = evaluate(localized, scope: scope) {
                    return .string(text, localizable: true, arguments: arguments, table: table ?? own)
                }
            }
            // `String(format: "%02d:00", hour)` with values the source gives: the formatted string, as the POSIX locale
            // formats it.
            if let formatArgument = argument(call, "format"), case let .string(key, true, _, table) = evaluate(formatArgument, scope: scope) {
                // A format that is itself looked up (`String(format: NSLocalizedString("%i_SERIES", …), n)`): the key,
                // formatted with the values in each language.
                let values = call.arguments.dropFirst().filter { $0.label == nil }.map { evaluate($0.expression, scope: scope) }
                return .string(key, localizable: true, arguments: values.map(Texts.argument(for:)), table: table)
            }
            if let format = argument(call, "format").flatMap({ evaluate($0, scope: scope).plainString }) {
                var values: [CVarArg] = []
                for given in call.arguments.dropFirst() where given.label == nil {
                    switch evaluate(given.expression, scope: scope) {
                    case let .int(number): values.append(number)
                    case let .double(number): values.append(number)
                    case let .string(text, _, arguments, _): values.append(NSString(string: Texts.formatted(text, arguments)))
                    default: return .unknown(type: "String", name: "text")
                    }
                }
                return .string(String(format: format, locale: nil, arguments: values), localizable: false, arguments: [], table: nil)
            }
            if let first = call.arguments.first, first.label == nil {
                let value = evaluate(first.expression, scope: scope)
                switch value {
                case let .int(number): return .string(String(number), localizable: false, arguments: [], table: nil)
                case let .string(text, _, arguments, table): return .string(text, localizable: false, arguments: arguments, table: table)
                default: break
                }
            }
            return .unknown(type: "String", name: "text")
        case "Color", "UIColor":
            guard let first = call.arguments.first else { return .color(Colors.unknown) }
            switch evaluate(first.expression, scope: scope) {
            case let .string(asset, _, _, _): return .color(namedColor(asset) ?? Colors.unknown)
            case let .color(hex): return .color(hex)
            case let .member(name): return .color(namedColor(name) ?? Colors.unknown)
            default: return .color(Colors.unknown)
            }
        case "CGFloat", "Double":
            return call.arguments.first.map { evaluate($0.expression, scope: scope) }
        case "Int":
            // `Int(progress * 100)`: the whole part.
            guard let value = call.arguments.first.map({ evaluate($0.expression, scope: scope) }) else { return nil }
            if case let .double(number) = value, number.isFinite, abs(number) < 1e15 { return .int(Int(number)) }
            return value
        case "Font":
            return .font(FontValue(style: "body"))
        default:
            return nil
        }
    }
}

extension Value {
    /// A string's text, as written (for table names and asset names).
    var plainString: String? {
        if case let .string(text, _, _, _) = self { return text }
        return nil
    }
}

/// Colours by name, as hex strings the painter fills with.
enum Colors {
    /// A colour the source computes (the app's theme): a light neutral grey (systemGray4), under which text stays
    /// readable.
    static let unknown = "#D1D1D6"

    /// `color.opacity(alpha)`: the colour with its alpha multiplied.
    static func withOpacity(_ hex: String, _ alpha: Double) -> String {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return hex }
        let own = digits.count == 8 ? Double(value & 0xFF) / 255 : 1
        let combined = Int((own * max(0, min(1, alpha)) * 255).rounded())
        return "#" + String(digits.prefix(6)) + String(format: "%02X", combined)
    }

    /// iOS's system colours in light mode (UIColor's documented values): SwiftUI's names, UIKit's semantic colours
    /// (`label`, `secondarySystemBackground`, `separator`), and `systemRed`…`systemGray6`.
    static func named(_ name: String) -> String? {
        if let hex = system[name] { return hex }
        if name.hasPrefix("system"), name.count > 6 {
            let rest = name.dropFirst(6)
            return system[rest.prefix(1).lowercased() + rest.dropFirst()]
        }
        return nil
    }

    private static let system: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "white": "#FFFFFF", "gray": "#8E8E93", "black": "#000000",
        "clear": "#00000000", "primary": "#000000", "secondary": "#3C3C4399", "tertiary": "#3C3C434D",
        "quaternary": "#3C3C432E", "accentColor": "#007AFF", "accent": "#007AFF",
        "gray2": "#AEAEB2", "gray3": "#C7C7CC", "gray4": "#D1D1D6", "gray5": "#E5E5EA", "gray6": "#F2F2F7",
        "label": "#000000", "secondaryLabel": "#3C3C4399", "tertiaryLabel": "#3C3C434D", "quaternaryLabel": "#3C3C432E",
        "placeholderText": "#3C3C434D", "link": "#007AFF", "separator": "#3C3C4349", "opaqueSeparator": "#C6C6C8",
        "background": "#FFFFFF", "secondaryBackground": "#F2F2F7", "tertiaryBackground": "#FFFFFF",
        "groupedBackground": "#F2F2F7", "secondaryGroupedBackground": "#FFFFFF", "tertiaryGroupedBackground": "#F2F2F7",
        "fill": "#78788033", "secondaryFill": "#78788029", "tertiaryFill": "#7676801F", "quaternaryFill": "#74748014",
    ]
}

extension Interpreter {
    /// A colour by name: the app's own colour set of that name (`Color("Brand")`), or of the name Xcode's generated
    /// symbol stands for (`.brand` for "Brand"; `.accentColor` and `.accent` for "AccentColor", the app's tint), else
    /// iOS's system colour.
    func namedColor(_ name: String) -> String? {
        if let own = assetColors[name] { return own }
        // A colour the app declares (`extension Color { static let brand = Color("Brand") }`).
        for owner in ["Color", "ShapeStyle"] {
            if let type = index.types[owner], let property = type.properties[name], property.isStatic, !stack.contains("\(owner).\(name)") {
                stack.append("\(owner).\(name)")
                defer { stack.removeLast() }
                if case let .color(hex) = propertyValue(property, of: type, scope: Scope(selfType: type),
                                                         at: Syntax(DeclReferenceExprSyntax(baseName: .identifier(name)))) {
                    return hex
                }
            }
        }
        if name == "accentColor" || name == "accent", let tint = assetColors["AccentColor"] ?? assetColors["Accent"] { return tint }
        if let first = name.first, first.isLowercase, let own = assetColors[first.uppercased() + name.dropFirst()] { return own }
        return Colors.named(name)
    }

    /// The app's tint: its `AccentColor` colour set, else iOS's blue.
    var accentColor: String { namedColor("accentColor") ?? "#007AFF" }
}

/// Fonts as `.font(…)` takes them.
enum Fonts {
    static let styles: Set<String> = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
                                      "footnote", "caption", "caption2"]

    static func member(_ name: String) -> FontValue? {
        styles.contains(name) ? FontValue(style: name) : nil
    }

    /// `.system(size:weight:)`, `.system(.title)`, `.custom(_:size:)`.
    static func call(_ name: String, arguments: [(label: String?, value: Value)]) -> FontValue? {
        switch name {
        case "system", "custom":
            var font = FontValue()
            for (label, value) in arguments {
                if label == "size" || label == "fixedSize" { font.size = value.asDouble }
                if label == "weight", case let .member(weight) = value { font.weight = weight }
                if label == nil || label == "relativeTo", case let .member(style) = value, styles.contains(style) { font.style = style }
            }
            if font.size == nil && font.style == nil { font.style = "body" }
            return font
        default:
            return member(name)
        }
    }

    /// `.weight(.bold)`, `.bold()`.
    static func modified(_ font: FontValue, _ name: String, arguments: [(label: String?, value: Value)]) -> FontValue {
        var font = font
        if name == "bold" { font.weight = "bold" }
        if name == "weight", case let .member(weight)? = arguments.first?.value { font.weight = weight }
        return font
    }
}
