import SwiftSyntax

/// The keys of the app's development-language tables by the names string-accessor generators give them: SwiftGen's
/// `Localizations.sessionTimeout` for "SessionTimeout", a script's `LocalString.library_tab_title` for
/// "library.tab.title". Generators run at build time and their output is often not in the repository; their names are
/// the keys with letters and digits kept and case folded, so a name that folds to exactly one key is that key.
public struct GeneratedKeys: Sendable {
    private var byName: [String: (key: String, table: String)] = [:]

    public init() {}

    /// `keys` by table; a folded name two keys share is no one's.
    public init(keys: [String: [String]]) {
        var ambiguous = Set<String>()
        for (table, names) in keys.sorted(by: { $0.key < $1.key }) {
            for key in names.sorted() {
                let name = Self.folded(key)
                guard !name.isEmpty, !ambiguous.contains(name) else { continue }
                if let known = byName[name], known.key != key || known.table != table {
                    byName[name] = nil
                    ambiguous.insert(name)
                } else {
                    byName[name] = (key, table)
                }
            }
        }
    }

    public var isEmpty: Bool { byName.isEmpty }

    func key(named name: String) -> (key: String, table: String)? {
        byName[Self.folded(name)]
    }

    static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    }
}

extension Interpreter {
    /// The key a member of an accessor namespace names: the base is a capitalized name the app's source does not
    /// declare (`Localizations`, `LocalString`, `Strings.Settings`), nothing local or a property of the view.
    func generatedKey(base: ExprSyntax, name: String) -> Value? {
        guard !generatedKeys.isEmpty, let owner = Self.dottedName(base), let first = owner.first, first.isUppercase,
              index.types[owner.components(separatedBy: ".").first ?? owner] == nil,
              let (key, table) = generatedKeys.key(named: name) else { return nil }
        return .string(key, localizable: true, arguments: [], table: table)
    }
}
