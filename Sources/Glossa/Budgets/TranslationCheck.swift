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
}

extension Simulator {
    /// Measures each value at its key's rooms. A value of a locale the matrix lays out (`--locales`) is measured
    /// at that locale's rooms; any other at the development language's, seen in the value's locale: where its
    /// shaping or direction would lay the other texts out differently (an English label shaped as Hindi takes
    /// Devanagari spaces and line height), those screens' rooms are measured again in that locale, so a value
    /// fits exactly when `check` of the screen with only that value translated shows its views whole.
    public func checkTranslations(_ values: [TranslatedValue], options: MatrixOptions,
                                  progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(GlossaError) -> TranslationCheck {
        var withDevelopment = options
        withDevelopment.includesDevelopmentLanguage = true
        let contexts = try screens(withDevelopment).screens.map { BudgetContext(screen: $0, others: nil) }
        let requested = try screens(options).screens.map(\.locale)
        let bases = try parallel(contexts, jobs: options.jobs) { context throws(GlossaError) in try self.baseLayout(context) }
        let cases = try budgetCases(contexts, bases: bases, jobs: options.jobs, progress: progress)
        var byLocale: [String: [KeyReference: [BudgetCase]]] = [:]
        for item in cases { byLocale[item.locale, default: [:]][KeyReference(table: item.table, key: item.key), default: []].append(item) }
        let valueLocales = Set(values.map(\.locale)).subtracting(byLocale.keys).sorted()
        for locale in valueLocales {
            let wanted = Set(values.filter { $0.locale == locale }.map { KeyReference(table: $0.table, key: $0.key) })
            byLocale[locale] = try developmentRooms(seenIn: locale, contexts: contexts, bases: bases, cases: cases, keys: wanted,
                                                    jobs: options.jobs)
        }
        let measure = BudgetMeasure(engine: textEngine), rooms = byLocale
        let found = try parallel(values, jobs: options.jobs) { value throws(GlossaError) -> [BudgetOverflow]? in
            guard let cases = rooms[value.locale]?[KeyReference(table: value.table, key: value.key)] else { return nil }
            return try measure.overflows(value, cases: cases)
        }
        let exported = Set(requested)
        return TranslationCheck(budgets: Budget.grouped(cases.filter { exported.contains($0.locale) }),
                                overflows: found.compactMap { $0 }.flatMap { $0 },
                                measured: found.filter { $0 != nil }.count,
                                unshown: zip(values, found).filter { $0.1 == nil }.map(\.0))
    }

    /// The development language's rooms as a value of `locale` sees them: the same cases where the locale lays
    /// every text of the screen out as the development language does, else the screen's rooms measured again
    /// with the development texts shaped in `locale` and laid out in its direction.
    private func developmentRooms(seenIn locale: String, contexts: [BudgetContext], bases: [LayoutResult], cases: [BudgetCase],
                                  keys: Set<KeyReference>, jobs: Int) throws(GlossaError) -> [KeyReference: [BudgetCase]] {
        var kept: [BudgetCase] = []
        var again: [BudgetContext] = []
        for (position, context) in contexts.enumerated() where context.screen.locale == context.screen.developmentLanguage {
            if sameLayout(bases[position], in: locale) {
                kept += cases.filter { $0.order.screen == context.screen.index && $0.locale == context.screen.locale }
            } else {
                var others: [TextNodeKey: String] = [:]
                for view in bases[position].views { if let text = view.text { others[TextNodeKey(view.node)] = text } }
                again.append(BudgetContext(screen: context.screen.inLocale(locale), others: others))
            }
        }
        let remeasured = again.isEmpty ? [] : try budgetCases(again, keys: keys, jobs: jobs, progress: nil)
        var rooms: [KeyReference: [BudgetCase]] = [:]
        for item in kept + remeasured { rooms[KeyReference(table: item.table, key: item.key), default: []].append(item) }
        return rooms
    }

    /// Whether `locale` lays the screen's texts out as its own locale did: the same direction, and every text the
    /// same size on one line and at the width it was given.
    private func sameLayout(_ base: LayoutResult, in locale: String) -> Bool {
        guard Locales.isRightToLeft(locale) == (base.direction == .rightToLeft) else { return false }
        for view in base.views where !view.hidden {
            guard let text = view.text, let style = view.textStyle, let area = view.textArea else { continue }
            var seen = style
            seen.language = locale
            for width in [WidthProposal.unconstrained, .exactly(max(1, area.width))] {
                guard let own = try? textEngine.layout(text, style: style, width: width),
                      let other = try? textEngine.layout(text, style: seen, width: width),
                      own.width == other.width, own.height == other.height, own.lines.count == other.lines.count else { return false }
            }
        }
        return true
    }
}
