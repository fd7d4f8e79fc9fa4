import Foundation
import Glossa

/// One upload: reads what Weblate holds, then per component, language and key creates or replaces the
/// screenshot, links it, and sets the keys' flags. A dry run only reads.
final class UploadRun {
    let api: WeblateAPI
    let folder: URL
    let dryRun: Bool
    let flags: [WeblateUpload.KeyFlags]
    let say: (String) -> Void
    private(set) var summary = WeblateUpload.Summary()

    init(api: WeblateAPI, folder: URL, dryRun: Bool, flags: [WeblateUpload.KeyFlags], say: @escaping (String) -> Void) {
        self.api = api; self.folder = folder; self.dryRun = dryRun; self.flags = flags; self.say = say
    }

    /// `table locale key` of each shot uploaded, and `table locale` of each locale some component of the table has.
    private var placed: Set<String> = [], reached: Set<String> = []

    func upload(_ shots: [ContextShot], endpoint: WeblateEndpoint) throws(GlossaError) {
        guard !shots.isEmpty else { return }
        let list = endpoint.project.map { "projects/\(WeblateComponent.escape($0))/components/" } ?? "components/"
        let components = try api.all(list, as: WeblateComponent.self).sorted { $0.path < $1.path }
        let tables = ordered(shots.map(\.table))
        var matched: Set<String> = []
        for component in components {
            guard let table = WeblateFiles.table(of: component), tables.contains(table) else { continue }
            matched.insert(table)
            summary.components.append(component.path)
            try upload(shots.filter { $0.table == table }, to: component, table: table)
        }
        summary.tablesWithoutComponent = tables.filter { !matched.contains($0) }
        if matched.isEmpty {
            let names = components.map { "\($0.path) (\($0.filemask ?? "no file mask"))" }.joined(separator: ", ")
            throw GlossaError("no component of \(api.root.absoluteString) translates a table the screens show "
                              + "(\(tables.joined(separator: ", "))); its components: \(names.isEmpty ? "none" : names)")
        }
        reportMissing(shots.filter { matched.contains($0.table) })
        for table in summary.tablesWithoutComponent {
            say("weblate: no component translates the table \(table): its screenshots are not uploaded")
        }
    }

    /// What the screens show that no component took: a locale none of the table's components translates, a key
    /// none of them has in a locale they translate. Several components may translate one table (two apps'
    /// `Localizable`): a key is missing only when it is in none of them.
    private func reportMissing(_ shots: [ContextShot]) {
        var keys: [String: [String]] = [:], order: [String] = []
        for shot in shots {
            let locale = "\(shot.table)\u{0}\(shot.locale)", item = "\(locale)\u{0}\(shot.key)"
            guard !placed.contains(item), reached.contains(locale) else {
                if !reached.contains(locale), !summary.localesWithoutTranslation.contains("\(shot.table) \(shot.locale)") {
                    summary.localesWithoutTranslation.append("\(shot.table) \(shot.locale)")
                    say("weblate: no component of the table \(shot.table) translates \(shot.locale): its screenshots are not uploaded")
                }
                continue
            }
            placed.insert(item)
            summary.keysWithoutUnit.append("\(shot.table) \(shot.locale) \(shot.key)")
            let key = "\(shot.table) \(shot.key)"
            if keys[key] == nil { order.append(key) }
            keys[key, default: []].append(shot.locale)
        }
        for key in order {
            say("weblate: \(key): no unit in \(keys[key]!.joined(separator: ", ")), where the screens show it: not uploaded there")
        }
    }

    /// A component: each locale of the index its translation, each key its unit, first shot of the key wins.
    private func upload(_ shots: [ContextShot], to component: WeblateComponent, table: String) throws(GlossaError) {
        let translations = try api.all("components/\(component.apiPath)/translations/", as: WeblateTranslation.self)
        let screenshots = try api.all("components/\(component.apiPath)/screenshots/", as: WeblateScreenshot.self)
        var existing: [String: [WeblateScreenshot]] = [:]
        for screenshot in screenshots {
            existing["\(screenshot.languageCode ?? "")\u{0}\(screenshot.name)", default: []].append(screenshot)
        }
        for locale in ordered(shots.map(\.locale)) {
            guard let translation = translations.first(where: {
                WeblateFiles.same(WeblateFiles.locale(of: $0, mask: component.filemask), locale)
            }) else { continue }
            reached.insert("\(table)\u{0}\(locale)")
            let units = try unitsByKey(component, translation)
            var done: Set<String> = []
            for shot in shots where shot.locale == locale && done.insert(shot.key).inserted {
                guard let unit = units[shot.key] else { continue }
                placed.insert("\(table)\u{0}\(locale)\u{0}\(shot.key)")
                let name = WeblateUpload.screenshotName(table: table, key: shot.key)
                try place(shot, name: name, unit: unit, in: component, translation,
                          existing: existing["\(translation.languageCode)\u{0}\(name)"] ?? [],
                          at: "\(component.path) \(translation.languageCode) \(shot.key)")
            }
        }
        if let source = translations.first(where: { $0.isSource == true }) {
            try flag(table: table, units: unitsByKey(component, source), in: component)
        }
    }

