import Foundation

/// The HTML report's style sheet, script and inlined images.
enum HTMLPage {
    /// A PNG file as a data: URI, so the page needs nothing beside it; nil when there is no such file, or
    /// when it may not be read.
    ///
    /// Paths read back from report files (`merge`) are input like any other: only a regular `.png` file
    /// whose real path lies in one of `folders` (nil: a path the run wrote itself), that is no larger than
    /// `largestImage` and starts with PNG's signature is inlined, so a report naming `/proc/self/environ` or
    /// a link out of the tree puts nothing of it in the page.
    static func dataURI(_ path: String, within folders: [String]?, pending: (@Sendable (String) -> String?)? = nil) -> String? {
        guard !path.isEmpty, path.lowercased().hasSuffix(".png") else { return nil }
        // A file of this run that waits for the commit is read where it waits (a file the run wrote itself).
        if let waiting = pending?(path), let bytes = OutputFile.read(waiting), bytes.starts(with: signature) {
            return "data:image/png;base64," + Data(bytes).base64EncodedString()
        }
        guard let real = OutputFile.realPath(path) else { return nil }
        if let folders {
            let roots = folders.compactMap(OutputFile.realPath)
            guard roots.contains(where: { real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else { return nil }
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
              attributes[.type] as? FileAttributeType == .typeRegular,
              ((attributes[.size] as? NSNumber)?.intValue ?? .max) <= largestImage,
              let bytes = OutputFile.read(real), bytes.starts(with: signature) else { return nil }
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// PNG's eight-byte signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The largest PNG file the page inlines (a screen at @3x is a few megabytes).
    static let largestImage = 64 << 20

    static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
    header { position: sticky; top: 0; background: #fff; padding: 8px 16px; border-bottom: 1px solid #ddd; z-index: 2; }
    h1 { font-size: 18px; margin: 0 12px 0 0; display: inline; } .summary { display: inline; }
    form label { margin-right: 12px; } main { padding: 0 16px; }
    h2 { margin: 16px 0 4px; } h3 { font-size: 13px; color: #555; margin: 8px 0; }
    .grid { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .screen { width: 220px; margin: 0; background: #fff; border: 2px solid #ddd; border-radius: 6px; padding: 6px; }
    .screen.failing { border-color: #d70015; }
    .frame { position: relative; width: 100%; background: #eee; overflow: hidden; }
    .frame img { display: block; width: 100%; height: 100%; }
    .placeholder { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; color: #888; font-size: 12px; }
    .outline { position: absolute; border: 2px solid #d70015; display: none; pointer-events: none; }
    .outline.warning { border-color: #f5a300; } .outline.note { border-color: #8a8a8a; border-style: dashed; }
    body.outlines .outline, .outline.on { display: block; }
    .findings { padding-left: 18px; margin: 6px 0 0; font-size: 12px; }
    .screen, .findings li, .findings code, .snapshot p { overflow-wrap: anywhere; word-break: break-word; }
    .hint { margin: 4px 0 0; color: #555; } .hint code { background: #f0f0f0; padding: 0 3px; border-radius: 3px; }
    .findings li { cursor: pointer; } .findings li.fails b { color: #d70015; } .findings li.accepted, .findings li.note { color: #888; }
    .badge { font-size: 11px; padding: 0 4px; border-radius: 3px; background: #eee; }
    .badge.mismatch, .badge.missing { background: #d70015; color: #fff; } .badge.match { background: #2a8a2a; color: #fff; }
    .snapshot .compare { display: flex; gap: 4px; } .snapshot figure { margin: 0; width: 33%; font-size: 11px; text-align: center; }
    .snapshot img { width: 100%; } [hidden] { display: none !important; }

    """

    static let script = """
    (function () {
      const byId = (id) => document.getElementById(id);
      const controls = ["kind", "cause", "locale", "device", "failing"].map(byId);
      function apply() {
        const kind = byId("kind").value, cause = byId("cause").value, locale = byId("locale").value, device = byId("device").value;
        const failing = byId("failing").checked;
        for (const screen of document.querySelectorAll(".screen")) {
          const shown = (!kind || screen.dataset.kinds.includes(" " + kind + " ")) &&
            (!cause || screen.dataset.causes.includes(" " + cause + " ")) &&
            (!locale || screen.dataset.locale === locale) && (!device || screen.dataset.device === device) &&
            (!failing || screen.classList.contains("failing"));
          screen.hidden = !shown;
        }
        // The filters filter findings too: a shown screen lists, and outlines, only the findings asked for.
        for (const item of document.querySelectorAll(".findings li, .outline")) {
          item.hidden = (kind && item.dataset.kind !== kind) || (cause && item.dataset.cause !== cause);
        }
        for (const group of document.querySelectorAll(".row, .layout")) {
          group.hidden = !group.querySelector(".screen:not([hidden])");
        }
      }
      for (const control of controls) control.addEventListener("change", apply);
      byId("outlines").addEventListener("change", (event) => {
        document.body.classList.toggle("outlines", event.target.checked);
      });
      for (const item of document.querySelectorAll(".findings li")) {
        item.addEventListener("click", () => {
          const outline = document.querySelector('.outline[data-finding="' + item.dataset.finding + '"]');
          if (outline) outline.classList.toggle("on");
        });
      }
      apply();
    })();

    """
}
