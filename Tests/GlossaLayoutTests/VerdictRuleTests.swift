@testable import GlossaLayout
@testable import GlossaCheck
import GlossaText
import XCTest

/// The rules that keep findings to what a user would see: placeholders, empty image views, hairline overlaps,
/// one-point cuts of pictures, the drawn part of labels and images, playback controls, centred views and
/// labels as wide as their text. Each must fire where the bug is and stay silent where it is not, in LTR and RTL.
final class VerdictRuleTests: XCTestCase {
    private func placed(_ id: String, _ kind: ViewKind = .image, x: Double, y: Double, width: Double, height: Double,
                        configure: (inout ViewNode) -> Void = { _ in }) -> (ViewNode, [ConstraintSpec]) {
        let view = node(kind, id) {
            $0.width = SizeSpec(exact: width)
            $0.height = SizeSpec(exact: height)
            if kind == .image { $0.asset = "photo" }
            configure(&$0)
        }
        return (view, [
            constraint("\(id).leading == superview.leading + \(x)", (id, .leading), .equal, ("superview", .leading), constant: x),
            constraint("\(id).top == superview.top + \(y)", (id, .top), .equal, ("superview", .top), constant: y),
        ])
    }

    /// A 300-pt canvas holding the views, each pinned at its leading and top edges.
    private func canvas(_ views: [(ViewNode, [ConstraintSpec])], clips: Bool = false) -> ViewNode {
        node(.vstack, "root", [
            node(.view, "canvas", views.map(\.0)) {
                $0.height = SizeSpec(exact: 300)
                $0.clips = clips
                $0.constraints = views.flatMap(\.1)
            },
        ]) { $0.alignment = "fill" }
    }

    private func kinds(_ findings: [Finding], _ kind: FindingKind) -> [String] {
        findings.filter { $0.kind == kind }.compactMap { [$0.view, $0.otherView].compactMap { $0 }.joined(separator: "+") }
    }

    func testPlaceholderTexts() {
        for placeholder in ["", "  ", "Label", " Title ", "{File Name}", "{nItems}", "{Protected Field}",
                            "#Invalid email#", "#Primary#"] {
            XCTAssertTrue(PlaceholderText.isPlaceholder(placeholder), placeholder)
        }
        for text in ["Save", "{a} and {b}", "{}", "{ }", "Tap {here}", "Labels", "#1", "##", "# #", "#1#", "C# and F#", "#a# or #b#"] {
            XCTAssertFalse(PlaceholderText.isPlaceholder(text), text)
        }
        for symbols in ["✕", "00:00", "—", "%", "+1"] { XCTAssertFalse(PlaceholderText.hasWords(symbols), symbols) }
        for words in ["Save", "حفظ", "保存"] { XCTAssertTrue(PlaceholderText.hasWords(words), words) }
        // A missing translation of a keypad key or a unit letter is nothing to translate; a word is (contract v4).
        for symbol in ["C", "0", "1", "%", "x", "+"] { XCTAssertFalse(PlaceholderText.needsTranslating(symbol), symbol) }
        for words in ["OK", "Go", "是", "Да", "Peers"] { XCTAssertTrue(PlaceholderText.needsTranslating(words), words) }
    }

