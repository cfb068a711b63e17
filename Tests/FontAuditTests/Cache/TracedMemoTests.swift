import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditCache
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// `check`'s memo of a whole audit (``TracedMemo``): a run with nothing changed takes the
/// inventories from it and reads nothing; any change to a path the audit looked at (a file read, a
/// folder listed, a path probed) sends the run back to the per-file cache, with the findings of a
/// run without a cache; and every way the audit looks at the file system is traced.
@Suite(.serialized) struct TracedMemoTests {
    /// Audits whose memo was taken, below `root`, during `body`.
    static func kept(under root: String, _ body: () async throws -> Void) async rethrows -> Int {
        WorkCounters.shared.start()
        let before = WorkCounters.shared.counts(.auditKept, under: root).values.reduce(0, +)
        try await body()
        return WorkCounters.shared.counts(.auditKept, under: root).values.reduce(0, +) - before
    }

    /// Changes to paths the memo holds that no change of `CachedCheckTests` makes: each must send
    /// the run back to building, and the result must be an uncached run's.
    enum Change: String, CaseIterable, Sendable {
        /// A font added beside the others: a folder listed has a new entry.
        case fontAdded
        /// A file that an existence check found absent appears (a project spec beside the app).
        case probedPathAppears
        /// A plist rewritten with the same size and its modification time put back: only its
        /// status-change time and its bytes tell.
        case sameSizeEditWithTimeRestored
        /// A folder replaced by a link to a copy of it.
        case folderBecomesALink

