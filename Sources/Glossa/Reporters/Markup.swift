/// Escaping shared by the XML and HTML reports.
enum Markup {
    /// Text safe inside an element or a double-quoted attribute; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
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

    /// Screens grouped by layout, layouts in the order they first appear.
    static func byLayout(_ screens: [ScreenRecord]) -> [(layout: String, screens: [ScreenRecord])] {
        var order: [String] = []
        var groups: [String: [ScreenRecord]] = [:]
        for screen in screens {
            if groups[screen.layout] == nil { order.append(screen.layout) }
            groups[screen.layout, default: []].append(screen)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
