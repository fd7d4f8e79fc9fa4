/// Escaping shared by the XML and HTML reports: the one place a name or message becomes markup.
package enum Markup {
    /// Text safe inside an element or a double-quoted attribute (every attribute the reports write is); characters
    /// XML 1.0 forbids are dropped.
    package static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\n": output += "&#10;"
            case "\t", "\r": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The positions of the screens grouped by layout, layouts in the order they first appear.
    static func byLayout(_ screens: ScreenRecords) -> [(key: String, positions: [Int])] {
        grouped(screens.indices) { screens[$0].layout }
    }

    /// Positions grouped by `key`, groups in the order of their first position.
    static func grouped(_ positions: some Sequence<Int>, by key: (Int) -> String) -> [(key: String, positions: [Int])] {
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for position in positions {
            let name = key(position)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(position)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
