import GlossaLayout
import XCTest
@testable import GlossaProject

final class ProjectConfigTests: XCTestCase {
    private func parse(_ text: String, file: String = ".glossa.yml") throws -> ProjectConfig {
        try ProjectConfig.parse(text, file: file, workingDirectory: "/repo")
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// A config file named by one letter (`--config c`) is read, its paths relative to the working directory; one
    /// in a folder, relative to that folder.
    func testAOneLetterConfigFileNameIsRead() throws {
        XCTAssertEqual(try parse("cache: .glossa-cache\n", file: "c").cache, ".glossa-cache")
        XCTAssertEqual(try parse("cache: .glossa-cache\n", file: "d/c").cache, "d/.glossa-cache")
        XCTAssertEqual(Paths.folder(of: "c"), "")
        XCTAssertEqual(Paths.folder(of: "b/"), "")
        XCTAssertEqual(Paths.folder(of: "/c"), "/")
        XCTAssertEqual(Paths.folder(of: "a/b/c"), "a/b")
    }

    func testEveryKeyTakesWhatItsOptionTakes() throws {
        let config = try parse("""
            include: [App, Widgets]
            exclude:
              - Demo
              - "**/*Tests*"
            locales: en, ar, de
            pseudo: [accented, rtl]
            devices: all
            content-sizes: [l, ax3]
            plurals: all
            fail-on: warning
            design-findings: off
            accepted: glossa-accepted.json
            baselines: Snapshots
            cache: .glossa-cache
            """)
        XCTAssertEqual(config.include, ["App", "Widgets"])
        XCTAssertEqual(config.exclude, ["Demo", "**/*Tests*"])
        XCTAssertEqual(config.locales, ["en", "ar", "de"])
        XCTAssertEqual(config.pseudo, ["accented", "rtl"])
        XCTAssertEqual(config.devices, ["all"])
        XCTAssertEqual(config.contentSizes, ["l", "ax3"])
        XCTAssertEqual(config.plurals, "all")
        XCTAssertEqual(config.failOn, "warning")
        XCTAssertEqual(config.designFindings, "off")
        XCTAssertEqual(config.accepted, "glossa-accepted.json")
        XCTAssertEqual(config.baselines, "Snapshots")
        XCTAssertEqual(config.cache, ".glossa-cache")
    }

    func testPathsAreRelativeToTheFilesFolder() throws {
        let config = try parse("include: [App]\nexclude: [Demo]\naccepted: a.json\n", file: "/repo/ios/.glossa.yml")
        XCTAssertEqual(config.include, ["ios/App"])
        XCTAssertEqual(config.exclude, ["ios/Demo"])
        XCTAssertEqual(config.accepted, "ios/a.json")
    }

    func testMistakesNameTheirPlaceAndSuggest() {
        XCTAssertEqual(error("locales: [en]\nlocale: [de]\n"),
                       ".glossa.yml:2:1: unknown key 'locale'; did you mean 'locales'?; known keys: include, exclude, locales, pseudo, devices, content-sizes, plurals, fail-on, design-findings, accepted, baselines, cache")
        XCTAssertTrue(error("devices: [iphone-15, iphone-16]\n").hasPrefix(".glossa.yml:1:10: 'iphone-16' is not a value 'devices' takes; did you mean 'iphone-15'?"))
        XCTAssertTrue(error("fail-on: erorr\n").hasPrefix(".glossa.yml:1:10: 'fail-on' must be error, warning or never, not 'erorr'; did you mean 'error'?"))
        XCTAssertTrue(error("locales: [en, xx-notalocale]\n").contains("'xx-notalocale' is not a value 'locales' takes"), error("locales: [en, xx-notalocale]\n"))
        XCTAssertTrue(error("content-sizes: [l, huge]\n").contains("1:16: 'huge'"))
        XCTAssertTrue(error("- a\n- b\n").contains("must be a mapping"))
        XCTAssertTrue(error("exclude: []\n").contains("needs at least one value"))
        XCTAssertTrue(error("cache: [a, b]\n").contains("'cache' takes one value"))
        XCTAssertTrue(error("locales: [en\n").hasPrefix(".glossa.yml"))
    }

    func testAnEmptyFileChangesNothing() throws {
        XCTAssertEqual(try parse(""), ProjectConfig(file: ".glossa.yml"))
        XCTAssertEqual(try parse("# nothing yet\n"), ProjectConfig(file: ".glossa.yml"))
    }
}
