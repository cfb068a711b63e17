import Foundation
import Testing
import ZIPFoundation

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules
@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

// MARK: - Helpers

/// Audits `path`. A run must end in findings, or in an ``AuditError`` whose message names the path;
/// returns nil after an error. No finding may name a file outside the audited path.
func auditMustAnswer(
    _ path: String, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> ([Inventory], [Finding])? {
    do {
        let outcome = try await Auditor().audit(path: path)
        #expect(!outcome.result.findings.isEmpty, "\(label): no findings", sourceLocation: sourceLocation)
        for finding in outcome.result.findings {
            if let file = finding.file {
                #expect(
                    !file.hasPrefix("/") && !file.split(separator: "/").contains(".."),
                    "\(label): \(finding.rule) names \(file)", sourceLocation: sourceLocation)
            }
        }
        return (outcome.inventories, outcome.result.findings)
    } catch let error as AuditError {
        #expect(
            error.message.contains((path as NSString).lastPathComponent), "\(label): \(error.message)",
            sourceLocation: sourceLocation)
        return nil
    } catch {
        Issue.record("\(label): \(error) is no AuditError", sourceLocation: sourceLocation)
        return nil
    }
}

/// Writes each file (path relative to `folder` → bytes), creating folders as needed.
func write(_ files: [String: Data], in folder: URL) throws {
    for (path, bytes) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }
}

/// A fixture font's bytes, by its path under Fixtures/Fonts.
func font(_ relative: String) throws -> Data {
    try Data(contentsOf: Repo.fonts.appendingPathComponent(relative))
}

/// `text` in ISO Latin-1, as an editor without UTF-8 would save it.
func latin1(_ text: String) -> Data {
    Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
}

func randomBytes(_ count: Int, seed: UInt64) -> Data {
    var generator = SeededGenerator(seed: seed)
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
}
