import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The registration model: fonts in Swift packages, registered by code (CTFontManager, SwiftGen),
/// by XcodeGen and Tuist specs; project configurations; files the checkout lacks. Each fixture
/// is audited for real, and its findings are pinned exactly.
@Suite struct RegistrationTests {
    static let modular = Repo.root.appendingPathComponent("Fixtures/Projects/Modular")

    struct Key: Hashable, CustomStringConvertible {
        let rule: String
        let file: String?
        let line: Int?
        let severity: Severity
        init(_ rule: String, _ file: String?, _ line: Int?, _ severity: Severity) {
            self.rule = rule
            self.file = file
            self.line = line
            self.severity = severity
        }
        var description: String { "\(rule) \(file ?? "-"):\(line.map(String.init) ?? "-") \(severity)" }
    }

    func keys(_ result: AuditResult) -> Set<Key> {
        Set(result.findings.map { Key($0.rule, $0.file, $0.line, $0.severity) })
    }

    /// A copy of the Modular fixture with `edits` (path → (old, new)) applied.
    func modularCopy(_ edits: [String: [(String, String)]]) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("Modular")
        try FileManager.default.copyItem(at: Self.modular, to: copy)
        for (path, replacements) in edits {
            let url = copy.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
            for (old, new) in replacements {
                #expect(text.contains(old), "\(path) holds \(old)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return scratch
    }

    func audit(_ path: String, targets: [String] = [], configuration: String? = nil) async throws -> (
        [Inventory], AuditResult
    ) {
        var options = AuditOptions()
        options.targets = targets
        options.configuration = configuration
        let outcome = try await Auditor().audit(path: path, options: options)
        return (outcome.inventories, outcome.result)
    }

    // MARK: The modular app: fonts in a local package, registered by SwiftGen's generated code

    @Test func modularAppHasNoErrorsAndOneInertWarningPerEntry() async throws {
        let (inventories, result) = try await audit(Self.modular.path, targets: ["App"])
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .warning),
                Key("font-in-other-bundle", "App/Info.plist", 12, .warning),
            ], "\(result.findings.map(\.message))")
        let warning = try #require(result.findings.first)
        #expect(warning.stated("targets") == ["entryRegistersNothing", "Brand_Brand.bundle"])
        #expect(
            warning.messageValue?.facts["registration"]
                == "registered at run time by `FontFamily.registerAllCustomFonts()` at `App/ModularApp.swift:8` from the `Brand_Brand.bundle` bundle"
        )

        let app = try #require(inventories.first)
        #expect(app.packages.map(\.name) == ["Brand"])
        #expect(app.fonts.map(\.bundlePath) == ["Roboto-Bold.ttf", "Roboto-Regular.ttf"])
        #expect(Set(app.fonts.compactMap(\.bundle)) == ["Brand_Brand.bundle"])
        #expect(app.registeredPaths == Set(app.fonts.map(\.path)))
        // The face names come from the real files, read through FreeType.
        #expect(
            app.fonts.flatMap { $0.report.faces.compactMap(\.postscriptName) }.sorted() == [
                "Roboto-Bold", "Roboto-Regular",
            ])
        // Font.custom("Roboto-Bold") and FontFamily.Roboto.regular.swiftUIFont(size:) both resolve;
        // the package's test target asks for a name that is no request of the app.
        #expect(result.summary.namesFound == 2)
        #expect(result.summary.namesResolved == 2)
        #expect(Set(app.requests.map(\.name)) == ["Roboto-Bold", "Roboto-Regular"])
        #expect(app.generatedFonts.map(\.file) == ["Packages/Brand/Sources/Brand/Generated/Fonts.swift"])
        #expect(app.generatedFonts.first?.bundle == "Brand_Brand.bundle")
    }

    @Test func missingFilesAreNoFontFindings() async throws {
        let (inventories, result) = try await audit(Self.modular.path, targets: ["Legacy"])
        #expect(
            keys(result) == [Key("manifest-file-missing", "Legacy/Info.plist", 11, .error)],
            "\(result.findings.map(\.message))")
        let missing = try #require(result.findings.first)
        #expect(missing.stated("path") == ["referenceNotInCheckout", "../Downloads/Open_Sans/OpenSans-Bold.ttf"])
        #expect(!result.findings.contains { $0.rule == "font-unreadable" })
        // LegacyMain.m is compiled by the target but was never committed: counted, not a finding.
        #expect(inventories.first?.missingSources == ["Legacy/LegacyMain.m"])
        #expect(result.summary.sourcesMissing == 1)
        #expect(inventories.first?.absentFonts.map(\.path) == ["../Downloads/Open_Sans/OpenSans-Bold.ttf"])
    }

    @Test func registrationNeverCalledIsAnErrorPerEntryAndPerName() async throws {
        let scratch = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Body\").font(FontFamily.Roboto.regular.swiftUIFont(size: 17))\n", ""),
            ]
        ])
        let (_, result) = try await audit(scratch.url.appendingPathComponent("Modular").path, targets: ["App"])
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .error),
                Key("font-in-other-bundle", "App/Info.plist", 12, .error),
                Key("font-name-not-registered", "App/ModularApp.swift", 13, .error),
            ], "\(result.findings.map(\.message))")
        for finding in result.findings {
            #expect(
                finding.stated("enumName") == [
                    finding.rule == "font-in-other-bundle"
                        ? "onlyInOtherBundle" : "requestedGeneratedFontNeverRegistered", "FontFamily",
                ])
        }
    }

    @Test func lazyRegistrationOnFirstUseResolvesTheOneName() async throws {
        // The second public shape: no registerAllCustomFonts() call, no UIAppFonts, one generated font used.
        let scratch = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Title\").font(.custom(\"Roboto-Bold\", size: 28, relativeTo: .title))\n", ""),
            ],
            "App/Info.plist": [("<string>Roboto-Regular.ttf</string>", ""), ("<string>Roboto-Bold.ttf</string>", "")],
        ])
        let (inventories, result) = try await audit(
            scratch.url.appendingPathComponent("Modular").path, targets: ["App"])
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.summary.files == 2)
        #expect(result.summary.namesFound == 1)
        #expect(result.summary.namesResolved == 1)
        let registration = try #require(inventories.first?.registrations.first)
        #expect(registration.kind == .swiftGenLazy)
        #expect(registration.fonts == ["Packages/Brand/Sources/Brand/Resources/Fonts/Roboto-Regular.ttf"])
    }

    @Test func aTargetThatUsesNoGeneratedFontHasNoFinding() async throws {
        // Mastodon's shape: extensions link the assets package for its colours and images and never
        // touch the one SwiftGen font (only the app does). Unused, the font costs only size there.
        let scratch = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Title\").font(.custom(\"Roboto-Bold\", size: 28, relativeTo: .title))\n", ""),
                ("                Text(\"Body\").font(FontFamily.Roboto.regular.swiftUIFont(size: 17))\n", ""),
            ],
            "App/Info.plist": [("<string>Roboto-Regular.ttf</string>", ""), ("<string>Roboto-Bold.ttf</string>", "")],
        ])
        let path = scratch.url.appendingPathComponent("Modular").path
        let (inventories, result) = try await audit(path, targets: ["App"])
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(inventories.first?.fonts.count == 2, "the package's fonts are still read")
        #expect(inventories.first?.generatedFonts.first?.registrations.isEmpty == true)

        // Asked for by name, the same font is unregistered: named at the request and on the file.
        let asking = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Body\").font(FontFamily.Roboto.regular.swiftUIFont(size: 17))\n", ""),
            ],
            "App/Info.plist": [("<string>Roboto-Regular.ttf</string>", ""), ("<string>Roboto-Bold.ttf</string>", "")],
        ])
        let (_, named) = try await audit(asking.url.appendingPathComponent("Modular").path, targets: ["App"])
        #expect(
            keys(named) == [
                Key("font-name-not-registered", "App/ModularApp.swift", 13, .error),
                Key("font-not-listed", "Packages/Brand/Sources/Brand/Resources/Fonts/Roboto-Bold.ttf", nil, .warning),
            ], "\(named.findings.map(\.message))")
    }

    @Test func staleGeneratedFileIsFound() async throws {
        let scratch = try modularCopy([
            "Packages/Brand/Sources/Brand/Generated/Fonts.swift": [
                (
                    "FontConvertible(name: \"Roboto-Regular\", family: \"Roboto\"",
                    "FontConvertible(name: \"Roboto-Book\", family: \"Roboto\""
                ),
                (
                    "FontConvertible(name: \"Roboto-Bold\", family: \"Roboto\"",
                    "FontConvertible(name: \"Roboto-Bold\", family: \"Roboto Text\""
                ),
            ]
        ])
        let (_, result) = try await audit(scratch.url.appendingPathComponent("Modular").path, targets: ["App"])
        let generated = "Packages/Brand/Sources/Brand/Generated/Fonts.swift"
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .warning),
                Key("font-in-other-bundle", "App/Info.plist", 12, .warning),
                Key("generated-font-stale", generated, 17, .warning),
                Key("generated-font-stale", generated, 18, .error),
            ], "\(result.findings.map(\.message))")
        let stale = try #require(result.findings.first { $0.severity == .error })
        #expect(stale.fix == "Roboto-Regular")
        #expect(stale.stated("key", "name") == ["generatedNameStale", "FontFamily.Roboto.regular", "Roboto-Book"])
        let family = try #require(
            result.findings.first { $0.rule == "generated-font-stale" && $0.severity == .warning })
        #expect(family.fix == "Roboto")
    }

    @Test func projectDefaultConfigurationIsReadWithoutFlags() async throws {
        let pbxproj = "Modular.xcodeproj/project.pbxproj"
        let scratch = try modularCopy([
            pbxproj: [
                ("name = Release;", "name = \"Release-AppStore\";"),
                ("defaultConfigurationName = Release;", "defaultConfigurationName = \"Release-AppStore\";"),
            ]
        ])
        let path = scratch.url.appendingPathComponent("Modular").path
        let (inventories, result) = try await audit(path, targets: ["App"])
        #expect(inventories.first?.target != nil)
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .warning),
                Key("font-in-other-bundle", "App/Info.plist", 12, .warning),
            ])
        // A configuration named explicitly that the project lacks is still an error, listing the ones it has.
        await #expect {
            _ = try await audit(path, configuration: "Release")
        } throws: { error in
            guard case .noSuchConfiguration("Release", _, let available, _) = error as? AuditError else { return false }
            return available == ["Debug", "Release-AppStore"]
        }
        let debug = try await audit(path, targets: ["App"], configuration: "Debug")
        #expect(debug.1.summary.errors == 0)
    }

    // MARK: Code registration in the main bundle

    @Test func codeRegisteredAppKnowsWhatEachCallRegisters() async throws {
        let (inventory, result) = try await Auditor().auditOne(
            path: Repo.apps.appendingPathComponent("CodeRegistered").path)
        #expect(
            keys(result) == [
                Key("font-not-listed", "App/Fonts/Cantarell-Regular.otf", nil, .warning),
                Key("font-name-not-registered", "App/Sources/Screens.swift", 8, .error),
            ], "\(result.findings.map(\.message))")
        let loop = try #require(inventory.registrations.first { $0.kind == .url })
        #expect(loop.fileExtension == "ttf" && loop.subdirectory == "Fonts" && loop.bundle == nil)
        #expect(loop.fonts == ["App/Fonts/Roboto-Bold.ttf", "App/Fonts/Roboto-Regular.ttf"])
        let variable = try #require(
            inventory.registrations.first { $0.kind == .graphicsFont && $0.subdirectory == "Variable" })
        #expect(variable.fonts == ["App/Variable/Inter.ttf"])
        #expect(
            inventory.defaultInstanceOnlyPaths == [
                "App/Assets.xcassets/Display.dataset/Display.ttf", "App/Variable/Inter.ttf",
            ])
        let asset = try #require(inventory.registrations.first { $0.files == ["asset:Display"] })
        #expect(asset.fonts == ["App/Assets.xcassets/Display.dataset/Display.ttf"])
        // `Inter` (the default instance) and the data set's `Roboto-Italic` resolve; `Inter_Bold`,
        // a named instance of a font registered as a CGFont, does not.
        #expect(result.summary.namesResolved == 3)
        let instance = try #require(result.findings.first { $0.rule == "font-name-not-registered" })
        #expect(instance.stated("instance") == ["onlyDefaultInstanceRegistered", "Inter"])
        let otf = try #require(result.findings.first { $0.rule == "font-not-listed" })
        #expect(
            otf.notes.contains(
                "CTFontManagerRegisterFontsForURL at App/Sources/FontLoader.swift:8 registers only .ttf files in the bundle folder `Fonts`"
            ))
    }

    // MARK: A library package that ships its own font

    static let iconPackage = Repo.root.appendingPathComponent("Fixtures/Projects/IconPackage")

    @Test func aFrameworkInfoPlistInThePackageTargetIsNoAppFolder() async throws {
        // FontAwesome.swift's shape: the target folder holds the framework's Info.plist (FMWK,
        // excluded from the package) beside Resources/Fonts. It once scoped the audit to
        // `Supporting Files/`, so the build-tool plugin's audit of the target read no font.
        for path in ["Sources/IconKit", "."] {
            let (inventory, result) = try await Auditor().auditOne(
                path: Self.iconPackage.appendingPathComponent(path).path)
            #expect(result.findings.isEmpty, "\(path): \(result.findings.map(\.message))")
            #expect(inventory.manifests.isEmpty, "\(path): a framework's Info.plist registers no font")
            #expect(
                inventory.fonts.flatMap { $0.report.faces.compactMap(\.postscriptName) } == ["Cantarell-Regular"],
                "\(path)")
            #expect(
                result.summary.namesFound == 1 && result.summary.namesResolved == 1,
                "\(path): UIFont(name: \"Cantarell-Regular\")")
        }
        let plist = try Data(
            contentsOf: Self.iconPackage.appendingPathComponent("Sources/IconKit/Supporting Files/Info.plist"))
        #expect(!InventoryBuilder.isAppPlist(name: "Info.plist", data: plist))
        let app = Data(
            String(decoding: plist, as: UTF8.self).replacingOccurrences(
                of: "<string>FMWK</string>", with: "<string>APPL</string>"
            ).utf8)
        #expect(InventoryBuilder.isAppPlist(name: "Info.plist", data: app))
        let variable = Data(
            String(decoding: plist, as: UTF8.self)
                .replacingOccurrences(
                    of: "<string>FMWK</string>", with: "<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>"
                ).utf8)
        #expect(InventoryBuilder.isAppPlist(name: "Info.plist", data: variable), "a build setting may name an app")
    }

    @Test func aFontGitKeepsOutIsANoteNamingTheLine() async throws {
        // isowords' shape: the package target's fonts are licensed, ignored by git and unzipped
        // by a build step, so the checkout has the registration code but not the files.
        let scratch = try ScratchFolder()
        let repository = scratch.url.appendingPathComponent("repo")
        let package = repository.appendingPathComponent("IconPackage")
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.iconPackage, to: package)
        try FileManager.default.removeItem(
            at: package.appendingPathComponent("Sources/IconKit/Resources/Fonts/Cantarell-Regular.otf"))
        func audit(gitignore: String?, nested: String? = nil) async throws -> [Finding] {
            let file = repository.appendingPathComponent(".gitignore")
            try? FileManager.default.removeItem(at: file)
            if let gitignore { try gitignore.write(to: file, atomically: true, encoding: .utf8) }
            let inner = package.appendingPathComponent("Sources/IconKit/.gitignore")
            try? FileManager.default.removeItem(at: inner)
            if let nested { try nested.write(to: inner, atomically: true, encoding: .utf8) }
            return try await Auditor().auditOne(path: package.path).1.findings
        }

        let ignored = try await audit(
            gitignore: "# licensed, see Makefile\nIconPackage/Sources/IconKit/Resources/Fonts/*.otf\n")
        #expect(
            ignored.map { Key($0.rule, $0.file, $0.line, $0.severity) } == [
                Key("registered-file-missing", "Sources/IconKit/IconFont.swift", 13, .note)
            ])
        #expect(
            ignored.first?.stated("ignoredAt", "pattern") == [
                "registeredFileKeptOutOfGit", "../.gitignore:2", "IconPackage/Sources/IconKit/Resources/Fonts/*.otf",
            ],
            "\(ignored.map(\.message))")
        // Not ignored: a file missing by mistake, a warning as before.
        for gitignore in [nil, "*.ttf\n", "*.otf\n!Cantarell-Regular.otf\n", "Fonts\n!Fonts/\n/Sources/\n"] {
            let missing = try await audit(gitignore: gitignore)
            #expect(missing.map(\.severity) == [.warning], "\(gitignore ?? "no .gitignore")")
            #expect(missing.first?.messageValue?.id == "registeredFileMissing")
        }
        // Ignored through a folder, by an unanchored name, by `**`, or by a deeper .gitignore.
        for (gitignore, nested) in [
            ("Resources/\n", nil), ("*.otf\n", nil), ("**/Fonts/**\n", nil), (nil, "/Resources/Fonts/Cantarell-*\n"),
        ] as [(String?, String?)] {
            let notes = try await audit(gitignore: gitignore, nested: nested)
            #expect(notes.map(\.severity) == [.note], "\(gitignore ?? "") \(nested ?? "")")
        }
    }

    @Test func packageModeAuditsThePackageAndLeavesOutTheAppProjects() async throws {
        // What the command plugin passes: the package's targets, not the project beside them.
        var options = AuditOptions()
        options.packageOnly = true
        let package = Self.modular.appendingPathComponent("Packages/Brand")
        let outcome = try await Auditor().audit(path: package.path, options: options)
        let tree = try #require(outcome.inventories.first)
        #expect(outcome.inventories.count == 1 && tree.target == nil && tree.layout == .sourceTree)
        #expect(tree.packages.map(\.name) == ["Brand"])
        #expect(
            tree.fonts.map(\.path) == [
                "Sources/Brand/Resources/Fonts/Roboto-Bold.ttf", "Sources/Brand/Resources/Fonts/Roboto-Regular.ttf",
            ])
        #expect(Set(tree.fonts.compactMap(\.bundle)) == ["Brand_Brand.bundle"])

        // A copy with a demo app's project in a folder of the package: left out, so none of its
        // fonts, plists or sources are the package's.
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("Brand")
        try FileManager.default.copyItem(at: package, to: copy)
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/Synced"),
            to: copy.appendingPathComponent("Demo [App]"))
        let withDemo = try await Auditor().audit(path: copy.path, options: options)
        #expect(withDemo.inventories.map { $0.fonts.map(\.path) } == [tree.fonts.map(\.path)])
        #expect(withDemo.inventories.first?.manifests.isEmpty == true)
        #expect(withDemo.result.findings.map(\.message) == outcome.result.findings.map(\.message))
        #expect(withDemo.result.summary.files == 2)
        // Without --package the same folder is the demo app's project.
        let (projects, _) = try await audit(copy.path)
        #expect(projects.compactMap { $0.target?.target.name } == ["App"])
        // An .xcodeproj given as the path is still a project.
        let project = try await Auditor().audit(
            path: Self.modular.appendingPathComponent("Modular.xcodeproj").path, options: options)
        #expect(project.inventories.allSatisfy { $0.layout == .project })
    }

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
                $0.messageValue?.facts["addition"]
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

    @Test func xcodesLabelWrittenAsTheKeyRegistersNothing() async throws {
        // A Tuist spec (the shape of a public modular app) and a plist that use the editor's label.
        let scratch = try ScratchFolder()
        let tuist = scratch.url.appendingPathComponent("Tuist")
        let spec = """
            import ProjectDescription
            let infoPlist: InfoPlist = .extendingDefault(with: [
                "Fonts provided by application": ["Roboto-Bold.ttf"],
            ])
            let project = Project(name: "App", targets: [.target(name: "App", infoPlist: infoPlist)])
            """
        try FileManager.default.createDirectory(
            at: tuist.appendingPathComponent("App/Fonts"), withIntermediateDirectories: true)
        try spec.write(to: tuist.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Roboto/Roboto-Bold.ttf"),
            to: tuist.appendingPathComponent("App/Fonts/Roboto-Bold.ttf"))
        try "let f = Font.custom(\"Roboto-Bold\", size: 17)\n".write(
            to: tuist.appendingPathComponent("App/View.swift"), atomically: true, encoding: .utf8)
        let (_, result) = try await Auditor().auditOne(path: tuist.path)
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
