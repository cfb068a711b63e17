import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

@testable import FontAuditCache
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// What the cache keeps comes back equal: every fixture font's report as FreeType read it.
@Suite struct CachedValueTests {
    @Test func everyFixtureFontsReportComesBackEqual() throws {
        let inspector = try FontFileInspector(nameRecords: false)
        let files = try #require(FileManager.default.enumerator(atPath: Repo.fonts.path)).compactMap { $0 as? String }
            .filter { FontFileFinder.fontExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .sorted()
        #expect(files.count > 20)
        for file in files {
            let report = inspector.inspectFile(at: Repo.fonts.appendingPathComponent(file), displayPath: file)
            let decoded = try CacheCoding.decode(FontFileReport.self, from: try CacheCoding.encode(report))
            #expect(decoded == report, "\(file)")
        }
    }
}

/// Values that depend on several files, kept with the inputs they were read from.
@Suite struct RecordedValueTests {
    @Test func aProjectSurvivesTheCachesCoding() throws {
        let url = Repo.root.appendingPathComponent("Fixtures/Projects/SharedCode/SharedCode.xcodeproj")
        let projects = try XcodeProjectReader().readConfigurations(
            projectAt: url, displayPath: "SharedCode.xcodeproj", first: nil, all: true)
        let decoded = try CacheCoding.decode([XcodeProject].self, from: try CacheCoding.encode(projects))
        #expect(decoded == projects)
    }
}

/// What a cache is keyed by: every option, whichever changes, but not the cache's own folder.
@Suite struct CacheKeyTests {
    @Test func everyOptionButTheCacheFolderChangesTheKey() {
        let base = AuditOptions()
        var changes: [(String, (inout AuditOptions) -> Void)] = [
            ("plists", { $0.plists = ["Info.plist"] }), ("fonts", { $0.fontsFolder = "Fonts" }),
            ("exclude", { $0.exclude = ["Pods"] }),
            ("system fonts", { $0.extraSystemFonts = ["Host-Regular"] }), ("targets", { $0.targets = ["App"] }),
            ("configuration", { $0.configuration = "Debug" }), ("package", { $0.packageOnly = true }),
            ("sources", { $0.sources = ["Shared"] }),
            ("style name", { $0.styleNameKey = "name" }), ("style size", { $0.styleSizeKey = "size" }),
            ("helpers", { $0.registrationHelpers = [BinaryCoderFixtures.library] }),
            ("prefetch", { $0.prefetchesSwift = false }), ("all text", { $0.readsAllText = true }),
        ]
        changes.append(("an empty configuration", { $0.configuration = "" }))
        var keys: Set<String> = [base.cacheKey]
        for (name, change) in changes {
            var options = base
            change(&options)
            #expect(keys.insert(options.cacheKey).inserted, "\(name) changes the key")
        }
        var elsewhere = base
        elsewhere.cacheDirectory = "/tmp/elsewhere"
        #expect(elsewhere.cacheKey == base.cacheKey)
        #expect(base.cacheKey == AuditOptions().cacheKey)
    }
}
