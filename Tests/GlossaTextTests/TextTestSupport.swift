import GlossaICU
@testable import GlossaText
import XCTest

/// One engine over the bundled fonts for every test: loading ~30 fonts once keeps the suite fast.
let sharedEngine: TextEngine = {
    do {
        return TextEngine(registry: try FontRegistry.bundled())
    } catch {
        fatalError("bundled fonts: \(error)")
    }
}()

func layout(_ text: String, language: String = "en", size: Double = 17, width: WidthProposal = .unconstrained,
            lines: Int = 0, truncation: Truncation = .tail, alignment: TextAlignment = .natural,
            layoutDirection: TextDirection = .leftToRight, base: BaseDirection = .natural) throws -> ParagraphLayout {
    let style = ParagraphStyle(size: size, language: language, baseDirection: base, layoutDirection: layoutDirection,
                               alignment: alignment, maxLines: lines, truncation: truncation)
    return try sharedEngine.layout(text, style: style, width: width)
}

/// Visual order of one line as (direction, text) pairs, adjacent runs of one direction merged (their text
/// in logical order) and
/// invisible isolate controls removed: what a reader sees, left to right.
func visualRuns(_ line: LineLayout) -> [(String, String)] {
    var result: [(String, String)] = []
    for run in line.runs {
        let direction = run.direction == .rightToLeft ? "rtl" : "ltr"
        let text = String(run.text.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) }.map(Character.init))
        if let last = result.last, last.0 == direction {
            // Each run's text is in logical order; right-to-left runs follow each other in reverse.
            result[result.count - 1].1 = direction == "rtl" ? text + last.1 : last.1 + text
        } else {
            result.append((direction, text))
        }
    }
    return result.filter { !$0.1.isEmpty }
}

func assertVisualRuns(_ line: LineLayout, _ expected: [(String, String)], file: StaticString = #filePath, line number: UInt = #line) {
    let actual = visualRuns(line)
    let render = { (runs: [(String, String)]) in runs.map { "[\($0.0) \"\($0.1)\"]" }.joined(separator: " ") }
    XCTAssertEqual(render(actual), render(expected), file: file, line: number)
}

/// Runs are placed edge to edge, left to right, starting at the line's x.
func assertContiguous(_ line: LineLayout, file: StaticString = #filePath, line number: UInt = #line) {
    var x = line.x
    for run in line.runs {
        XCTAssertEqual(run.x, x, accuracy: 1e-9, "run \"\(run.text)\" is not where the previous run ended", file: file, line: number)
        x += run.width
    }
    XCTAssertEqual(x - line.x, line.width, accuracy: 1e-9, file: file, line: number)
}
