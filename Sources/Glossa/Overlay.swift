import GlossaCheck
import GlossaLayout
import GlossaRender
import GlossaText

/// Marks a rendered screen for designers reading a screenshot: every view's frame, the baselines of its
/// text, and each finding outlined in red with its kind written small above it (`render --overlay`).
struct Overlay {
    let scale: Double
    let engine: TextEngine

    static let frameColor = Color(red: 0, green: 122, blue: 255, alpha: 150)
    static let baselineColor = Color(red: 255, green: 149, blue: 0, alpha: 220)
    static let findingColor = Color(red: 255, green: 59, blue: 48)
    static let labelBackground = Color(red: 255, green: 255, blue: 255, alpha: 230)
    static let labelSize = 9.0

    func draw(_ result: LayoutResult, findings: [Finding], on canvas: inout Canvas) {
        let hairline = 1 / scale
        // Indices of the views drawn. Parents come before children, so a hidden ancestor is known before
        // its descendants (and a view whose parent is absent, like an unchosen `fits` child, is not drawn).
        var shown: Set<Int> = []
        for view in result.views {
            guard !view.hidden, view.parent.map(shown.contains) ?? true else { continue }
            shown.insert(view.index)
            guard view.frame.width > 0 || view.frame.height > 0 else { continue }
            canvas.stroke(view.frame, lineWidth: hairline, scale: scale, color: Self.frameColor)
            drawBaselines(view, hairline: hairline, on: &canvas)
        }
        for mark in Self.marks(findings) {
            let outline = TextRect(x: mark.frame.x - 1, y: mark.frame.y - 1, width: mark.frame.width + 2,
                                   height: mark.frame.height + 2)
            canvas.stroke(outline, lineWidth: 1, scale: scale, color: Self.findingColor)
            drawLabel(mark.kinds.joined(separator: " · "), above: outline, screenWidth: result.device.width, on: &canvas)
        }
    }

    /// A hairline along each line's baseline, as wide as the line's text.
    private func drawBaselines(_ view: LaidOutView, hairline: Double, on canvas: inout Canvas) {
        guard let paragraph = view.paragraph, let textFrame = view.textFrame else { return }
        for line in paragraph.lines where line.width > 0 {
            let rect = TextRect(x: textFrame.x + line.x, y: textFrame.y + line.baseline, width: line.width, height: hairline)
            canvas.fill(rect, scale: scale, color: Self.baselineColor)
        }
    }

    /// The finding kinds in 9 pt on a light box, above the outline (below it at the top of the screen).
    private func drawLabel(_ text: String, above outline: TextRect, screenWidth: Double, on canvas: inout Canvas) {
        let style = ParagraphStyle(size: Self.labelSize, bold: true, language: "en")
        guard let paragraph = try? engine.layout(text, style: style, width: .unconstrained) else { return }
        let width = paragraph.width + 4, height = paragraph.height + 1
        let x = max(0, min(outline.x, screenWidth - width))
        let y = outline.y - height >= 0 ? outline.y - height : outline.maxY
        let box = TextRect(x: x, y: y, width: width, height: height)
        canvas.fill(box, scale: scale, color: Self.labelBackground)
        canvas.draw(paragraph, at: (x + 2, y), scale: scale, color: Self.findingColor)
    }

    /// Findings grouped by frame, in report order: one outline and one label per frame.
    static func marks(_ findings: [Finding]) -> [(frame: TextRect, kinds: [String])] {
        var marks: [(frame: TextRect, kinds: [String])] = []
        for finding in findings {
            guard let frame = finding.frame else { continue }
            if let index = marks.firstIndex(where: { $0.frame == frame }) {
                if !marks[index].kinds.contains(finding.kind.rawValue) { marks[index].kinds.append(finding.kind.rawValue) }
            } else {
                marks.append((frame, [finding.kind.rawValue]))
            }
        }
        return marks
    }
}
