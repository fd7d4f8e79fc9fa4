import GlossaLayout
import XCTest
@testable import GlossaProject

/// Code that changes a view's state or a constraint besides text (Swift and Objective-C), look-alikes that change
/// nothing, and the views of a document each change marks.
final class CodeChangesTests: XCTestCase {
    private func change(_ code: AppCode, _ owner: String, _ property: String) -> String? {
        code.stateChange(owner: owner, property: property).map { "\($0.what)@\($0.location.line)" }
    }

    func testSwiftFormsFire() {
        let code = SwiftTextSetterTests.code(["Banner.swift": """
            class BaseViewController: UIViewController {
                func collapse() { footerView.isHidden = true }
            }
            class BannerViewController: BaseViewController {
                @IBOutlet weak var heightConstraint: NSLayoutConstraint!
                @IBOutlet var compactConstraints: [NSLayoutConstraint]!
                override func viewDidLoad() {
                    titleLabel.isHidden = true
                    self.banner?.alpha = 0
                    card.frame.origin.y += 20
                    badge.center = CGPoint(x: 1, y: 2)
                    logo.transform = CGAffineTransform(scaleX: 2, y: 2)
                    panel.bounds = .zero
                    spinner.removeFromSuperview()
                    toggleView.isHidden.toggle()
                    self.heightConstraint.constant = 0
                    topConstraint.isActive = false
                    widthConstraint.priority = .defaultLow
                    NSLayoutConstraint.activate([leadingConstraint, self.trailingConstraint])
                    NSLayoutConstraint.deactivate(compactConstraints)
                    UIView.animate(withDuration: 0.3) { [weak self] in
                        self?.hint.alpha = 1
                    }
                }
                func configure(_ cell: PhotoCell) {
                    cell.checkmark.isHidden = false
                }
            }
            extension BannerViewController {
                func reveal() { moreButton.alpha = 1 }
            }
            class PhotoCell: UITableViewCell {}
            """])
        let expected: [(String, String, String)] = [
            ("BannerViewController", "titleLabel", "isHidden@8"), ("BannerViewController", "banner", "alpha@9"),
            ("BannerViewController", "card", "frame@10"), ("BannerViewController", "badge", "center@11"),
            ("BannerViewController", "logo", "transform@12"), ("BannerViewController", "panel", "bounds@13"),
            ("BannerViewController", "spinner", "removeFromSuperview@14"), ("BannerViewController", "toggleView", "isHidden@15"),
            ("BannerViewController", "heightConstraint", "constant of 'heightConstraint'@16"),
            ("BannerViewController", "topConstraint", "isActive of 'topConstraint'@17"),
            ("BannerViewController", "widthConstraint", "priority of 'widthConstraint'@18"),
            ("BannerViewController", "leadingConstraint", "isActive of 'leadingConstraint'@19"),
            ("BannerViewController", "trailingConstraint", "isActive of 'trailingConstraint'@19"),
            ("BannerViewController", "compactConstraints", "isActive of 'compactConstraints'@20"),
            ("BannerViewController", "hint", "alpha@22"), ("PhotoCell", "checkmark", "isHidden@26"),
            ("BannerViewController", "moreButton", "alpha@30"), ("BannerViewController", "footerView", "isHidden@2"),
        ]
        for (owner, property, what) in expected {
            XCTAssertEqual(change(code, owner, property), what, "\(owner).\(property)")
        }
        // Text is no state change, and a change is no text.
        XCTAssertNil(code.textSetter(owner: "BannerViewController", property: "titleLabel"))
    }

    func testSwiftLookAlikesChangeNothing() {
        let code = SwiftTextSetterTests.code(["Quiet.swift": """
            class QuietViewController: UIViewController {
                override func viewDidLoad() {
                    let titleLabel = UILabel()
                    titleLabel.isHidden = true
                    if label.isHidden { print("hidden") }
                    let offset = card.frame.origin.y
                    let same = banner.alpha == 0
                    isHidden = true
                    self.alpha = 0
                    // footer.isHidden = true
                    let text = "logo.removeFromSuperview()"
                    UILabel.appearance().alpha = 0.5
                }
            }
            """])
        for property in ["titleLabel", "label", "card", "banner", "footer", "logo"] {
            XCTAssertNil(change(code, "QuietViewController", property), property)
        }
    }

