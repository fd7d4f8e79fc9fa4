import Foundation
import GlossaLayout

/// One self-contained page (images inlined, no network): screens by locale per layout and device,
/// findings listed and outlined on demand, baseline / actual / diff for snapshot failures, and filters
/// by kind, locale, device and failure.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"

    public init() {}

    public func write(_ run: ReportedRun, to sink: ReportSink) {
        let failing = run.failing.count
        var html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Glossa report</title>\n"
        html += "<style>\n\(HTMLPage.style)</style>\n</head>\n<body>\n<header>\n<h1>Glossa</h1>\n"
        html += "<p class=\"summary\">\(run.screens.count) screens, \(failing) failing (fails on \(run.failOnName) findings"
        html += run.screens.contains { $0.snapshot != nil } ? " and snapshot mismatches)</p>\n" : ")</p>\n"
        if run.screens.contains(where: { $0.png.isEmpty }) {
            html += "<p class=\"hint\">Some screens were not drawn: give <code>check</code> an output folder "
                + "(<code>--out DIR</code>), or run <code>glossa render</code>, with this <code>--html</code> to see them.</p>\n"
        }
        sink.write(html + filters(run) + "</header>\n<main>\n")
        var number = 0
        for group in Markup.byLayout(run.screens) {
            sink.write("<section class=\"layout\"><h2>\(Markup.escape(group.key))</h2>\n")
            for row in rows(group.positions, of: run.screens) {
                sink.write("<div class=\"row\"><h3>\(Markup.escape(row.key))</h3>\n<div class=\"grid\">\n")
                for position in row.positions {
                    sink.write(HTMLScreen(screen: run.screens[position], number: number, run: run).html)
                    number += 1
                }
                sink.write("</div></div>\n")
            }
            sink.write("</section>\n")
        }
        sink.write("</main>\n<script>\n\(HTMLPage.script)</script>\n</body>\n</html>\n")
    }

    private func filters(_ run: ReportedRun) -> String {
        func select(_ id: String, _ label: String, _ values: [String]) -> String {
            let options = values.map { "<option>\(Markup.escape($0))</option>" }.joined()
            return "<label>\(label) <select id=\"\(id)\"><option value=\"\">all</option>\(options)</select></label>\n"
        }
        var kinds = Set<String>(), causes = Set<String>()
        var locales: [String] = [], devices: [String] = []
        for screen in run.screens {
            for finding in screen.findings {
                kinds.insert(finding.kind)
                if let cause = finding.cause { causes.insert(cause.rawValue) }
            }
            if !locales.contains(screen.locale) { locales.append(screen.locale) }
            if !devices.contains(screen.device) { devices.append(screen.device) }
        }
        return "<form id=\"filters\">\n" + select("kind", "Kind", kinds.sorted()) + select("cause", "Cause", causes.sorted())
            + select("locale", "Locale", locales)
            + select("device", "Device", devices)
            + "<label><input type=\"checkbox\" id=\"failing\"> failing only</label>\n"
            + "<label><input type=\"checkbox\" id=\"outlines\"> outline every finding</label>\n</form>\n"
    }

    /// Positions of one layout's screens grouped by device, content size and plural, in order of first appearance.
    private func rows(_ positions: [Int], of screens: ScreenRecords) -> [(key: String, positions: [Int])] {
        Markup.grouped(positions) { position in
            let screen = screens[position]
            return "\(screen.device) · \(screen.contentSize)" + (screen.plural.map { " · \($0)" } ?? "")
        }
    }
}

/// One screen's figure: image with finding outlines, the findings, and snapshot images on failure.
struct HTMLScreen {
    let screen: ScreenRecord
    let number: Int
    let run: ReportedRun

    var html: String {
        let failing = !run.failures(screen).isEmpty
        let kinds = " " + Set(screen.findings.map(\.kind)).sorted().joined(separator: " ") + " "
        let causes = " " + Set(screen.findings.compactMap { $0.cause?.rawValue }).sorted().joined(separator: " ") + " "
        var html = "<figure class=\"screen\(failing ? " failing" : "")\" id=\"screen-\(number)\" data-locale=\"\(Markup.escape(screen.locale))\""
        html += " data-device=\"\(Markup.escape(screen.device))\" data-kinds=\"\(Markup.escape(kinds))\""
        html += " data-causes=\"\(Markup.escape(causes))\" dir=\"ltr\">\n"
        html += "<figcaption><b>\(Markup.escape(screen.locale))</b>\(snapshotBadge)</figcaption>\n"
        html += image + findings + snapshotImages
        return html + "</figure>\n"
    }

