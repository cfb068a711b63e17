import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Project mode: one exact bundle per target from the .xcodeproj, every finding naming its target.
@Suite struct ProjectModeTests {
    struct Key: Hashable, CustomStringConvertible {
        let rule: String
        let file: String?
        let line: Int?
        let target: String?
        var description: String { "\(rule) \(file ?? "-"):\(line.map(String.init) ?? "-") [\(target ?? "-")]" }
    }

    static let projects = Repo.root.appendingPathComponent("Fixtures/Projects")

    func audit(_ path: String, targets: [String] = [], configuration: String = "Release") async throws -> (
        inventories: [Inventory], result: AuditResult
    ) {
        var options = AuditOptions()
        options.targets = targets
        options.configuration = configuration
        return try await Auditor().audit(path: Self.projects.appendingPathComponent(path).path, options: options)
    }

    func keys(_ result: AuditResult) -> Set<Key> {
        Set(result.findings.map { Key(rule: $0.rule, file: $0.file, line: $0.line, target: $0.target) })
    }

    @Test func groupsProjectFindsEachProjectRuleOnItsTarget() async throws {
        let (inventories, result) = try await audit("Groups/Groups.xcodeproj")
        #expect(
            inventories.compactMap { $0.target?.target.name } == ["App", "OtherApp", "Widget"],
            "the framework is no app target")
        #expect(inventories.allSatisfy { $0.layout == .project })
        #expect(
            keys(result) == [
                Key(rule: "font-not-in-target", file: "App/Info.plist", line: 14, target: "App"),
                Key(rule: "font-in-other-bundle", file: "App/Info.plist", line: 16, target: "App"),
                Key(
                    rule: "infoplist-key-ignored", file: "Groups.xcodeproj/project.pbxproj", line: 367,
                    target: "OtherApp"),
                Key(rule: "manifest-unused", file: "OtherApp/Info.plist", line: nil, target: "App, OtherApp, Widget"),
                Key(rule: "font-not-listed", file: "App/Fonts/Roboto-Italic.ttf", line: nil, target: "OtherApp"),
                Key(rule: "font-name-not-registered", file: "OtherApp/OtherApp.swift", line: 7, target: "OtherApp"),
            ], "\(result.findings.map { "\($0.rule) \($0.file ?? "") \($0.target ?? "")" })")
        let notInTarget = try #require(result.findings.first { $0.rule == "font-not-in-target" })
        #expect(notInTarget.stated("copiedBy") == ["notCopiedByTarget", "OtherApp"])
        let otherBundle = try #require(result.findings.first { $0.rule == "font-in-other-bundle" })
        #expect(otherBundle.stated("targets") == ["onlyInOtherBundle", "Kit"])
    }

    @Test func exactLayoutOfTheAppTarget() async throws {
        let (inventories, _) = try await audit("Groups/Groups.xcodeproj", targets: ["App"])
        let app = try #require(inventories.first)
        #expect(inventories.count == 1)
        #expect(app.fonts.map(\.bundlePath).sorted() == ["FontsFolder/Roboto-Bold.ttf", "Roboto-Regular.ttf"])
        let entries = try #require(app.manifests.first?.appFonts)
        #expect(entries.filter { if case .file = $0.resolution { true } else { false } }.count == 2)
    }

    @Test func configurationSelectsTheInfoPlist() async throws {
        let (release, _) = try await audit("Groups/Groups.xcodeproj", targets: ["Widget"])
        #expect(release.first?.target?.target.infoPlistFile == "Widget/Info.plist")
        let (debug, debugResult) = try await audit(
            "Groups/Groups.xcodeproj", targets: ["Widget"], configuration: "Debug")
        #expect(debug.first?.target?.target.infoPlistFile == "Widget/Info-Debug.plist")
        #expect(
            !debugResult.findings.contains { $0.rule == "manifest-unused" && $0.file == "Widget/Info.plist" },
            "the Release configuration names it: it is used")
        await #expect(
            throws: AuditError.noSuchConfiguration(
                "Relase", project: "Groups.xcodeproj", available: ["Debug", "Release"],
                defaultConfiguration: "Release")
        ) {
            try await audit("Groups/Groups.xcodeproj", configuration: "Relase")
        }
        await #expect(throws: AuditError.notAnAppTarget("Kit", kind: "framework")) {
            try await audit("Groups/Groups.xcodeproj", targets: ["Kit"])
        }
        await #expect(throws: AuditError.self) { try await audit("Groups/Typo.xcodeproj") }
    }

    @Test func synchronizedFolderWithAnExceptionIsClean() async throws {
        let (inventories, result) = try await audit("Synced/Synced.xcodeproj")
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        let fonts = try #require(inventories.first?.fonts.map(\.bundlePath))
        #expect(!fonts.contains("Excluded.ttf"), "the membership exception keeps it out of the bundle")
    }

    @Test func workspaceAuditsBothProjects() async throws {
        let (inventories, result) = try await audit("Workspace/All.xcworkspace")
        #expect(inventories.compactMap { $0.target?.projectPath } == ["One/One.xcodeproj", "Two/Two.xcodeproj"])
        #expect(result.findings.isEmpty)
        #expect(result.summary.files == 2)
    }

    @Test func malformedProjectIsAFindingWithItsLineAndTheAuditGoesOn() async throws {
        let (inventories, result) = try await audit("Broken/Broken.xcodeproj")
        let finding = try #require(result.findings.first { $0.rule == "project-unreadable" })
        #expect(finding.file == "Broken.xcodeproj/project.pbxproj")
        #expect(finding.line == 37)
        #expect(inventories.first?.fonts.isEmpty == false, "the folder was still audited")
    }

    @Test func folderHoldingProjectsIsProjectMode() async throws {
        let (inventories, _) = try await Auditor().audit(path: Self.projects.appendingPathComponent("Groups").path)
        #expect(inventories.first?.layout == .project)
        await #expect(throws: AuditError.noSuchTarget(["NoSuchTarget"])) {
            try await audit("Groups/Groups.xcodeproj", targets: ["NoSuchTarget"])
        }
    }

    /// The planted app with a project that copies each app folder as Xcode 16 does (synchronized,
    /// flat): the same findings as the flat-copy model, now naming their targets.
    @Test func projectThatAgreesWithTheFlatModelGivesTheSameFindings() async throws {
        let scratch = try ScratchFolder()
        let app = scratch.url.appendingPathComponent("PlantedMistakes")
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent("PlantedMistakes"), to: app)
        try FileManager.default.copyItem(
            at: Self.projects.appendingPathComponent("ForApps/PlantedMistakes/PlantedMistakes.xcodeproj"),
            to: app.appendingPathComponent("PlantedMistakes.xcodeproj"))
        let (flatInventory, flat) = try await Auditor().auditOne(
            path: Repo.apps.appendingPathComponent("PlantedMistakes").path)
        let (projectInventories, project) = try await Auditor().audit(path: app.path)
        #expect(flatInventory.layout == .sourceTree)
        #expect(projectInventories.count == 3 && projectInventories.allSatisfy { $0.layout == .project })
        func key(_ f: Finding) -> String {
            [f.rule, f.file ?? "", "\(f.line ?? 0)", f.name ?? "", f.message].joined(separator: "|")
        }
        #expect(Set(project.findings.map(key)) == Set(flat.findings.map(key)))
        #expect(project.findings.allSatisfy { $0.target != nil })
        #expect(project.summary == flat.summary)
    }
}

