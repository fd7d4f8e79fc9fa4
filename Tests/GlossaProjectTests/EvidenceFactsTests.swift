import GlossaLayout
import XCTest
@testable import GlossaProject

/// What the code tells the verdicts besides texts and openers: prototype cells nothing dequeues, names `#define`d in
/// Objective-C, and views the code hands to constraints of its own.
final class EvidenceFactsTests: XCTestCase {
    private func table(cells: [PrototypeCell]) -> LayoutDocument {
        let place = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        var root = ViewNode(kind: .list, id: "table", location: place)
        root.children = cells.enumerated().map { index, cell in
            var node = ViewNode(kind: .view, id: "cell-\(index)", location: place)
            node.prototype = cell
            return node
        }
        return LayoutDocument(name: "Main-List", file: "Main.storyboard", device: nil, strings: nil, table: "Main", assets: nil, root: root)
    }

    func testAPrototypeCellNothingDequeuesIsMarkedAndOneTheCodeNamesIsNot() {
        let code = SwiftTextSetterTests.code(["List.swift": """
            class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath) }
                    return tableView.dequeueReusableCell(withIdentifier: String(describing: PhotoCell.self), for: indexPath)
                }
            }
            class PhotoCell: UITableViewCell {}
            """])
        let cells = [PrototypeCell(reuseIdentifier: "TitleCell", cellClass: nil),
                     PrototypeCell(reuseIdentifier: "photo", cellClass: "PhotoCell"),
                     PrototypeCell(reuseIdentifier: "addActivity", cellClass: nil),
                     PrototypeCell(reuseIdentifier: "legacy", cellClass: "LegacyCell")]
        let marked = table(cells: cells).markingUndequeuedCells(code).root.children.map(\.undequeued)
        XCTAssertNil(marked[0], "dequeued by its identifier")
        XCTAssertNil(marked[1], "its class is the app's")
        XCTAssertEqual(marked[2], "nothing dequeues the prototype cell 'addActivity': its reuse identifier appears nowhere in the app's code")
        XCTAssertEqual(marked[3], "nothing dequeues the prototype cell 'legacy': its reuse identifier appears nowhere in the app's code, "
                           + "nor its class 'LegacyCell'")
        // Without code nothing can be said.
        XCTAssertTrue(table(cells: cells).markingUndequeuedCells(AppCode()).root.children.allSatisfy { $0.undequeued == nil })
    }

    func testANameDefinedByThePreprocessorIsANameTheCodeUses() {
        let code = SwiftTextSetterTests.code(["Add.m": """
            #define kOther (@"HotAddressAddOther")
            #define kTitle NSLocalizedString(@"Add", nil)
            @implementation AddViewController
            - (void)open { [self.storyboard instantiateViewControllerWithIdentifier:kOther]; }
            @end
            """])
        XCTAssertTrue(code.mentions(string: "HotAddressAddOther"))
        XCTAssertTrue(code.mentions(string: "Add"))
        XCTAssertFalse(code.mentions(string: "kOther"), "a macro's name is no string")
    }

    func testCodeThatLaysAViewOutItselfMovesIt() {
        let code = SwiftTextSetterTests.code(["Cell.m": """
            @implementation ErrorCell
            - (void)awakeFromNib {
                self.dateLabel.translatesAutoresizingMaskIntoConstraints = NO;
                [_icon setTranslatesAutoresizingMaskIntoConstraints:NO];
            }
            @end
            """, "Row.swift": """
            class RowView: UIView {
                func layout() { badge.translatesAutoresizingMaskIntoConstraints = false }
                func read() -> Bool { title.translatesAutoresizingMaskIntoConstraints }
            }
            """])
        XCTAssertEqual(code.stateChange(owner: "ErrorCell", property: "dateLabel")?.what, "translatesAutoresizingMaskIntoConstraints")
        XCTAssertEqual(code.stateChange(owner: "ErrorCell", property: "icon")?.what, "translatesAutoresizingMaskIntoConstraints")
        XCTAssertEqual(code.stateChange(owner: "RowView", property: "badge")?.what, "translatesAutoresizingMaskIntoConstraints")
        XCTAssertNil(code.stateChange(owner: "RowView", property: "title"), "reading it changes nothing")
    }

    func testATableWhoseControllerDecidesItsRowHeightsIsMarked() {
        let code = SwiftTextSetterTests.code(["Lists.swift": """
            class BaseListController: UITableViewController {
                override func viewDidLoad() { tableView.rowHeight = UITableView.automaticDimension }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    indexPath.row == 0 ? 80 : UITableView.automaticDimension
                }
            }
            class PredictionController: BaseListController {}
            class FixedController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            """, "Legacy.m": """
            @implementation LegacyController
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath { return 60; }
            @end
            """])
        func marked(_ owner: String) -> String? {
            var document = table(cells: [PrototypeCell(reuseIdentifier: "Row", cellClass: nil)])
            var openers = SceneOpeners(label: "scene 'x' of Main.storyboard", isScene: true)
            openers.classes = [owner]
            document.openers = openers
            return document.markingRowHeights(code).root.changedInCode.map { "\($0.what)@\($0.location.file):\($0.location.line)" }
        }
        XCTAssertEqual(marked("PredictionController"), "the row heights@Lists.swift:2", "a superclass's rows, one of its own height")
        XCTAssertEqual(marked("LegacyController"), "the row heights@Legacy.m:2")
        XCTAssertNil(marked("FixedController"), "the storyboard's row heights")
        XCTAssertNil(marked("UnknownController"))
    }

