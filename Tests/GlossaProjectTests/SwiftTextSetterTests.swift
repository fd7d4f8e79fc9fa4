import XCTest
import GlossaLayout
@testable import GlossaProject

/// Swift code that sets a view's text at run time, in the forms apps write it, and look-alikes that set
/// nothing (locals named like outlets, reads, comparisons, comments, strings).
final class SwiftTextSetterTests: XCTestCase {
    /// The app's code from sources by file name.
    static func code(_ sources: [String: String]) -> AppCode {
        let files = sources.keys.sorted()
        let facts = files.map { file in
            AppCode.facts(of: sources[file]!, language: file.hasSuffix(".swift") ? .swift : .objectiveC)
        }
        return AppCode(files: files, facts: facts)
    }

    private func line(_ code: AppCode, _ owner: String, _ property: String) -> Int? {
        code.textSetter(owner: owner, property: property)?.line
    }

    func testEachFormInAControllerFires() {
        let code = Self.code(["Settings.swift": """
            class SettingsViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = NSLocalizedString("settings.title", comment: "")
                    subtitleLabel?.text = "x"
                    self.countLabel.text = "\\(count)"
                    loader.load { [weak self] result in
                        self?.statusLabel.text = result.name
                    }
                    noteView.attributedText = NSAttributedString(string: "x")
                    searchField.placeholder = "Search"
                    emailField.attributedPlaceholder = NSAttributedString(string: "x")
                    resendButton.setTitle(NSLocalizedString("resend", comment: ""), for: .normal)
                    shareButton.setAttributedTitle(title, for: [])
                    doneButton.titleLabel?.text = "Done"
                    continueButton.configuration?.title = "Continue"
                    modeControl.setTitle("A", forSegmentAt: 0)
                    self.nameField!.text = ""
                    self
                        .cityLabel
                        .text = "Multi-line chain"
                    serverCell.detailTextLabel?.text = "example.org"
                    viewModel.name.drive(self.usernameLabel.rx.text).disposed(by: bag)
                    viewModel.title.bind(to: sortButton.rx.title()).disposed(by: bag)
                    var buttonConfig = UIButton.Configuration.plain()
                    buttonConfig.title = NSLocalizedString("audit.start", comment: "")
                    auditButton.configuration = buttonConfig
                    tosLabel.setText(NSLocalizedString("tos", comment: ""))
                }
            }
            """])
        let expected: [(String, Int)] = [
            ("titleLabel", 5), ("subtitleLabel", 6), ("countLabel", 7), ("statusLabel", 9), ("noteView", 11), ("searchField", 12),
            ("emailField", 13), ("resendButton", 14), ("shareButton", 15), ("doneButton", 16), ("continueButton", 17),
            ("modeControl", 18), ("nameField", 19), ("cityLabel", 22), ("serverCell.detailTextLabel", 23),
            ("usernameLabel", 24), ("sortButton", 25), ("auditButton", 28), ("tosLabel", 29),
        ]
        for (property, expectedLine) in expected {
            XCTAssertEqual(line(code, "SettingsViewController", property), expectedLine, property)
        }
        XCTAssertEqual(code.textSetter(owner: "SettingsViewController", property: "resendButton"),
                       SourceLocation(file: "Settings.swift", line: 14, column: 22))
    }

    func testExtensionsInOtherFilesAndSuperclassesCount() {
        let code = Self.code([
            "Base.swift": """
                class BaseViewController: UIViewController {
                    @IBOutlet var headerLabel: UILabel!
                    func setUp() { headerLabel.text = screenTitle }
                }
                final class ProfileViewController: BaseViewController, UITableViewDelegate {}
                class Unrelated: UIViewController {}
                """,
            "Profile+Footer.swift": """
                extension ProfileViewController: UITextFieldDelegate {
                    func update() { footerLabel.text = "x" }
                }
                """,
        ])
        XCTAssertEqual(line(code, "ProfileViewController", "headerLabel"), 3)
        XCTAssertEqual(line(code, "ProfileViewController", "footerLabel"), 2)
        XCTAssertEqual(code.textSetter(owner: "ProfileViewController", property: "footerLabel")?.file, "Profile+Footer.swift")
        // A subclass's code never sets the outlet of an object of the base class.
        XCTAssertNil(line(code, "BaseViewController", "footerLabel"))
        XCTAssertNil(line(code, "Unrelated", "headerLabel"))
    }