    /// Replaces the image of the screenshot an earlier run uploaded under this name (deleting any duplicates of
    /// it), else uploads a new one; then links it to the unit unless it is linked already.
    private func place(_ shot: ContextShot, name: String, unit: WeblateUnit, in component: WeblateComponent,
                       _ translation: WeblateTranslation, existing: [WeblateScreenshot], at label: String) throws(GlossaError) {
        let image = try WeblateImage.prepare(inside(shot.file), view: shot.pixels, drawing: !dryRun)
        let file = MultipartForm(files: [(name: "image", filename: "\(shot.key).png", type: "image/png", data: image.png)])
        let would = dryRun ? "would " : ""
        let id: Int
        if let earlier = existing.first {
            say("weblate: \(label): \(would)replace screenshot \(earlier.id) \"\(name)\" with \(shot.file), \(image.sizeDescription)")
            if !dryRun { let _: ResultAnswer = try api.postMultipart("screenshots/\(earlier.id)/file/", form: file) }
            summary.replaced += 1
            for duplicate in existing.dropFirst() {
                say("weblate: \(label): \(would)delete screenshot \(duplicate.id), a duplicate of \(earlier.id)")
                if !dryRun { try api.delete("screenshots/\(duplicate.id)/") }
                summary.deleted += 1
            }
            id = earlier.id
            if earlier.unitIDs.contains(unit.id) { return }
        } else {
            say("weblate: \(label): \(would)upload screenshot \"\(name)\" from \(shot.file), \(image.sizeDescription)")
            summary.created += 1
            if dryRun {
                say("weblate: \(label): would link it to unit \(unit.id)")
                summary.linked += 1
                return
            }
            var form = file
            form.fields = [("name", name), ("project_slug", component.projectSlug), ("component_slug", component.slug),
                           ("language_code", translation.languageCode)]
            let created: CreatedScreenshot = try api.postMultipart("screenshots/", form: form)
            guard let new = created.screenshotID else {
                throw GlossaError("Weblate created screenshot \"\(name)\" for \(label) without saying its id")
            }
            id = new
        }
        say("weblate: \(label): \(would)link screenshot \(id) to unit \(unit.id)")
        if !dryRun { try api.postJSON("screenshots/\(id)/units/", ["unit_id": .int(unit.id)]) }
        summary.linked += 1
    }

    /// Each budget of the table as its key's source string's flags, where they differ from what the string has.
    private func flag(table: String, units: [String: WeblateUnit], in component: WeblateComponent) throws(GlossaError) {
        for item in flags where item.table == table {
            guard let unit = units[item.key] else { continue }
            let existing = unit.extraFlags ?? ""
            let merged = WeblateFlags.merged(existing, with: item.flags)
            guard merged != existing else { continue }
            say("weblate: \(component.path) \(item.key): \(dryRun ? "would set" : "set") the source string's flags to \(merged)")
            if !dryRun { try api.patchJSON("units/\(unit.id)/", ["extra_flags": .string(merged)]) }
            summary.flagged += 1
        }
    }

    private func unitsByKey(_ component: WeblateComponent, _ translation: WeblateTranslation) throws(GlossaError) -> [String: WeblateUnit] {
        let language = WeblateComponent.escape(translation.languageCode)
        let units = try api.all("translations/\(component.apiPath)/\(language)/units/?page_size=1000", as: WeblateUnit.self)
        var byKey: [String: WeblateUnit] = [:]
        for unit in units { if let key = unit.key, byKey[key] == nil { byKey[key] = unit } }
        return byKey
    }

    /// A PNG of the index, which must be in the index's folder also once links are followed: the upload sends
    /// what the index names and nothing else.
    private func inside(_ file: String) throws(GlossaError) -> URL {
        let root = folder.resolvingSymlinksInPath().path, url = folder.appendingPathComponent(file)
        guard url.resolvingSymlinksInPath().path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw GlossaError("\(url.path): a link out of the index's folder; not uploaded")
        }
        return url
    }

    /// Each value once, in the order of its first appearance.
    private func ordered(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

/// `{"result": true}`: what replacing a screenshot's image answers.
struct ResultAnswer: Decodable {}
