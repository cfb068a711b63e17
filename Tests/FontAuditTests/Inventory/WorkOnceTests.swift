import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Each fact is computed once per run (docs/ARCHITECTURE.md): on projects of two to four targets
/// that share fonts, code, folders and packages, every folder is listed from disk, every source
/// file read, every Swift file parsed, the project read, every font read and the fixes planned once. Before the run-wide
/// walk cache and kept syntax trees, the same fixtures listed one folder up to 8 times (56 folder
/// reads for Modular's 13 folders) and parsed a package's generated Fonts.swift twice.
@Suite struct WorkOnceTests {
    static func audit(_ fixture: String) async throws -> (root: String, counts: [WorkCounters.Kind: [String: Int]]) {
        let scratch = try ScratchFolder()
        let root = scratch.url.appendingPathComponent(fixture)
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Fixtures/Projects/\(fixture)"), to: root)
        WorkCounters.shared.start()
        _ = try await Auditor().audit(path: root.path)
        var counts: [WorkCounters.Kind: [String: Int]] = [:]
        for kind in WorkCounters.Kind.allCases {
            counts[kind] = WorkCounters.shared.counts(kind, under: scratch.url.path)
                .reduce(into: [:]) { $0[String($1.key.dropFirst(root.path.count))] = $1.value }
        }
        return (root.path, counts)
    }

    @Test(arguments: ["Groups", "NoPlist", "SharedCode", "Modular", "CopyFiles", "SyncedShared"])
    func eachFactOnce(_ fixture: String) async throws {
        let (_, counts) = try await Self.audit(fixture)
        #expect(counts[.projectRead]!.values.allSatisfy { $0 == 1 }, "\(counts[.projectRead]!)")
        #expect(counts[.swiftParse]!.values.allSatisfy { $0 == 1 }, "\(counts[.swiftParse]!)")
        #expect(counts[.fontRead]!.values.allSatisfy { $0 == 1 }, "\(counts[.fontRead]!)")
        #expect(counts[.folderRead]!.values.allSatisfy { $0 == 1 }, "\(counts[.folderRead]!)")
        #expect(
            counts[.fixPlan]!.values.allSatisfy { $0 == 1 },
            "fixes are planned once, for every report's `fixable`: \(counts[.fixPlan]!)")
        // A source file several targets build (a framework's, a shared folder's) is read once:
        // the other targets take what the first scan found, Swift files' bytes included.
        #expect(!counts[.sourceRead]!.isEmpty)
        #expect(counts[.sourceRead]!.values.allSatisfy { $0 == 1 }, "\(counts[.sourceRead]!)")
    }
}