    func testObjectiveCFormsFire() {
        let code = SwiftTextSetterTests.code([
            "BannerViewController.h": """
                @interface BannerViewController : UIViewController
                @property (weak, nonatomic) IBOutlet NSLayoutConstraint *heightConstraint;
                @end
                """,
            "BannerViewController.m": """
                @implementation BannerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.banner setHidden:YES];
                    _badge.alpha = 0;
                    self.heightConstraint.constant = 0;
                    self.topConstraint.active = NO;
                    [_widthConstraint setPriority:UILayoutPriorityDefaultLow];
                    [self.spinner removeFromSuperview];
                    [NSLayoutConstraint activateConstraints:@[self.leadingConstraint, _trailingConstraint]];
                    self.card.frame = CGRectZero;
                    if (self.hint.hidden) { return; }
                    UILabel *titleLabel = [UILabel new];
                    titleLabel.hidden = YES;
                }
                @end
                """,
        ])
        let expected: [(String, String)] = [
            ("banner", "isHidden@4"), ("badge", "alpha@5"), ("heightConstraint", "constant of 'heightConstraint'@6"),
            ("topConstraint", "isActive of 'topConstraint'@7"), ("widthConstraint", "priority of 'widthConstraint'@8"),
            ("spinner", "removeFromSuperview@9"), ("leadingConstraint", "isActive of 'leadingConstraint'@10"),
            ("trailingConstraint", "isActive of 'trailingConstraint'@10"), ("card", "frame@11"),
        ]
        for (property, what) in expected {
            XCTAssertEqual(change(code, "BannerViewController", property), what, property)
        }
        XCTAssertNil(change(code, "BannerViewController", "hint"))
        XCTAssertNil(change(code, "BannerViewController", "titleLabel"))
    }

    func testAPictureTheCodeSetsIsAChangeAndReadingItIsNot() {
        let code = SwiftTextSetterTests.code([
            "Profile.swift": """
                class ProfileViewController: UIViewController {
                    func show(_ user: User) {
                        avatar.image = UIImage(named: user.picture)
                        let current = badge.image
                        if cover.image == nil { print(current as Any) }
                    }
                }
                """,
            "Photo.m": """
                @implementation PhotoCell
                - (void)configure:(UIImage *)picture {
                    [self.photo setImage:picture];
                    _thumb.image = nil;
                }
                @end
                """,
        ])
        XCTAssertEqual(change(code, "ProfileViewController", "avatar"), "image@3")
        XCTAssertNil(change(code, "ProfileViewController", "badge"), "read")
        XCTAssertNil(change(code, "ProfileViewController", "cover"), "compared")
        XCTAssertEqual(change(code, "PhotoCell", "photo"), "image@3")
        XCTAssertEqual(change(code, "PhotoCell", "thumb"), "image@4")
    }

    /// A screen: a banner, a title under it (a height constraint on the banner, a spacing between the two), and a footer.
    private func screen() -> ViewNode {
        let place = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        var root = ViewNode(kind: .view, id: "root", location: place)
        for id in ["banner", "title", "footer"] { root.children.append(ViewNode(kind: .view, id: id, location: place)) }
        root.children[0].constraints = [.imported(text: "height", location: place, id: "banner-height", first: .imported("superview", .height, guide: .frame),
                                                  relation: .equal, second: nil, multiplier: 1, constant: 40, priority: 1000)]
        root.constraints = [.imported(text: "spacing", location: place, id: "spacing", first: .imported("title", .top, guide: .frame),
                                      relation: .equal, second: .imported("banner", .bottom, guide: .frame), multiplier: 1, constant: 8,
                                      priority: 1000)]
        return root
    }

    private func marks(_ root: ViewNode) -> [String: String] {
        Dictionary(uniqueKeysWithValues: ([root] + root.children).map { ($0.id!, $0.changedInCode.map { "\($0.what)@\($0.location.line)" } ?? "") })
    }

