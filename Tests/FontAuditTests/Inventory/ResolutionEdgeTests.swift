import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Source trees and bundles shaped the way real repositories are: several apps, design folders,
/// unrelated plists, nested bundles, odd file names.
@Suite struct ResolutionEdgeTests {
    /// Writes `files` (path → fixture font, "" for empty, or "plist:<UIAppFonts entries>") under a scratch folder.
    func tree(_ files: [String: String]) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        for (path, source) in files {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if source.hasPrefix("plist:") {
                let entries = source.dropFirst(6).split(separator: ",").map(String.init)
                try RuleExample("", appFonts: entries).infoPlist.write(to: url, atomically: true, encoding: .utf8)
            } else if source.isEmpty {
                _ = FileManager.default.createFile(atPath: url.path, contents: Data())
            } else {
                try FileManager.default.copyItem(at: Repo.fonts.appendingPathComponent(source), to: url)
            }
        }
        return scratch
    }

    @Test func separateAppsDoNotShareNames() async throws {
        let scratch = try tree([
            "App/Info.plist": "plist:Roboto-Bold.ttf", "App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
            "Widget/Info.plist": "plist:Roboto-Bold.ttf", "Widget/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
        ])
        let (_, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
    }

    @Test func fontsOutsideEveryAppFolderAreNotAudited() async throws {
        let scratch = try tree([
            "ios/App/Info.plist": "plist:Roboto-Bold.ttf", "ios/App/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
            "Design/Cantarell-Regular.otf": "Cantarell/Cantarell-Regular.otf",
            "android/fonts/Roboto-Italic.ttf": "Roboto/Roboto-Italic.ttf",
        ])
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(inventory.fonts.map(\.path) == ["ios/App/Roboto-Bold.ttf"])
        #expect(result.findings.isEmpty)
    }

    @Test func googleServiceInfoIsNoManifest() async throws {
        let scratch = try tree([
            "App/Info.plist": "plist:Roboto-Bold.ttf", "App/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
        ])
        try #"<?xml version="1.0"?><plist version="1.0"><dict><key>API_KEY</key><string>x</string></dict></plist>"#
            .write(
                to: scratch.url.appendingPathComponent("App/GoogleService-Info.plist"), atomically: true,
                encoding: .utf8)
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(inventory.manifests.map(\.path) == ["App/Info.plist"])
        #expect(result.findings.isEmpty)
    }

    @Test func configuredSystemFontsCountAsSystem() async throws {
        let scratch = try tree([
            "App/Info.plist": "plist:Roboto-Bold.ttf", "App/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
        ])
        var configuration = Configuration()
        configuration.systemFonts = ["Roboto-Bold"]
        let (_, result) = try await Auditor(configuration: configuration).auditOne(path: scratch.url.path)
        let finding = try #require(result.findings.first)
        #expect(finding.rule == "postscript-name-shadows-system")
        #expect(
            finding.stated("provider") == [
                "shadowsSystemFont", "the configuration's system_fonts declares it present on the system",
            ])
    }

    @Test func fontsOverrideAtTheAuditedPathKeepsRelativePaths() async throws {
        let scratch = try tree([
            "App/Info.plist": "plist:Roboto-Bold.ttf", "App/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
        ])
        let (inventory, _) = try await Auditor().auditOne(
            path: scratch.url.path, options: AuditOptions(fontsFolder: scratch.url.path))
        #expect(inventory.fonts.map(\.path) == ["App/Roboto-Bold.ttf"])
        await #expect(throws: AuditError.noSuchFolder(option: "--fonts", path: "/nonexistent/fonts")) {
            try await Auditor().audit(path: scratch.url.path, options: AuditOptions(fontsFolder: "/nonexistent/fonts"))
        }
        await #expect(throws: AuditError.noSuchFile(option: "--plist", path: "/nonexistent/Info.plist")) {
            try await Auditor().audit(
                path: scratch.url.path, options: AuditOptions(plists: ["/nonexistent/Info.plist"]))
        }
    }

    @Test func repeatedPlistOption() async throws {
        let root = Repo.apps.appendingPathComponent("PlantedMistakes")
        let options = AuditOptions(plists: [
            root.appendingPathComponent("BrandMac/Info.plist").path,
            root.appendingPathComponent("BrandWidget/Info.plist").path,
        ])
        let (inventory, result) = try await Auditor().auditOne(path: root.path, options: options)
        #expect(inventory.manifests.map(\.path) == ["BrandMac/Info.plist", "BrandWidget/Info.plist"])
        #expect(Set(result.findings.map(\.rule)).isSuperset(of: ["ats-path-missing", "plist-unreadable"]))
    }

    @Test func entryIntoANestedBundleResolves() async throws {
        let scratch = try tree([
            "X.app/Res.bundle/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
            "X.app/Kit.framework/Cantarell-Regular.otf": "Cantarell/Cantarell-Regular.otf",
        ])
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": ["Res.bundle/Roboto-Bold.ttf", "../escape.ttf"]], format: .binary,
            options: 0)
        try plist.write(to: scratch.url.appendingPathComponent("X.app/Info.plist"))
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.appendingPathComponent("X.app").path)
        #expect(inventory.fonts.map(\.path) == ["Res.bundle/Roboto-Bold.ttf"], "the framework's font stays its own")
        #expect(result.findings.map(\.rule) == ["manifest-file-missing"], "only ../escape.ttf is missing")
    }

    @Test func parseErrorsAndRepeatedKeysHaveTheRightLines() {
        let conflict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIAppFonts</key>
                <array>
            <<<<<<< HEAD
                    <string>A.ttf</string>
            =======
            """
        let broken = PlistManifestReader().read(Data(conflict.utf8))
        #expect(broken.problems.count == 1)
        #expect(broken.problems.first?.line == 6)

        let repeated = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIAppFonts</key>
                <array><string>Old.ttf</string></array>
                <key>UIAppFonts</key>
                <array>
                    <string>A.ttf</string>
                    <string>B.ttf</string>
                </array>
            </dict>
            </plist>
            """
        let parsed = PlistManifestReader().read(Data(repeated.utf8))
        #expect(parsed.appFonts.map(\.value) == ["A.ttf", "B.ttf"])
        #expect(parsed.appFonts.map(\.line) == [8, 9])
    }

    @Test func nonUTF8FileNameIsAFindingNotASilence() async throws {
        let scratch = try tree([
            "App/Info.plist": "plist:Roboto-Bold.ttf", "App/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
        ])
        // Create the file with the raw bytes 0xFF 0xFE in its name (Foundation cannot name it).
        var path = Array((scratch.url.path + "/App/").utf8) + [0xFF, 0xFE, 0x2E, 0x74, 0x74, 0x66, 0]
        let fd = path.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY, 0o644)
            }
        }
        #expect(fd >= 0)
        close(fd)
        let (_, result) = try await Auditor().auditOne(path: scratch.url.path)
        let finding = try #require(result.findings.first { $0.rule == "font-unreadable" })
        #expect(finding.stated("reason") == ["notAudited", "the file name is not valid UTF-8; rename the file"])
    }

    @Test func baselineSurvivesLineMoves() async throws {
        let scratch = try ScratchFolder()
        let app = scratch.url.appendingPathComponent("PlantedMistakes")
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent("PlantedMistakes"), to: app)
        let (_, before) = try await Auditor().auditOne(path: app.path)
        let baseline = Baseline(findings: before.findings)
        let plist = app.appendingPathComponent("Brand/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try text.replacingOccurrences(of: "<array>\n", with: "<array>\n\t\t<!-- moved -->\n\t\t<!-- down -->\n")
            .write(to: plist, atomically: true, encoding: .utf8)
        let (_, moved) = try await Auditor().auditOne(path: app.path)
        #expect(moved.findings.first { $0.rule == "manifest-path-case" }?.line == 14, "the lines really moved")
        let (_, after) = try await Auditor(baseline: baseline).auditOne(path: app.path)
        #expect(after.findings.isEmpty)
    }
}

