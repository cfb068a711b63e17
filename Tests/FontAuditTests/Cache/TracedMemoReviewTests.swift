@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
import Foundation
import Testing

/// Changes found in review that a run taking the memo missed: each cached run must equal a run
/// without a cache.
@Suite(.serialized) struct TracedMemoReviewTests {
    /// A source folder that is a link into a folder of the app by way of a link outside it: the fix
    /// planner resolves links to tell whether a file lies inside the audited folder. Moving the
    /// folder the links lead to out of the app (and retargeting the outer link to it) changes no
    /// `stat` of any path the audit named (the same folders and files, by inode), only where the
    /// links lead: the findings in it are no longer fixable.
    @Test func aLinkThatNowLeadsOutsideTheAuditedFolderIsSeen() async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        let files = FileManager.default
        let outside = scratch.url.appendingPathComponent("outside")
        let inside = root.appendingPathComponent("Pods/Shared")
        try files.createDirectory(at: inside, withIntermediateDirectories: true)
        try files.createDirectory(at: outside, withIntermediateDirectories: true)
        try files.moveItem(at: root.appendingPathComponent("Brand/Sources"), to: inside.appendingPathComponent("Sources"))
        let link = outside.appendingPathComponent("link")
        try files.createSymbolicLink(atPath: link.path, withDestinationPath: inside.path)
        try files.createSymbolicLink(atPath: root.appendingPathComponent("Brand/Sources").path,
                                     withDestinationPath: link.appendingPathComponent("Sources").path)
        let past = Date(timeIntervalSinceNow: -60)
        for folder in [root, root.appendingPathComponent("Brand"), root.appendingPathComponent("Pods"), inside, outside] {
            try files.setAttributes([.modificationDate: past], ofItemAtPath: folder.path)
        }

        let before = try await CachedCheckTests.audit(root.path, cache: nil)
        #expect(before.findings.contains { $0.fixable && $0.file?.hasPrefix("Brand/Sources/") == true },
                "a finding in the linked sources is fixable while they lie inside the audited folder")
        _ = try await CachedCheckTests.audit(root.path, cache: cache)
        var warm: AuditResult?
        #expect(try await TracedMemoTests.kept(under: root.path) { warm = try await CachedCheckTests.audit(root.path, cache: cache) } == 1)
        #expect(warm == before)

        // The linked folder moves out of the app; the outer link follows it.
        try files.moveItem(at: inside, to: outside.appendingPathComponent("Shared"))
        try files.removeItem(at: link)
        try files.createSymbolicLink(atPath: link.path, withDestinationPath: outside.appendingPathComponent("Shared").path)

        let uncached = try await CachedCheckTests.audit(root.path, cache: nil)
        #expect(uncached != before, "the findings in the linked sources are no longer fixable")
        let cached = try await CachedCheckTests.audit(root.path, cache: cache)
        #expect(cached == uncached)
        let again = try await CachedCheckTests.audit(root.path, cache: cache)
        #expect(again == uncached)
    }

    /// A source the project lists that is a link to nothing outside the app is missing; once the
    /// link's target is a loop of links, it is unreadable (`ELOOP`, not `ENOENT`). Neither the
    /// link nor its folder changes, and `stat` of the source fails both times: the memo must tell
    /// the two failures apart, as the source scanner does.
    @Test func aSourceThatCannotBeLookedAtForAnotherReasonIsSeen() async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Projects/Groups", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        let files = FileManager.default
        let outside = scratch.url.appendingPathComponent("outside")
        try files.createDirectory(at: outside, withIntermediateDirectories: true)
        let source = root.appendingPathComponent("App/AppMain.swift")
        let target = outside.appendingPathComponent("AppMain.swift")
        try files.removeItem(at: source)
        try files.createSymbolicLink(atPath: source.path, withDestinationPath: target.path)
        let past = Date(timeIntervalSinceNow: -60)
        for folder in [root, root.appendingPathComponent("App")] {
            try files.setAttributes([.modificationDate: past], ofItemAtPath: folder.path)
        }

        let before = try await CachedCheckTests.audit(root.path, cache: nil)
        #expect(before.summary.sourcesMissing == 1)
        _ = try await CachedCheckTests.audit(root.path, cache: cache)
        var warm: AuditResult?
        #expect(try await TracedMemoTests.kept(under: root.path) { warm = try await CachedCheckTests.audit(root.path, cache: cache) } == 1)
        #expect(warm == before)

        // The link's target becomes a link to itself.
        try files.createSymbolicLink(atPath: target.path, withDestinationPath: target.path)

        let uncached = try await CachedCheckTests.audit(root.path, cache: nil)
        #expect(uncached.findings.contains { $0.rule == "source-unreadable" && $0.file == "App/AppMain.swift" })
        let cached = try await CachedCheckTests.audit(root.path, cache: cache)
        #expect(cached == uncached)
        let again = try await CachedCheckTests.audit(root.path, cache: cache)
        #expect(again == uncached)
    }
}
