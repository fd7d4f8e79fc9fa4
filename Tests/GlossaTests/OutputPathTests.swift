import Foundation
import XCTest
@testable import Glossa

/// `OutputPath`: every name becomes components that stay inside the folder, and a path that would leave it
/// (written, or through a link) is refused.
final class OutputPathTests: XCTestCase {
    private func screen(_ layout: String, locale: String = "en", device: String = "iphone-15", size: String = "l",
                        plural: String? = nil) -> ScreenIdentity {
        ScreenIdentity(layoutFile: "x.yaml", layout: layout, device: device, locale: locale, contentSize: size, plural: plural)
    }

    func testOrdinaryNamesKeepTheirPaths() throws {
        XCTAssertEqual(try OutputPath.relative(screen("quiz")), "quiz/iphone-15/en")
        XCTAssertEqual(try OutputPath.relative(screen("quiz", locale: "zh-Hans", size: "ax2", plural: "few")), "quiz/iphone-15/zh-Hans@ax2+few")
        XCTAssertEqual(try OutputPath.file(screen("quiz"), in: "out"), "out/quiz/iphone-15/en.png")
    }

    func testALayoutNameWithAFolderPartGivesFolders() throws {
        // Contract v3: two documents with one name take the part of their folder path that tells them apart.
        XCTAssertEqual(try OutputPath.file(screen("ShareExtension/PasscodeLockView-iN0-l3-epB"), in: "out"),
                       "out/ShareExtension/PasscodeLockView-iN0-l3-epB/iphone-15/en.png")
    }

    func testNamesThatWouldClimbOrStartElsewhereAreRewritten() throws {
        let cases: [(layout: String, locale: String, expected: String)] = [
            ("../../victim", "en", "__/__/victim/iphone-15/en"),
            ("/etc/cron.d", "en", "_/etc/cron.d/iphone-15/en"),
            ("a//b", "en", "a/_/b/iphone-15/en"),
            ("screen", "../../victim/pwn", "screen/iphone-15/.._.._victim_pwn"),
            ("screen", "/abs", "screen/iphone-15/_abs"),
            ("-rf", "-x", "_rf/iphone-15/_x"),
            ("line\nbreak\u{0}nul\u{1B}[31m", "en", "line_break_nul_[31m/iphone-15/en"),
            (".", "..", "_/iphone-15/__"),
            ("back\\slash", "en", "back_slash/iphone-15/en"),
        ]
        for item in cases {
            let relative = try OutputPath.relative(screen(item.layout, locale: item.locale))
            XCTAssertEqual(relative, item.expected, "\(item)")
            let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
            XCTAssertFalse(parts.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.hasPrefix("-") }, relative)
            XCTAssertFalse(relative.unicodeScalars.contains { $0.value < 0x20 }, relative)
        }
    }

    func testEveryPathStaysInsideItsFolder() throws {
        let root = try scratchFolder().path
        for layout in ["../..", "/", "a/../../b", "..\u{0}/x"] {
            let path = try OutputPath.file(screen(layout, locale: "../../.."), in: root)
            XCTAssertTrue(OutputPath.standardized(path).hasPrefix(root + "/"), path)
        }
    }

    func testAFolderLinkedOutOfTheOutputIsRefused() throws {
        let root = try scratchFolder()
        let elsewhere = try scratchFolder()
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("quiz").path, withDestinationPath: elsewhere.path)
        XCTAssertThrowsError(try OutputPath.file(screen("quiz"), in: root.path)) { error in
            XCTAssertTrue("\(error)".contains("is a link to \(OutputFile.realPath(elsewhere.path)!), outside the folder"), "\(error)")
        }
        // A link that stays inside the folder is fine.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("inside").path,
                                                   withDestinationPath: root.appendingPathComponent("real").path)
        XCTAssertNoThrow(try OutputPath.file(screen("inside"), in: root.path))
    }

    func testANameTooLongForAFileIsRefusedBeforeTheRun() {
        XCTAssertThrowsError(try OutputPath.relative(screen(String(repeating: "x", count: 300)))) { error in
            XCTAssertTrue("\(error)".contains("longer than 255 bytes"), "\(error)")
        }
    }

    func testTwoNamesThatGiveOneFolderAreRefused() throws {
        let root = try scratchFolder()
        let first = root.appendingPathComponent("a.yaml"), second = root.appendingPathComponent("b.yaml")
        try Data("name: \"x\\ny\"\nroot: {spacer: {}}\n".utf8).write(to: first)
        try Data("name: \"x\\ty\"\nroot: {spacer: {}}\n".utf8).write(to: second)
        XCTAssertThrowsError(try Simulator(fontDirectories: []).screens(MatrixOptions(paths: [first.path, second.path]))) { error in
            XCTAssertTrue("\(error)".contains("outputs would collide"), "\(error)")
        }
    }
}

/// A new empty temporary folder.
func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
