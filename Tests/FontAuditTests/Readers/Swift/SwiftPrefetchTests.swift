import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// Files parsed ahead of the request scan are handed over only for the bytes the scan reads, with
/// the scan's path, and never parsed twice.
@Suite struct SwiftPrefetchTests {
    private static let request =
        "struct A {\n  var body: some View { Text(\"Hi\").font(.custom(\"Brand-Bold\", size: 17)) }\n  let label = UILabel()\n  func f() { label.text = \"Yo\"; label.font = UIFont(name: Names.regular, size: 12) }\n}\n"
    private static let constants = "enum Names { static let regular = \"Brand-Regular\" }\n"
    private static let registration =
        "func load() { CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil); _ = UIFont(name: \"X\", size: 1) }\n"

    private func prefetched(_ files: [String: String], in folder: ScratchFolder) throws -> SwiftPrefetch {
        for (name, text) in files { try folder.write(name, text) }
        let prefetch = SwiftPrefetch(
            paths: files.keys.sorted().map { folder.url.appendingPathComponent($0).path },
            skipWords: SwiftSourceReader.registrationWords(libraries: RegistrationLibrary.builtIn))
        prefetch.start()
        prefetch.waitForAll()
        return prefetch
    }

    private func file(_ name: String, in folder: ScratchFolder) -> SourceText {
        SourceText(path: "App/" + name, diskPath: folder.url.appendingPathComponent(name).path)
    }

