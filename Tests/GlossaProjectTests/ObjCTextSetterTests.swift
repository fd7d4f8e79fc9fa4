import XCTest
import GlossaLayout
@testable import GlossaProject

/// Objective-C code that sets a view's text at run time (dot syntax, instance variables, messages), and
/// look-alikes that set nothing.
final class ObjCTextSetterTests: XCTestCase {
    private func line(_ code: AppCode, _ owner: String, _ property: String) -> Int? {
        code.textSetter(owner: owner, property: property)?.line
    }

    func testEachFormInAnImplementationFires() {
        let code = SwiftTextSetterTests.code([
            "AccountViewController.h": """
                #import <UIKit/UIKit.h>
                @interface BaseViewController : UIViewController
                @end
                @interface AccountViewController : BaseViewController <UITextFieldDelegate>
                @property (nonatomic, weak) IBOutlet AccountHeader *header;
                @end
                @interface AccountHeader : UIView
                @end
                @interface PhotoCell : UITableViewCell
                @end
                """,
            "AccountViewController.m": """
                #import "AccountViewController.h"
                @interface AccountViewController ()
                @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
                @end

                @implementation AccountViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.titleLabel.text = NSLocalizedString(@"Account", nil);
                    _subtitleLabel.text = @"x";
                    [self.doneButton setTitle:NSLocalizedString(@"Done", nil) forState:UIControlStateNormal];
                    [_nameField setPlaceholder:@"Name"];
                    [self.statusLabel setText:[self statusText]];
                    self.searchField.placeholder = @"Search";
                    [[self infoLabel] setText:@""];
                    [self.loginButton setAttributedTitle:title forState:UIControlStateNormal];
                    self.noteView.attributedText = text;
                    self.header.titleLabel.text = @"Header";
                    [self.shareButton.titleLabel setText:@"Share"];
                    __weak typeof(self) weakSelf = self;
                    [self.client fetch:^(NSString *result) {
                        weakSelf.resultLabel.text = result;
                    }];
                }
                - (void)configure:(PhotoCell *)cell atIndex:(NSInteger)index {
                    [cell.dateLabel setText:@"today"];
                }
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    PhotoCell *cell = (PhotoCell *)[tableView dequeueReusableCellWithIdentifier:@"photo"];
                    cell.captionLabel.text = @"caption";
                    ((PhotoCell *)other).likesLabel.text = @"3";
                    for (UILabel *label in self.dayLabels) { label.text = @"Mon"; }
                    return cell;
                }
                @end
                """,
        ])
        for (property, expectedLine) in [("titleLabel", 9), ("subtitleLabel", 10), ("doneButton", 11), ("nameField", 12),
                                         ("statusLabel", 13), ("searchField", 14), ("infoLabel", 15), ("loginButton", 16),
                                         ("noteView", 17), ("shareButton", 19), ("resultLabel", 22), ("dayLabels", 32)] {
            XCTAssertEqual(line(code, "AccountViewController", property), expectedLine, property)
        }
        XCTAssertEqual(line(code, "AccountHeader", "titleLabel"), 18)
        XCTAssertEqual(line(code, "PhotoCell", "dateLabel"), 26)
        XCTAssertEqual(line(code, "PhotoCell", "captionLabel"), 30)
        XCTAssertEqual(line(code, "PhotoCell", "likesLabel"), 31)
        XCTAssertNil(line(code, "BaseViewController", "titleLabel"))
    }

    func testASuperclassImplementationCounts() {
        let code = SwiftTextSetterTests.code([
            "Base.h": "@interface SeafBaseViewController : UIViewController\n@end\n@interface SeafLoginViewController : SeafBaseViewController\n@end",
            "Base.m": "@implementation SeafBaseViewController\n- (void)viewDidLoad {\n  self.bannerLabel.text = @\"\";\n"
                + "  _serverCell.textLabel.text = @\"Server\";\n  [self.versionCell.detailTextLabel setText:@\"1.0\"];\n}\n@end",
        ])
        // A static cell's built-in labels, through the outlet that holds the cell.
        XCTAssertEqual(line(code, "SeafLoginViewController", "serverCell.textLabel"), 4)
        XCTAssertEqual(line(code, "SeafLoginViewController", "versionCell.detailTextLabel"), 5)
        XCTAssertNil(line(code, "SeafLoginViewController", "serverCell"))
        XCTAssertEqual(line(code, "SeafLoginViewController", "bannerLabel"), 3)
        XCTAssertEqual(code.textSetter(owner: "SeafLoginViewController", property: "bannerLabel")?.file, "Base.m")
    }

