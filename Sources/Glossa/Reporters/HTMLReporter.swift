import Foundation

/// One self-contained page (images inlined, no network): screens by locale per layout and device,
/// findings listed and outlined on demand, baseline / actual / diff for snapshot failures, and filters
/// by kind, locale, device and failure.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"

    public init() {}

    public func report(_ run: ReportedRun) -> String {
        let failing = run.screens.filter { !run.failures($0).isEmpty }.count
        var html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Glossa report</title>\n"
        html += "<style>\n\(HTMLPage.style)</style>\n</head>\n<body>\n<header>\n<h1>Glossa</h1>\n"
        html += "<p class=\"summary\">\(run.screens.count) screens, \(failing) failing (fails on \(run.failOnName) findings"
        html += run.screens.contains { $0.snapshot != nil } ? " and snapshot mismatches)</p>\n" : ")</p>\n"
        html += filters(run)
        html += "</header>\n<main>\n"
        var number = 0
        for group in Markup.byLayout(run.screens) {
            html += "<section class=\"layout\"><h2>\(Markup.escape(group.layout))</h2>\n"
            for row in rows(group.screens) {
                html += "<div class=\"row\"><h3>\(Markup.escape(row.title))</h3>\n<div class=\"grid\">\n"
                for screen in row.screens {
                    html += HTMLScreen(screen: screen, number: number, run: run).html
                    number += 1
                }
                html += "</div></div>\n"
            }
            html += "</section>\n"
        }
        return html + "</main>\n<script>\n\(HTMLPage.script)</script>\n</body>\n</html>\n"
    }

    private func filters(_ run: ReportedRun) -> String {
        func select(_ id: String, _ label: String, _ values: [String]) -> String {
            let options = values.map { "<option>\(Markup.escape($0))</option>" }.joined()
            return "<label>\(label) <select id=\"\(id)\"><option value=\"\">all</option>\(options)</select></label>\n"
        }
        let kinds = Set(run.screens.flatMap { $0.findings.map(\.kind) }).sorted()
        var locales: [String] = [], devices: [String] = []
        for screen in run.screens {
            if !locales.contains(screen.locale) { locales.append(screen.locale) }
            if !devices.contains(screen.device) { devices.append(screen.device) }
        }
        return "<form id=\"filters\">\n" + select("kind", "Kind", kinds) + select("locale", "Locale", locales)
            + select("device", "Device", devices)
            + "<label><input type=\"checkbox\" id=\"failing\"> failing only</label>\n"
            + "<label><input type=\"checkbox\" id=\"outlines\"> outline every finding</label>\n</form>\n"
    }

    /// Screens of one layout grouped by device, content size and plural, in order of first appearance.
    private func rows(_ screens: [ScreenRecord]) -> [(title: String, screens: [ScreenRecord])] {
        var order: [String] = []
        var groups: [String: [ScreenRecord]] = [:]
        for screen in screens {
            let title = "\(screen.device) · \(screen.contentSize)" + (screen.plural.map { " · \($0)" } ?? "")
            if groups[title] == nil { order.append(title) }
            groups[title, default: []].append(screen)
        }
        return order.map { ($0, groups[$0]!) }
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
        var html = "<figure class=\"screen\(failing ? " failing" : "")\" id=\"screen-\(number)\" data-locale=\"\(Markup.escape(screen.locale))\""
        html += " data-device=\"\(Markup.escape(screen.device))\" data-kinds=\"\(Markup.escape(kinds))\" dir=\"ltr\">\n"
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
        if let source = HTMLPage.dataURI(screen.png) {
            html += "<img src=\"\(source)\" alt=\"\(Markup.escape(screen.title))\">"
        } else {
            html += "<div class=\"placeholder\">not rendered (run with --out)</div>"
        }
        for (index, finding) in screen.findings.enumerated() {
            guard let frame = finding.frame, let x = frame["x"]?.numberValue, let y = frame["y"]?.numberValue,
                  let w = frame["width"]?.numberValue, let h = frame["height"]?.numberValue else { continue }
            let box = [("left", x / width), ("top", y / height), ("width", w / width), ("height", h / height)]
                .map { "\($0.0): \(JSON.format($0.1 * 100))%" }.joined(separator: "; ")
            html += "<div class=\"outline \(finding.severity.rawValue)\" data-finding=\"f\(number)-\(index)\" style=\"\(box)\" title=\"\(Markup.escape(finding.kind))\"></div>"
        }
        return html + "</div>\n"
    }

    private var findings: String {
        guard !screen.findings.isEmpty else { return "" }
        var html = "<ol class=\"findings\">\n"
        for (index, finding) in screen.findings.enumerated() {
            let classes = [finding.severity.rawValue, run.fails(finding) ? "fails" : "", finding.accepted ? "accepted" : ""]
                .filter { !$0.isEmpty }.joined(separator: " ")
            html += "<li class=\"\(classes)\" data-finding=\"f\(number)-\(index)\" data-kind=\"\(Markup.escape(finding.kind))\">"
            html += "<b>\(Markup.escape(finding.kind))</b> \(Markup.escape(finding.view ?? "-"))"
            html += finding.accepted ? " <i>accepted</i>" : ""
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
            guard let path, let source = HTMLPage.dataURI(path) else { continue }
            html += "<figure><img src=\"\(source)\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>"
        }
        return html + "</div></div>\n"
    }
}
