import SwiftSyntax

/// The keys of the app's development-language tables by the names string-accessor generators give them: SwiftGen's
/// `Localizations.sessionTimeout` for "SessionTimeout", a script's `LocalString.library_tab_title` for
/// "library.tab.title". Generators run at build time and their output is often not in the repository; their names are
/// the keys with letters and digits kept and case folded, so a name that folds to exactly one key is that key.
public struct GeneratedKeys: Sendable {
    private var byName: [String: (key: String, table: String)] = [:]
    /// Each table's keys by folded name, and the tables by folded name (`.app(.allDocuments)` of xcstrings-tool: the key
    /// "allDocuments" of App.xcstrings).
    private var inTable: [String: [String: String]] = [:]
    private var tables: [String: String] = [:]

    public init() {}

    /// `keys` by table; a folded name two keys share is no one's.
    public init(keys: [String: [String]]) {
        var ambiguous = Set<String>()
        for (table, names) in keys.sorted(by: { $0.key < $1.key }) {
            tables[Self.folded(table)] = table
            var own: [String: String] = [:], clashes = Set<String>()
            for key in names.sorted() {
                let name = Self.folded(key)
                if own[name] != nil { clashes.insert(name) } else { own[name] = key }
            }
            inTable[table] = own.filter { !clashes.contains($0.key) }
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

    /// The key `name` folds to in the table `table` folds to.
    func key(named name: String, inTableNamed table: String) -> (key: String, table: String)? {
        guard let table = tables[Self.folded(table)], let key = inTable[table]?[Self.folded(name)] else { return nil }
        return (key, table)
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

    /// `.app(.allDocuments)`: a call named after a table whose one argument is a member named after one of its keys
    /// (the accessors xcstrings-tool generates for each String Catalog).
    func generatedTableKey(_ name: String, call: FunctionCallExprSyntax) -> Value? {
        guard !generatedKeys.isEmpty, call.arguments.count == 1, let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              member.base == nil, let (key, table) = generatedKeys.key(named: member.declName.baseName.text, inTableNamed: name) else { return nil }
        return .string(key, localizable: true, arguments: [], table: table)
    }
}