    func testTitlesOfControllersAndBarItemsFire() {
        let code = SwiftTextSetterTests.code(["Rooms.m": """
            @implementation RoomsViewController
            - (void)viewDidLoad {
                self.title = NSLocalizedString(@"Rooms", nil);
                self.navigationItem.rightBarButtonItem.title = NSLocalizedString(@"Create", nil);
                [self.doneItem setTitle:NSLocalizedString(@"Done", nil)];
            }
            @end
            @implementation AboutViewController
            - (void)viewDidLoad {
                [self setTitle:[NSString stringWithFormat:@"%@ %@", name, version]];
                [self.modeControl setTitle:@"A" forSegmentAtIndex:0];
            }
            @end
            @implementation QuietViewController
            - (void)viewDidLoad {
                NSString *shown = self.title;
                [self.quietButton setTitle:@"x" forState:UIControlStateHighlighted];
            }
            @end
            """])
        XCTAssertEqual(line(code, "RoomsViewController", "navigationItem"), 3)
        XCTAssertEqual(line(code, "RoomsViewController", "tabBarItem"), 3, "a controller's title is its tab bar item's too")
        XCTAssertEqual(line(code, "RoomsViewController", "navigationItem.rightBarButtonItem"), 4)
        XCTAssertEqual(line(code, "RoomsViewController", "doneItem"), 5)
        XCTAssertEqual(line(code, "AboutViewController", "navigationItem"), 10)
        XCTAssertEqual(line(code, "AboutViewController", "modeControl"), 11)
        XCTAssertNil(line(code, "QuietViewController", "navigationItem"))
        XCTAssertNil(line(code, "QuietViewController", "quietButton"))
    }

    func testLookAlikesStaySilent() {
        let code = SwiftTextSetterTests.code(["Quiet.m": """
            #define SET_TITLE(label) label.text = @"macro"
            @implementation QuietViewController
            - (void)viewDidLoad {
                UILabel *quietLabel = [[UILabel alloc] init];
                quietLabel.text = @"local";
                [self.items enumerateObjectsUsingBlock:^(UIButton *quietButton, NSUInteger index, BOOL *stop) {
                    [quietButton setTitle:@"x" forState:UIControlStateNormal];
                }];
                if ([self.quietLabel.text isEqualToString:@"x"] || self.quietLabel.text == nil) {}
                NSString *shown = self.quietLabel.text;
                // self.quietLabel.text = @"comment";
                /* [self.quietButton setTitle:@"x" forState:UIControlStateNormal]; */
                NSString *s = @"self.quietLabel.text = x";
                char c = '"';
                [self.quietButton setTitle:@"pressed" forState:UIControlStateHighlighted];
                [self.quietButton performSelector:@selector(setTitle:) withObject:nil];
                [formatter configure:self.quietLabel setText:@"not the receiver"];
            #if 0
                self.quietLabel.text = @"never compiled";
            #endif
            }
            - (void)show:(UILabel *)quietLabel {
                quietLabel.text = @"parameter";
            }
            @end
            """])
        XCTAssertEqual(code.setterCount, 0)
    }

    func testAViewPassedToAMethodThatSetsItsParametersTextFires() {
        let code = SwiftTextSetterTests.code(["SettingsViewController.m": """
            @interface SettingsViewController ()
            @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
            @end
            @implementation SettingsViewController
            - (void)viewDidLoad {
                [self configureLabel:self.titleLabel];
                [self configureLabel:_subtitleLabel withText:@"x"];
                [self styleLabel:self.footerLabel];
                [self configureLabel:[self makeLabel]];
                [self.helper configureLabel:self.detailLabel.text];
            }
            - (void)configureLabel:(UILabel *)label {
                label.text = NSLocalizedString(@"Settings", nil);
            }
            - (void)configureLabel:(UILabel *)label withText:(NSString *)text {
                [label setText:text];
            }
            - (void)styleLabel:(UILabel *)label {
                label.textColor = [UIColor redColor];
                NSLog(@"%@", label.text);
            }
            @end
            """])
        XCTAssertEqual(line(code, "SettingsViewController", "titleLabel"), 6)
        XCTAssertEqual(line(code, "SettingsViewController", "subtitleLabel"), 7)
        XCTAssertNil(line(code, "SettingsViewController", "footerLabel"), "styles and reads it")
        XCTAssertNil(line(code, "SettingsViewController", "detailLabel"), "its text is passed, not the label")
    }
    func testSectionTitlesFromTheDataSourceFire() {
        let code = SwiftTextSetterTests.code(["Settings.m": """
            @implementation SettingsViewController
            - (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {
                return section == 0 ? NSLocalizedString(@"Account", nil) : nil;
            }
            - (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section {
                return [super tableView:tableView titleForFooterInSection:section];
            }
            @end
            @implementation QuietViewController
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 2; }
            @end
            """])
        XCTAssertEqual(code.textSetter(owner: "SettingsViewController", property: "titleForHeaderInSection")?.line, 2)
        XCTAssertNil(code.textSetter(owner: "SettingsViewController", property: "titleForFooterInSection"), "super gives the document's")
        XCTAssertNil(code.textSetter(owner: "QuietViewController", property: "titleForHeaderInSection"))
        // A header view's own label as UIKit's textLabel is filled from the data source's titles.
        let headers = SwiftTextSetterTests.code(["Header.h": "@interface SectionHeader : UITableViewHeaderFooterView\n@end",
                                                  "Settings.m": """
            @implementation SettingsViewController
            - (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section { return @"A"; }
            @end
            """])
        XCTAssertEqual(headers.textSetter(owner: "SectionHeader", property: Outlet.inherited("textLabel"))?.line, 2)
    }
}
