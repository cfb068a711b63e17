import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

@testable import FontAuditCache
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// The cache file itself: what makes an entry trusted, what makes the whole file unused, and its bounds.
@Suite struct RunCacheTests {
    static func open(_ scratch: ScratchFolder, tool: String = "tool 1", configuration: String = "options") -> RunCache {
        RunCache(
            directory: scratch.url.appendingPathComponent("cache").path, root: scratch.url.path, tool: tool,
            configuration: configuration)
    }

    /// Sets the file's modification time `seconds` before now, so its entry is not racy.
    static func age(_ path: String, by seconds: Int) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -Double(seconds))], ofItemAtPath: path)
    }

    /// A folder with `A.swift` (`age` seconds old, when given) and a cache that keeps "kept" for it.
    static func seeded(age: Int? = nil) throws -> (ScratchFolder, String) {
        let scratch = try ScratchFolder()
        try scratch.write("A.swift", "let a = 1\n")
        let path = scratch.url.appendingPathComponent("A.swift").path
        if let age { try Self.age(path, by: age) }
        let first = Self.open(scratch)
        _ = first.validate(path)
        first.store("kept", .source("A.swift"), of: path)
        first.save()
        return (scratch, path)
    }

    @Test func anUnchangedFileIsNotReadAgainAndAChangedOneIs() throws {
        let scratch = try ScratchFolder()
        try scratch.write("A.swift", "let a = 1\n")
        let path = scratch.url.appendingPathComponent("A.swift").path
        try Self.age(path, by: 60)
        let first = Self.open(scratch)
        guard case .changed(let data) = first.validate(path) else {
            Issue.record("a new file is read")
            return
        }
        #expect(data == Array("let a = 1\n".utf8))
        #expect(first.value(.fontReport("A.swift"), of: path) { 10 } == 10)
        first.save()

        let second = Self.open(scratch)
        guard case .unchanged = second.validate(path) else {
            Issue.record("an unchanged file is not read")
            return
        }
        #expect(second.value(.fontReport("A.swift"), of: path) { Int.max } == 10, "the kept value, not computed again")
        second.save()

        try scratch.write("A.swift", "let a = 22\n")
        try Self.age(path, by: 30)
        let third = Self.open(scratch)
        guard case .changed = third.validate(path) else {
            Issue.record("a changed file is read")
            return
        }
        #expect(third.value(.fontReport("A.swift"), of: path) { 11 } == 11)
    }

    /// A set of files kept together (``RunCache/memo(_:files:compute:)``) is taken when none of them
    /// changed; one that the memo's check found changed (``FileTrace/foundChanged``) sends it to
    /// compute again without a `stat` of the others, and the value computed is the kept one.
    @Test func aSetOfFilesIsComputedAgainWhenTheCheckFoundOneChanged() async throws {
        let scratch = try ScratchFolder()
        for name in ["A.swift", "B.swift"] { try scratch.write(name, "let \(name.prefix(1)) = 1\n") }
        let files = ["A.swift", "B.swift"].map { (path: scratch.url.appendingPathComponent($0).path, display: $0) }
        // Kept values are taken only for files whose status last changed more than the racy window
        // before the cache was written: no tool can set the status-change time back.
        try await Task.sleep(nanoseconds: UInt64(RunCache.racyWindow) + 100_000_000)
        let computed = Locked(0)
        @Sendable func count() -> String {
            computed.withLock { $0 += 1 }
            return files.map { (try? String(contentsOfFile: $0.path, encoding: .utf8)) ?? "" }.joined()
        }
        let first = Self.open(scratch)
        #expect(first.memo("both", files: files, compute: count) == "let A = 1\nlet B = 1\n")
        first.save()
        #expect(computed.withLock { $0 } == 1)

        let second = Self.open(scratch)
        #expect(second.memo("both", files: files, compute: count) == "let A = 1\nlet B = 1\n")
        #expect(computed.withLock { $0 } == 1, "kept: nothing changed")

        let trace = FileTrace()
        trace.seed([:], changed: [files[1].path])
        let third = Self.open(scratch)
        let value = await trace.record { third.memo("both", files: files, compute: count) }
        #expect(value == "let A = 1\nlet B = 1\n")
        #expect(computed.withLock { $0 } == 2, "computed again: the check said B changed")
        let other = FileTrace()
        other.seed([:], changed: [scratch.url.appendingPathComponent("C.swift").path])
        let fourth = Self.open(scratch)
        _ = await other.record { fourth.memo("both", files: files, compute: count) }
        #expect(computed.withLock { $0 } == 2, "kept: the file found changed is not one of the set")
    }

    /// Values kept for sets of files last only as long as a run uses them; ``RunCache/carry(_:sets:)``
    /// keeps those of sets none of whose files changed for the next run without decoding them (a
    /// scan taken whole carries its chunks), and drops those of a set with a file changed.
    @Test func carriedValuesLastAnotherRun() async throws {
        let scratch = try ScratchFolder()
        for name in ["A.swift", "B.swift"] { try scratch.write(name, "let \(name.prefix(1)) = 1\n") }
        let a = [(path: scratch.url.appendingPathComponent("A.swift").path, display: "A.swift")]
        let b = [(path: scratch.url.appendingPathComponent("B.swift").path, display: "B.swift")]
        try await Task.sleep(nanoseconds: UInt64(RunCache.racyWindow) + 100_000_000)
        let first = Self.open(scratch)
        first.keepMemo("a", "set", files: a)
        first.keepMemo("b", "set", files: b)
        first.save()

        try scratch.write("B.swift", "let b = 22\n")
        let second = Self.open(scratch)
        second.carry("set", sets: [a, b])
        second.save()
        let third = Self.open(scratch)
        #expect(third.keptMemo(String.self, "set", files: a) == "a", "carried")
        #expect(third.keptMemo(String.self, "set", files: b) == nil, "B changed")
        third.save()

        // Neither taken nor carried: gone.
        let fourth = Self.open(scratch)
        fourth.save()
        #expect(Self.open(scratch).keptMemo(String.self, "set", files: a) == nil)
    }

    /// A value asked with `replacing:` drops the file's other values of that prefix (what earlier
    /// runs asked), kept or not, and leaves the rest: an unchanged file's entry does not grow with
    /// every new question.
    @Test func aReplacingValueDropsTheFilesOtherValuesOfItsKind() throws {
        let (scratch, path) = try Self.seeded()
        let first = Self.open(scratch)
        #expect(
            first.value(.fixPlan("A.swift", asked: "1"), of: path, replacing: CachePurpose.fixPlanFamily("A.swift")) {
                1
            } == 1)
        first.save()
        let second = Self.open(scratch)
        #expect(
            second.value(.fixPlan("A.swift", asked: "2"), of: path, replacing: CachePurpose.fixPlanFamily("A.swift")) {
                2
            } == 2)
        second.save()
        let third = Self.open(scratch)
        _ = third.validate(path)
        #expect(third.cached(Int.self, .fixPlan("A.swift", asked: "1"), of: path) == nil, "dropped")
        #expect(third.cached(Int.self, .fixPlan("A.swift", asked: "2"), of: path) == 2)
        #expect(third.cached(String.self, .source("A.swift"), of: path) == "kept", "another kind of value stays")
        // Asked again for a kept one: taken, the other dropped.
        #expect(
            third.value(.fixPlan("A.swift", asked: "2"), of: path, replacing: CachePurpose.fixPlanFamily("A.swift")) {
                Int.max
            } == 2)
    }

    @Test func aFileWrittenJustBeforeTheCacheIsCheckedByItsBytes() throws {
        let (scratch, path) = try Self.seeded()
        // Same size, and (on a coarse clock) the same modification time: only the bytes tell.
        let stamp = try #require(FileStamp(of: path))
        try Data("let b = 1\n".utf8).write(to: URL(fileURLWithPath: path))  // in place: the same inode
        var times = [
            timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000))
        ]
        times.append(times[0])
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        // The status-change time moved (unless the clock's tick is coarse): it, or the bytes, tell.
        let now = try #require(FileStamp(of: path))
        #expect(
            [now.size, now.modified, Int64(bitPattern: now.inode)] == [
                stamp.size, stamp.modified, Int64(bitPattern: stamp.inode),
            ],
            "size, modification time and inode all as recorded")
        let second = Self.open(scratch)
        guard case .changed = second.validate(path) else {
            Issue.record("a racy entry is not trusted")
            return
        }
        #expect(second.cached(String.self, .source("A.swift"), of: path) == nil)
    }

    @Test func theSameBytesUnderANewStampKeepTheirEntry() throws {
        let (scratch, path) = try Self.seeded()
        try scratch.write("A.swift", "let a = 1\n")
        let second = Self.open(scratch)
        guard case .unchanged = second.validate(path) else {
            Issue.record("the same bytes keep the entry")
            return
        }
        #expect(second.cached(String.self, .source("A.swift"), of: path) == "kept")
    }

    @Test func anotherToolOrConfigurationUsesNothing() throws {
        let (scratch, path) = try Self.seeded(age: 60)
        for other in [Self.open(scratch, tool: "tool 2"), Self.open(scratch, configuration: "other options")] {
            guard case .changed = other.validate(path) else {
                Issue.record("nothing is trusted")
                continue
            }
            #expect(other.cached(String.self, .source("A.swift"), of: path) == nil)
        }
        guard case .unchanged = Self.open(scratch).validate(path) else {
            Issue.record("the same tool and options use it")
            return
        }
    }

    @Test func wordsAreRememberedForUnchangedFiles() throws {
        let scratch = try ScratchFolder()
        try scratch.write("A.swift", "let font = UIFont(name: \"X\", size: 1)\n")
        let path = scratch.url.appendingPathComponent("A.swift").path
        try Self.age(path, by: 60)
        let first = Self.open(scratch)
        _ = first.validate(path)
        #expect(first.contains("UIFont", in: path) { Array("let font = UIFont(name: \"X\", size: 1)\n".utf8) })
        #expect(!first.contains("NSFont", in: path) { Array("let font = UIFont(name: \"X\", size: 1)\n".utf8) })
        first.save()
        let second = Self.open(scratch)
        guard case .unchanged(let kept) = second.validate(path) else {
            Issue.record("unchanged")
            return
        }
        #expect(kept.contains("UIFont") == true)
        #expect(kept.contains("NSFont") == false)
        #expect(kept.contains("CTFont") == nil, "never searched for")
        #expect(
            second.contains("UIFont", in: path) {
                Issue.record("not read again")
                return []
            })
        #expect(
            !second.contains("NSFont", in: path) {
                Issue.record("not read again")
                return []
            })
    }
}