    private func document() -> LayoutDocument {
        var document = LayoutDocument(name: "Main-Banner", file: "Main.storyboard", device: nil, strings: nil, table: "Main", assets: nil,
                                      root: screen())
        document.sizeClassRoots[SizeClasses.ofDevices.last!] = screen()
        var german = document
        german.language = "de"
        document.localizations["de"] = german
        return document
    }

    func testAConstraintOutletMarksBothItsViewsAndAViewOutletItsView() {
        let code = SwiftTextSetterTests.code(["Banner.swift": """
            class BannerViewController: UIViewController {
                func collapse() {
                    self.spacingConstraint.constant = 0
                    footerLabel.isHidden = true
                }
            }
            """])
        var document = document()
        document.outlets = [Outlet(owner: "BannerViewController", property: "spacingConstraint", view: "spacing"),
                            Outlet(owner: "BannerViewController", property: "heightConstraint", view: "banner-height"),
                            Outlet(owner: "BannerViewController", property: "footerLabel", view: "footer")]
        document.localizations["de"]!.outlets = document.outlets
        let marked = document.markingCodeChanges(code)
        let expected = ["root": "", "banner": "constant of 'spacingConstraint'@3", "title": "constant of 'spacingConstraint'@3",
                        "footer": "isHidden@4"]
        for root in [marked.root, marked.sizeClassRoots.values.first!, marked.localizations["de"]!.root] {
            XCTAssertEqual(marks(root), expected)
        }
    }