        func apply(to root: URL) throws {
            let brand = root.appendingPathComponent("Brand")
            switch self {
            case .fontAdded:
                try FileManager.default.copyItem(
                    at: brand.appendingPathComponent("Fonts/Brand-Bold.ttf"),
                    to: brand.appendingPathComponent("Fonts/Brand-Extra.ttf"))
            case .probedPathAppears:
                try Data("name: Brand\n".utf8).write(to: root.appendingPathComponent("project.yml"))
            case .sameSizeEditWithTimeRestored:
                let plist = brand.appendingPathComponent("Info.plist")
                let modified = try FileManager.default.attributesOfItem(atPath: plist.path)[.modificationDate]
                let text = try String(contentsOf: plist, encoding: .utf8)
                #expect(text.contains("Brand-Blod.ttf"))
                try text.replacingOccurrences(of: "Brand-Blod.ttf", with: "Brand-Bold.ttf").write(
                    to: plist, atomically: false, encoding: .utf8)
                try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: plist.path)
            case .folderBecomesALink:
                let sources = brand.appendingPathComponent("Sources")
                let moved = root.appendingPathComponent("SourcesElsewhere")
                try FileManager.default.moveItem(at: sources, to: moved)
                try FileManager.default.removeItem(at: moved.appendingPathComponent("Typography.swift"))
                try FileManager.default.createSymbolicLink(at: sources, withDestinationURL: moved)
            }
        }
    }

    @Test func aRunWithNothingChangedTakesTheMemoAndReadsNothing() async throws {
        for fixture in ["Fixtures/Apps/PlantedMistakes", "Fixtures/Apps/TuistApp", "Fixtures/Apps/Localized"] {
            let scratch = try ScratchFolder()
            let root = try CachedCheckTests.copy(fixture, in: scratch)
            let cache = scratch.url.appendingPathComponent("cache").path
            let uncached = try await CachedCheckTests.audit(root.path, cache: nil)
            var first: AuditResult?
            let cold = try await Self.kept(under: root.path) {
                first = try await CachedCheckTests.audit(root.path, cache: cache)
            }
            #expect(first == uncached, "\(fixture)")
            #expect(cold == 0, "\(fixture): no memo yet")
            var warm: AuditResult?
            var kept = 0
            let work = try await CachedCheckTests.work(under: root.path) {
                kept = try await Self.kept(under: root.path) {
                    warm = try await CachedCheckTests.audit(root.path, cache: cache)
                }
            }
            #expect(warm == uncached, "\(fixture)")
            #expect(kept == 1, "\(fixture): the memo is taken")
            #expect(work == .none, "\(fixture): nothing read")
        }
    }

    @Test(arguments: Change.allCases)
    func aChangeToAPathTheAuditLookedAtIsSeen(_ change: Change) async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        _ = try await CachedCheckTests.audit(root.path, cache: cache)
        #expect(
            try await Self.kept(under: root.path) { _ = try await CachedCheckTests.audit(root.path, cache: cache) } == 1
        )
        try change.apply(to: root)
        let uncached = try await CachedCheckTests.audit(root.path, cache: nil)
        var cached: AuditResult?
        let kept = try await Self.kept(under: root.path) {
            cached = try await CachedCheckTests.audit(root.path, cache: cache)
        }
        #expect(kept == 0, "the memo is not taken after \(change)")
        #expect(cached == uncached)
        // And the next run takes the memo the last one wrote.
        var again: AuditResult?
        #expect(
            try await Self.kept(under: root.path) { again = try await CachedCheckTests.audit(root.path, cache: cache) }
                == 1)
        #expect(again == uncached)
    }

    /// When a path changed, the memo hands the build the state its check found for every path the
    /// memo holds, as a `stat` would give it now (the changed file's new state included), so the
    /// build makes no `stat` of its own for them; and the run's result is an uncached run's.
    @Test func aChangedPathHandsTheBuildTheStatesTheCheckFound() async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        _ = try await CachedCheckTests.audit(root.path, cache: cache)
        let changed = root.appendingPathComponent("Brand/Sources/Typography.swift")
        try (String(contentsOf: changed, encoding: .utf8) + "\n// changed\n").write(
            to: changed, atomically: false, encoding: .utf8)
        var options = AuditOptions()
        options.cacheDirectory = cache
        let memo = TracedMemo(
            directory: cache, root: root.standardizedFileURL.path, tool: RunCache.toolIdentity,
            configuration: options.cacheKey + "\n" + FileManager.default.currentDirectoryPath)
        var states: [String: [Int64]]?
        var changedPaths: Set<String> = []
        let taken =
            memo.read(AuditMemo.self) {
                states = $0
                changedPaths = $1
            } != nil
        #expect(!taken)
        let table = try #require(states)
        #expect(table.count > 10, "\(table.count) paths")
        #expect(table[changed.standardizedFileURL.path] != nil, "the changed file's state is there too")
        #expect(
            changedPaths == [changed.standardizedFileURL.path],
            "the one file changed, and nothing else, is said changed")
        // A folder above the app (`/tmp`, where other tests make and remove their scratch folders
        // meanwhile) may change between the two reads; every path of the app may not.
        let top = root.standardizedFileURL.path
        for (path, state) in table where !top.hasPrefix(path + "/") {
            #expect(state == FileTrace.state(of: path, use: .read), "\(path)")
        }
        // A trace seeded with them answers from them, and the audit is an uncached one's.
        let trace = FileTrace()
        trace.seed(table)
        #expect(
            trace.checkedState(of: changed.standardizedFileURL.path) == FileTrace.state(of: changed.path, use: .read))
        #expect(
            try await CachedCheckTests.audit(root.path, cache: cache) == CachedCheckTests.audit(root.path, cache: nil))
    }

    /// The check says a path changed as soon as it finds one (`check` starts loading its run cache
    /// then, while the check goes on), and says nothing when the memo holds. The memo it takes was
    /// written from inventories encoded while the rules ran: its bytes are those of the whole
    /// value encoded at once.
    @Test func theCheckSaysAChangeAsSoonAsItFindsOne() async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        var options = AuditOptions()
        options.cacheDirectory = cache
        let (inventories, result) = try await Auditor().audit(path: root.path, options: options)
        let memo = TracedMemo(
            directory: cache, root: root.standardizedFileURL.path, tool: RunCache.toolIdentity,
            configuration: options.cacheKey + "\n" + FileManager.default.currentDirectoryPath)
        let calls = Locked(0)
        let read = memo.read(AuditMemo.self, changing: { calls.withLock { $0 += 1 } })
        let taken = try #require(read)
        #expect(calls.withLock { $0 } == 0)
        #expect(taken.inventories.count == inventories.count)
        #expect(
            AuditMemo.fingerprint(Auditor().result(for: taken.inventories.map(\.inventory)).findings) == taken.findings,
            "the rules find in the kept inventories what they found in the audit's")
        let whole = AuditMemo(
            inventories: inventories.map(StoredInventory.init), unplacedFonts: taken.unplacedFonts,
            findings: taken.findings, fixable: taken.fixable, plan: taken.plan)
        // The memo keeps the audit's plan, for the report of a run that takes it.
        #expect(taken.plan == [try #require(result.plan)])
        #expect(
            try AuditMemo.encode(
                inventories: BinaryCoder.encode(inventories.map(StoredInventory.init)),
                unplacedFonts: taken.unplacedFonts, findings: taken.findings, fixable: taken.fixable,
                plan: taken.plan)
                == BinaryCoder.encode(whole))
        #expect(!result.findings.isEmpty)
        #expect(Set(taken.fixable) == Set(result.findings.indices.filter { result.findings[$0].fixable }))

        let changed = root.appendingPathComponent("Brand/Sources/Typography.swift")
        try (String(contentsOf: changed, encoding: .utf8) + "\n// changed\n").write(
            to: changed, atomically: false, encoding: .utf8)
        let again = memo.read(AuditMemo.self, changing: { calls.withLock { $0 += 1 } })
        #expect(again == nil)
        #expect(calls.withLock { $0 } >= 1)
    }

    /// A cache folder inside the audited folder (a package's `.build`, a folder the user chose)
    /// changes every run; what is in it is the cache's, not the app's, so it is not an input.
    @Test func aCacheInsideTheAuditedFolderIsNotAnInput() async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = root.appendingPathComponent("fontaudit-cache").path
        let uncached = try await CachedCheckTests.audit(root.path, cache: nil)
        // The first run makes the folder (a new entry in the audited folder), the second keeps a
        // memo of the tree with it, the third takes that memo.
        var results: [AuditResult] = []
        var kept: [Int] = []
        for _ in 0..<4 {
            var result: AuditResult?
            kept.append(
                try await Self.kept(under: root.path) {
                    result = try await CachedCheckTests.audit(root.path, cache: cache)
                })
            results.append(try #require(result))
        }
        #expect(results.allSatisfy { $0 == uncached })
        #expect(kept == [0, 0, 1, 1])
    }
}
