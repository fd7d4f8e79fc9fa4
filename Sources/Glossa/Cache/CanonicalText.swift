/// A value spelt out whole, the same way in every process: every stored property of structs, classes and enum
/// payloads, with dictionary and set members sorted (their iteration order changes from process to process).
///
/// What a document's fingerprint is made of, so a property added to the document model is part of it
/// without anyone having to remember.
enum CanonicalText {
    static func of(_ value: Any) -> String {
        var text = ""
        var visiting = Set<ObjectIdentifier>()
        write(value, into: &text, visiting: &visiting)
        return text
    }

    private static func write(_ value: Any, into text: inout String, visiting: inout Set<ObjectIdentifier>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first { write(wrapped.value, into: &text, visiting: &visiting) } else { text += "nil" }
        case .collection, .tuple:
            text += "["
            for child in mirror.children {
                if let label = child.label, !label.hasPrefix(".") { text += label + ":" }
                write(child.value, into: &text, visiting: &visiting)
                text += ","
            }
            text += "]"
        case .dictionary, .set:
            let members = mirror.children.map { child -> String in
                var member = ""
                write(child.value, into: &member, visiting: &visiting)
                return member
            }
            text += "{" + members.sorted().joined(separator: ",") + "}"
        case .enum:
            guard let payload = mirror.children.first else {
                text += "\(mirror.subjectType).\(value)"
                return
            }
            text += "\(mirror.subjectType).\(payload.label ?? "_")("
            write(payload.value, into: &text, visiting: &visiting)
            text += ")"
        case .struct, .class:
            if mirror.displayStyle == .class {
                let object = ObjectIdentifier(value as AnyObject)
                guard visiting.insert(object).inserted else {
                    text += "<cycle>"
                    return
                }
                defer { visiting.remove(object) }
                writeFields(mirror, into: &text, visiting: &visiting)
            } else {
                writeFields(mirror, into: &text, visiting: &visiting)
            }
        default:
            text += String(reflecting: value)
        }
    }

    private static func writeFields(_ mirror: Mirror, into text: inout String, visiting: inout Set<ObjectIdentifier>) {
        text += "\(mirror.subjectType)("
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children {
                text += (child.label ?? "_") + ":"
                write(child.value, into: &text, visiting: &visiting)
                text += ","
            }
            current = level.superclassMirror
        }
        text += ")"
    }
}