/// `--sources` and the configurable style dictionary keys, through the auditor.
@Suite struct SourceOptionTests {
    @Test func sourcesFolderAddsNamesToABuiltApp() async throws {
        let scratch = try ScratchFolder()
        let sources = scratch.url.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "let f = UIFont(name: \"Roboto-Bold\", size: 1)\nlet g = UIFont(name: \"Roboto-Black\", size: 1)\n"
            .write(to: sources.appendingPathComponent("Fonts.swift"), atomically: true, encoding: .utf8)
        let app = Repo.apps.appendingPathComponent("Built/Demo.app").path
        let (inventory, result) = try await Auditor().auditOne(
            path: app, options: AuditOptions(sources: [sources.path]))
        #expect(inventory.requests.map(\.name) == ["Roboto-Bold", "Roboto-Black"])
        // Roboto-Bold is bundled but its entry is wrong; Roboto-Black is nowhere.
        #expect(
            result.findings.filter { $0.rule.hasPrefix("font-name-") }.map(\.rule) == [
                "font-name-not-registered", "font-name-unknown",
            ])
        await #expect(throws: AuditError.noSuchFolder(option: "--sources", path: "/nonexistent/src")) {
            try await Auditor().audit(path: app, options: AuditOptions(sources: ["/nonexistent/src"]))
        }
    }

    @Test func styleDictionaryKeysFromTheConfiguration() async throws {
        let scratch = try ScratchFolder()
        let app = scratch.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.write(
            to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Roboto/Roboto-Regular.ttf"),
            to: app.appendingPathComponent("Roboto-Regular.ttf"))
        let json =
            "{\n"
            + StyleDictionary.textStyles.map { "  \"\($0)\": {\"font\": \"Roboto-Regular\", \"size\": 17}" }.joined(
                separator: ",\n") + "\n}\n"
        try json.write(to: app.appendingPathComponent("Styles.json"), atomically: true, encoding: .utf8)
        let (unconfigured, _) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(
            unconfigured.styleDictionaries.isEmpty,
            "without fontName/fontSize keys the file is not taken for a style dictionary")
        let configuration = try Configuration(
            yaml: "style_dictionary: {name_key: font, size_key: size}", path: "c.yml",
            knownRules: Auditor.ruleIdentifiers)
        let (inventory, configured) = try await Auditor(configuration: configuration).auditOne(path: scratch.url.path)
        #expect(configured.findings.isEmpty, "\(configured.findings.map(\.message))")
        #expect(inventory.requests.count == 11)
    }
}
