import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReaders

/// Tuist's manifests are Swift that Tuist runs: a `UIAppFonts` list is read as Swift computes it,
/// through the names the manifest binds and `map`s, and belongs to the targets whose `infoPlist:`
/// uses it (issue 74).
@Suite struct TuistManifestValuesTests {
    @Test func aListInABindingBelongsToTheTargetsThatUseIt() {
        let manifest = """
            import ProjectDescription
            let fonts = ["Roboto-Bold.ttf", "Roboto-Regular.ttf"]
            let shared: [String: Plist.Value] = ["UIAppFonts": .array(fonts.map { .string($0) })]
            let appPlist: InfoPlist = .extendingDefault(with: shared)
            let unused: [String: Plist.Value] = ["UIAppFonts": ["Lora.ttf"]]
            let project = Project(name: "App", targets: [
                .target(name: "App", product: .app, infoPlist: appPlist),
                .target(name: "Widget", product: .appExtension, infoPlist: .extendingDefault(with: shared)),
            ])
            """
        let targets = GeneratedProjectManifestReader().readTuist(manifest, path: "Project.swift")
        let read = targets.map { "\($0.name): \($0.parsed.appFonts.map { "\($0.value)@\($0.line ?? 0)" })" }
        #expect(
            read.sorted() == [
                #": ["Lora.ttf@5"]"#,
                #"App: ["Roboto-Bold.ttf@2", "Roboto-Regular.ttf@2"]"#,
                #"Widget: ["Roboto-Bold.ttf@2", "Roboto-Regular.ttf@2"]"#,
            ])
        #expect(targets.allSatisfy { $0.openList == nil })
    }

    /// A path built through several bindings, interpolated in each element a `map` makes (the
    /// review of issue 82's third session: the lowering counted syntax nesting against the bound on
    /// followed names, and left this list open).
    @Test func aListThroughInterpolatedBindingsIsRead() {
        let manifest = """
            import ProjectDescription
            let appName = "App"
            let resources = "\\(appName)/Resources"
            let fontsPath = "\\(resources)/Fonts"
            let fontNames = ["Roboto-Bold", "Roboto-Regular"]
            let project = Project(name: "App", targets: [
                .target(name: "App", product: .app, infoPlist: .extendingDefault(with: [
                    "UIAppFonts": .array(fontNames.map { .string("\\(fontsPath)/\\($0).ttf") }),
                ])),
            ])
            """
        let targets = GeneratedProjectManifestReader().readTuist(manifest, path: "Project.swift")
        #expect(
            targets.map { "\($0.name): \($0.parsed.appFonts.map(\.value))" }
                == [#"App: ["App/Resources/Fonts/Roboto-Bold.ttf", "App/Resources/Fonts/Roboto-Regular.ttf"]"#])
    }

    /// Controls: a name bound twice (here also a function's local), a `var` that is changed, or a
    /// `map` whose closure does more than wrap its element, is not one list the reader can tell:
    /// the list stays open.
    @Test func aNameBoundTwiceOrAClosureThatComputesStaysOpen() {
        let manifest = """
            import ProjectDescription
            func fonts(_ extra: Bool) -> [String] { let fonts = ["A.ttf"]; return fonts }
            let fonts = ["Roboto-Bold.ttf"]
            var more = ["C.ttf"]
            more.append("D.ttf")
            let project = Project(name: "App", targets: [
                .target(name: "Var", infoPlist: .extendingDefault(with: ["UIAppFonts": .array(more.map { .string($0) })])),
                .target(name: "App", infoPlist: .extendingDefault(with: ["UIAppFonts": .array(fonts.map { .string($0) })])),
                .target(name: "Kit", infoPlist: .extendingDefault(with: ["UIAppFonts": .array(["B"].map { .string(suffixed($0)) })])),
            ])
            """
        let targets = GeneratedProjectManifestReader().readTuist(manifest, path: "Project.swift")
        #expect(targets.map(\.name).sorted() == ["App", "Kit", "Var"])
        #expect(targets.allSatisfy { $0.openList != nil })
    }

    /// A helper of `Tuist/ProjectDescriptionHelpers` called with the fonts (`.app(name: "Shop",
    /// fonts: [...])`) lists them for the target each call makes: a file no glob copies is missing,
    /// and a font outside every resource glob (`Docs/Specimen`) is in no bundle. Control: a call
    /// whose list the reader cannot evaluate says nothing of the fonts (no manifest: the fonts are
    /// audited as a folder) and is open where it is.
    @Test(arguments: [false, true])
    func aHelperTemplateListsTheFontsItsCallersPass(unevaluated: Bool) async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Projects/TuistHelpers", in: scratch)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shop/Info.plist"))
        try """
        import ProjectDescription

        extension Target {
            public static func app(name: String, fonts: [String] = [], dependencies: [TargetDependency]) -> Target {
                .target(
                    name: name,
                    destinations: .iOS,
                    product: .app,
                    bundleId: "com.example.\\(name)",
                    infoPlist: .extendingDefault(with: ["UIAppFonts": .array(fonts.map { .string($0) })]),
                    sources: ["\\(name)/Sources/**"],
                    resources: ["\\(name)/Resources/**"],
                    dependencies: dependencies
                )
            }

            public static func framework(name: String) -> Target {
                .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\\(name)",
                        sources: ["\\(name)/Sources/**"], resources: ["\\(name)/Resources/**"])
            }
        }
        """.write(
            to: root.appendingPathComponent("Tuist/ProjectDescriptionHelpers/Target+Shop.swift"), atomically: true,
            encoding: .utf8)
        let fonts = unevaluated ? "Fonts.all" : #"["Roboto-Regular.ttf", "Missing.ttf"]"#
        try """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(
            name: "Shop",
            targets: [
                .app(name: "Shop", fonts: \(fonts), dependencies: [.target(name: "ShopKit")]),
                .framework(name: "ShopKit"),
            ]
        )
        """.write(to: root.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        let (inventory, result) = try await Auditor().auditOne(path: root.path)
        let found = result.findings.map { "\($0.rule) \($0.file ?? ""):\($0.line ?? 0)" }
        #expect(
            found == (unevaluated ? [] : ["manifest-file-missing Project.swift:7"]), "\(result.findings.map(\.message))"
        )
        // With the list read, the manifest's fonts are those the globs copy.
        #expect(inventory.fonts.contains { $0.path.hasPrefix("Docs/") } == unevaluated)
        let open = result.openNames.filter { $0.api == "UIAppFonts" }.map { "\($0.file):\($0.line)" }
        #expect(open == (unevaluated ? ["Project.swift:7"] : []))
    }
}
