internal import CICU

/// A number that selects one plural category: an integer where the category has one, else a
/// decimal with one digit after the separator (ru `other` is only reached by 1.5, 0.1…).
public enum PluralSample: Equatable, Sendable {
    case integer(Int)
    case decimal(Double)
}

extension PluralRules {
    /// The categories the locale's rules use, in CLDR order: ru one few many other; ar all six; ja other.
    public var categories: [PluralCategory] {
        let pointer = rules.pointer
        let mask = (try? lock.withLock { () throws(ICUError) -> Int32 in
            try icuCall("uplrules_getKeywords(\(locale))") { glossa_uplrules_categoryMask(pointer, $0) }
        }) ?? 0
        let all = PluralCategory.allCases
        let used = all.indices.filter { mask & (1 << Int32($0)) != 0 }.map { all[$0] }
        return used.isEmpty ? [.other] : used
    }

    /// The smallest number that ICU's rules put in `category`, the way ICU's own samples are listed
    /// (integers first, then decimals), or nil when the locale has no such category.
    ///
    /// The C API has no sample list, so the samples are found by asking the rules: integers up to
    /// 1,000 and then powers of ten (fr `many` is 1,000,000), then 0.0 to 9.9.
    public func sample(for category: PluralCategory) -> PluralSample? {
        let integers = Array(0...1000) + (4...9).map { Self.power(10, $0) }
        if let integer = integers.first(where: { self.category(for: $0) == category }) { return .integer(integer) }
        for tenths in 1..<100 where tenths % 10 != 0 {
            let value = Double(tenths) / 10
            if self.category(for: value, fractionDigits: 1) == category { return .decimal(value) }
        }
        return nil
    }

    private static func power(_ base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * base }
    }
}
