import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

extension ReporterTests {
    // MARK: SARIF

    @Test func sarifIsValidAgainstTheOfficialSchema() throws {
        #expect(
            FileManager.default.fileExists(atPath: Self.sarifSchema.path),
            "SARIF schema not found at \(Self.sarifSchema.path)")
        // The sample, an empty run, and the real output of `fontaudit check` on the planted app.
        let planted = try String(
            contentsOf: Self.repoRoot.appendingPathComponent("Fixtures/Goldens/Check/planted.sarif"), encoding: .utf8)
        let outputs = [
            SARIFReporter.report(Self.sample, context: Self.context),
            SARIFReporter.report(AuditResult(findings: [], files: 0, faces: 0), context: Self.context),
            planted,
        ]
        for output in outputs {
            let (status, text) = try Self.python(Self.validateSARIF, input: output, arguments: [Self.sarifSchema.path])
            #expect(status == 0, "SARIF schema validation failed (exit \(status)):\n\(text)")
        }
    }

    /// Exit 3 when jsonschema is missing, 4 when the schema rejects nothing (so a broken schema file
    /// cannot pass every log), 1 with the errors when the log is invalid.
    ///
    /// The shared copy of the schema keeps the log's own constraints under `definitions/Root`, with
    /// nothing at its top level; when it has that shape the log is checked against `Root`.
    static let validateSARIF = """
        import json, sys
        try:
            import jsonschema
        except ImportError as error:
            print("Python's jsonschema package is required for this test (pip install jsonschema): %s" % error)
            sys.exit(3)
        document = json.load(open(sys.argv[1], encoding="utf-8"))
        schema = json.load(open(sys.argv[2], encoding="utf-8"))
        if "properties" not in schema and "Root" in schema.get("definitions", {}):
            schema = dict(schema, **{"$ref": "#/definitions/Root"})
        validator = jsonschema.validators.validator_for(schema)(schema)
        invalid = {"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "bogus"}]}]}
        if not any(True for _ in validator.iter_errors(invalid)):
            print("the schema at %s accepts an invalid SARIF log, so it would accept anything" % sys.argv[2])
            sys.exit(4)
        errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
        for error in errors:
            print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    @Test func sarifPointsResultsAtRulesAndFiles() throws {
        let output = SARIFReporter.report(Self.sample, context: Self.context)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "fontaudit")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Self.rules.map(\.identifier))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.findings.count)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            #expect(result["ruleIndex"] as? Int == Self.rules.firstIndex { $0.identifier == id })
        }
        let withFile = try #require(
            results.first { ($0["ruleId"] as? String) == "unused-font" && $0["locations"] != nil })
        let location = try #require(
            (withFile["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "App/Fonts/Old%20Brand,%20v1.ttf")
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        #expect(!output.contains(Self.context.auditedPath), "output must not depend on the machine")
        #expect(driver["semanticVersion"] as? String == "1.2.3")
        #expect(driver["informationUri"] == nil && rules.allSatisfy { $0["helpUri"] == nil }, "no docs URL, no links")
        #expect(
            (run["automationDetails"] as? [String: Any])?["id"] as? String == "fontaudit/",
            "an absolute audited path names no category")
        #expect((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] != nil)
    }

    /// Code scanning matches alerts across runs by `partialFingerprints`: the same rule, file and
    /// name keep theirs when lines move; another name gets another.
    @Test func sarifFingerprintsSurviveMovedLinesAndLinkRulePages() throws {
        func fingerprint(_ finding: Finding) throws -> String {
            let output = SARIFReporter.report(
                AuditResult(findings: [finding], files: 0, faces: 0), context: Self.context)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            return try #require((result["partialFingerprints"] as? [String: String])?["fontaudit/v1"])
        }
        let here = Finding(
            rule: "font-name-unknown", severity: .error, message: "m", file: "App/Title.swift", line: 3, column: 9,
            name: "Brand-Blod")
        var moved = here
        moved.line = 40
        moved.message = "m, reworded"
        var other = here
        other.name = "Brand-Bolt"
        #expect(try fingerprint(here) == fingerprint(moved))
        #expect(try fingerprint(here) != fingerprint(other))
        #expect(try fingerprint(here).count == 16)

        var context = Self.context
        context.documentationURL = "https://example.org/fontaudit/blob/v1/docs/"
        context.auditedPath = "./Apps/Brand/"
        let output = SARIFReporter.report(Self.sample, context: context)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == "https://example.org/fontaudit/blob/v1/docs")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.first?["helpUri"] as? String
                == "https://example.org/fontaudit/blob/v1/docs/rules/\(Self.rules[0].identifier).md")
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "fontaudit/Apps/Brand/")
    }
}
