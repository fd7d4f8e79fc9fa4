import Foundation
import XCTest
@testable import GlossaLayout

/// docs/layout.schema.json: it must accept every valid fixture, refuse the invalid ones, and list the
/// same kinds, properties and words as the parser, so editors and `glossa` never disagree.
final class ParserSchemaTests: XCTestCase {
    static let schemaPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/layout.schema.json").path

    private func loadSchema() throws -> [String: Any] {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: Self.schemaPath), "missing \(Self.schemaPath)")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func definition(_ schema: [String: Any], _ name: String) throws -> [String: Any] {
        let definitions = try XCTUnwrap(schema["definitions"] as? [String: Any])
        return try XCTUnwrap(definitions[name] as? [String: Any], name)
    }

    private func enumeration(_ object: [String: Any]?) -> [String]? { object?["enum"] as? [String] }

    func testSchemaListsWhatTheParserAccepts() throws {
        let schema = try loadSchema()
        let node = try definition(schema, "node")
        let kinds = try XCTUnwrap(node["properties"] as? [String: Any]).keys.sorted()
        XCTAssertEqual(kinds, ViewKind.allCases.map(\.rawValue).sorted())
        for kind in ViewKind.allCases {
            let properties = try XCTUnwrap(try definition(schema, kind.rawValue)["properties"] as? [String: Any])
            XCTAssertEqual(properties.keys.sorted(), ParserKeys.keys(for: kind).sorted(), kind.rawValue)
            if properties["alignment"] != nil {
                XCTAssertEqual(enumeration(properties["alignment"] as? [String: Any]), ParserKeys.alignments(for: kind), kind.rawValue)
            }
        }
        let text = try XCTUnwrap(try definition(schema, "text")["properties"] as? [String: Any])
        XCTAssertEqual(enumeration(text["style"] as? [String: Any]), ParserKeys.textStyles)
        XCTAssertEqual(Set(ParserKeys.textStyles), Set(DynamicType.pointSizes.keys))
        XCTAssertEqual(enumeration(text["weight"] as? [String: Any]), ParserKeys.weights)
        XCTAssertEqual(enumeration(text["truncation"] as? [String: Any]), ParserKeys.truncations)
        XCTAssertEqual(enumeration(text["semantic"] as? [String: Any]), SemanticAttribute.allCases.map(\.rawValue))
        let stack = try XCTUnwrap(try definition(schema, "hstack")["properties"] as? [String: Any])
        XCTAssertEqual(enumeration(stack["distribution"] as? [String: Any]), ParserKeys.distributions)
        let top = try XCTUnwrap(schema["properties"] as? [String: Any])
        XCTAssertEqual(top.keys.sorted(), ParserKeys.document.sorted())
        XCTAssertEqual(enumeration(top["device"] as? [String: Any]), Device.all.map(\.name))
        let typed = try XCTUnwrap(try definition(schema, "typedArgument")["oneOf"] as? [[String: Any]])
        XCTAssertEqual(typed.compactMap { ($0["properties"] as? [String: Any])?.keys.sorted() },
                       ParserContext.typedArgumentKeys.map { $0.keys.sorted() })
        let colorChoices = try XCTUnwrap(try definition(schema, "color")["anyOf"] as? [[String: Any]])
        XCTAssertEqual(colorChoices.compactMap { enumeration($0) }.first, ColorValue.names)
        let constraintPattern = try XCTUnwrap(try definition(schema, "constraint")["pattern"] as? String)
        for attribute in ConstraintSpec.Attribute.allCases {
            XCTAssertTrue(constraintPattern.contains(attribute.rawValue), attribute.rawValue)
        }
    }

    func testFixturesAgainstTheSchema() throws {
        let valid = try fixtures("valid")
        let invalid = try fixtures("invalid")
        XCTAssertGreaterThanOrEqual(valid.count, 3)
        XCTAssertGreaterThanOrEqual(invalid.count, 4)
        let verdicts = try validate(valid + invalid)
        var skipped: [String] = []
        for path in valid {
            XCTAssertNoThrow(try DocumentParser.parse(file: path), path)
            if verdicts[path]?.hasPrefix("SKIP") == true { skipped.append(path); continue }
            XCTAssertEqual(verdicts[path], "VALID", path)
        }
        for path in invalid {
            let name = String(path.split(separator: "/").last!)
            let expected = try XCTUnwrap(Self.refusals[name], "add \(name) to ParserSchemaTests.refusals")
            XCTAssertThrowsError(try DocumentParser.parse(file: path), path) { error in
                XCTAssertEqual((error as? LayoutDiagnostic)?.description, path + ":" + expected.parser)
            }
            if verdicts[path]?.hasPrefix("SKIP") == true { skipped.append(path); continue }
            let verdict = verdicts[path] ?? "no verdict"
            XCTAssertTrue(verdict.hasPrefix("INVALID") && verdict.contains(expected.schema), "\(path): \(verdict)")
        }
        if !skipped.isEmpty {
            throw XCTSkip("PyYAML (Debian python3-yaml) is missing: YAML fixtures not checked against the schema: \(skipped)")
        }
    }

    /// Why each invalid fixture is refused: the parser's diagnostic (after the path) and a fragment
    /// of the schema validator's first message.
    static let refusals: [String: (parser: String, schema: String)] = [
        "bad-alignment.yaml": ("3:16: unknown hstack alignment 'leading' (expected top, center, bottom, firstBaseline or fill)",
                               "'leading' is not one of"),
        "bad-typed-argument.yaml": ("4:28: unknown key 'digits' in a percent argument", "is not valid under any of the given schemas"),
        "bad-constraint.yaml": ("6:19: expected '==', '<=' or '>=' (write '==', not '=') in constraint 'a.leading = superview.leading'",
                                "does not match"),
        "text-without-key.json": ("1:11: text needs 'key' (localized) or 'verbatim' (literal text)", "is not valid under any of the given schemas"),
        "two-kinds.json": ("4:5: a view has one kind, but this one has 'text' and 'image'; write each view as its own list item",
                           "has too many properties"),
        "unknown-key.yaml": ("3:5: unknown key 'spaceing' in vstack; did you mean 'spacing'?", "'spaceing' was unexpected"),
    ]

    private func fixtures(_ folder: String) throws -> [String] {
        let directory = ParserFixtures.path(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted()
            .map { directory + "/" + $0 }
    }

    /// "VALID", "INVALID <first message>" or "SKIP" for each file, from python3-jsonschema.
    private func validate(_ paths: [String]) throws -> [String: String] {
        let script = """
        import json, sys
        import jsonschema
        try:
            import yaml
        except ImportError:
            yaml = None
        validator = jsonschema.Draft7Validator(json.load(open(sys.argv[1], encoding="utf-8")))
        for path in sys.argv[2:]:
            if path.endswith(".json"):
                document = json.load(open(path, encoding="utf-8"))
            elif yaml is None:
                print(path + "\\tSKIP")
                continue
            else:
                document = yaml.safe_load(open(path, encoding="utf-8"))
            errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
            print(path + "\\t" + ("INVALID " + errors[0].message.replace("\\n", " ") if errors else "VALID"))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.schemaPath] + paths
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 with jsonschema (Debian python3-jsonschema, scripts/setup.sh): \(errorText)")
        var verdicts: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 { verdicts[parts[0]] = parts[1] }
        }
        return verdicts
    }
}
