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
            #expect(missing.first?.messageValue.id == "registeredFileMissing")
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
}