/// Settings and phases the review of project mode found missing.
@Suite struct ProjectReaderEdgeTests {
    func project(editing edit: (String) -> String) throws -> (ScratchFolder, URL) {
        let scratch = try ScratchFolder()
        let source = Repo.root.appendingPathComponent("Fixtures/Projects/Synced")
        let copy = scratch.url.appendingPathComponent("Synced")
        try FileManager.default.copyItem(at: source, to: copy)
        let pbxproj = copy.appendingPathComponent("Synced.xcodeproj/project.pbxproj")
        try edit(try String(contentsOf: pbxproj, encoding: .utf8)).write(to: pbxproj, atomically: true, encoding: .utf8)
        return (scratch, copy.appendingPathComponent("Synced.xcodeproj"))
    }

    @Test func configurationVariableExpands() throws {
        let (scratch, url) = try project {
            $0.replacingOccurrences(
                of: "INFOPLIST_FILE = App/Info.plist;", with: "INFOPLIST_FILE = \"App/Info-$(CONFIGURATION).plist\";")
        }
        let release = try XcodeProjectReader().read(projectAt: url, displayPath: "Synced.xcodeproj")
        #expect(release.targets.first?.infoPlistFile == "App/Info-Release.plist")
        #expect(release.configurationNames == ["Debug", "Release"])
        let debug = try XcodeProjectReader().read(
            projectAt: url, displayPath: "Synced.xcodeproj", configuration: "Debug")
        #expect(debug.targets.first?.infoPlistFile == "App/Info-Debug.plist")
        _ = scratch
    }
    /// The search for projects passes Swift files to the parse ahead and never walks into an asset
    /// catalog: neither a project nor a compiled source lives in one, and a big app's catalogs are
    /// hundreds of folders (596 of the big-app replica's 745). A font in a data set is still found
    /// by the survey of unplaced fonts.
    @Test func theProjectSearchLeavesAssetCatalogsOut() async throws {
        let scratch = try ScratchFolder()
        try scratch.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        try scratch.write("App/Main.swift", "let a = 1\n")
        for name in ["Icon", "Logo", "Banner"] {
            try scratch.write("App/Assets.xcassets/\(name).imageset/Contents.json", "{}\n")
        }
        try scratch.write("App/Assets.xcassets/Stray.swift", "let b = 2\n")
        try scratch.write("App/Assets.xcassets/Nested.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        try scratch.write("App/Assets.xcassets/Brand.dataset/Brand.ttf", "not a font\n")
        WorkCounters.shared.start()
        var swiftFiles: [String] = []
        let builder = InventoryBuilder(options: AuditOptions())
        let found = try builder.projects(at: scratch.url, swiftFile: { swiftFiles.append($0) })
        #expect(found?.map { String($0.path.dropFirst(scratch.url.path.count)) } == ["/App.xcodeproj"])
        #expect(swiftFiles.map { String($0.dropFirst(scratch.url.path.count)) } == ["/App/Main.swift"])
        let listed = WorkCounters.shared.counts(.folderRead, under: scratch.url.path).keys
        #expect(!listed.isEmpty && !listed.contains { $0.contains(".xcassets") }, "\(listed.sorted())")
        #expect(builder.unplacedFonts(root: scratch.url, placed: []) == ["App/Assets.xcassets/Brand.dataset/Brand.ttf"])
    }

    /// An asset catalog's image, colour and icon sets are not walked, by the target's bundle or by
    /// the survey of unplaced fonts: nothing in them reaches the bundle as a file, and a big app
    /// has hundreds of them. A font in a data set, in a group or not, is still the target's.
    @Test func catalogSetsWithoutDataAreNotWalked() throws {
        let scratch = try ScratchFolder()
        for set in [
            "Icon.imageset", "Tint.colorset", "AppIcon.appiconset", "Group/Logo.imageset", "Group/Star.symbolset",
        ] {
            try scratch.write("App/Assets.xcassets/\(set)/Contents.json", "{}\n")
        }
        try scratch.write("App/Assets.xcassets/Group/Brand.dataset/Brand.ttf", "not a font\n")
        try scratch.write("App/Assets.xcassets/Plain.dataset/Plain.otf", "not a font\n")
        try scratch.write("Loose/Unused.ttf", "not a font\n")
        WorkCounters.shared.start()
        let walks = WalkCache()
        let target = XcodeTarget(
            name: "App", productType: "", kind: .application,
            resources: [ProjectResource(path: "App/Assets.xcassets", bundlePath: "Assets.car")], sources: [],
            settings: [:])
        let files = InventoryBuilder.bundleFiles(of: target, in: scratch.url, walks: walks)
        #expect(
            files.map(\.path) == [
                "App/Assets.xcassets/Group/Brand.dataset/Brand.ttf", "App/Assets.xcassets/Plain.dataset/Plain.otf",
            ])
        #expect(files.map(\.bundlePath) == ["asset:Brand", "asset:Plain"])
        let builder = InventoryBuilder(options: AuditOptions())
        #expect(
            builder.unplacedFonts(root: scratch.url, placed: ["App/Assets.xcassets/Plain.dataset/Plain.otf"])
                == ["App/Assets.xcassets/Group/Brand.dataset/Brand.ttf", "Loose/Unused.ttf"])
        let listed = WorkCounters.shared.counts(.folderRead, under: scratch.url.path).keys.map {
            String($0.dropFirst(scratch.url.path.count))
        }
        #expect(listed.contains("/App/Assets.xcassets/Group/Brand.dataset"), "\(listed.sorted())")
        #expect(!listed.contains { $0.hasSuffix("set") && !$0.hasSuffix(".dataset") }, "\(listed.sorted())")
    }
}
