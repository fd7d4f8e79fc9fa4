import ArgumentParser
import Foundation
import Glossa
import GlossaCommandLine

/// `glossa text`: lays out one paragraph and prints it, as JSON or as a PNG.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Shape and lay out one paragraph: runs, lines, truncation, missing glyphs; optionally a PNG.")

    @Argument(help: "The text. Omit it and use --file to read UTF-8 text from a file.")
    var string: String?

    @Option(help: "Read the text from this UTF-8 file instead.")
    var file: String?

    @Option(help: "Locale of the text (BCP 47): fonts, shaping language, line breaking, layout direction.")
    var locale = "en"

    @Option(help: "Width of the paragraph box in points; lines wrap to it. Default: no wrapping.")
    var width: Double?

    @Option(help: "Font size in points.")
    var size = 17.0

    @Option(help: "Maximum number of lines (0 = unlimited); more text is truncated with an ellipsis.")
    var lines = 0

    @Option(help: "Where the ellipsis goes: tail, head or middle.")
    var truncation = "tail"

    @Option(help: "Line alignment: natural, leading, trailing, left, right or center.")
    var alignment = "natural"

    @Option(help: "Base writing direction: natural (first strong character), ltr or rtl.")
    var direction = "natural"

    @Flag(help: "Use the bold face where one is bundled.")
    var bold = false

    @Option(help: "Pixels per point in the PNG.")
    var scale = 2.0

    @Option(help: "Text colour (#RRGGBB or #RRGGBBAA).")
    var color = "#000000"

    @Option(help: "Background colour of the PNG.")
    var background = "#FFFFFF"

    @Flag(help: "Print the paragraph as JSON.")
    var json = false

    @Option(help: "Write a PNG of the paragraph here.")
    var out: String?

    @Option(help: "Add the fonts in this folder after the bundled ones.")
    var fontDir: String?

    func validate() throws {
        if string == nil && file == nil { throw ValidationError("give the text, or --file PATH") }
        if string != nil && file != nil { throw ValidationError("give the text or --file, not both") }
        if let width, !(width > 0 && width.isFinite) { throw ValidationError("--width must be a positive number of points, not \(width)") }
        if !(size > 0 && size <= 1000) { throw ValidationError("--size must be between 0 and 1000 points, not \(size)") }
        if lines < 0 { throw ValidationError("--lines must be 0 (unlimited) or more, not \(lines)") }
        if !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8, not \(scale)") }
        if Truncation(rawValue: truncation) == nil { throw ValidationError("--truncation must be tail, head or middle, not '\(truncation)'") }
        if TextAlignment(rawValue: alignment) == nil {
            throw ValidationError("--alignment must be one of \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")), not '\(alignment)'")
        }
        if !["natural", "ltr", "rtl"].contains(direction) { throw ValidationError("--direction must be natural, ltr or rtl, not '\(direction)'") }
        if Color(color) == nil { throw ValidationError("--color must be #RRGGBB, #RRGGBBAA or a colour name, not '\(color)'") }
        if Color(background) == nil { throw ValidationError("--background must be #RRGGBB, #RRGGBBAA or a colour name, not '\(background)'") }
        if Locales.canonical(locale) == nil && PseudoLanguage(localeIdentifier: locale) == nil {
            throw ValidationError("unknown locale '\(locale)'")
        }
    }

    func run() throws {
        var request = ParagraphRequest(text: try readText())
        request.locale = locale
        request.width = width
        request.size = size
        request.bold = bold
        request.lines = lines
        request.truncation = Truncation(rawValue: truncation)!
        request.alignment = TextAlignment(rawValue: alignment)!
        request.baseDirection = direction == "ltr" ? .leftToRight : direction == "rtl" ? .rightToLeft : .natural
        request.fontDirectories = fontDir.map { [$0] } ?? []
        do {
            let layout = try Paragraphs.layout(request)
            if let out {
                try Paragraphs.writePNG(layout, to: out, scale: scale, color: Color(color)!, background: Color(background)!)
            }
            if json {
                print(JSON(layout).serialized(indent: 2))
            } else if out == nil {
                printSummary(layout)
            }
        } catch {
            throw InputError("\(error)")
        }
    }

    private func readText() throws -> String {
        if let string { return string }
        let path = file!
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError("\(path): cannot read the file") }
        if let offset = firstInvalidUTF8Offset(Array(data)) {
            throw InputError("\(path): not valid UTF-8 (byte offset \(offset))")
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    private func printSummary(_ layout: ParagraphLayout) {
        print("\(JSON.format(layout.width)) x \(JSON.format(layout.height)) pt, \(layout.lines.count) line(s), "
              + "\(layout.direction == .rightToLeft ? "rtl" : "ltr")\(layout.truncated ? ", truncated" : "")")
        for (index, line) in layout.lines.enumerated() {
            let runs = line.runs.map { "[\($0.direction == .rightToLeft ? "rtl" : "ltr") \($0.script) \($0.font.id) \"\($0.text)\"]" }
            print("  line \(index + 1): y \(JSON.format(line.y)) h \(JSON.format(line.height)) w \(JSON.format(line.width)) "
                  + runs.joined(separator: " "))
        }
        if !layout.missingGlyphs.isEmpty {
            print("  missing glyphs: " + layout.missingGlyphs.map(\.description).joined(separator: " "))
        }
    }
}

/// The byte offset of the first invalid UTF-8 sequence, nil when the bytes are valid UTF-8.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case let .scalarValue(scalar): offset += UTF8.width(scalar)
        case .emptyInput: return nil
        case .error: return offset
        }
    }
}
