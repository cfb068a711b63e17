import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditCache
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

extension TracedMemoTests {
    @Test func aPathChangedJustBeforeTheRunIsCheckedByItsBytes() throws {
        let scratch = try ScratchFolder()
        let file = scratch.url.appendingPathComponent("Info.plist")
        try Data("<plist>one</plist>".utf8).write(to: file)
        let trace = FileTrace()
        FileTrace.$current.withValue(trace) { _ = FileData.read(file.path) }
        let noted = try #require(trace.noted().first)
        #expect(noted.state.count == 6, "written just now: its hash is kept")
        let now = FileTrace.state(of: file.path, use: .read)
        let hash: (String) -> UInt64? = {
            FileData.read($0).map { data in data.withUnsafeBytes { ContentHash.of($0) } }
        }
        #expect(FileTrace.holds(noted, now: now, started: trace.started, hash: hash))
        // The same stat, other bytes: as when an edit lands in the tick of the first read.
        #expect(!FileTrace.holds(noted, now: now, started: trace.started, hash: { _ in 42 }))
        var stale = noted
        stale.state.removeLast()
        #expect(!FileTrace.holds(stale, now: now, started: trace.started, hash: hash), "racy, and no bytes to check")
        // Long settled: the stat alone decides.
        #expect(
            FileTrace.holds(
                stale, now: now, started: max(now[2], now[3]) + FileTrace.racyWindow + 1, hash: { _ in nil }))
    }

    @Test func aFolderListedJustBeforeTheRunIsCheckedByItsNames() throws {
        let scratch = try ScratchFolder()
        try Data().write(to: scratch.url.appendingPathComponent("a.swift"))
        let trace = FileTrace()
        _ = FileTrace.$current.withValue(trace) { try? DirectoryListing.entries(of: scratch.url.path) }
        let noted = try #require(trace.noted().first { $0.use == .listed })
        #expect(noted.state.count == 6)
        // Listed just now: its names are kept, and they are what they were.
        let encoded = TracedMemo.encodeInputs([noted])
        let block = try #require(TracedMemo.blocks(of: encoded)?.first)
        #expect(TracedMemo.changed(in: encoded[block], started: trace.started)?.changed == [])
        // Without them, a folder changed in the tick of its listing could not be trusted.
        var bare = noted
        bare.state.removeLast()
        let unchecked = TracedMemo.encodeInputs([bare])
        #expect(
            TracedMemo.changed(
                in: unchecked[try #require(TracedMemo.blocks(of: unchecked)?.first)], started: trace.started)?.changed
                == [scratch.url.path])
        try Data().write(to: scratch.url.appendingPathComponent("b.swift"))
        #expect(TracedMemo.changed(in: encoded[block], started: trace.started)?.changed == [scratch.url.path])
    }

    /// The state the check finds for a path is what a `stat` of the path gives, a path ending in
    /// `/` too: the build takes it as its own (``FileTrace/seed(_:)``), so a folder named with a
    /// trailing slash must not read as absent (`fstatat` of an empty name fails).
    @Test func theCheckedStateOfAPathEndingInASlashIsItsStat() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: scratch.url.appendingPathComponent("a.ttf"))
        for path in [
            scratch.url.path + "/Fonts/", scratch.url.path + "/Fonts//", scratch.url.path + "/a.ttf/",
            scratch.url.path + "/Fonts",
        ] {
            let encoded = TracedMemo.encodeInputs([FileTrace.Input(path: path, use: .probed, state: [99])])
            let block = try #require(TracedMemo.blocks(of: encoded)?.first)
            let check = try #require(TracedMemo.changed(in: encoded[block], started: 0))
            #expect(check.state(at: 0) == FileTrace.state(of: path, use: .read), "\(path)")
        }
    }

    @Test func inputsRoundTripInBlocks() throws {
        let inputs = (0..<1_300).map { (index: Int) -> FileTrace.Input in
            let path = "/app/Sources/Module\(index / 100)/File\(index).swift"
            if index % 7 == 0 { return FileTrace.Input(path: path, use: .probed, state: [0]) }
            let state: [Int64] = [1, Int64(index), -5, 7, Int64(index) * 3]
            return FileTrace.Input(path: path, use: .read, state: state)
        }
        let encoded = TracedMemo.encodeInputs(inputs)
        let blocks = try #require(TracedMemo.blocks(of: encoded))
        #expect(blocks.count == 3)
        // None of those paths exists: every read one has changed, every probed one (absent) holds.
        let changed = blocks.flatMap { TracedMemo.changed(in: encoded[$0], started: 0)?.changed ?? ["undecodable"] }
        #expect(changed == inputs.filter { $0.use == FileTrace.Use.read }.map(\.path))
        // Damaged bytes never decode into a different answer silently: every prefix is refused.
        for length in stride(from: 0, to: encoded.count, by: 97) {
            #expect(TracedMemo.blocks(of: Array(encoded[0..<length])) == nil)
        }
    }

    /// The checkout's fonts that no target places belong to the run, not to an inventory: the memo
    /// keeps them beside the inventories, and a run that takes it counts them as a built one does.
    @Test func theUnplacedFontsAreKeptWithTheMemo() async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Projects/TuistHelpers", in: scratch)
        var options = AuditOptions()
        options.cacheDirectory = scratch.url.appendingPathComponent("cache").path
        let built = try await InventoryBuilder().buildAll(path: root.path)
        #expect(built.unplacedFonts == ["Docs/Specimen/Cantarell-Regular.otf"])
        let first = try await Auditor().audit(path: root.path, options: options).result
        var second: AuditResult?
        let kept = try await Self.kept(under: root.standardizedFileURL.path) {
            second = try await Auditor().audit(path: root.path, options: options).result
        }
        #expect(kept == 1)
        #expect(first.summary.unplacedFonts == 1 && second?.summary.unplacedFonts == 1)
    }
}
