import GlossaLayout
import GlossaLocalization
import GlossaText

/// What `budgets --check` found: every value that does not fit, and the values no layout shows.
public struct TranslationCheck: Sendable {
    /// The budgets of the matrix's own locales (what `--json` and `--xliff` write).
    public var budgets: [Budget]
    /// In the order of the files given, then by line.
    public var overflows: [BudgetOverflow]
    /// Values measured against at least one view.
    public var measured: Int
    /// Values of keys that no view of the matrix shows: nothing to measure them against.
    public var unshown: [TranslatedValue]
    /// Values of keys shown only by views whose text the app's code sets: users never see them there.
    public var setInCode: [TranslatedValue]
    /// For each key of the values given that has a room no text fits (a problem of the layout, not of a
    /// translation), the tightest such room, sorted by table and key. A value is measured at its key's other rooms.
    public var unmet: [BudgetCase]
    /// Values of keys whose every room is one no text fits: not measured.
    public var unmetValues: [TranslatedValue]
    /// Screens whose rooms were measured again in a value's locale (see `Simulator.checkTranslations`).
    public var remeasured: Int
}

extension Simulator {
    /// Measures each value at its key's rooms. A value of a locale the matrix lays out (`--locales`) is measured
    /// at that locale's rooms; any other at the development language's, as its own locale would see them: where
    /// that locale lays the screen's other texts out differently (an English label shaped as Hindi takes
    /// Devanagari spaces and line height; a right-to-left screen that does not mirror), and the difference could
    /// change the answer, the key's rooms on that screen are measured again with the development texts shaped in
    /// the value's locale and laid out in its direction. So a value fits exactly when `check` of the screen with
    /// only that value translated shows its views whole.
    public func checkTranslations(_ values: [TranslatedValue], options: MatrixOptions,
                                  progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> TranslationCheck {
        var withDevelopment = options
        withDevelopment.includesDevelopmentLanguage = true
        var contexts = try screens(withDevelopment).screens.map { BudgetContext(screen: $0) }
        let requested = Set(try screens(options).screens.map(\.locale))
        let bases = try parallel(contexts, jobs: options.jobs) { context throws(GlossaError) in try self.baseLayout(context) }
        // How far rooms move with the other texts matters only on screens some value's locale changes.
        let listed = Set(contexts.map(\.screen.locale)), drifts = RoomDrifts(simulator: self, contexts: contexts, bases: bases)
        let otherLocales = Set(values.map(\.locale)).subtracting(listed).sorted()
        for position in contexts.indices {
            contexts[position].measuresSensitivity = otherLocales.contains { locale in
                let change = drifts.change(at: position, in: locale)
                return change.width != 0 || change.height != 0 || Locales.isRightToLeft(locale) != (bases[position].direction == .rightToLeft)
            }
        }
        let cases = try budgetCases(contexts, bases: bases, jobs: options.jobs, progress: progress)
        var byLocale: [String: [KeyReference: [BudgetCase]]] = [:]
        for item in cases { byLocale[item.locale, default: [:]][KeyReference(table: item.table, key: item.key), default: []].append(item) }
        let own = byLocale
        let refined = try refinedRooms(values.filter { own[$0.locale] == nil }, contexts: contexts, bases: bases, cases: cases,
                                       drifts: drifts, jobs: options.jobs)
        let measure = BudgetMeasure(engine: textEngine)
        let found = try parallel(values, jobs: options.jobs) { value throws(GlossaError) -> Measured in
            let key = KeyReference(table: value.table, key: value.key)
            guard let rooms = own[value.locale]?[key] ?? refined.rooms(value.locale, key) else { return .unshown }
            let meetable = rooms.filter { $0.noTextFits == nil }
            let unmet = Budget.tightest(of: rooms.filter { $0.noTextFits != nil })
            if meetable.isEmpty, let unmet { return .unmet(unmet) }
            return .measured(try measure.overflows(value, cases: meetable), unmet)
        }
        var unmet: [KeyReference: BudgetCase] = [:], overflows: [BudgetOverflow] = [], measured = 0
        var unshown: [TranslatedValue] = [], unmetValues: [TranslatedValue] = [], setInCode: [TranslatedValue] = []
        var codeSet = Set<KeyReference>()
        for (position, base) in bases.enumerated() { codeSet.formUnion(Self.codeSetKeys(base, table: contexts[position].screen.document.table)) }
        for (value, outcome) in zip(values, found) {
            let key = KeyReference(table: value.table, key: value.key)
            switch outcome {
            case .unshown:
                if codeSet.contains(key) { setInCode.append(value) } else { unshown.append(value) }
            case let .unmet(room):
                unmetValues.append(value)
                unmet[key] = unmet[key].map { Budget.tightest(of: [$0, room])! } ?? room
            case let .measured(found, room):
                measured += 1
                overflows += found
                if let room { unmet[key] = unmet[key].map { Budget.tightest(of: [$0, room])! } ?? room }
            }
        }
        return TranslationCheck(budgets: Budget.grouped(cases.filter { requested.contains($0.locale) }), overflows: overflows,
                                measured: measured, unshown: unshown, setInCode: setInCode, unmet: unmet.keys.sorted().map { unmet[$0]! },
                                unmetValues: unmetValues, remeasured: refined.screens)
    }

    /// The keys of the views whose text the app's code sets.
    private static func codeSetKeys(_ result: LayoutResult, table: String) -> Set<KeyReference> {
        var keys = Set<KeyReference>()
        for view in result.views where !view.hidden && view.textStyle != nil {
            guard let content = view.node.text, content.setInCode != nil, content.verbatim == nil, let key = content.key else { continue }
            keys.insert(KeyReference(table: content.table ?? table, key: key))
        }
        return keys
    }

    /// What became of one value: no layout shows its key; no text fits any of its rooms (the tightest of them);
    /// or it was measured, with what does not fit and the tightest of its rooms no text fits, if any.
    private enum Measured {
        case unshown
        case unmet(BudgetCase)
        case measured([BudgetOverflow], BudgetCase?)
    }

    /// The development language's rooms for `values` (of locales the matrix does not lay out), as each value's
    /// locale sees them: a screen the locale lays out in the other direction, and that is not then the mirror
    /// image of itself, has its rooms measured once in that direction; a room that depends on the other texts,
    /// where the locale's shaping of them could change a value's answer, is measured again in that locale.
    private func refinedRooms(_ values: [TranslatedValue], contexts: [BudgetContext], bases: [LayoutResult], cases: [BudgetCase],
                              drifts: RoomDrifts, jobs: Int) throws(GlossaError) -> RefinedRooms {
        var rooms = RefinedRooms(contexts: contexts, directions: bases.map(\.direction))
        for item in cases where item.locale == item.context?.screen.developmentLanguage {
            rooms.development[KeyReference(table: item.table, key: item.key), default: []].append(item)
        }
        var flipped: [Int: Set<KeyReference>] = [:]
        for value in values {
            let key = KeyReference(table: value.table, key: value.key)
            for item in rooms.development[key] ?? [] {
                guard let position = rooms.position(of: item), rooms.flips(position, value.locale),
                      !drifts.mirrored(position, around: item) else { continue }
                flipped[position, default: []].insert(key)
            }
        }
        let turned = flipped.keys.sorted(), turning = flipped
        let turnedCases = try parallel(turned, jobs: jobs) { position throws(GlossaError) -> [BudgetCase] in
            var context = contexts[position]
            context.direction = bases[position].direction == .rightToLeft ? .leftToRight : .rightToLeft
            return try self.budgetCases([context], keys: turning[position]!, jobs: 1, progress: nil)
        }
        for (position, found) in zip(turned, turnedCases) { rooms.turned[position] = found }
        let measure = BudgetMeasure(engine: textEngine)
        var again: [String: (position: Int, locale: String, keys: Set<KeyReference>)] = [:]
        for value in values {
            let key = KeyReference(table: value.table, key: value.key)
            for item in rooms.rooms(value.locale, key) ?? [] where item.sensitivity != Sensitivity(width: 0, height: 0) {
                guard let position = rooms.position(of: item) else { continue }
                let change = drifts.change(at: position, in: value.locale)
                // Twice the room's movement for the locale's change, in proportion to the growth it was measured at.
                func margin(_ change: Double, _ sensitivity: Double) -> Double { change == 0 ? 0 : 2 * change * sensitivity }
                let drift = (width: margin(change.width, item.sensitivity.width), height: margin(change.height, item.sensitivity.height))
                if change.width == 0 && change.height == 0 { continue }
                if drift.width.isFinite, drift.height.isFinite, try measure.decides(value, in: item, margin: drift) { continue }
                again["\(position) \(value.locale)", default: (position, value.locale, [])].keys.insert(key)
            }
        }
        let plan = again.keys.sorted().map { again[$0]! }
        let remeasured = try parallel(plan, jobs: jobs) { item throws(GlossaError) -> [BudgetCase] in
            var others: [TextNodeKey: String] = [:]
            for view in bases[item.position].views { if let text = view.text { others[TextNodeKey(view.node)] = text } }
            let context = BudgetContext(screen: contexts[item.position].screen.inLocale(item.locale), others: others, measuresSensitivity: false)
            return try self.budgetCases([context], keys: item.keys, jobs: 1, progress: nil)
        }
        rooms.replaced = zip(plan, remeasured).map { ($0.0.position, $0.0.locale, $0.0.keys, $0.1) }
        return rooms
    }
}

/// The development language's rooms, with some screens' rooms measured in the other direction or again in
/// another locale.
struct RefinedRooms: Sendable {
    let contexts: [BudgetContext]
    /// Each context's direction.
    let directions: [TextDirection]
    var development: [KeyReference: [BudgetCase]] = [:]
    /// Context position → the cases measured there in the other direction.
    var turned: [Int: [BudgetCase]] = [:]
    /// Context position, locale, the keys measured there again in that locale and what was found.
    var replaced: [(position: Int, locale: String, keys: Set<KeyReference>, cases: [BudgetCase])] = []

