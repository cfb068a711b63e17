import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

extension RegistrationTests {
    // MARK: Generated projects

    @Test func xcodeGenSpecIsTheManifest() async throws {
        let (inventory, result) = try await Auditor().auditOne(
            path: Repo.apps.appendingPathComponent("XcodeGenApp").path)
        #expect(
            inventory.manifests.map(\.path) == ["project.yml"],
            "the plist XcodeGen generates is not a manifest of its own")
        #expect(
            keys(result) == [
                Key("manifest-file-missing", "project.yml", 17, .error),
                Key("font-not-listed", "Reader/Resources/Fonts/Roboto-Italic.ttf", nil, .warning),
                Key("font-name-not-registered", "Reader/Sources/ArticleView.swift", 9, .error),
            ], "\(result.findings.map(\.message))")
        #expect(
            result.findings.contains {
                $0.messageValue.facts["addition"]
                    == "`- Roboto-Italic.ttf` under UIAppFonts (info.properties) in `project.yml`"
            })
        #expect(result.summary.namesResolved == 2)
    }

    @Test func aGeneratedProjectsLeftoverIsNoProject() async throws {
        // XcodeGenApp keeps Reader.xcodeproj with its shared scheme only (the project is generated):
        // the folder is audited from its spec, as when it is given alone, with no project-unreadable.
        let path = Repo.apps.appendingPathComponent("XcodeGenApp").path
        #expect(try InventoryBuilder(options: AuditOptions()).projects(at: URL(fileURLWithPath: path)) == nil)
        let (_, result) = try await Auditor().audit(path: path)
        #expect(
            keys(result) == [
                Key("manifest-file-missing", "project.yml", 17, .error),
                Key("font-not-listed", "Reader/Resources/Fonts/Roboto-Italic.ttf", nil, .warning),
                Key("font-name-not-registered", "Reader/Sources/ArticleView.swift", 9, .error),
            ], "\(result.findings.map(\.message))")
    }

    @Test func tuistProjectIsTheManifest() async throws {
        let (inventory, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("TuistApp").path)
        #expect(inventory.manifests.map(\.path) == ["Project.swift"])
        #expect(inventory.manifests.first?.appFonts.map(\.line) == [14, 15])
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.summary.namesFound == 2 && result.summary.namesResolved == 2)
    }

    /// Audits a Tuist app of `spec` (its `Project.swift`) with `App/Fonts/Roboto-Bold.ttf` and a view
    /// asking for `Roboto-Bold`; returns the app's folder (in a scratch folder kept alive by it).
    static func auditTuistApp(spec: String, files: [String: String] = [:]) async throws -> (
        folder: ScratchFolder, result: AuditResult
    ) {
        let scratch = try ScratchFolder()
        let tuist = scratch.url.appendingPathComponent("Tuist")
        try FileManager.default.createDirectory(
            at: tuist.appendingPathComponent("App/Fonts"), withIntermediateDirectories: true)
        try spec.write(to: tuist.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Roboto/Roboto-Bold.ttf"),
            to: tuist.appendingPathComponent("App/Fonts/Roboto-Bold.ttf"))
        try "let f = Font.custom(\"Roboto-Bold\", size: 17)\n".write(
            to: tuist.appendingPathComponent("App/View.swift"), atomically: true, encoding: .utf8)
        for (path, text) in files {
            let url = tuist.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (scratch, try await Auditor().auditOne(path: tuist.path).1)
    }

    @Test func xcodesLabelWrittenAsTheKeyRegistersNothing() async throws {
        // A Tuist spec (the shape of a public modular app) and a plist that use the editor's label.
        let spec = """
            import ProjectDescription
            let infoPlist: InfoPlist = .extendingDefault(with: [
                "Fonts provided by application": ["Roboto-Bold.ttf"],
            ])
            let project = Project(name: "App", targets: [.target(name: "App", infoPlist: infoPlist)])
            """
        let (_, result) = try await Self.auditTuistApp(spec: spec)
        #expect(
            keys(result) == [
                Key("plist-unreadable", "Project.swift", 3, .error),
                Key("font-name-not-registered", "App/View.swift", 1, .error),
            ], "\(result.findings.map(\.message))")
        #expect(
            result.findings.first { $0.rule == "plist-unreadable" }?.stated("problem") == [
                "plistProblem",
                "the key `Fonts provided by application` is only how Xcode's editor shows UIAppFonts: written as a key, iOS ignores it, and none of its 1 font registers through it. Rename the key to UIAppFonts, in the app target's Info.plist (a framework's is not read for fonts).",
            ])

        let plist = RuleExample(
            "",
            rawInfoPlist: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>Fonts provided by application</key>
                    <array><string>Roboto-Bold.ttf</string></array>
                </dict>
                </plist>
                """, files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        let app = try ScratchFolder()
        try plist.materialize(in: app.url)
        let (_, plistResult) = try await Auditor().auditOne(path: app.url.path)
        #expect(
            keys(plistResult) == [Key("plist-unreadable", "App/Info.plist", 4, .error)],
            "\(plistResult.findings.map(\.message))")
    }

    /// What a Tuist `UIAppFonts` value makes of an app whose one font is asked for (issue 74).
    enum TuistFonts: String, CaseIterable, Sendable {
        /// Written in place, as a literal or `.array(…)`: read.
        case list, arrayCall, listWithAMissingFile
        /// No list (a dictionary, as Xcode's editor shows one, or a string): nothing registers.
        case dictionary, dictionaryCall, string
        /// Through the manifest's names and `map`s, as Swift computes it: read (issue 74).
        case mapped, withAVariable, mappedWithAMissingFile, interpolated, named
        /// A list the reader cannot evaluate: not known, so nothing is said of it.
        case called, transformed

        var value: String {
            switch self {
            case .list: #"["Roboto-Bold.ttf"]"#
            case .arrayCall: #".array([.string("Roboto-Bold.ttf")])"#
            case .listWithAMissingFile: #"["Roboto-Bold.ttf", "Missing.ttf"]"#
            case .dictionary: #"["Item 0": "Roboto-Bold.ttf"]"#
            case .dictionaryCall: #".dictionary(["Item 0": .string("Roboto-Bold.ttf")])"#
            case .string: #""Roboto-Bold.ttf""#
            case .mapped: #".array(fonts.map { .string($0) })"#
            case .withAVariable: #"["Roboto-Bold.ttf", extra]"#
            case .mappedWithAMissingFile: #".array(["Roboto-Bold.ttf", "Missing.ttf"].map(Plist.Value.string))"#
            case .interpolated: #".array(["Roboto-Bold"].map { name in .string("\(name).ttf") })"#
            case .named: "list"
            case .called: #".array(Fonts.all.map { .string($0) })"#
            case .transformed: #".array(fonts.map { .string($0.lowercased()) })"#
            }
        }

        var expected: Set<RegistrationTests.Key> {
            switch self {
            case .list, .arrayCall, .mapped, .interpolated, .named, .called, .transformed: []
            // `extra` names the same file again.
            case .withAVariable: [RegistrationTests.Key("manifest-entry-duplicate", "Project.swift", 5, .warning)]
            case .listWithAMissingFile, .mappedWithAMissingFile:
                [RegistrationTests.Key("manifest-file-missing", "Project.swift", 5, .error)]
            case .dictionary, .dictionaryCall, .string:
                [
                    RegistrationTests.Key("plist-unreadable", "Project.swift", 5, .error),
                    RegistrationTests.Key("font-name-not-registered", "App/View.swift", 1, .error),
                ]
            }
        }
    }

    /// Issue 74: a Tuist `UIAppFonts` that is no list (`"Item 0": "A.otf"`, the editor's row labels;
    /// a fresh app got four `manifest-file-missing` for "Item 0"…"Item 3") registers nothing, and
    /// its keys are no file names; one the reader cannot evaluate (`.array(fonts.map { … })`, read
    /// as no entries, made every font unlisted and every name unregistered) says nothing; a list
    /// written in place is read.
    @Test(arguments: TuistFonts.allCases)
    func aTuistUIAppFontsIsReadOnlyWhenItIsAListTheReaderCanTell(_ fonts: TuistFonts) async throws {
        let spec = """
            import ProjectDescription
            let fonts = ["Roboto-Bold.ttf"]
            let extra = "Roboto-Bold.ttf"; let list: Plist.Value = .array(fonts.map { .string($0) })
            let infoPlist: InfoPlist = .extendingDefault(with: [
                "UIAppFonts": \(fonts.value),
            ])
            let project = Project(name: "App", targets: [.target(name: "App", infoPlist: infoPlist)])
            """
        let (_, result) = try await Self.auditTuistApp(spec: spec)
        #expect(keys(result) == fonts.expected, "\(fonts.value): \(result.findings.map(\.message))")
        // The list it cannot evaluate is shown with the open names, as written, with its reason.
        let open = result.openNames.filter { $0.api == "UIAppFonts" }
        let unevaluated = fonts == .called || fonts == .transformed
        #expect(
            open.map { "\($0.file):\($0.line) \($0.written ?? "")" }
                == (unevaluated ? ["Project.swift:5 \(fonts.value)"] : []))
        #expect(open.allSatisfy { $0.reason == OpenReason(.unevaluatedList, "UIAppFonts") })
    }

    @Test func tuistSynthesizedAccessorsRegisterOnFirstUse() async throws {
        // The shape of a public Tuist app: fonts in a DesignSystem module, `DesignSystemFontFamily`
        // generated into git-ignored Derived/, and Xcode's label used as the key.
        let scratch = try ScratchFolder()
        let root = scratch.url
        let module = root.appendingPathComponent("Projects/DesignSystem")
        try FileManager.default.createDirectory(
            at: module.appendingPathComponent("Resources/Fonts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: module.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        for name in ["Roboto-Bold", "Roboto-Regular"] {
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Roboto/\(name).ttf"),
                to: module.appendingPathComponent("Resources/Fonts/\(name).ttf"))
        }
        try """
        import ProjectDescription
        let infoPlist: InfoPlist = .extendingDefault(with: [
            "Fonts provided by application": ["Roboto-Bold.ttf"],
        ])
        let project = Project.framework(name: "DesignSystem", infoPlist: infoPlist)
        """.write(to: module.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        enum Fonts {
            static func bold(_ size: CGFloat) -> Font { DesignSystemFontFamily.Roboto.bold.swiftUIFont(size: size) }
        }
        struct Badge: View {
            var body: some View { Text("New").font(.custom("Roboto", size: 17)) }
        }
        """.write(to: module.appendingPathComponent("Sources/Fonts.swift"), atomically: true, encoding: .utf8)
        let (inventory, result) = try await Auditor().auditOne(path: root.path)
        #expect(
            keys(result) == [
                Key("plist-unreadable", "Projects/DesignSystem/Project.swift", 3, .warning),
                Key("font-name-not-postscript", "Projects/DesignSystem/Sources/Fonts.swift", 6, .warning),
            ], "\(result.findings.map(\.message))")
        #expect(inventory.generatedFonts.first?.synthesized == true)
        #expect(inventory.registrations.map(\.fonts) == [["Projects/DesignSystem/Resources/Fonts/Roboto-Bold.ttf"]])
        let family = try #require(result.findings.first { $0.rule == "font-name-not-postscript" })
        #expect(
            family.notes.contains {
                $0.contains("`DesignSystemFontFamily.Roboto.bold` at `Projects/DesignSystem/Sources/Fonts.swift:3`")
            })
    }

    @Test func membershipFixesGoToTheXcodeGenSpecWhenThereIsOne() async throws {
        // A public XcodeGen app commits its generated project: the fix belongs in project.yml.
        let scratch = try ScratchFolder()
        let groups = scratch.url.appendingPathComponent("Groups")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Fixtures/Projects/Groups"), to: groups)
        try "name: Groups\ntargets: {}\n".write(
            to: groups.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let (_, result) = try await audit(groups.appendingPathComponent("Groups.xcodeproj").path, targets: ["App"])
        let finding = try #require(result.findings.first { $0.rule == "font-not-in-target" })
        #expect(finding.stated("target", "spec") == ["notCopiedByTarget", "App", "project.yml"])
    }

    // MARK: Readers

    @Test func packagesAreLinkedThroughFrameworkTargets() throws {
        func target(_ name: String, _ kind: XcodeTarget.Kind, products: [String] = [], dependencies: [String] = [])
            -> XcodeTarget
        {
            var target = XcodeTarget(
                name: name, productType: "", kind: kind, resources: [], sources: ["\(name).swift"], settings: [:])
            target.packageProducts = products
            target.dependencies = dependencies
            return target
        }
        let project = XcodeProject(
            path: "P.xcodeproj", projectDirectory: URL(fileURLWithPath: "/tmp"), configuration: "Release",
            targets: [
                target("App", .application, dependencies: ["Shared", "Widget"]),
                target("Shared", .framework, products: ["Icons"], dependencies: ["Core"]),
                target("Core", .framework, products: ["Models"], dependencies: ["Shared"]),
                target("Widget", .appExtension, products: ["Other"]),
            ], files: [])
        let app = try #require(project.targets.first)
        #expect(
            InventoryBuilder.frameworkDependencies(of: app, in: project).map(\.name) == ["Shared", "Core"],
            "frameworks, transitively, each once; an embedded extension is a bundle of its own")
        // The Modular fixture's package is both an XCLocalSwiftPackageReference and a file reference.
        let modular = try XcodeProjectReader().read(
            projectAt: Self.modular.appendingPathComponent("Modular.xcodeproj"), displayPath: "Modular.xcodeproj")
        #expect(Set(modular.localPackages) == ["Packages/Brand"])
        #expect(modular.targets.first { $0.name == "App" }?.packageProducts == ["Brand"])
        #expect(modular.defaultConfiguration == "Release")
    }
}
