/// Renders a SARIF 2.1.0 log, the format code-scanning services (such as GitHub code scanning) read.
///
/// The log has one run. Its `tool.driver` is `fontaudit` at ``ReportContext/toolVersion`` and lists
/// every rule of ``ReportContext/rules`` with its summary, rationale and default level. Each finding
/// is a result that points at its rule by `ruleId` and `ruleIndex`; a finding with a file has one
/// location, whose URI is the file's relative path against the base `SRCROOT` (the audited path,
/// deliberately left undefined so that the output does not depend on the machine), with a region
/// when the line is known. A finding about the whole app has no location. The finding's name, notes
/// and fix go in the result's `properties`.
public enum SARIFReporter: Reporter {
    /// The SARIF log for `result`, ending with a newline.
    public static func report(_ result: AuditResult, context: ReportContext) -> String {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in context.rules.enumerated() where ruleIndex[rule.identifier] == nil {
            ruleIndex[rule.identifier] = index
        }
        let driver = Driver(
            name: "fontaudit", version: context.toolVersion,
            rules: context.rules.map { rule in
                ReportingDescriptor(
                    id: rule.identifier, name: rule.name,
                    shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.rationale),
                    defaultConfiguration: Configuration(level: rule.severity.rawValue)
                )
            }
        )
        let results = result.findings.sorted().map { finding in
            ResultObject(
                ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: finding.severity.rawValue,
                message: Text(text: finding.message),
                locations: finding.file.map { [location($0, line: finding.line, column: finding.column)] },
                properties: properties(finding)
            )
        }
        return JSONReporter.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }

    static func location(_ file: String, line: Int?, column: Int?) -> Location {
        Location(physicalLocation: PhysicalLocation(
            artifactLocation: ArtifactLocation(uri: uriReference(file), uriBaseId: "SRCROOT"),
            region: line.map { Region(startLine: $0, startColumn: column) }
        ))
    }

    static func properties(_ finding: Finding) -> Properties? {
        if finding.name == nil, finding.fix == nil, finding.notes.isEmpty, finding.target == nil { return nil }
        return Properties(name: finding.name, fix: finding.fix, notes: finding.notes.isEmpty ? nil : finding.notes,
                          target: finding.target)
    }

    /// A relative path as a URI reference: path separators kept, everything but unreserved ASCII and
    /// a few safe delimiters percent-encoded (`:` too, so the first segment never reads as a scheme).
    static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~/!$&'()*+,;=@".utf8.contains(byte):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    // The subset of the SARIF 2.1.0 object model that fontaudit writes. Optional members that are
    // nil are left out of the output.

    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let results: [ResultObject]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct Text: Encodable {
        let text: String
    }

    struct ResultObject: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Text
        let locations: [Location]?
        let properties: Properties?
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }

    struct Properties: Encodable {
        let name: String?
        let fix: String?
        let notes: [String]?
        let target: String?
    }
}