    init(contexts: [BudgetContext], directions: [TextDirection]) {
        self.contexts = contexts
        self.directions = directions
    }

    var screens: Int { turned.count + replaced.count }

    /// The position of the development context a case was measured on.
    func position(of item: BudgetCase) -> Int? {
        contexts.firstIndex { $0.screen.index == item.order.screen && $0.screen.locale == $0.screen.developmentLanguage }
    }

    /// Whether `locale` lays the context out in the other direction.
    func flips(_ position: Int, _ locale: String) -> Bool {
        Locales.isRightToLeft(locale) != (directions[position] == .rightToLeft)
    }

    /// The key's rooms for a value of `locale`: those measured again in that locale where there are some, else
    /// those of the locale's direction, else the development language's.
    func rooms(_ locale: String, _ key: KeyReference) -> [BudgetCase]? {
        guard let cases = development[key] else { return nil }
        var result: [BudgetCase] = []
        var done = Set<Int>()
        for item in cases {
            guard let position = position(of: item), done.insert(position).inserted else { continue }
            let mine = { (found: [BudgetCase]) in found.filter { $0.key == key.key && $0.table == key.table } }
            if let again = replaced.first(where: { $0.position == position && $0.locale == locale && $0.keys.contains(key) }) {
                result += mine(again.cases)
            } else if flips(position, locale), let turned = turned[position] {
                result += mine(turned)
            } else {
                result += cases.filter { self.position(of: $0) == position }
            }
        }
        return result
    }
}

/// How much a locale changes each screen's texts when it shapes them (the largest change of any one text, as a
/// fraction of the growth `Sensitivity` measures rooms at), and whether the screen laid out in the other
/// direction is its mirror image. Used one value at a time, not from several threads.
final class RoomDrifts: @unchecked Sendable {
    private let simulator: Simulator
    private let contexts: [BudgetContext]
    private let bases: [LayoutResult]
    private var known: [String: (width: Double, height: Double)] = [:]
    /// Per screen laid out in the other direction: the views not where the mirror image puts them, and whether
    /// any changed size.
    private var mirrors: [Int: (moved: Set<Int>, resized: Bool)] = [:]