    /// Rows the code makes size themselves (`rowHeight = automaticDimension`, a `heightForRowAt` that returns only
    /// that, in Swift or Objective-C, in the class or a superclass) are laid out as tall as their content: the table's
    /// height for them is dropped for UITableView's standard row height as a wish, and nothing is marked.
    func testRowsTheCodeMakesSizeThemselvesAreAsTallAsTheirContent() {
        let code = SwiftTextSetterTests.code(["Settings.swift": """
            class SettingsController: UITableViewController {
                override func viewDidLoad() {
                    tableView.rowHeight = UITableViewAutomaticDimension
                    tableView.estimatedRowHeight = 240
                }
                override func tableView(tableView: UITableView, heightForRowAtIndexPath indexPath: NSIndexPath) -> CGFloat {
                    return UITableViewAutomaticDimension
                }
            }
            class AboutController: SettingsController {}
            class PlainController: UITableViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                func height() -> CGFloat { tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0)) }
            }
            """, "Mixed.m": """
            @implementation MixedController
            - (void)viewDidLoad { self.tableView.rowHeight = UITableViewAutomaticDimension; }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0) { return UITableViewAutomaticDimension; }
                return 52;
            }
            @end
            """])
        func rows(_ owner: String) -> (heights: [Double?], constraints: [String], mark: String?) {
            var document = table(cells: [])
            document.root.minimumRowHeight = nil
            document.root.children = ["first", "second"].map { id in
                var cell = ViewNode(kind: .view, id: id, location: SourceLocation(file: "Main.storyboard", line: 1, column: 1))
                cell.height = SizeSpec(exact: 43.5)
                return cell
            }
            var openers = SceneOpeners(label: "scene 'x' of Main.storyboard", isScene: true)
            openers.classes = [owner]
            document.openers = openers
            let laid = document.markingRowHeights(code).root
            return (laid.children.map { $0.height?.exact }, laid.children.flatMap { $0.constraints.map(\.text) }, laid.changedInCode?.what)
        }
        for owner in ["SettingsController", "AboutController"] {
            let sized = rows(owner)
            XCTAssertEqual(sized.heights, [nil, nil], owner)
            XCTAssertEqual(sized.constraints, ["first.height >= 44 (UITableView's standard row height for a row its content does not size)",
                                               "second.height >= 44 (UITableView's standard row height for a row its content does not size)"], owner)
            XCTAssertNil(sized.mark, owner)
        }
        // A class that only asks for heightForRowAt keeps the table's heights (and what it does with them is not known);
        // one that gives some rows a height of its own keeps them too, marked.
        XCTAssertEqual(rows("PlainController").heights, [43.5, 43.5])
        XCTAssertEqual(rows("PlainController").mark, "the row heights")
        XCTAssertEqual(rows("MixedController").heights, [43.5, 43.5])
        XCTAssertEqual(rows("MixedController").mark, "the row heights")
    }

    func testACellsOwnLabelAsItsTextLabelIsSetWhereverCodeFillsACellsTextLabel() {
        let code = SwiftTextSetterTests.code(["Cells.swift": """
            class RiskCell: UITableViewCell { @IBOutlet var stackView: UIStackView! }
            class NoteView: UIView {}
            class SectionHeader: UITableViewHeaderFooterView {}
            func configure(_ cell: UITableViewCell) { cell.textLabel?.text = NSLocalizedString("risk", comment: "") }
            """])
        XCTAssertEqual(code.textSetter(owner: "RiskCell", property: Outlet.inherited("textLabel"))?.line, 4)
        XCTAssertEqual(code.textSetter(owner: "UITableViewCell", property: Outlet.inherited("textLabel"))?.line, 4)
        XCTAssertEqual(code.textSetter(owner: "SectionHeader", property: Outlet.inherited("textLabel"))?.line, 4)
        XCTAssertNil(code.textSetter(owner: "RiskCell", property: Outlet.inherited("detailTextLabel")), "nothing fills a detail label")
        XCTAssertNil(code.textSetter(owner: "NoteView", property: Outlet.inherited("textLabel")), "a plain view has no textLabel of UIKit's")
        XCTAssertNil(code.textSetter(owner: "RiskCell", property: "textLabel"), "the class's own code sets nothing")
        // A table's section titles fill its header views' labels.
        let headers = SwiftTextSetterTests.code(["List.swift": """
            class SectionHeader: UITableViewHeaderFooterView {}
            class ListController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Notes" }
            }
            """])
        XCTAssertEqual(headers.textSetter(owner: "SectionHeader", property: Outlet.inherited("textLabel"))?.line, 3)
        XCTAssertNil(headers.textSetter(owner: "RiskCell", property: Outlet.inherited("textLabel")), "a cell shows no section title")
    }

    func testAnEnumsCaseDeclarationsAreNoUseOfTheirNames() {
        let code = SwiftTextSetterTests.code(["Ids.swift": """
            enum StoryboardID: String {
                case home, settings = "prefs", detail(Int)
                case about
            }
            func open(_ id: StoryboardID) {
                switch id {
                case .about: show(StoryboardID.settings)
                default: break
                }
            }
            """])
        XCTAssertFalse(code.mentions(identifier: "home"))
        XCTAssertFalse(code.mentions(identifier: "detail"))
        XCTAssertTrue(code.mentions(identifier: "settings"))
        XCTAssertTrue(code.mentions(identifier: "about"), "a switch's case uses the name")
        XCTAssertTrue(code.mentions(string: "prefs"))
    }
}