    func testAHeightConstraintHeldByItsViewMarksThatView() {
        let code = SwiftTextSetterTests.code(["Banner.swift": """
            class BannerViewController: UIViewController {
                func collapse() { self.heightConstraint.constant = 0 }
            }
            """])
        var document = document()
        document.outlets = [Outlet(owner: "BannerViewController", property: "heightConstraint", view: "banner-height")]
        XCTAssertEqual(marks(document.markingCodeChanges(code).root),
                       ["root": "", "banner": "constant of 'heightConstraint'@2", "title": "", "footer": ""])
        XCTAssertEqual(marks(document.markingCodeChanges(AppCode()).root), ["root": "", "banner": "", "title": "", "footer": ""])
    }
    func testRemovingAStacksArrangedViewsMarksEachOfThemNotTheStack() {
        // Swift's loop over the arranged views and Objective-C's message alike.
        for (file, source) in [("Stack.swift", """
            class BannerViewController: UIViewController {
                func configure(_ lines: [String]) {
                    for view in root.arrangedSubviews {
                        root.removeArrangedSubview(view)
                        view.removeFromSuperview()
                    }
                }
            }
            """), ("Stack.m", """
            @implementation BannerViewController
            - (void)configure {
                for (UIView *view in self.root.arrangedSubviews) {
                    [self.root removeArrangedSubview:view];
                }
            }
            @end
            """)] {
            let code = SwiftTextSetterTests.code([file: source])
            var document = document()
            document.outlets = [Outlet(owner: "BannerViewController", property: "root", view: "root")]
            let marks = marks(document.markingCodeChanges(code).root)
            XCTAssertEqual(marks["root"], "", file)
            for child in ["banner", "title", "footer"] { XCTAssertEqual(marks[child], "removeArrangedSubview@4", "\(file) \(child)") }
        }
        // Reading the arranged views, or adding one, removes nothing.
        let reading = SwiftTextSetterTests.code(["Stack.swift": """
            class BannerViewController: UIViewController {
                func count() -> Int { root.addArrangedSubview(UIView()); return root.arrangedSubviews.count }
            }
            """])
        var document = document()
        document.outlets = [Outlet(owner: "BannerViewController", property: "root", view: "root")]
        XCTAssertEqual(marks(document.markingCodeChanges(reading).root), ["root": "", "banner": "", "title": "", "footer": ""])
    }
    func testAViewFoundByItsTagTakesWhatTheCodeDoesToIt() {
        // Objective-C with a #define and an enum constant, Swift with a number and an enum's raw value.
        let objC = SwiftTextSetterTests.code(["Tags.h": "#define GuideTitleTag 2\nenum { GuideImageTag = 3 };", "Guides.m": """
            @implementation GuidesViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"GuideCell"];
                UILabel *title = (UILabel *)[cell viewWithTag:GuideTitleTag];
                title.text = guide.title;
                title.textAlignment = NSTextAlignmentNatural;
                UIImageView *icon = (UIImageView *)[cell viewWithTag:GuideImageTag];
                icon.hidden = YES;
                UILabel *fixed = (UILabel *)[cell viewWithTag:4];
                fixed.textAlignment = NSTextAlignmentLeft;
                return cell;
            }
            @end
            """])
        XCTAssertEqual(objC.textSetter(owner: "GuidesViewController", property: "(tag)2")?.line, 5)
        XCTAssertEqual(change(objC, "GuidesViewController", "(tag)2"), "textAlignment@6")
        XCTAssertEqual(change(objC, "GuidesViewController", "(tag)3"), "isHidden@8")
        XCTAssertNil(change(objC, "GuidesViewController", "(tag)4"), "a fixed side keeps the alignment as hard-coded as it was")
        let swift = SwiftTextSetterTests.code(["Guides.swift": """
            enum Tag: Int { case title = 7 }
            class GuidesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "GuideCell", for: indexPath)
                    let title = cell.viewWithTag(Tag.title.rawValue) as? UILabel
                    title?.text = guide.title
                    let count = cell.contentView.viewWithTag(9) as! UILabel
                    count.textAlignment = isCompact ? .left : .natural
                    let other = cell.viewWithTag(unknownTag) as? UILabel
                    other?.text = "x"
                    return cell
                }
            }
            """])
        XCTAssertEqual(swift.textSetter(owner: "GuidesViewController", property: "(tag)7")?.line, 6)
        XCTAssertEqual(change(swift, "GuidesViewController", "(tag)9"), "textAlignment@8")
        XCTAssertNil(swift.textSetter(owner: "GuidesViewController", property: "(tag)unknownTag"), "a tag whose value is not known is no view")
    }
    func testTheStrongestChangeOfAViewIsKept() {
        // An alignment first, then a hiding: every verdict rests on the hiding.
        let code = SwiftTextSetterTests.code(["Title.swift": """
            class TitleViewController: UIViewController {
                func configure(hide: Bool) {
                    titleLabel.textAlignment = .natural
                    avatar.image = UIImage(named: "me")
                    avatar.center = .zero
                    if hide { titleLabel.isHidden = true }
                }
            }
            """])
        XCTAssertEqual(change(code, "TitleViewController", "titleLabel"), "isHidden@6")
        XCTAssertEqual(change(code, "TitleViewController", "avatar"), "center@5")
    }

    func testAFixedSideChosenByTheLayoutDirectionIsAChangeAndOtherwiseNone() {
        let code = SwiftTextSetterTests.code(["Title.swift": """
            class TitleViewController: UIViewController {
                func layOut() {
                    if view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                        titleLabel.textAlignment = .right
                    }
                    switch position {
                    case .left: captionLabel.textAlignment = .left
                    case .right: captionLabel.textAlignment = .right
                    }
                }
            }
            """])
        XCTAssertEqual(change(code, "TitleViewController", "titleLabel"), "textAlignment@4")
        XCTAssertNil(change(code, "TitleViewController", "captionLabel"), "hard-coded sides stay hard-coded")
    }

    func testOnlyALoopOverTheArrangedViewsEmptiesAStack() {
        let code = SwiftTextSetterTests.code(["Stack.swift": """
            class BannerViewController: UIViewController {
                func trim() {
                    let count = root.arrangedSubviews.count
                    root.removeArrangedSubview(banner)
                }
                func empty() {
                    list.arrangedSubviews.forEach { list.removeArrangedSubview($0) }
                }
            }
            """])
        XCTAssertNil(change(code, "BannerViewController", "root"), "one named view removed is that view's change")
        XCTAssertEqual(change(code, "BannerViewController", "list"), "removeArrangedSubview@7")
    }
}
