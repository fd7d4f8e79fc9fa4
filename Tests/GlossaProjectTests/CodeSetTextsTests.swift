import GlossaLayout
import XCTest
@testable import GlossaProject

/// Outlets tie the code's facts to views: each view an outlet holds whose text the code sets is marked, in
/// every size-class variant and localized version of the document, and no other view is.
final class CodeSetTextsTests: XCTestCase {
    private func screen() -> ViewNode {
        var root = ViewNode(kind: .view, id: "root", location: SourceLocation(file: "Main.storyboard", line: 1, column: 1))
        for (line, id) in ["title", "subtitle", "footer"].enumerated() {
            var label = ViewNode(kind: .text, id: id, location: SourceLocation(file: "Main.storyboard", line: line + 2, column: 1))
            label.text = TextContent(key: "\(id).text")
            root.children.append(label)
        }
        return root
    }

    /// Where each label's text is set in code ("" for nowhere).
    private func texts(_ root: ViewNode) -> [String: String] {
        Dictionary(uniqueKeysWithValues: root.children.map { ($0.id!, $0.text?.setInCode?.description ?? "") })
    }

    func testOutletViewsWhoseTextTheCodeSetsAreMarkedEverywhere() {
        let code = SwiftTextSetterTests.code(["Profile.swift": """
            class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    titleLabel.text = "x"
                    subtitleLabel.textColor = .red
                }
            }
            """])
        var document = LayoutDocument(name: "Main-Profile", file: "Main.storyboard", device: nil, strings: nil, table: "Main",
                                      assets: nil, root: screen())
        document.outlets = [Outlet(owner: "ProfileViewController", property: "titleLabel", view: "title"),
                            Outlet(owner: "ProfileViewController", property: "subtitleLabel", view: "subtitle"),
                            Outlet(owner: "OtherViewController", property: "titleLabel", view: "footer")]
        document.sizeClassRoots[SizeClasses.ofDevices.last!] = screen()
        var german = document
        german.language = "de"
        document.localizations["de"] = german
        let marked = document.markingTextSetInCode(code)
        for root in [marked.root, marked.sizeClassRoots.values.first!, marked.localizations["de"]!.root] {
            XCTAssertEqual(texts(root), ["title": "Profile.swift:3:20", "subtitle": "", "footer": ""])
        }
        XCTAssertEqual(texts(document.markingTextSetInCode(AppCode()).root), ["title": "", "subtitle": "", "footer": ""])
    }

    func testASegmentedControlsSegmentsAreMarkedWithIt() {
        let code = SwiftTextSetterTests.code(["Ratings.swift": """
            class RatingsViewController: UIViewController {
                override func viewDidLoad() { modeControl.setTitle(NSLocalizedString("week", comment: ""), forSegmentAt: 0) }
            }
            """])
        let location = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        var control = ViewNode(kind: .hstack, id: "seg", location: location)
        for index in 0..<2 {
            var segment = ViewNode(kind: .text, id: "seg.segmentTitles[\(index)]", location: location)
            segment.text = TextContent(key: "seg.segmentTitles[\(index)]")
            control.children.append(segment)
        }
        var other = ViewNode(kind: .text, id: "segment", location: location)
        other.text = TextContent(key: "segment.text")
        var root = ViewNode(kind: .view, id: "root", location: location)
        root.children = [control, other]
        var document = LayoutDocument(name: "Main-Ratings", file: "Main.storyboard", device: nil, strings: nil, table: "Main",
                                      assets: nil, root: root)
        document.outlets = [Outlet(owner: "RatingsViewController", property: "modeControl", view: "seg")]
        let marked = document.markingTextSetInCode(code).root
        XCTAssertEqual(marked.children[0].children.map { $0.text?.setInCode?.description ?? "" },
                       ["Ratings.swift:2:47", "Ratings.swift:2:47"])
        XCTAssertNil(marked.children[1].text?.setInCode)
    }
}
