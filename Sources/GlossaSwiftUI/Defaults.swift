/// SwiftUI's defaults on iPhone, each named once; docs/swiftui.md gives the source of each (or says there is none).
public enum Defaults {
    /// `padding()` with no length: 16 pt on every edge.
    public static let padding = 16.0
    /// Space between two views in a stack without `spacing:` (most pairs of views).
    public static let stackSpacing = 8.0
    /// A `Spacer`'s least length without `minLength:` (the system spacing).
    public static let spacerMinLength = 8.0
    /// `Text` with no font: the body style.
    public static let textStyle = "body"
    /// An SF Symbol's box, as a fraction of its font's point size (medium scale), on each axis.
    public static let symbolScale = (width: 1.2, height: 1.0)
    /// An image whose picture Glossa cannot find, without a frame: this side.
    public static let unknownImageSide = 24.0
    /// A `Toggle`'s switch.
    public static let switchSize = (width: 51.0, height: 31.0)
    public static let switchTrackColor = "#E9E9EA"
    /// A `ProgressView` spinner's side.
    public static let activityIndicatorSide = 20.0
    /// `Divider`: a hairline.
    public static let dividerThickness = 1.0 / 3.0
    public static let separatorColor = "#C6C6C8"
    /// Between a `Label`'s icon and title.
    public static let labelSpacing = 8.0
    /// Between a control's title and its subtitle (a `Toggle` label of two texts). No source found: 2 pt, as UIKit's
    /// subtitle cells.
    public static let labelLineSpacing = 2.0
    /// A segmented picker's height.
    public static let segmentedControlHeight = 32.0
    /// Rows of a `List` or `Form`: at least this tall.
    public static let listRowMinHeight = 44.0
    /// Insets of a row's content in an inset grouped list.
    public static let listRowInsets = (top: 11.0, leading: 16.0, bottom: 11.0, trailing: 16.0)
    /// An inset grouped list's sections stand this far in from the screen's edges.
    public static let insetGroupedMargin = 16.0
    /// Space after each section of a grouped list.
    public static let sectionSpacing = 20.0
    /// A section header's insets (to the row text's leading edge).
    public static let sectionHeaderInsets = (top: 16.0, leading: 32.0, bottom: 6.0, trailing: 32.0)
    /// Room a disclosure chevron takes at a row's trailing end.
    public static let disclosureWidth = 20.0
    public static let groupedBackground = "#F2F2F7"
    public static let rowBackground = "#FFFFFF"
    public static let secondaryLabelColor = "#3C3C4399"
    public static let placeholderColor = "#3C3C434C"
    /// A navigation bar's height (inline title), and the large title's extra band below it.
    public static let navigationBarHeight = 44.0
    public static let largeTitleHeight = 52.0
    public static let largeTitleInsets = (leading: 16.0, bottom: 8.0, trailing: 16.0)
    /// An inline title keeps this far from the bar's sides (room for bar buttons).
    public static let inlineTitleSideInset = 16.0
}

extension Defaults {
    /// A `Color` or shape offered nothing (an ideal size asked for): this size.
    public static let shapeIdealSize = (width: 10.0, height: 10.0)
    /// A view Glossa draws as a box, offered nothing: this size.
    public static let unknownViewIdealSize = (width: 100.0, height: 44.0)
}

extension Defaults {
    /// Between a `ContentUnavailableView`'s symbol, title and description.
    public static let unavailableSpacing = 8.0
}

extension Defaults {
    /// UITabBar on an iPhone in portrait (read from UIKit's view hierarchy; the same numbers as the Interface Builder
    /// reader's `ViewConverter.tabBarHeight` and its neighbours): 49 pt tall, each item 48 pt tall at 1 pt and 2 pt in from
    /// its share's sides, a 25 pt icon 5.5 pt from the item's top, the title's 12 pt line at 35 pt, 10 pt medium.
    public static let tabBarHeight = 49.0
    public static let tabButtonInset = 2.0
    public static let tabButtonHeight = 48.0
    public static let tabImageSide = 25.0
    public static let tabImageTop = 5.5
    public static let tabTitleTop = 35.0
    public static let tabTitleHeight = 12.0
    public static let tabTitleSize = 10.0
    public static let unselectedTabColor = "#929292"
    public static let tabBarBackground = "#F9F9F9"
}
