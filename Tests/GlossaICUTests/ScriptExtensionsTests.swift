import GlossaICU
import XCTest

/// Script and Script_Extensions from ICU (UAX #24), which font fallback reads for shared characters.
final class ScriptExtensionsTests: XCTestCase {
    func testSharedPunctuationNamesItsScripts() {
        for scalar in ["\u{060C}", "\u{061B}", "\u{061F}"].map({ $0.unicodeScalars.first! }) {
            XCTAssertEqual(Scripts.script(scalar), "Zyyy", "\(scalar)")
            XCTAssertTrue(Scripts.extensions(scalar).contains("Arab"), "\(Scripts.extensions(scalar))")
            XCTAssertFalse(Scripts.extensions(scalar).contains("Latn"))
        }
        let danda = Scripts.extensions("\u{0964}")
        XCTAssertTrue(danda.contains("Deva") && danda.contains("Beng"), "\(danda)")
        let comma = Scripts.extensions("\u{3001}")
        XCTAssertTrue(comma.contains("Hani") && comma.contains("Hira") && comma.contains("Hang"), "\(comma)")
    }

    func testOrdinaryCharactersHaveTheirScriptOnly() {
        XCTAssertEqual(Scripts.extensions("a"), ["Latn"])
        XCTAssertEqual(Scripts.extensions("س"), ["Arab"])
        XCTAssertEqual(Scripts.extensions("("), ["Zyyy"])
        XCTAssertEqual(Scripts.extensions("\u{0301}"), ["Zinh"])
        XCTAssertEqual(Scripts.script("ש"), "Hebr")
        XCTAssertEqual(Scripts.script("5"), "Zyyy")
    }
}
