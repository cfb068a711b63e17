import FontAuditModel
import FontAuditRules

/// Renders a SARIF 2.1.0 log, the format code-scanning services (such as GitHub code scanning) read.
///
/// The log has one run. Its `tool.driver` is `fontaudit` at ``ReportContext/toolVersion`` and lists
/// every rule of ``ReportContext/rules`` with its summary, rationale and default level. Each finding
/// is a result that points at its rule by `ruleId` and `ruleIndex`; a finding with a file has one
/// location, whose URI is the file's relative path against the base `SRCROOT` (the audited path,
/// described in `originalUriBaseIds` but given no URI, so that the output does not depend on the
/// machine), with a region when the line is known. A finding about the whole app has no location.
/// The finding's name, notes and fix go in the result's `properties`; its `partialFingerprints`
/// (rule, file and name) stay the same when lines move. A finding whose fix replaces its name in
/// place carries it as a SARIF `fix` (an `artifactChanges` replacement) when
/// ``ReportContext/sourceText`` lets the reporter place it exactly. With ``ReportContext/documentationURL``
/// each rule links to its page (`helpUri`). `automationDetails` names the run's category.
package enum SARIFReporter: Reporter {
    /// The SARIF log for `result`, ending with a newline.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in context.rules.enumerated() where ruleIndex[rule.identifier] == nil {
            ruleIndex[rule.identifier] = index
        }
        let docs = context.documentationURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let driver = Driver(
            name: "fontaudit", version: context.toolVersion, semanticVersion: context.toolVersion, informationUri: docs,
            rules: context.rules.map { rule in
                ReportingDescriptor(
                    id: rule.identifier, name: rule.name,
                    shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.rationale),
                    helpUri: docs.map { $0 + "/rules/" + RuleDocumentation.fileName(of: rule.identifier) },
                    defaultConfiguration: Configuration(level: rule.severity.rawValue)
                )
            }
        )
        let descriptions = Dictionary(
            context.rules.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let results = result.findings.sorted().map { finding in
            ResultObject(
                ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: finding.severity.rawValue,
                message: Text(text: finding.message),
                locations: finding.file.map { [location($0, line: finding.line, column: finding.column)] },
                relatedLocations: finding.related.isEmpty
                    ? nil
                    : finding.related.enumerated().map { index, place in
                        RelatedLocation(
                            id: index + 1,
                            physicalLocation: location(place.file, line: place.line, column: place.column)
                                .physicalLocation)
                    },
                partialFingerprints: ["fontaudit/v1": fingerprint(finding)],
                fixes: fix(for: finding, rule: descriptions[finding.rule], sourceText: context.sourceText).map { [$0] },
                properties: properties(finding)
            )
        }
        let run = Run(
            tool: Tool(driver: driver),
            automationDetails: AutomationDetails(id: category(context.auditedPath)),
            originalUriBaseIds: [
                "SRCROOT": BaseLocation(description: Text(text: "The audited path: every location is relative to it."))
            ],
            results: results)
        return JSONReporter.encode(Log(runs: [run]))
    }

    /// What identifies a finding across runs when lines move: its rule, file and name, hashed
    /// (FNV-1a, 64 bits, in hex). Code scanning matches alerts from run to run by it.
    static func fingerprint(_ finding: Finding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [finding.rule, finding.file ?? "", finding.name ?? ""].joined(separator: "\u{0}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `automationDetails.id`: the category `fontaudit/`, followed by the audited path when it is
    /// relative (`fontaudit/App/`), so the analyses of two folders of one repository stay apart.
    static func category(_ auditedPath: String) -> String {
        var path = auditedPath
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        guard !path.isEmpty, path != ".", !path.hasPrefix("/"), !path.hasPrefix("..") else { return "fontaudit/" }
        return "fontaudit/" + path + "/"
    }

    static func location(_ file: String, line: Int?, column: Int?) -> Location {
        Location(
            physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: uriReference(file), uriBaseId: "SRCROOT"),
                region: line.map { Region(startLine: $0, startColumn: column) }
            ))
    }

    static func properties(_ finding: Finding) -> Properties? {
        Properties(
            name: finding.name, fix: finding.fix, fixable: finding.fixable,
            notes: finding.notes.isEmpty ? nil : finding.notes,
            target: finding.target, configuration: finding.configuration, platform: finding.platform)
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
            case schema = "$schema"
            case version
            case runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let automationDetails: AutomationDetails
        let originalUriBaseIds: [String: BaseLocation]
        let results: [ResultObject]
    }

    struct AutomationDetails: Encodable {
        let id: String
    }

    struct BaseLocation: Encodable {
        let description: Text
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        let informationUri: String?
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let helpUri: String?
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
        /// The other places of the same cause (``Finding/related``).
        let relatedLocations: [RelatedLocation]?
        let partialFingerprints: [String: String]
        let fixes: [Fix]?
        let properties: Properties?
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    /// A `relatedLocations` entry: SARIF gives each an `id`, unique within the result.
    struct RelatedLocation: Encodable {
        let id: Int
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
        var endColumn: Int? = nil
    }

    struct Properties: Encodable {
        let name: String?
        let fix: String?
        /// Whether `fontaudit check --fix` makes the edit.
        let fixable: Bool
        let notes: [String]?
        let target: String?
        let configuration: String?
        /// The platform of a React Native or Expo app the finding is about (`ios`, `android`);
        /// absent in a native app's.
        let platform: String?
    }
}
