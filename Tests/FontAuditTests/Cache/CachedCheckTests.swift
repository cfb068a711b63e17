import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditCache
@testable import FontAuditModel
@testable import FontAuditReaders

/// A run through the cache (`check --cache-path`) gives the findings of a run without one, after
/// every kind of change to the audited app; and a run with nothing changed reads nothing the cache
/// holds (no Swift file parsed, no font read through FreeType).
@Suite(.serialized) struct CachedCheckTests {
    /// What one change does to a copy of an app.
    enum Change: String, CaseIterable, Sendable {
        case fontReplaced, plistEntryEdited, swiftFileEdited, storyboardEdited, fileAdded, fileDeleted, fileTouched

        func apply(to root: URL) throws {
            let brand = root.appendingPathComponent("Brand")
            switch self {
            case .fontReplaced:
                // Another face under the same name: its PostScript name is not the one asked for.
                let bold = try Data(contentsOf: brand.appendingPathComponent("Fonts/Brand-Bold.ttf"))
                try bold.write(to: brand.appendingPathComponent("Fonts/Brand-Regular.ttf"))
            case .plistEntryEdited:
                try edit(
                    brand.appendingPathComponent("Info.plist"), "<string>Brand-Blod.ttf</string>",
                    "<string>Brand-Bold.ttf</string>")
            case .swiftFileEdited:
                try edit(brand.appendingPathComponent("Sources/Typography.swift"), "\"Roboto-Blod\"", "\"Roboto-Bold\"")
            case .storyboardEdited:
                let storyboard = brand.appendingPathComponent("Base.lproj/Main.storyboard")
                let text = try String(contentsOf: storyboard, encoding: .utf8)
                let name = try #require(text.firstMatch(of: /name="([A-Za-z-]+)" family/)?.1)
                try edit(storyboard, "name=\"\(name)\"", "name=\"\(name)X\"")
            case .fileAdded:
                try Data("import UIKit\nlet added = UIFont(name: \"Brand-Missing\", size: 12)\n".utf8)
                    .write(to: brand.appendingPathComponent("Sources/Added.swift"))
            case .fileDeleted:
                try FileManager.default.removeItem(at: brand.appendingPathComponent("Sources/Typography.swift"))
            case .fileTouched:
                // The same bytes written again: a new modification time, the same findings.
                let file = brand.appendingPathComponent("Sources/ArticleView.swift")
                try Data(contentsOf: file).write(to: file)
            }
        }

