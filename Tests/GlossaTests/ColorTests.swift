import Glossa
import XCTest

/// Colours parse one way, in documents and on the command line.
final class ColorTests: XCTestCase {
    func testColorParsing() {
        XCTAssertEqual(Color("#F00"), Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(Color("#11223344"), Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        XCTAssertNil(Color("#12"))
        XCTAssertNil(Color("rouge"))
        XCTAssertEqual(Color("systemBlue"), Color(red: 0, green: 122, blue: 255))
    }
}
