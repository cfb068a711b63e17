import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

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
        try files.moveItem(
            at: root.appendingPathComponent("Brand/Sources"), to: inside.appendingPathComponent("Sources"))
        let link = outside.appendingPathComponent("link")
        try files.createSymbolicLink(atPath: link.path, withDestinationPath: inside.path)
        try files.createSymbolicLink(
            atPath: root.appendingPathComponent("Brand/Sources").path,
            withDestinationPath: link.appendingPathComponent("Sources").path)
        let past = Date(timeIntervalSinceNow: -60)
        for folder in [
            root, root.appendingPathComponent("Brand"), root.appendingPathComponent("Pods"), inside, outside,
        ] {
            try files.setAttributes([.modificationDate: past], ofItemAtPath: folder.path)
        }

        let before = try await CachedCheckTests.audit(root.path, cache: nil)
        #expect(
            before.findings.contains { $0.fixable && $0.file?.hasPrefix("Brand/Sources/") == true },
            "a finding in the linked sources is fixable while they lie inside the audited folder")
        _ = try await CachedCheckTests.audit(root.path, cache: cache)
        var warm: AuditResult?
        #expect(
            try await TracedMemoTests.kept(under: root.path) {
                warm = try await CachedCheckTests.audit(root.path, cache: cache)
            } == 1)
        #expect(warm == before)

        // The linked folder moves out of the app; the outer link follows it.
        try files.moveItem(at: inside, to: outside.appendingPathComponent("Shared"))
        try files.removeItem(at: link)
        try files.createSymbolicLink(
            atPath: link.path, withDestinationPath: outside.appendingPathComponent("Shared").path)

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
        #expect(
            try await TracedMemoTests.kept(under: root.path) {
                warm = try await CachedCheckTests.audit(root.path, cache: cache)
            } == 1)
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

    /// A cold run whose reads fail for a passing reason (too few file descriptors: `EMFILE`) makes
    /// a wrong audit for that run; no `stat` shows the reason, so a memo written then would serve
    /// the wrong audit to every later run until a file changes. The `fontaudit` binary is run with
    /// a few small limits, each with a fresh cache; the run after it, with no limit, must print what
    /// a run without a cache prints.
    @Test func aReadThatFailedForAPassingReasonIsNotKept() throws {
        #if os(Linux)
            let scratch = try ScratchFolder()
            let root = try CachedCheckTests.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
            let binary = Self.binary.path
            let check = "'\(binary)' check '\(root.path)' --format json --fail-on never"
            let uncached = try Self.shell("\(check) --no-cache")
            var failedOnce = false
            for limit in 5...14 {
                let cache = scratch.url.appendingPathComponent("cache-\(limit)").path
                let limited = try Self.shell("ulimit -n \(limit); exec \(check) --cache-path '\(cache)'")
                if limited != uncached { failedOnce = true }
                let next = try Self.shell("\(check) --cache-path '\(cache)'")
                #expect(next == uncached, "the run after a cold run limited to \(limit) files")
            }
            #expect(failedOnce, "some limit makes a cold run fail to read a file")
        #endif
    }

    /// The `fontaudit` executable, beside the test bundle.
    static var binary: URL {
        var folder = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folder = bundle.bundleURL.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("fontaudit")
    }

    /// The standard output of `/bin/sh -c command`.
    static func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
