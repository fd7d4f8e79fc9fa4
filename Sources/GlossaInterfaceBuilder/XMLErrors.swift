/// libxml2's parser errors (the codes `XMLParser` reports, which Foundation on Linux only shows as
/// "NSXMLParserErrorDomain error 89") in plain words, so a broken storyboard says what is wrong.
enum XMLErrors {
    static func describe(_ code: Int) -> String {
        if let words = words[code] { return words }
        switch code {
        case 10...21: return "an entity or character reference where XML allows none"
        case 43...61: return "a document type declaration (<!DOCTYPE …>) that is not well formed"
        case 500...599: return "the document type declaration's rules are broken (error \(code))"
        default: return "libxml2 parser error \(code)"
        }
    }

    private static let words: [Int: String] = [
        1: "an internal error of the XML parser",
        2: "the XML parser ran out of memory",
        3: "the file does not start with XML",
        4: "no XML element where the document should start (the file is empty, or not XML)",
        5: "the file ends before its XML is complete (an element is not closed)",
        6: "a character reference (&#x…;) that is not a valid character",
        7: "a character reference (&#…;) that is not a valid character",
        8: "a character reference that is not a valid character",
        9: "a character XML does not allow (a control character, or bytes that are not valid UTF-8)",
        22: "'&' not followed by a name (write &amp; for an ampersand)",
        23: "an entity reference without its closing ';' (write &amp; for an ampersand)",
        24: "'%' not followed by a name",
        25: "a parameter entity reference without its closing ';'",
        26: "an entity (&name;) that is not declared",
        27: "an entity (&name;) that is not declared",
        28: "an unparsed entity, which Glossa does not read",
        29: "an external entity, which Glossa does not read",
        30: "a parameter entity used in the document's content",
        31: "an encoding the XML parser does not know (save the file as UTF-8)",
        32: "an encoding the XML parser does not support (save the file as UTF-8)",
        33: "a quoted string that does not start with a quote",
        34: "a quoted string that is not closed",
        38: "'<' inside an attribute value (write &lt;)",
        39: "an attribute value that is not in quotes",
        40: "an attribute value whose closing quote is missing",
        41: "an attribute without a value",
        42: "an attribute written twice on one element",
        62: "']]>' outside a CDATA section",
        63: "a CDATA section that is not closed",
        64: "a name reserved by XML (one starting with 'xml')",
        65: "a space is needed here",
        68: "a name is needed here (an element or attribute name)",
        72: "'<' expected",
        73: "'>' expected: a tag that is not closed",
        74: "'</' expected",
        75: "'=' expected after an attribute name",
        76: "a closing tag that does not match the element it closes",
        77: "an element that is not closed before the end of the file",
        80: "'--' inside a comment",
        81: "bytes that are not valid in the document's encoding (save the file as UTF-8)",
        85: "elements that are not properly nested",
        86: "text after the document's root element",
        89: "entities that refer to each other in a loop, or expand beyond what the XML parser allows",
        96: "the XML declaration has no version",
        110: "a name longer than the XML parser allows",
        201: "a namespace prefix that is not declared",
        202: "a qualified name that is not well formed",
        203: "an attribute written twice on one element (through its namespace)",
    ]
}
