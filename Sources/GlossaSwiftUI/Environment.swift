import SwiftSyntax

/// The environment a view reads: iPhone's own values, and the app's.
extension Interpreter {
    /// Environment values as an iPhone in portrait shows a screen: compact width, regular height, light mode, the
    /// default text size, enabled. Others (the locale, the layout direction) are not known while the source is read.
    static func environmentValue(_ key: String) -> Value? {
        switch key {
        case "horizontalSizeClass": return .member("compact")
        case "verticalSizeClass", "legibilityWeight": return .member("regular")
        case "colorScheme": return .member("light")
        case "dynamicTypeSize", "sizeCategory": return .member("large")
        case "isEnabled": return .bool(true)
        case "accessibilityReduceMotion": return .bool(false)
        default: return nil
        }
    }

    /// `key` of `.environment(\.key, value)`.
    static func customEnvironmentKey(_ call: FunctionCallExprSyntax) -> String? {
        call.arguments.first?.expression.as(KeyPathExprSyntax.self)?.components.last?.component
            .as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }

    /// An environment value a view reads (`@Environment(\.key)`): the innermost `.environment(\.key, …)` around the
    /// views being made, else iPhone's (`environmentValue`), else the default the app's `EnvironmentValues` extension
    /// declares (`@Entry var showsImages = false`).
    func environment(_ key: String, declared: String?, name: String) -> Value {
        if let set = customEnvironment.last(where: { $0.key == key }) { return set.value }
        if let known = Self.environmentValue(key) { return known }
        if let values = index.types["EnvironmentValues"], let property = values.properties[key], property.initial != nil || property.getter != nil,
           !stack.contains("EnvironmentValues.\(key)") {
            return propertyValue(property, of: values, scope: Scope(selfType: values), at: Syntax(DeclReferenceExprSyntax(baseName: .identifier(key))))
        }
        return .unknown(type: declared, name: name)
    }
}