    func testAViewThatSpansOrIsCentredInItsSuperviewReadsNoDirection() throws {
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                node(.view, "box", [text("span", "Across"), text("middle", "Centre"), text("side", "Aside")]) {
                    $0.height = SizeSpec(exact: 120)
                    $0.constraints = [
                        constraint("span.left == superview.left + 0.5", ("span", .left), .equal, ("superview", .left), constant: 0.5),
                        constraint("span.right == superview.right", ("span", .right), .equal, ("superview", .right)),
                        constraint("span.top == superview.top", ("span", .top), .equal, ("superview", .top)),
                        constraint("middle.centerX == superview.centerX + 2", ("middle", .centerX), .equal, ("superview", .centerX), constant: 2),
                        constraint("middle.top == superview.top + 40", ("middle", .top), .equal, ("superview", .top), constant: 40),
                        constraint("side.left == superview.left + 16", ("side", .left), .equal, ("superview", .left), constant: 16),
                        constraint("side.top == superview.top + 80", ("side", .top), .equal, ("superview", .top), constant: 80),
                    ]
                },
            ]) { $0.alignment = "fill" }
            let result = try layOut(screen, direction: direction)
            let names = SymmetricPlacement.indices(result.views).compactMap { index in result.views.first { $0.index == index }?.name }
            XCTAssertTrue(names.contains("span") && names.contains("middle"), "\(direction): \(names)")
            XCTAssertFalse(names.contains("side"), "\(direction)")
            // Only the constraint that moves a view off its mirrored place is a hardcoded direction (said of the view that
            // holds it), and only in right-to-left.
            let hardcoded = Checker.findings(result).filter { $0.kind == .hardcodedDirection }
            XCTAssertEqual(hardcoded.map(\.message), direction == .rightToLeft
                ? ["constraint 'side.left == superview.left + 16' uses left, which does not flip in right-to-left locales; use leading unless the position is truly physical"]
                : [], "\(direction)")
        }
    }

    func testVerbatimTextIsNotLocalizedOnlyWhereUsersReadIt() throws {
        func imported(_ id: String, _ string: String, setInCode: Bool = false) -> ViewNode {
            text(id, string) {
                $0.text?.defaultValue = ""
                if setInCode { $0.text?.setInCode = SourceLocation(file: "App/Feedback.swift", line: 43, column: 9) }
            }
        }
        for direction in bothDirections {
            let screen = node(.vstack, "root", [
                imported("shown", "How would you rate us?"), imported("coded", "How would you rate us?", setInCode: true),
                imported("word", "Title"), imported("braces", "{Field Name}"), imported("symbol", "✕"),
                text("layoutTitle", "Title"),
            ])
            let found = kinds(Checker.findings(try layOut(screen, direction: direction)), .notLocalized)
            XCTAssertEqual(found, ["shown", "layoutTitle"], "\(direction)")
        }
    }

    func testAnImageViewWithoutAnImageCollidesWithNothing() throws {
        for direction in bothDirections {
            let empty = Checker.findings(try layOut(canvas([
                placed("backdrop", x: 0, y: 0, width: 200, height: 200),
                placed("overlay", x: 20, y: 20, width: 200, height: 220) { $0.asset = nil },
                placed("thumb", x: 250, y: 250, width: 60, height: 60) { $0.asset = nil },
            ], clips: true), direction: direction))
            XCTAssertEqual(kinds(empty, .overlap), [], "\(direction)")
            XCTAssertEqual(kinds(empty, .clipped), [], "an empty image view loses nothing to a clip: \(direction)")
            let named = Checker.findings(try layOut(canvas([
                placed("backdrop", x: 0, y: 0, width: 200, height: 200),
                placed("overlay", x: 20, y: 20, width: 200, height: 220),
            ]), direction: direction))
            XCTAssertEqual(kinds(named, .overlap), ["backdrop+overlay"], "\(direction)")
        }
        XCTAssertTrue(node(.image, "none").showsNoImage)
        XCTAssertFalse(node(.image, "named") { $0.asset = "photo" }.showsNoImage)
        XCTAssertFalse(node(.image, "missing") { $0.unsupported = "image 'x' is not in the asset catalog" }.showsNoImage)
        XCTAssertFalse(node(.image, "symbol") { $0.standardSize = StandardSize(width: 20, height: 20) }.showsNoImage)
    }

    func testContentLaidOverABackdropPictureIsNoCollisionEvenPastItsEdge() throws {
        for direction in bothDirections {
            let found = Checker.findings(try layOut(canvas([
                placed("backdrop", x: 0, y: 0, width: 300, height: 200),
                placed("stars", x: 100, y: 180, width: 100, height: 30),
                placed("thumb", x: 250, y: 220, width: 40, height: 40),
                placed("banner", x: 200, y: 240, width: 120, height: 30),
            ]), direction: direction))
            XCTAssertEqual(kinds(found, .overlap), ["thumb+banner"], "a picture smaller than what covers it is no backdrop: \(direction)")
        }
    }

    func testFramesThatShareAHairlineDoNotOverlap() throws {
        for direction in bothDirections {
            for (seam, expected) in [(1.0, [String]()), (2.0, []), (4.0, ["top+bottom"])] {
                let found = Checker.findings(try layOut(canvas([
                    placed("top", x: 0, y: 0, width: 120, height: 31),
                    placed("bottom", x: 0, y: 31 - seam, width: 120, height: 31),
                ]), direction: direction))
                XCTAssertEqual(kinds(found, .overlap), expected, "\(seam) pt, \(direction)")
            }
        }
    }

    func testAnAspectFitImageOverlapsByItsPictureOnly() throws {
        for direction in bothDirections {
            // A 20-pt icon in a 130-pt wide frame is drawn in its middle (55–75): buttons at each end miss it.
            func screen(_ mode: ImageContentMode) -> ViewNode {
                canvas([
                    placed("icon", x: 0, y: 10, width: 130, height: 20) {
                        $0.asset = nil
                        $0.standardSize = StandardSize(width: 20, height: 20)
                        $0.contentMode = mode
                    },
                    placed("start", .image, x: 0, y: 0, width: 40, height: 40),
                    placed("middle", .image, x: 60, y: 0, width: 10, height: 40),
                ])
            }
            let fit = Checker.findings(try layOut(screen(.fit), direction: direction))
            XCTAssertEqual(kinds(fit, .overlap), ["icon+middle"], "\(direction)")
            let stretched = Checker.findings(try layOut(screen(.stretch), direction: direction))
            XCTAssertEqual(kinds(stretched, .overlap), ["icon+start", "icon+middle"], "\(direction)")
        }
    }

    /// The result with the picture of image view `id` known: `size` points, its pixels' opacity `alpha(x, y)`.
    private func withPicture(_ result: LayoutResult, _ id: String, size: Int, alpha: @escaping (Int, Int) -> UInt8) -> LayoutResult {
        var result = result
        for position in result.views.indices where result.views[position].id == id {
            result.views[position].imageSize = (Double(size), Double(size))
            result.views[position].imageOpaqueGrid = OpaqueGrid(width: size, height: size, alpha: alpha)
        }
        return result
    }

    func testAPicturesTransparentPartsCollideWithNothing() throws {
        for direction in bothDirections {
            // An illustration whose lower half is transparent, a title over that half, a tag over the drawn half.
            let screen = canvas([
                placed("art", x: 0, y: 0, width: 100, height: 100),
                placed("title", .text, x: 0, y: 80, width: 200, height: 30) { $0.text = TextContent(verbatim: "Title words") },
                placed("tag", .text, x: 60, y: 20, width: 120, height: 24) { $0.text = TextContent(verbatim: "Tag words here") },
            ])
            let halfDrawn = withPicture(try layOut(screen, direction: direction), "art", size: 100) { _, y in y < 50 ? 255 : 0 }
            XCTAssertEqual(kinds(Checker.findings(halfDrawn), .overlap), ["art+tag"], "\(direction)")
            // The same picture drawn in full collides with both; so does one whose pixels are not known.
            let whole = withPicture(try layOut(screen, direction: direction), "art", size: 100) { _, _ in 255 }
            XCTAssertEqual(kinds(Checker.findings(whole), .overlap), ["art+title", "art+tag"], "\(direction)")
            XCTAssertEqual(kinds(Checker.findings(try layOut(screen, direction: direction)), .overlap), ["art+title", "art+tag"])
            // A faint glow (below the visible opacity) draws nothing.
            let glow = withPicture(try layOut(screen, direction: direction), "art", size: 100) { _, y in y < 50 ? 255 : 8 }
            XCTAssertEqual(kinds(Checker.findings(glow), .overlap), ["art+tag"], "\(direction)")
        }
    }

    func testAnOpaqueShapeOverAPictureHidesItFromWhatIsDrawnOnTheShape() throws {
        for direction in bothDirections {
            // The foot of an illustration under a white shape, and a caption drawn on the shape.
            func screen(_ shape: String) -> ViewNode {
                canvas([
                    placed("art", x: 0, y: 0, width: 100, height: 100),
                    placed("shape", .view, x: 0, y: 60, width: 300, height: 80) { $0.background = shape },
                    placed("caption", .text, x: 10, y: 70, width: 200, height: 30) { $0.text = TextContent(verbatim: "A caption") },
                ])
            }
            let masked = withPicture(try layOut(screen("#FFFFFF"), direction: direction), "art", size: 100) { _, _ in 255 }
            XCTAssertFalse(kinds(Checker.findings(masked), .overlap).contains("art+caption"), "\(direction)")
            // A translucent shape hides nothing.
            let seen = withPicture(try layOut(screen("#FFFFFF80"), direction: direction), "art", size: 100) { _, _ in 255 }
            XCTAssertTrue(kinds(Checker.findings(seen), .overlap).contains("art+caption"), "\(direction)")
        }
    }

    func testAnOpaqueGridKnowsWhereAPictureDrawsAndWhereItHidesWhatIsUnder() {
        // 64 × 64 pixels: drawn in the left half, solid in its top-left quarter.
        let grid = OpaqueGrid(width: 64, height: 64) { x, y in x < 32 ? (y < 32 ? 255 : 128) : 0 }
        XCTAssertEqual(grid.visiblePart, TextRect(x: 0, y: 0, width: 0.5, height: 1))
        XCTAssertNil(grid.visiblePart(within: TextRect(x: 0.6, y: 0, width: 0.4, height: 1)))
        XCTAssertEqual(grid.visiblePart(within: TextRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)), TextRect(x: 0.25, y: 0.25, width: 0.25, height: 0.5))
        XCTAssertTrue(grid.covers(TextRect(x: 0, y: 0, width: 0.5, height: 0.5)))
        XCTAssertFalse(grid.covers(TextRect(x: 0, y: 0.4, width: 0.5, height: 0.2)), "half opacity hides nothing")
        XCTAssertFalse(grid.covers(TextRect(x: -0.1, y: 0, width: 0.2, height: 0.2)), "nothing beyond the picture")
        // In a mirror the drawn half is the right one.
        XCTAssertEqual(grid.mirrored.visiblePart, TextRect(x: 0.5, y: 0, width: 0.5, height: 1))
        XCTAssertNil(OpaqueGrid(width: 10, height: 10) { _, _ in 0 }.visiblePart)
    }

    func testLabelsCollideByTheirLinesNotTheirFrames() throws {
        for direction in bothDirections {
            let found = Checker.findings(try layOut(canvas([
                placed("genre", .text, x: 0, y: 0, width: 200, height: 24) { $0.text = TextContent(verbatim: "Drama") },
                placed("date", .text, x: 150, y: 0, width: 150, height: 24) { $0.text = TextContent(verbatim: "1973") },
            ]), direction: direction))
            XCTAssertEqual(kinds(found, .overlap), [], "\(direction)")
            let colliding = Checker.findings(try layOut(canvas([
                placed("genre", .text, x: 0, y: 0, width: 200, height: 24) { $0.text = TextContent(verbatim: "Action, Drama, Crime, Thriller") },
                placed("date", .text, x: 150, y: 0, width: 150, height: 24) { $0.text = TextContent(verbatim: "1973") },
            ]), direction: direction))
            XCTAssertEqual(kinds(colliding, .overlap), ["genre+date"], "\(direction)")
        }
    }

    func testAPointOfAPictureOrAFillIsNotClippedButTextIs() throws {
        for direction in bothDirections {
            func screen(_ overhang: Double) -> ViewNode {
                node(.vstack, "root", [
                    node(.view, "cell", [
                        node(.image, "bar") { $0.asset = "selected"; $0.width = SizeSpec(exact: 4); $0.height = SizeSpec(exact: 46 + overhang) },
                        node(.view, "fill") { $0.background = "#FF9500"; $0.width = SizeSpec(exact: 4); $0.height = SizeSpec(exact: 46 + overhang) },
                    ]) {
                        $0.height = SizeSpec(exact: 46)
                        $0.clips = true
                        $0.constraints = [
                            constraint("bar.top == superview.top", ("bar", .top), .equal, ("superview", .top)),
                            constraint("bar.leading == superview.leading", ("bar", .leading), .equal, ("superview", .leading)),
                            constraint("fill.top == superview.top", ("fill", .top), .equal, ("superview", .top)),
                            constraint("fill.trailing == superview.trailing", ("fill", .trailing), .equal, ("superview", .trailing)),
                        ]
                    },
                ]) { $0.alignment = "fill" }
            }
            XCTAssertEqual(kinds(Checker.findings(try layOut(screen(1), direction: direction)), .clipped), [], "\(direction)")
            XCTAssertEqual(kinds(Checker.findings(try layOut(screen(3), direction: direction)), .clipped), ["bar", "fill"], "\(direction)")
        }
    }

    func testOnlyTheBlankPartOfALabelIsCutSoItIsNotClipped() throws {
        for direction in bothDirections {
            func screen(_ words: String) -> ViewNode {
                node(.vstack, "root", [
                    node(.view, "column", [
                        placed("stamp", .text, x: 0, y: 0, width: 300, height: 24) { $0.text = TextContent(verbatim: words) }.0,
                    ]) {
                        $0.width = SizeSpec(exact: 150)
                        $0.height = SizeSpec(exact: 40)
                        $0.clips = true
                        $0.constraints = [
                            constraint("stamp.leading == superview.leading", ("stamp", .leading), .equal, ("superview", .leading)),
                            constraint("stamp.top == superview.top", ("stamp", .top), .equal, ("superview", .top)),
                        ]
                    },
                ]) { $0.alignment = "leading" }
            }
            XCTAssertEqual(kinds(Checker.findings(try layOut(screen("12:30"), direction: direction)), .clipped), [], "\(direction)")
            let long = Checker.findings(try layOut(screen("Yesterday, 12:30 in the afternoon"), direction: direction))
            XCTAssertEqual(kinds(long, .clipped), ["stamp"], "\(direction)")
        }
    }

    func testAPanelParkedBeyondItsSuperviewsEdgeIsTheDesignsIntent() throws {
        /// A results panel at `x` on a 320-pt canvas, stretching with its superview, over a label it may cover.
        func screen(x: Double) -> ViewNode {
            var frame = AutoresizingFrame(x: x, y: 100, width: 320, height: 200, parentWidth: 320, parentHeight: 400)
            frame.flexibleWidth = true
            var labelFrame = AutoresizingFrame(x: 16, y: 120, width: 300, height: 24, parentWidth: 320, parentHeight: 400)
            labelFrame.flexibleWidth = true
            let resultFrame = AutoresizingFrame(x: 16, y: 20, width: 150, height: 24, parentWidth: 320, parentHeight: 200)
            return node(.vstack, "root", [
                node(.view, "screen", [
                    text("forum", "Forum (English)") { $0.autoresizing = labelFrame; $0.text?.alignment = "left" },
                    node(.view, "panel", [text("result", "Living room") { $0.autoresizing = resultFrame }]) {
                        $0.autoresizing = frame
                        $0.background = "#F2F2F7"
                    },
                ]) { $0.height = SizeSpec(exact: 400) },
            ]) { $0.alignment = "fill" }
        }
        for direction in bothDirections {
            let parked = Checker.findings(try layOut(screen(x: 320), direction: direction))
            XCTAssertEqual(kinds(parked, .clipped) + kinds(parked, .offscreen) + kinds(parked, .overlap), [], "\(direction)")
            // At x 40 the result's text (right-aligned in right-to-left) reaches over the label's, tracked or not.
            let straddling = Checker.findings(try layOut(screen(x: 40), direction: direction))
            XCTAssertEqual(kinds(straddling, .clipped), ["panel"], "\(direction)")
            XCTAssertEqual(kinds(straddling, .overlap), ["forum+result"], "\(direction)")
        }
    }

    func testABarFromAXibIsNotJudgedByTheScreensTopAndBottom() throws {
        for direction in bothDirections {
            // A 52-pt bar whose button's title sits above it: the screen's top is not where the app shows the bar.
            let bar = node(.vstack, "root", [
                node(.view, "bar", [
                    placed("cancel", .text, x: 300, y: -12, width: 60, height: 30) { $0.text = TextContent(verbatim: "Cancel") }.0,
                    placed("wide", .text, x: 340, y: 10, width: 120, height: 30) { $0.text = TextContent(verbatim: "Settings") }.0,
                ]) {
                    $0.height = SizeSpec(exact: 52)
                    $0.constraints = placed("cancel", .text, x: 300, y: -12, width: 60, height: 30).1
                        + placed("wide", .text, x: 340, y: 10, width: 120, height: 30).1
                },
            ]) { $0.alignment = "fill"; $0.padding = EdgeInsets(top: 0, bottom: 0, leading: 0, trailing: 0) }
            var result = try layOut(bar, direction: direction)
            // The bar laid out at the screen's top edge, as a xib's freeform view is.
            result.views = result.views.map { view in
                var moved = view
                moved.frame = moved.frame.offsetBy(dx: 0, dy: -result.views[0].frame.y)
                if let textFrame = view.textFrame { moved.textFrame = textFrame.offsetBy(dx: 0, dy: -result.views[0].frame.y) }
                return moved
            }
            result.rootPlacement = .screen
            XCTAssertEqual(kinds(Checker.findings(result), .clipped), ["cancel", "wide"], "\(direction)")
            result.rootPlacement = .designHeight(52)
            XCTAssertEqual(kinds(Checker.findings(result), .clipped), ["wide"], "the screen's sides still count: \(direction)")
        }
    }

    // MARK: Direction

    private func transport(_ assets: [String], semantic: SemanticAttribute = .unspecified) -> ViewNode {
        let icons = assets.enumerated().map { offset, asset in
            placed(asset, x: 20 + Double(offset) * 50, y: 10, width: 30, height: 30) { $0.asset = asset }
        }
        return node(.vstack, "root", [
            node(.view, "controls", icons.map(\.0)) {
                $0.height = SizeSpec(exact: 60)
                $0.semantic = semantic
                // Positions written with left, as frames and autoresizing masks keep them.
                $0.constraints = icons.flatMap(\.1).map { spec in
                    var physical = spec
                    if physical.first.attribute == .leading { physical.first.attribute = .left; physical.second?.attribute = .left }
                    return physical
                }
            },
        ]) { $0.alignment = "fill" }
    }

    func testPlaybackControlsKeepTheirPicturesInRightToLeft() throws {
        let player = ["now_playing_seek_backward", "skip-previous", "play_pause", "next"]
        let gallery = ["photo-previous", "thumbnail", "next"]
        let fixed = Set(player + gallery)
        let rtlPlayer = Checker.unmirroredImages(try layOut(transport(player), direction: .rightToLeft), fixedAssets: fixed)
        XCTAssertEqual(rtlPlayer.map(\.view), [])
        let rtlGallery = Checker.unmirroredImages(try layOut(transport(gallery), direction: .rightToLeft), fixedAssets: fixed)
        XCTAssertEqual(rtlGallery.map(\.view), ["photo-previous", "next"], "arrows beside no playback control flip")
        for screen in [transport(player), transport(gallery)] {
            XCTAssertEqual(Checker.unmirroredImages(try layOut(screen, direction: .leftToRight), fixedAssets: fixed).map(\.view), [])
        }
    }

    func testPlaybackControlsKeepTheirOrderInRightToLeft() throws {
        func notMirrored(_ root: ViewNode) throws -> [String] {
            let rtl = try layOut(root, direction: .rightToLeft, locale: "ar")
            let ltr = try layOut(root, direction: .leftToRight, locale: "ar")
            XCTAssertEqual(Checker.notMirrored(ltr, mirror: ltr).map(\.view), [])
            return Checker.notMirrored(rtl, mirror: ltr).compactMap(\.view)
        }
        XCTAssertEqual(try notMirrored(transport(["rewind", "stop", "fast-forward", "previous"])), [])
        XCTAssertEqual(try notMirrored(transport(["menu", "search", "next"])), ["menu", "search", "next"])
    }

    func testAViewCentredWithinThreePointsNeedNotMirror() throws {
        func screen(offset: Double) -> ViewNode {
            let width = 40.0
            let x = (Device.named("iphone-15")!.width - width) / 2 + offset
            return node(.vstack, "root", [
                node(.view, "bar", [node(.image, "spinner") { $0.asset = "spinner"; $0.width = SizeSpec(exact: width); $0.height = SizeSpec(exact: 40) }]) {
                    $0.height = SizeSpec(exact: 60)
                    $0.constraints = [
                        constraint("spinner.left == superview.left + \(x)", ("spinner", .left), .equal, ("superview", .left), constant: x),
                        constraint("spinner.top == superview.top", ("spinner", .top), .equal, ("superview", .top)),
                    ]
                },
            ]) { $0.alignment = "fill" }
        }
        for (offset, expected) in [(1.5, [String]()), (3.0, []), (-2.5, []), (5.0, ["spinner"]), (-12.0, ["spinner"])] {
            let rtl = try layOut(screen(offset: offset), direction: .rightToLeft, locale: "ar")
            let ltr = try layOut(screen(offset: offset), direction: .leftToRight, locale: "ar")
            XCTAssertEqual(Checker.notMirrored(rtl, mirror: ltr).compactMap(\.view), expected, "offset \(offset)")
            XCTAssertEqual(Checker.notMirrored(ltr, mirror: ltr).compactMap(\.view), [], "offset \(offset)")
        }
    }

    /// A picture that overflows both edges of its superview covers its whole width wherever it sits (a full-bleed
    /// illustration placed by `centerX + 50`): its place reads no direction. One that overflows one edge, text that
    /// overflows both, and a view that holds others still must mirror.
    func testAPictureOverflowingBothEdgesNeedNotMirror() throws {
        let width = Device.named("iphone-15")!.width
        func screen(_ id: String, kind: ViewKind = .image, x: Double, span: Double, holds: Bool = false) -> ViewNode {
            var view = kind == .text ? text(id, "Welcome aboard") : node(kind, id) { $0.asset = "illustration" }
            view.width = SizeSpec(exact: span)
            view.height = SizeSpec(exact: 60)
            if holds { view.children = [node(.image, "badge") { $0.asset = "badge"; $0.width = SizeSpec(exact: 20); $0.height = SizeSpec(exact: 20) }] }
            return node(.vstack, "root", [
                node(.view, "bar", [view]) {
                    $0.height = SizeSpec(exact: 80)
                    $0.constraints = [
                        constraint("\(id).left == superview.left + \(x)", (id, .left), .equal, ("superview", .left), constant: x),
                        constraint("\(id).top == superview.top", (id, .top), .equal, ("superview", .top)),
                    ]
                },
            ]) { $0.alignment = "fill" }
        }
        let cases: [(ViewNode, [String])] = [
            (screen("cover", x: -55, span: width + 160), []),
            (screen("bleed", x: -20, span: 200), ["bleed"]),
            (screen("caption", kind: .text, x: -55, span: width + 160), ["caption"]),
            (screen("panel", kind: .view, x: -55, span: width + 160, holds: true), ["panel"]),
        ]
        for (screen, expected) in cases {
            let rtl = try layOut(screen, direction: .rightToLeft, locale: "ar")
            let ltr = try layOut(screen, direction: .leftToRight, locale: "ar")
            XCTAssertEqual(Checker.notMirrored(rtl, mirror: ltr).compactMap(\.view), expected)
            XCTAssertEqual(Checker.notMirrored(ltr, mirror: ltr).compactMap(\.view), [])
        }
    }

    func testACellOfItsOwnSizeMirrorsInsideItself() throws {
        // A 120-pt collection view cell, laid out at the screen's top-left corner in both directions (its
        // container's layout places it): its badge must mirror inside the cell, not across the screen.
        func cell(_ first: ConstraintSpec) -> LayoutDocument {
            let root = node(.view, "cell", [node(.image, "badge") { $0.asset = "badge"; $0.width = SizeSpec(exact: 20); $0.height = SizeSpec(exact: 20) }]) {
                $0.constraints = [first, constraint("badge.top == superview.top + 8", ("badge", .top), .equal, ("superview", .top), constant: 8)]
            }
            var document = LayoutDocument(name: "cell", file: "cell.yaml", device: "iphone-15", strings: nil, table: "Localizable",
                                          assets: nil, root: root)
            document.rootPlacement = .designSize(width: 120, height: 60)
            return document
        }
        func notMirrored(_ document: LayoutDocument) throws -> [String] {
            func layOut(_ direction: TextDirection) throws -> LayoutResult {
                try LayoutEngine.layout(document, environment: LayoutEnvironment(
                    device: Device.named("iphone-15")!, contentSize: "l", locale: "ar", direction: direction,
                    textEngine: layoutTextEngine, resolveText: { $0.text?.verbatim ?? "" }))
            }
            let rtl = try layOut(.rightToLeft), ltr = try layOut(.leftToRight)
            XCTAssertEqual([rtl.frame("cell").x, rtl.frame("cell").width], [ltr.frame("cell").x, 120], "the cell stays where its container puts it")
            XCTAssertEqual(Checker.notMirrored(ltr, mirror: ltr).compactMap(\.view), [])
            return Checker.notMirrored(rtl, mirror: ltr).compactMap(\.view)
        }
        let leading = constraint("badge.leading == superview.leading + 8", ("badge", .leading), .equal, ("superview", .leading), constant: 8)
        XCTAssertEqual(try notMirrored(cell(leading)), [])
        let left = constraint("badge.left == superview.left + 8", ("badge", .left), .equal, ("superview", .left), constant: 8)
        XCTAssertEqual(try notMirrored(cell(left)), ["badge"])
    }

    func testRightAlignmentOfALabelAsWideAsItsTextIsNotHardcoded() throws {
        for direction in bothDirections {
            let word = direction == .rightToLeft ? "أبدًا" : "Never"
            let screen = node(.vstack, "root", [
                node(.view, "row", [
                    text("hugging", word, lines: 1) { $0.text?.alignment = "right" },
                    text("wide", word, lines: 1) { $0.text?.alignment = "right"; $0.width = SizeSpec(exact: 284) },
                ]) {
                    $0.height = SizeSpec(exact: 80)
                    $0.constraints = [
                        constraint("hugging.trailing == superview.trailing - 16", ("hugging", .trailing), .equal, ("superview", .trailing), constant: -16),
                        constraint("hugging.top == superview.top", ("hugging", .top), .equal, ("superview", .top)),
                        constraint("wide.trailing == superview.trailing - 16", ("wide", .trailing), .equal, ("superview", .trailing), constant: -16),
                        constraint("wide.top == superview.top + 40", ("wide", .top), .equal, ("superview", .top), constant: 40),
                    ]
                },
            ]) { $0.alignment = "fill" }
            let found = Checker.findings(try layOut(screen, direction: direction))
            // Only a right-to-left screen shows a hardcoded direction (contract v4).
            XCTAssertEqual(kinds(found, .hardcodedDirection), direction == .rightToLeft ? ["wide"] : [], "\(direction)")
        }
    }

    func testALineAsWideAsItsFrameIsNotShrunk() throws {
        // A hugging label's frame is solved in floating point: a few millionths of a point narrower than its text is
        // its text's width, not a reason to shrink it (a shrunk label no longer reads as hugging its text).
        for (text, language) in [("Active Carbs", "en"), ("كارب النشط", "ar")] {
            var style = ParagraphStyle(language: language)
            style.maxLines = 1
            let width = try layoutTextEngine.layout(text, style: style, width: .unconstrained).width
            XCTAssertEqual(try TextPlacement.shrinkScale(text, style: style, width: width - 0.000_01, minimum: 0.5, engine: layoutTextEngine), 1)
            XCTAssertLessThan(try TextPlacement.shrinkScale(text, style: style, width: width - 2, minimum: 0.5, engine: layoutTextEngine), 1)
        }
    }

    func testTheMirrorCheckJudgesTheLinesOfTheTextsItIsTold() throws {
        // The caller (Glossa's screen) says whose lines are judged: an untranslated text in a right-to-left language is not.
        func notMirrored(judgesLines: Bool) throws -> [String] {
            let screen = node(.vstack, "root", [text("note", "Never", lines: 1) { $0.text?.alignment = "left"; $0.width = SizeSpec(exact: 300) }]) {
                $0.alignment = "fill"
            }
            let rtl = try layOut(screen, direction: .rightToLeft), ltr = try layOut(screen, direction: .leftToRight, locale: "ar")
            return Checker.notMirrored(rtl, mirror: ltr, judgesLines: { _ in judgesLines }).compactMap(\.view)
        }
        XCTAssertEqual(try notMirrored(judgesLines: true), ["note"])
        XCTAssertEqual(try notMirrored(judgesLines: false), [])
    }
}