    func testAnObjectOfAUIKitClassMarksNoneOfTheAppsSubclasses() {
        let code = Self.code(["Cookies.swift": """
            class CookiesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell: UITableViewCell = tableView.dequeueReusableCell(withIdentifier: "Info")!
                    cell.textLabel?.text = "No cookies"
                    let view = UIView()
                    view.accessibilityLabel = "x"
                    return cell
                }
            }
            class DomainCell: UITableViewCell {}
            class NamedCell: UITableViewCell {
                override func awakeFromNib() { textLabel?.text = "Named" }
            }
            """])
        XCTAssertNil(line(code, "DomainCell", "textLabel"), "any cell at all: not this one")
        XCTAssertNil(line(code, "UITableViewCell", "textLabel"))
        XCTAssertEqual(line(code, "NamedCell", "textLabel"), 12)
    }

    func testCellsConfiguredByTheirControllerFire() {
        let code = Self.code(["PhotoCell.swift": """
            final class PhotoCell: UITableViewCell {}
            class PhotoHeader: UIView {}
            class FolderCell: UITableViewCell {}
            enum CellFactory {
                static func makeFolderCell(_ tableView: UITableView, for indexPath: IndexPath) -> FolderCell {
                    tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath) as! FolderCell
                }
                static func makeCell(_ tableView: UITableView) -> PhotoCell { PhotoCell() }
                static func makeCell(_ tableView: UITableView, folder: Bool) -> FolderCell { FolderCell() }
            }
            """, "Photos.swift": """
            class PhotosViewController: UITableViewController {
                @IBOutlet weak var header: PhotoHeader!
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath) as! PhotoCell
                    cell.captionLabel.text = photos[indexPath.row].caption
                    guard let other = tableView.dequeueReusableCell(withIdentifier: "other") as? PhotoCell else { return cell }
                    other.dateLabel.text = "today"
                    if let third = tableView.cellForRow(at: indexPath) as? PhotoCell {
                        third.nameLabel?.text = "x"
                    }
                    let typed: PhotoCell = tableView.dequeue(for: indexPath)
                        as PhotoCell
                    typed.ownerLabel.text = "x"
                    (tableView.cellForRow(at: indexPath) as? PhotoCell)?.likesLabel.text = "3"
                    let generic = collectionView.dequeueReusableCell(ofType: PhotoCell.self, for: indexPath)
                    generic.sizeLabel.text = "x"
                    header.titleLabel.text = "Photos"
                    switch tableView.cellForRow(at: indexPath) {
                    case let tagged as PhotoCell: tagged.tagLabel.text = "x"
                    default: break
                    }
                    return cell
                }
                func configure(_ cell: PhotoCell, with photo: Photo) {
                    cell.placeLabel.text = photo.place
                    let other = tableView.dequeueReusableCell(
                        withIdentifier: "photo",
                        for: indexPath)
                        as! PhotoCell
                    other.groupLabel?.text = ""
                    let folder = CellFactory.makeFolderCell(tableView, for: indexPath)
                    folder.titleLabel.text = "Folder"
                    let either = CellFactory.makeCell(tableView)
                    either.countLabel.text = "two functions of one name return different classes"
                }
            }
            """])
        for (property, expectedLine) in [("captionLabel", 5), ("dateLabel", 7), ("nameLabel", 9), ("ownerLabel", 13), ("likesLabel", 14),
                                         ("sizeLabel", 16), ("tagLabel", 19), ("placeLabel", 25), ("groupLabel", 30)] {
            XCTAssertEqual(line(code, "PhotoCell", property), expectedLine, property)
            XCTAssertNil(line(code, "PhotosViewController", property), property)
        }
        XCTAssertEqual(line(code, "PhotoHeader", "titleLabel"), 17)
        XCTAssertEqual(line(code, "FolderCell", "titleLabel"), 32)
        XCTAssertNil(line(code, "PhotoCell", "countLabel"))
        XCTAssertNil(line(code, "FolderCell", "countLabel"))
    }

