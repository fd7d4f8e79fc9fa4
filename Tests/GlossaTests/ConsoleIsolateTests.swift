@testable import Glossa
@testable import GlossaReports
import XCTest

/// The console leaves out bidi isolates (U+2066…U+2069) and keeps every other character, whether or not the
/// text has an isolate to remove.
final class ConsoleIsolateTests: XCTestCase {
    func testIsolatesAreRemoved() {
        XCTAssertEqual(ConsoleReporter.withoutIsolates("افتح \u{2066}Wi-Fi\u{2069} الآن"), "افتح Wi-Fi الآن")
        XCTAssertEqual(ConsoleReporter.withoutIsolates("\u{2067}a\u{2068}b\u{2069}"), "ab")
        XCTAssertEqual(ConsoleReporter.withoutIsolates("\u{2066}"), "")
    }

    func testTextWithoutIsolatesIsKept() {
        // Neighbours of the isolates in UTF-8 (E2 81 A5 and E2 81 AA) and other E2 sequences stay.
        let neighbours = "\u{2065}\u{206A}\u{2026} “quoted” ‘x’ \u{2060}"
        XCTAssertEqual(ConsoleReporter.withoutIsolates(neighbours), neighbours)
        XCTAssertEqual(ConsoleReporter.withoutIsolates(""), "")
        XCTAssertEqual(ConsoleReporter.withoutIsolates("plain ASCII"), "plain ASCII")
        // An isolate after an E2 that starts another character is still found.
        XCTAssertEqual(ConsoleReporter.withoutIsolates("\u{2026}\u{2069}x"), "\u{2026}x")
    }
}
