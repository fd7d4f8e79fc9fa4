internal import CICU

/// Unicode script facts from ICU (UAX #24).
public enum Scripts {
    /// The Script_Extensions of a scalar as ISO 15924 codes, in ICU's order: ["Arab", "Nkoo", "Rohg", …]
    /// for U+060C ARABIC COMMA, ["Zyyy"] for a character used by every script, the Script alone for a
    /// character without extensions.
    public static func extensions(_ scalar: Unicode.Scalar) -> [String] {
        var codes = [Int32](repeating: 0, count: 32)
        var status: Int32 = 0
        let count = codes.withUnsafeMutableBufferPointer {
            glossa_uscript_getScriptExtensions(Int32(bitPattern: scalar.value), $0.baseAddress, Int32($0.count), &status)
        }
        guard status <= 0, count > 0 else { return ["Zyyy"] }
        return codes.prefix(Int(min(count, 32))).map { code in
            glossa_uscript_getShortName(code).map { String(cString: $0) } ?? "Zzzz"
        }
    }

    /// The Script property of a scalar as an ISO 15924 code: "Latn", "Arab", "Zyyy" (Common), "Zinh" (Inherited).
    public static func script(_ scalar: Unicode.Scalar) -> String {
        var status: Int32 = 0
        let code = glossa_uscript_getScript(Int32(bitPattern: scalar.value), &status)
        guard status <= 0, let name = glossa_uscript_getShortName(code) else { return "Zzzz" }
        return String(cString: name)
    }
}