    func testAliasesAndOutletCollectionsFire() {
        let code = Self.code(["Week.swift": """
            class WeekViewController: UIViewController {
                @IBOutlet var dayLabels: [UILabel]!
                func show() {
                    for label in dayLabels { label.text = "Mon" }
                    monthLabels.forEach { $0.text = "Jan" }
                    yearLabels.forEach { label in label.text = "2024" }
                    hourLabels[0].text = "9"
                    guard let label = self.summaryLabel else { return }
                    label.text = "Summary"
                    if let hintLabel { hintLabel.text = "Hint" }
                    guard let strongSelf = self else { return }
                    strongSelf.weekLabel.text = "W1"
                }
            }
            """])
        for (property, expectedLine) in [("dayLabels", 4), ("monthLabels", 5), ("yearLabels", 6), ("hourLabels", 7), ("summaryLabel", 9),
                                         ("hintLabel", 10), ("weekLabel", 12)] {
            XCTAssertEqual(line(code, "WeekViewController", property), expectedLine, property)
        }
    }

    func testMembersThatListOutletsPassTheirTextsOn() {
        let code = Self.code(["Custom.swift": """
            class CustomFieldController: UITableViewController {
                @IBOutlet var value1Field: UITextField!
                @IBOutlet var value2Field: UITextField!
                private var valueFieldList: [UITextField] = []
                lazy var keyFields = [key1Field, key2Field,]
                var styledFields: [UITextField] = []
                override func viewDidLoad() {
                    valueFieldList = [
                        value1Field,
                        self.value2Field
                    ]
                    styledFields = [value3Field, UITextField()]
                    for textField in valueFieldList { textField.text = "preset" }
                    keyFields.forEach { $0.placeholder = "key" }
                    for field in styledFields { field.text = "" }
                }
            }
            """])
        XCTAssertEqual(line(code, "CustomFieldController", "value1Field"), 13)
        XCTAssertEqual(line(code, "CustomFieldController", "value2Field"), 13)
        XCTAssertEqual(line(code, "CustomFieldController", "key2Field"), 14)
        XCTAssertNil(line(code, "CustomFieldController", "value3Field"), "a list with an element that is not a member is not followed")
    }