    init(simulator: Simulator, contexts: [BudgetContext], bases: [LayoutResult]) {
        self.simulator = simulator
        self.contexts = contexts
        self.bases = bases
    }

    func change(at position: Int, in locale: String) -> (width: Double, height: Double) {
        let name = "\(position) \(locale)"
        if let change = known[name] { return change }
        var change = (width: 0.0, height: 0.0)
        let engine = simulator.textEngine
        for view in bases[position].views where !view.hidden {
            guard let text = view.text, let style = view.textStyle, let area = view.textArea else { continue }
            var seen = style
            seen.language = locale
            guard let own = try? engine.layout(text, style: style, width: .unconstrained),
                  let other = try? engine.layout(text, style: seen, width: .unconstrained),
                  let ownWrapped = try? engine.layout(text, style: style, width: .exactly(max(1, area.width))),
                  let otherWrapped = try? engine.layout(text, style: seen, width: .exactly(max(1, area.width))) else {
                change = (.infinity, .infinity)
                break
            }
            change.width = max(change.width, Sensitivity.fraction(width: own.width, other.width))
            change.height = max(change.height, Sensitivity.fraction(height: own.height, other.height),
                                Sensitivity.fraction(height: ownWrapped.height, otherWrapped.height))
        }
        known[name] = change
        return change
    }

    /// Whether a case's room is the same when the screen is laid out in the other direction with the same texts:
    /// every view keeps its size there, and the case's view and its ancestors are where the mirror image puts
    /// them (views elsewhere may move, as a view pinned `left` does, without pushing on this one).
    func mirrored(_ position: Int, around item: BudgetCase) -> Bool {
        if mirrors[position] == nil {
            let base = bases[position]
            let width = base.device.width
            var moved = Set<Int>(), resized = false
            if let other = try? simulator.localizedScreen(contexts[position].screen)
                .layout(mirror: base.direction == .rightToLeft ? .leftToRight : .rightToLeft), other.views.count == base.views.count {
                for (a, b) in zip(base.views, other.views) {
                    if a.hidden != b.hidden || abs(a.frame.width - b.frame.width) > 1e-6 || abs(a.frame.height - b.frame.height) > 1e-6 {
                        resized = true
                    }
                    if abs(a.frame.y - b.frame.y) > 1e-6 || abs((width - a.frame.maxX) - b.frame.x) > 1e-6 { moved.insert(a.index) }
                }
            } else {
                resized = true
            }
            mirrors[position] = (moved, resized)
        }
        let (moved, resized) = mirrors[position]!
        guard !resized else { return false }
        let views = bases[position].views
        var current = views.first { $0.name == item.view }
        while let view = current {
            if moved.contains(view.index) { return false }
            current = view.parent.flatMap { parent in views.first { $0.index == parent } }
        }
        return true
    }
}