    @Test func aPrefetchedFileGivesWhatTheScanWouldWithTheScansPath() throws {
        let folder = try ScratchFolder()
        let prefetch = try prefetched(["A.swift": Self.request, "Names.swift": Self.constants], in: folder)
        let taken = try #require(prefetch.take(file("A.swift", in: folder)))
        let own = SwiftNameScanner.parseAndWalk(file("A.swift", in: folder), collectRequests: true, trees: nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(taken.requests.map(\.request.file) == ["App/A.swift", "App/A.swift"])
        #expect(taken.texts.map(\.use.file) == ["App/A.swift", "App/A.swift"])
        #expect(
            try encoder.encode(SwiftParseCache.Entry(taken).requests)
                == encoder.encode(SwiftParseCache.Entry(own).requests))
        #expect(
            try encoder.encode(SwiftParseCache.Entry(taken).texts) == encoder.encode(SwiftParseCache.Entry(own).texts))
        // Handed over once: the next ask is the scan's to parse.
        #expect(prefetch.take(file("A.swift", in: folder)) == nil)
        // A file without a request word was read and left alone.
        #expect(prefetch.take(file("Names.swift", in: folder)) == nil)
    }

    @Test func aFileChangedSinceItsPrefetchIsParsedByTheScan() throws {
        let folder = try ScratchFolder()
        let prefetch = try prefetched(["A.swift": Self.request], in: folder)
        try folder.write("A.swift", "\n" + Self.request)
        #expect(prefetch.take(file("A.swift", in: folder)) == nil)
    }

    @Test func aFileTheRegistrationScanParsesIsLeftToIt() throws {
        let folder = try ScratchFolder()
        let prefetch = try prefetched(["Fonts.swift": Self.registration], in: folder)
        #expect(prefetch.take(file("Fonts.swift", in: folder)) == nil)
    }

    /// A file no target builds is passed by the project search, so the prefetch sees files the
    /// scan never parses. One too large for it is left alone: this one (a postfix chain of
    /// 100,000 links, 500 KB) overflowed swift-syntax's stack and crashed the audit of a project
    /// that never builds it.
    @Test func aFileOverTheSizeLimitIsLeftToTheScan() async throws {
        let scratch = try ScratchFolder()
        let root = scratch.url.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Fixtures/Projects/SharedCode"), to: root)
        let chain =
            "import UIKit\nlet f = UIFont(name: \"R\", size: 12)\nlet x = y" + String(repeating: ".a()", count: 100_000)
            + "\n"
        #expect(chain.utf8.count > SwiftPrefetch.largestFile)
        try scratch.write("App/Unused/Deep.swift", chain)
        let deep = root.appendingPathComponent("Unused/Deep.swift").standardizedFileURL.path
        WorkCounters.shared.start()
        let result = try await Auditor().audit(path: root.path).result
        #expect(result.summary.namesResolved > 0)
        #expect(WorkCounters.shared.counts(.swiftParse, under: deep).isEmpty, "no target builds it")
        // Under the limit it is parsed ahead and handed over as any other.
        let small = "import UIKit\nlet f = UIFont(name: \"R\", size: 12)\n"
        try scratch.write("Small.swift", small)
        let prefetch = SwiftPrefetch(
            paths: [scratch.url.appendingPathComponent("Small.swift").path, deep], skipWords: [])
        prefetch.start()
        prefetch.waitForAll()
        #expect(
            prefetch.take(
                SourceText(
                    path: "Small.swift", diskPath: scratch.url.appendingPathComponent("Small.swift").path)) != nil)
        #expect(prefetch.take(SourceText(path: "Deep.swift", diskPath: deep)) == nil)
    }

    @Test func aStoppedPrefetchParsesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("A.swift", Self.request)
        let path = folder.url.appendingPathComponent("A.swift").path
        WorkCounters.shared.start()
        let prefetch = SwiftPrefetch(paths: [path], skipWords: [])
        prefetch.stop()
        prefetch.start()
        prefetch.finish()
        #expect(prefetch.take(file("A.swift", in: folder)) == nil)
        #expect(WorkCounters.shared.counts(.swiftParse, under: path).isEmpty)
    }

    /// A registration helper's call site (`UIFont.registerFont(bundle:fontName:fontExtension:)`,
    /// found only once the helper's file is read) holds none of the registration words the
    /// prefetch skips, but the evaluator parses it to read the helper's calls. When it also holds a
    /// request word the prefetch has parsed it already: two parses where the run without the
    /// prefetch makes one.
    @Test func aHelpersCallSiteIsParsedOnce() throws {
        let folder = try ScratchFolder()
        let helper = """
            import UIKit
            extension UIFont {
              static func registerFont(bundle: Bundle, fontName: String, fontExtension: String) -> Bool {
                guard let url = bundle.url(forResource: fontName, withExtension: fontExtension),
                      let provider = CGDataProvider(url: url as CFURL), let font = CGFont(provider) else { return false }
                return CTFontManagerRegisterGraphicsFont(font, nil)
              }
            }
            """
        let call = """
            import UIKit
            func setUp(label: UILabel) {
              _ = UIFont.registerFont(bundle: .main, fontName: "Brand-Bold", fontExtension: "ttf")
              label.font = UIFont(name: "Brand-Bold", size: 12)
            }
            """
        try folder.write("Helper.swift", helper)
        try folder.write("Call.swift", call)
        let callPath = folder.url.appendingPathComponent("Call.swift").path
        WorkCounters.shared.start()
        let prefetch = SwiftPrefetch(
            paths: ["Call.swift", "Helper.swift"].map { folder.url.appendingPathComponent($0).path },
            skipWords: SwiftSourceReader.registrationWords(libraries: RegistrationLibrary.builtIn))
        prefetch.start()
        prefetch.waitForAll()
        let files = [file("Helper.swift", in: folder), file("Call.swift", in: folder)]
        let cache = ScanCache(prefetch: prefetch)
        let found = SwiftSourceReader(libraries: RegistrationLibrary.builtIn, cache: cache).readTogether(files)
        prefetch.finish()
        #expect(found.registrations.map(\.files) == [["Brand-Bold.ttf"]])
        #expect(found.registrations.map(\.line) == [3])
        #expect(found.requests.map(\.name) == ["Brand-Bold"])
        withKnownIssue(
            "the prefetch keeps what it read of the call site, not its tree: the evaluator parses it again for the helper's calls"
        ) {
            #expect(WorkCounters.shared.counts(.swiftParse, under: callPath) == [callPath: 1])
        }
    }

    /// In a project audit the prefetch parses the request files while the project is searched for
    /// and read, and in a source folder's while the folder is searched; the scan takes them: each
    /// file is parsed once, and the audit is the one made without it.
    @Test(arguments: ["Projects/Groups", "Apps/DynamicType"])
    func anAuditTakesThePrefetchedFilesAndParsesEachOnce(_ fixture: String) async throws {
        // A copy of its own: the work counters count every test's audits of the same paths.
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Fixtures/" + fixture), to: copy)
        let root = copy.path
        let prefix = copy.standardizedFileURL.path + "/"
        func audited(prefetching: Bool) async throws -> (AuditResult, parses: [String: Int], taken: [String: Int]) {
            var options = AuditOptions()
            options.prefetchesSwift = prefetching
            WorkCounters.shared.start()
            let parses = WorkCounters.shared.counts(.swiftParse, under: prefix)
            let taken = WorkCounters.shared.counts(.swiftPrefetched, under: prefix)
            let result = try await Auditor().audit(path: root, options: options).result
            func added(_ now: [String: Int], _ before: [String: Int]) -> [String: Int] {
                now.compactMapValues { $0 }.filter { $0.value > before[$0.key, default: 0] }
                    .reduce(into: [:]) { $0[$1.key] = $1.value - before[$1.key, default: 0] }
            }
            return (
                result, added(WorkCounters.shared.counts(.swiftParse, under: prefix), parses),
                added(WorkCounters.shared.counts(.swiftPrefetched, under: prefix), taken)
            )
        }
        let with = try await audited(prefetching: true)
        let without = try await audited(prefetching: false)
        #expect(with.0 == without.0)
        #expect(with.0.summary.namesResolved > 0)
        #expect(!with.taken.isEmpty, "the scan took prefetched files")
        #expect(without.taken.isEmpty)
        #expect(
            with.parses.values.allSatisfy { $0 == 1 } && without.parses.values.allSatisfy { $0 == 1 },
            "\(with.parses) \(without.parses)")
        #expect(Set(with.taken.keys).isSubset(of: Set(with.parses.keys)))
    }
}
