// The code docs/LIBRARY.md shows, run against the fixtures: FONTS and APP are folders.
import FontAudit
import FontInspector
import Foundation

let arguments = CommandLine.arguments
let fonts = arguments.count > 1 ? arguments[1] : "Fixtures/Fonts/Roboto"
let app = arguments.count > 2 ? arguments[2] : "Fixtures/Apps/PlantedMistakes"

// FontInspector: one file, many files on every core, the whole command as a call.
let inspector = try FontFileInspector()
let entries = FontFileFinder().find([fonts])
let files = entries.compactMap { entry -> (url: URL, displayPath: String)? in
    guard case .file(let url) = entry else { return nil }
    return (url, DisplayPath.make(for: url))
}
if let first = files.first {
    let report = inspector.inspectFile(at: first.url)
    for face in report.faces {
        print(face.postscriptName ?? "-", face.weightClass ?? 0, face.italic, face.instances.count)
    }
}
let reports = await FontFileInspector.inspectFiles(files)
print(InspectTextReporter(style: ANSIStyle(colors: false)).render(reports).count > 0)
let counts = await InspectRun(format: .json).run(paths: [fonts]) { (text: String) in _ = text }
print("inspected", counts.failed)

// FontAudit: the check as a call, then the audit alone.
var configuration = Configuration()
configuration.disabledRules = ["font-not-listed"]
let auditor = Auditor(configuration: configuration)
let outcome = try await auditor.check(CheckRequest(path: app, baseline: nil, fix: .dryRun, failOn: .warning))
for finding in outcome.result.findings.prefix(3) {
    print(finding.file ?? "-", finding.line ?? 0, finding.rule, finding.severity, finding.message.count)
}
print(outcome.fixDiff?.isEmpty == false, outcome.failed, outcome.threshold)
OutputFormat.sarif.write(outcome.result, context: ReportContext(auditedPath: app)) { print($0.count) }
let (inventories, result) = try await auditor.audit(path: app, options: AuditOptions(exclude: ["Vendor/**"]))
print(OutputFormat.html.render(result, context: ReportContext(auditedPath: app, inventories: inventories)).count)
print(allRuleDescriptions.map(\.identifier).count, FontAuditVersion.current)
print(Baseline(findings: result.findings).findings.count, FailureThreshold.error.fails(result))