    private var snapshotBadge: String {
        guard let snapshot = screen.snapshot else { return "" }
        return " <span class=\"badge \(snapshot.state.rawValue)\">\(snapshot.state.rawValue)</span>"
    }

    private var size: (width: Double, height: Double) {
        let device = Device.named(screen.device)
        return (device?.width ?? 393, device?.height ?? 852)
    }

    private var image: String {
        let (width, height) = size
        var html = "<div class=\"frame\" style=\"aspect-ratio: \(JSON.format(width)) / \(JSON.format(height))\">"
        if let source = HTMLPage.dataURI(screen.png, within: run.imageFolders, pending: run.pendingFiles) {
            html += "<img src=\"\(source)\" alt=\"\(Markup.escape(screen.title))\">"
        } else {
            html += "<div class=\"placeholder\">not rendered (run with --out)</div>"
        }
        for (index, finding) in screen.findings.enumerated() {
            // From the frame as report.json rounds it, so a page made from a run and one made from its
            // report.json (`glossa merge`) are the same bytes.
            guard let frame = finding.frame, let x = frame["x"]?.numberValue.map(JSON.rounded),
                  let y = frame["y"]?.numberValue.map(JSON.rounded), let w = frame["width"]?.numberValue.map(JSON.rounded),
                  let h = frame["height"]?.numberValue.map(JSON.rounded) else { continue }
            let box = [("left", x / width), ("top", y / height), ("width", w / width), ("height", h / height)]
                .map { "\($0.0): \(JSON.format($0.1 * 100))%" }.joined(separator: "; ")
            html += "<div class=\"outline \(finding.severity.rawValue)\" data-finding=\"f\(number)-\(index)\" data-kind=\"\(Markup.escape(finding.kind))\""
                + " data-cause=\"\(finding.cause?.rawValue ?? "")\" style=\"\(box)\" title=\"\(Markup.escape(finding.kind))\"></div>"
        }
        return html + "</div>\n"
    }

    private var findings: String {
        guard !screen.findings.isEmpty else { return "" }
        var html = "<ol class=\"findings\">\n"
        for (index, finding) in screen.findings.enumerated() {
            let classes = [finding.severity.rawValue, run.fails(finding) ? "fails" : "", finding.accepted ? "accepted" : ""]
                .filter { !$0.isEmpty }.joined(separator: " ")
            html += "<li class=\"\(classes)\" data-finding=\"f\(number)-\(index)\" data-kind=\"\(Markup.escape(finding.kind))\""
                + " data-cause=\"\(finding.cause?.rawValue ?? "")\">"
            html += "<b>\(Markup.escape(finding.kind))</b> \(Markup.escape(finding.view ?? "-"))"
            html += finding.cause == .design ? " <i>design</i>" : ""
            html += finding.accepted ? " <i>accepted</i>" : ""
            html += finding.because.map { " <i>uncertain: \(Markup.escape($0))</i>" } ?? ""
            html += ": \(Markup.escape(finding.message))"
            if let location = finding.location ?? finding.stringsLocation { html += " <code>\(Markup.escape(location))</code>" }
            html += "</li>\n"
        }
        return html + "</ol>\n"
    }

    private var snapshotImages: String {
        guard let snapshot = screen.snapshot, snapshot.fails else { return "" }
        var html = "<div class=\"snapshot\"><p>\(Markup.escape(snapshot.message ?? ""))</p>\n<div class=\"compare\">"
        for (label, path) in [("baseline", snapshot.baseline), ("actual", snapshot.actual), ("diff", snapshot.diff)] {
            guard let path, let source = HTMLPage.dataURI(path, within: run.imageFolders, pending: run.pendingFiles) else { continue }
            html += "<figure><img src=\"\(source)\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>"
        }
        return html + "</div></div>\n"
    }
}