    func testLookAlikesStaySilent() {
        let code = Self.code(["Quiet.swift": ##"""
            class QuietViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var quietButton: UIButton!
                func localsAndParameters() {
                    let nameLabel = UILabel()
                    nameLabel.text = "local"
                    items.map { quietButton in quietButton.setTitle("x", for: .normal) }
                }
                func show(nameLabel: UILabel) { nameLabel.text = "parameter" }
                func reads() {
                    let shown = nameLabel.text
                    print(nameLabel.text ?? "", nameLabel.attributedText as Any)
                    if nameLabel.text == "x" || nameLabel.text != nil || nameLabel.placeholder === nil {}
                    nameLabel.text += " more"
                    let button = quietButton.titleLabel?.text
                    var config = UIButton.Configuration.filled()
                    config.title = "local configuration"
                    var style = quietButton.configuration
                    style?.baseForegroundColor = .red
                    quietButton.configuration = style
                    other.nameLabel.text = "another object"
                    Strings.text = "a type"
                    quietButton.setTitle("pressed", for: .highlighted)
                    quietButton.setTitle("x", for: [.selected, .highlighted])
                }
                func literalsAndComments() {
                    // nameLabel.text = "comment"
                    /* quietButton.setTitle("x", for: .normal) /* nested */ nameLabel.text = "still a comment" */
                    let a = "nameLabel.text = \"string\""
                    let b = """
                        nameLabel.text = "multi-line string"
                        \(nameLabel.text ?? "")
                        """
                    let c = #"nameLabel.text = "raw string""#
                    let d = "\(quietButton.title(for: .normal) ?? "")"
                    let e = \UILabel.text
                    nameLabel.rx.text.bind(to: viewModel.query).disposed(by: bag)
                    let typed = quietButton.rx.title()
                    #if false
                    nameLabel.text = "never compiled"
                    #endif
                }
            }
            func outsideAnyType() { nameLabel.text = "global function" }
            """##])
        XCTAssertNil(code.textSetter(owner: "QuietViewController", property: "nameLabel"))
        XCTAssertNil(code.textSetter(owner: "QuietViewController", property: "quietButton"))
        XCTAssertEqual(code.setterCount, 0, "nothing at all is set: \(code)")
    }

    func testCombineKeyPathAssignmentsFire() {
        let code = Self.code(["Risk.swift": ##"""
            class RiskCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                func configure(with model: RiskCellModel) {
                    model.$title.assign(to: \.text, on: titleLabel).store(in: &subscriptions)
                    model.$body
                        .assign(to: \UILabel.attributedText, on: self.bodyLabel)
                        .store(in: &subscriptions)
                    model.$hint.assign(to: \.searchField.placeholder, on: self).store(in: &subscriptions)
                    model.$color.assign(to: \.textColor, on: colorLabel).store(in: &subscriptions)
                    model.$hidden.assign(to: \.isHidden, on: hiddenLabel).store(in: &subscriptions)
                    model.$name.assign(to: &$shownName)
                    model.$text.sink { [weak self] in self?.readLabel.textColor = $0 }.store(in: &subscriptions)
                }
            }
            class RiskViewController: UIViewController {
                func bind(_ cell: RiskCell) {
                    viewModel.$caption.assign(to: \.text, on: cell.captionLabel).store(in: &subscriptions)
                }
            }
            """##])
        XCTAssertEqual(line(code, "RiskCell", "titleLabel"), 4)
        XCTAssertEqual(line(code, "RiskCell", "bodyLabel"), 6)
        XCTAssertEqual(line(code, "RiskCell", "searchField"), 8)
        XCTAssertEqual(line(code, "RiskCell", "captionLabel"), 17)
        for quiet in ["colorLabel", "hiddenLabel", "shownName", "readLabel"] { XCTAssertNil(line(code, "RiskCell", quiet), quiet) }
    }

    func testTitlesOfControllersAndBarItemsFire() {
        let code = Self.code(["Rooms.swift": """
            class RoomsViewController: UIViewController {
                @IBOutlet weak var doneItem: UIBarButtonItem!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    title = NSLocalizedString("rooms.title", comment: "")
                    navigationItem.rightBarButtonItem?.title = NSLocalizedString("rooms.create", comment: "")
                    doneItem.title = NSLocalizedString("done", comment: "")
                }
            }
            class SettingsViewController: UIViewController {
                override func viewDidLoad() { self.navigationItem.title = L10n.settings }
            }
            class ProfileViewController: UIViewController {
                func show(_ details: DetailsViewController) { details.title = user.name }
            }
            class QuietViewController: UIViewController {
                var title2 = ""
                func quiet(title: String) {
                    let title = "a local"
                    if let title = other.title { print(title) }
                    if title == "x" { return }
                    var config = UIButton.Configuration.plain()
                    config.title = "a configuration"
                }
                func reads() { let shown = title ?? navigationItem.title }
            }
            class DetailsViewController: UIViewController {}
            """])
        XCTAssertEqual(line(code, "RoomsViewController", "navigationItem"), 5)
        XCTAssertEqual(line(code, "RoomsViewController", "tabBarItem"), 5, "a controller's title is its tab bar item's too")
        XCTAssertEqual(line(code, "RoomsViewController", "navigationItem.rightBarButtonItem"), 6)
        XCTAssertEqual(line(code, "RoomsViewController", "doneItem"), 7)
        XCTAssertEqual(line(code, "SettingsViewController", "navigationItem"), 11)
        XCTAssertNil(line(code, "SettingsViewController", "tabBarItem"), "a navigation item's title is its own")
        XCTAssertEqual(line(code, "DetailsViewController", "navigationItem"), 14)
        XCTAssertEqual(line(code, "DetailsViewController", "tabBarItem"), 14)
        XCTAssertNil(line(code, "QuietViewController", "navigationItem"))
    }

    func testSectionTitlesFromTheDataSourceFire() {
        let code = Self.code(["Profile.swift": """
            class ProfileTableViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 1 ? viewModel.profileSectionTitle : ""
                }
            }
            class PasswordTableViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                    viewModel.hint
                }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 0 ? viewModel.title : super.tableView(tableView, titleForHeaderInSection: section)
                }
            }
            class QuietTableViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func reload() { tableView(table, titleForHeaderInSection: 0) }
            }
            """])
        XCTAssertEqual(line(code, "ProfileTableViewController", "titleForHeaderInSection"), 2)
        XCTAssertEqual(line(code, "PasswordTableViewController", "titleForFooterInSection"), 7)
        XCTAssertNil(line(code, "PasswordTableViewController", "titleForHeaderInSection"), "super gives some sections theirs")
        XCTAssertNil(line(code, "QuietTableViewController", "titleForHeaderInSection"))
        XCTAssertNil(line(code, "QuietTableViewController", "numberOfRowsInSection"))
    }

    func testAMethodThatSetsItsViewsOwnTextFires() {
        let code = Self.code([
            "UILabel+Styles.swift": """
                extension UILabel {
                    func setAttributedTextString(_ string: String) {
                        attributedText = NSAttributedString(string: string)
                    }
                    func applyTheme() { textColor = .label }
                }
                final class BadgeLabel: UILabel {
                    func show(count: Int) { self.text = "\\(count)" }
                }
                extension UIButton {
                    func setPrimaryTitle(_ title: String) { setTitle(title, for: .normal) }
                }
                """,
            "Feedback.swift": """
                class FeedbackViewController: UIViewController {
                    @IBOutlet weak var headerText: UILabel!
                    @IBOutlet weak var badge: BadgeLabel!
                    @IBOutlet weak var sendButton: UIButton!
                    @IBOutlet weak var themedLabel: UILabel!
                    @IBOutlet weak var plainView: UIView!
                    override func viewDidLoad() {
                        headerText.setAttributedTextString(UserText.feedbackHeader)
                        badge.show(count: 3)
                        sendButton.setPrimaryTitle(UserText.send)
                        themedLabel.applyTheme()
                        themedLabel.sizeToFit()
                        plainView.setAttributedTextString("a view without that method")
                    }
                }
                """,
        ])
        XCTAssertEqual(line(code, "FeedbackViewController", "headerText"), 8)
        XCTAssertEqual(line(code, "FeedbackViewController", "badge"), 9)
        XCTAssertEqual(line(code, "FeedbackViewController", "sendButton"), 10)
        XCTAssertNil(line(code, "FeedbackViewController", "themedLabel"), "a method that only styles the label")
        XCTAssertNil(line(code, "FeedbackViewController", "plainView"), "UIView has no such method")
    }

    func testTheFirstPlaceInFileOrderIsReported() {
        let code = Self.code([
            "B.swift": "extension ListCell { func a() { titleLabel.text = \"b\" } }",
            "A.swift": "class ListCell: UITableViewCell {\n  func b() {\n    titleLabel.text = \"a\"\n    titleLabel.text = \"c\"\n  }\n}",
        ])
        XCTAssertEqual(code.textSetter(owner: "ListCell", property: "titleLabel"), SourceLocation(file: "A.swift", line: 3, column: 16))
    }

    func testAViewPassedToAFunctionThatSetsItsParametersTextFires() {
        let code = Self.code([
            "UserInfoProfileCell.swift": """
                class UserInfoProfileCell: UITableViewCell {
                    @IBOutlet weak var usernameLabel: UILabel!
                    @IBOutlet weak var displayNameLabel: UILabel!
                    @IBOutlet weak var avatarImageView: UIImageView!
                    override func update() {
                        setAppearance(userInfo: userInfo, usernameLabel: usernameLabel, displayNameLabel: displayNameLabel,
                                      avatarImageView: avatarImageView)
                    }
                }
                extension UITableViewCell {
                    func setAppearance(userInfo: Profile, usernameLabel: UILabel, displayNameLabel: UILabel, avatarImageView: UIImageView) {
                        usernameLabel.text = userInfo.username
                        displayNameLabel.text = userInfo.displayName
                        avatarImageView.image = userInfo.avatarImage
                    }
                }
                """,
            "AccountCell.swift": """
                class AccountCell: UITableViewCell {
                    @IBOutlet weak var accountNameLabel: UILabel!
                    @IBOutlet weak var header: AccountHeader!
                    @IBOutlet weak var button: UIButton!
                    func show(_ account: Account) {
                        if let imageView = avatarButton.imageView {
                            setAppearance(userInfo: account, usernameLabel: accountNameLabel, displayNameLabel: displayNameLabel,
                                          avatarImageView: imageView)
                        }
                        Styles.title(self.header.titleLabel)
                        configure(button)
                    }
                    private func configure(_ button: UIButton) { relay(button) }
                    private func relay(_ control: UIButton) { control.setTitle(Strings.go, for: .normal) }
                }
                enum Styles {
                    static func title(_ label: UILabel) { label.attributedText = NSAttributedString(string: "x") }
                }
                class AccountHeader: UIView {}
                """,
        ])
        XCTAssertEqual(line(code, "UserInfoProfileCell", "usernameLabel"), 6)
        XCTAssertEqual(line(code, "UserInfoProfileCell", "displayNameLabel"), 6)
        XCTAssertNil(line(code, "UserInfoProfileCell", "avatarImageView"), "the function sets its image, no text")
        XCTAssertEqual(line(code, "AccountCell", "accountNameLabel"), 7)
        XCTAssertEqual(line(code, "AccountCell", "displayNameLabel"), 7)
        XCTAssertEqual(line(code, "AccountHeader", "titleLabel"), 10)
        XCTAssertEqual(line(code, "AccountCell", "button"), 11, "through a function that passes its parameter on")
    }

    func testAViewPassedToAFunctionThatOnlyReadsOrStylesItStaysSilent() {
        let code = Self.code(["Profile.swift": """
            class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var cityLabel: UILabel!
                @IBOutlet weak var bioLabel: UILabel!
                @IBOutlet weak var mailLabel: UILabel!
                override func viewDidLoad() {
                    style(nameLabel)
                    log(cityLabel)
                    configure(label: bioLabel, text: "x")
                    fill(mailLabel.text)
                }
                func style(_ label: UILabel) { label.textColor = .red; print(label.text ?? "") }
                func log(_ label: UILabel) { let label = UILabel(); label.text = "a local of the same name" }
                func configure(label: UILabel, text: String, font: UIFont = .body) { label.text = text }
                func fill(_ text: String?) { titleLabel.text = text }
            }
            """])
        XCTAssertNil(line(code, "ProfileViewController", "nameLabel"), "styles and reads it")
        XCTAssertNil(line(code, "ProfileViewController", "cityLabel"), "sets a local that hides the parameter")
        XCTAssertNil(line(code, "ProfileViewController", "bioLabel"), "a default argument left out: another signature, not followed")
        XCTAssertNil(line(code, "ProfileViewController", "mailLabel"), "its text is passed, not the label")
        XCTAssertEqual(line(code, "ProfileViewController", "titleLabel"), 15)
    }

    func testALocalFromAClassMethodThatReturnsSelfIsOfThatClass() {
        let code = Self.code([
            "UIView+Nib.swift": """
                extension UIView {
                    static func instantiateFromNib() -> Self? { nil }
                }
                class EmailAuthTableViewCell: UITableViewCell {
                    @IBOutlet weak var registerButton: UIButton! {
                        didSet { registerButton.setTitle(localized("auth.register"), for: .normal) }
                    }
                }
                class SeparatorCell: UITableViewCell {}
                """,
            "Auth.swift": """
                class AuthTableViewController: UITableViewController {
                    lazy var emailAuthRow: EmailAuthTableViewCell = {
                        guard let emailAuthRow = EmailAuthTableViewCell.instantiateFromNib() else { return EmailAuthTableViewCell() }
                        emailAuthRow.loginButton.setAttributedTitle(title, for: .normal)
                        let other = factory.instantiateFromNib()
                        other?.otherLabel.text = "x"
                        let row = instantiateFromNib()
                        row?.rowLabel.text = "y"
                        return emailAuthRow
                    }()
                }
                """,
        ])
        XCTAssertEqual(line(code, "EmailAuthTableViewCell", "loginButton"), 4)
        XCTAssertEqual(line(code, "EmailAuthTableViewCell", "registerButton"), 6, "an outlet's observer")
        XCTAssertNil(line(code, "SeparatorCell", "otherLabel"))
        XCTAssertNil(line(code, "AuthTableViewController", "rowLabel"), "no class to call it on")
        XCTAssertNil(line(code, "AuthTableViewController", "otherLabel"))
    }
}