        private func edit(_ file: URL, _ old: String, _ new: String) throws {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old), "\(file.lastPathComponent) holds \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
        }
    }

    static func audit(_ root: String, cache: String?, options: AuditOptions = AuditOptions()) async throws
        -> AuditResult
    {
        var options = options
        options.cacheDirectory = cache
        return try await Auditor().audit(path: root, options: options).result
    }

    /// Swift parses and FreeType reads of files below `root` during `body`, by file.
    static func work(under root: String, _ body: () async throws -> Void) async rethrows -> Work {
        // Counting, once started, goes on for the whole process: what `body` did is the difference.
        WorkCounters.shared.start()
        func counts() -> [String: Int] {
            var counts: [String: Int] = [:]
            for kind in [WorkCounters.Kind.swiftParse, .fontRead, .projectRead, .sourceRead] {
                for (path, count) in WorkCounters.shared.counts(kind, under: root) {
                    counts["\(kind) \(path.dropFirst(root.count))", default: 0] += count
                }
            }
            return counts
        }
        let before = counts()
        try await body()
        var work = Work()
        for (key, count) in counts() where count > before[key, default: 0] {
            work.files[key] = count - before[key, default: 0]
        }
        return work
    }

    /// What a run parsed or read, by kind and file (printed when an expectation fails).
    struct Work: Equatable, CustomStringConvertible, Comparable {
        var files: [String: Int] = [:]
        var total: Int { files.values.reduce(0, +) }
        var description: String { "\(total): " + files.keys.sorted().prefix(6).joined(separator: ", ") }
        static func < (a: Work, b: Work) -> Bool { a.total < b.total }
        static let none = Work()
    }

    static func copy(_ fixture: String, in scratch: ScratchFolder) throws -> URL {
        let root = scratch.url.appendingPathComponent(URL(fileURLWithPath: fixture).lastPathComponent)
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent(fixture), to: root)
        // A minute old, as a checkout is: a file changed just before the cache was written is
        // checked by its bytes on the next run, and a folder listed then is listed again.
        let past = Date(timeIntervalSinceNow: -60)
        let paths =
            (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).reversed() + [""]
        for path in paths {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: root.appendingPathComponent(path).path)
        }
        return root
    }

    @Test(arguments: Change.allCases)
    func aCachedRunEqualsAnUncachedOneAfter(_ change: Change) async throws {
        let scratch = try ScratchFolder()
        let root = try Self.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        let before = try await Self.audit(root.path, cache: nil)
        #expect(try await Self.audit(root.path, cache: cache) == before, "a cold cache")
        var warm: AuditResult?
        let work = try await Self.work(under: root.path) { warm = try await Self.audit(root.path, cache: cache) }
        #expect(warm == before, "a warm cache")
        #expect(work == .none, "nothing changed, so nothing is parsed or read through FreeType again")

        try change.apply(to: root)
        let uncached = try await Self.audit(root.path, cache: nil)
        #expect(try await Self.audit(root.path, cache: cache) == uncached, "the first run after the change")
        #expect(try await Self.audit(root.path, cache: cache) == uncached, "the second run after the change")
        if change == .fileTouched {
            #expect(uncached == before)
        } else {
            #expect(uncached != before, "the change makes a difference the cache must see")
        }
    }

    /// A tree of more source files than a chunk of the scan holds (``SourceScanner/chunks(of:)``),
    /// older than the racy window, as a checkout is: after each kind of change, the scan takes the
    /// chunks none of whose files changed whole from the cache, and the result is an uncached run's.
    @Test func chunksOfUnchangedFilesAreTakenWholeAfterEachChange() async throws {
        let scratch = try ScratchFolder()
        let root = try Self.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let screens = root.appendingPathComponent("Brand/Sources/Screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        // Names defined in one file and asked for in another, chunks apart; names no font has.
        for index in 0..<900 {
            let text =
                switch index % 60 {
                case 0: "enum Names\(index) { static let title = \"Brand-Bold\" }\n"
                case 30:
                    "import UIKit\nlet title\(index) = UIFont(name: Names\(index - 30).title, size: 12)\n"
                        + "let missing\(index) = UIFont(name: \"Brand-Missing\(index)\", size: 12)\n"
                default: "struct Screen\(index) { let value = \(index) }\n"
                }
            try text.write(
                to: screens.appendingPathComponent(String(format: "Screen%03d.swift", index)), atomically: false,
                encoding: .utf8)
        }
        #expect(
            SourceScanner.chunks(
                of: (0..<900).map { ("", String(format: "Brand/Sources/Screens/Screen%03d.swift", $0)) }
            ).count > 2)
        // Kept values are taken only for files whose status changed more than the racy window
        // before the cache was written.
        try await Task.sleep(nanoseconds: UInt64(RunCache.racyWindow) + 200_000_000)
        let cache = scratch.url.appendingPathComponent("cache").path
        #expect(try await Self.audit(root.path, cache: cache) == Self.audit(root.path, cache: nil), "a cold cache")

        func edit(_ index: Int, _ text: String) throws {
            try text.write(
                to: screens.appendingPathComponent(String(format: "Screen%03d.swift", index)), atomically: false,
                encoding: .utf8)
        }
        let changes: [(String, () throws -> Void)] =
            [
                (
                    "a request added",
                    { try edit(451, "import UIKit\nlet added = UIFont(name: \"Brand-Nowhere\", size: 9)\n") }
                ),
                ("a definition edited", { try edit(60, "enum Names60 { static let title = \"Brand-Blod\" }\n") }),
            ] + Change.allCases.map { change in ("\(change)", { try change.apply(to: root) }) }
        for (name, apply) in changes {
            try apply()
            let uncached = try await Self.audit(root.path, cache: nil)
            var cached: AuditResult?
            WorkCounters.shared.start()
            let before = WorkCounters.shared.counts(.chunkKept, under: root.path).values.reduce(0, +)
            cached = try await Self.audit(root.path, cache: cache)
            let kept = WorkCounters.shared.counts(.chunkKept, under: root.path).values.reduce(0, +) - before
            #expect(cached == uncached, "\(name)")
            // Files changed less than the racy window before the last cache keep their chunks
            // from being taken: only the first change leaves all chunks but its own settled.
            #expect(kept >= (name == changes[0].0 ? 500 : 1), "\(name): \(kept) files taken with their chunk")
        }
        #expect(try await Self.audit(root.path, cache: cache) == Self.audit(root.path, cache: nil), "nothing changed")
    }

    @Test func aProjectsTargetsShareTheCache() async throws {
        let scratch = try ScratchFolder()
        let root = try Self.copy("Fixtures/Projects/SharedCode", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        let uncached = try await Self.audit(root.path, cache: nil)
        #expect(try await Self.audit(root.path, cache: cache) == uncached)
        var warm: AuditResult?
        let work = try await Self.work(under: root.path) { warm = try await Self.audit(root.path, cache: cache) }
        #expect(warm == uncached)
        #expect(work == .none)
    }

    /// A project read is kept with the files and folders it looked at; a change to any of them
    /// (an included `.xcconfig`, the pbxproj, a synchronized folder) reads it again.
    @Test(arguments: [
        ("Fixtures/Projects/Groups", "Config/Shared.xcconfig", "APP_FOLDER = ${TARGET_NAME}", "APP_FOLDER = OtherApp"),
        (
            "Fixtures/Projects/Groups", "Groups.xcodeproj/project.pbxproj", "INFOPLIST_FILE = Widget/Info.plist;",
            "INFOPLIST_FILE = Widget/Info-Debug.plist;"
        ),
        ("Fixtures/Projects/Synced", "App/Fonts/Added.ttf", "", ""),
    ])
    func aProjectReadIsKeptUntilOneOfItsInputsChanges(_ fixture: String, _ file: String, _ old: String, _ new: String)
        async throws
    {
        let scratch = try ScratchFolder()
        let root = try Self.copy(fixture, in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        let before = try await Self.audit(root.path, cache: nil)
        #expect(try await Self.audit(root.path, cache: cache) == before)
        var warm: AuditResult?
        let work = try await Self.work(under: root.path) { warm = try await Self.audit(root.path, cache: cache) }
        #expect(warm == before)
        #expect(work == .none, "the project is not read again")

        let url = root.appendingPathComponent(file)
        if old.isEmpty {
            // A font dropped into a synchronized folder: a file the project never names.
            try FileManager.default.copyItem(at: Repo.fonts.appendingPathComponent("Roboto/Roboto-Bold.ttf"), to: url)
        } else {
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: false, encoding: .utf8)
        }
        let uncached = try await Self.audit(root.path, cache: nil)
        #expect(uncached != before, "the change makes a difference the cache must see")
        var after: AuditResult?
        let again = try await Self.work(under: root.path) { after = try await Self.audit(root.path, cache: cache) }
        #expect(after == uncached)
        #expect(again.files.keys.contains { $0.hasPrefix("projectRead") }, "the project is read again: \(again)")
    }
}
