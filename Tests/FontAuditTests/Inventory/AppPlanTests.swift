import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// The plan stage (``AppPlan``): what a path holds before any reader runs, each app with its
/// platforms, sources and registration inputs, and what of them is not known, with why. Each
/// shape has a control the plan must state as known.
@Suite struct AppPlanTests {
    static func plan(_ path: String) async throws -> AppPlan {
        try #require(try await InventoryBuilder().buildAll(path: path).plan)
    }

    static func lines(_ app: PlannedApp) -> [String] {
        (app.sources + app.inputs).map { "\($0.role): \($0.path) \($0.fact.isKnown ? "known" : "open")" }
    }

    /// A React Native app in a workspace: its iOS target, its JavaScript folder and the workspace
    /// package it depends on (not the one it does not); without a workspace, the folder alone.
    @Test func aReactNativeTargetsSourcesAreItsFolderAndItsWorkspacePackages() async throws {
        let repo = try WorkspaceAppTests.monorepo()
        let plan = try await Self.plan(repo.url.path)
        #expect(plan.layout == .xcodeProjects)
        let app = try #require(plan.apps.first)
        #expect(plan.apps.count == 1)
        #expect(app.kind == .reactNativeTarget)
        #expect(app.name == "RNApp")
        #expect(app.folder == "apps/mobile/ios")
        #expect(app.platforms == [.iOS])
        #expect(
            Self.lines(app) == [
                "compiled: 1 file of apps/mobile/ios/RNApp.xcodeproj known",
                "JavaScript: apps/mobile known",
                "workspace package: packages/ui known",
                "Info.plist: apps/mobile/ios/RNApp/Info.plist known",
                // No `index` and no `main`: Metro's entry is not among the files, which are read whole.
                "entry point: none found open",
                "Podfile: apps/mobile/ios/Podfile known",
            ])

        let none = try WorkspaceAppTests.monorepo(manifest: #"{ "private": true }"#)
        let alone = try await Self.plan(none.url.path)
        #expect(alone.apps.first.map(Self.lines)?.contains { $0.hasPrefix("workspace package") } == false)
        #expect(alone.apps.first.map(Self.lines)?.contains("JavaScript: apps/mobile known") == true)
        withExtendedLifetime((repo, none)) {}
    }

    /// A font a React Native target copies from `node_modules/`: not known where the install may
    /// bring its package; a lockfile that does not resolve it makes it a known miss.
    @Test func aCopyFromNodeModulesIsNotKnownUnlessTheLockfileRulesItOut() async throws {
        func copied(lockfile: String?) async throws -> [PlanInput] {
            let app = try ReactNativeAppTests.variant(
                dependencies: ["react-native-paper"], entries: ["MaterialIcons.ttf"], config: nil)
            try ReactNativeAppTests.copy(["../node_modules/react-native-vector-icons/Fonts/MaterialIcons.ttf"], in: app)
            try FileManager.default.removeItem(at: app.url.appendingPathComponent("yarn.lock"))
            if let lockfile { try app.write("yarn.lock", lockfile) }
            let plan = try await Self.plan(app.url.path)
            withExtendedLifetime(app) {}
            return plan.apps.flatMap(\.inputs).filter { $0.role == "copied font" }
        }
        let open = try await copied(lockfile: nil)
        #expect(open.map(\.path) == ["node_modules/react-native-vector-icons/Fonts/MaterialIcons.ttf"])
        #expect(open.first?.fact == .notKnown(OpenReason(.notInCheckout, "node_modules/react-native-vector-icons")))
        let ruledOut = try await copied(
            lockfile: "# yarn lockfile v1\n\nreact-native-paper@^5.0.0:\n  version \"5.12.0\"\n")
        #expect(ruledOut.count == 1)
        #expect(ruledOut.first?.fact == .known)
    }

    /// A folder of fonts is planned as one only where there is no app to find: a React Native
    /// `package.json` without `ios/`, or a Tuist `Project.swift` whose app the audit cannot read,
    /// is an app whose registrations are not known.
    @Test func aFontsFolderOnlyWhereThereIsNoAppToFind() async throws {
        let fonts = try await Self.plan("Fixtures/Fonts")
        #expect(fonts.layout == .folder)
        #expect(fonts.apps.map(\.kind) == [.fontsFolder])

        let bare = try ScratchFolder()
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "Fixtures/Fonts/Roboto/Roboto-Regular.ttf"),
            to: bare.url.appendingPathComponent("Roboto-Regular.ttf"))
        try bare.write("package.json", #"{ "dependencies": { "react-native": "0.74.0" } }"#)
        let reactNative = try await Self.plan(bare.url.path)
        #expect(reactNative.apps.map(\.kind) == [.sourceTree])
        #expect(reactNative.apps.first?.inputs.map(\.fact.reasons.first?.kind) == [.unreadApp])

        let tuist = try ScratchFolder()
        let manifest = try OpenRegistrationTests.tuist(
            "import ProjectDescription\n\nlet project = Project.app(name: makeName(), fonts: true)\n", in: tuist)
        let unread = try await Self.plan(manifest.path)
        #expect(unread.apps.map(\.kind) == [.sourceTree])
        #expect(unread.apps.flatMap(\.inputs).map(\.fact) == [.notKnown(OpenReason(.unreadApp, "Project.swift"))])
        withExtendedLifetime((bare, tuist)) {}
    }

    /// A project that cannot be read is an app whose targets are not known, not an app of none.
    @Test func aProjectThatCannotBeReadIsNotKnown() async throws {
        let plan = try await Self.plan("Fixtures/Projects/Broken")
        #expect(plan.apps.count == 1)
        #expect(
            plan.apps.first?.inputs.first?.fact
                == .notKnown(OpenReason(.unreadFile, "Broken.xcodeproj/project.pbxproj")))
        // The control: a project read whole plans its targets with their platforms.
        let mac = try await Self.plan("Fixtures/Projects/MacPlatforms")
        #expect(mac.apps.map(\.platforms) == [[.macOS], [.macOS], [.iOS, .macOS], [.iOS]])
        #expect(mac.openInputs.isEmpty)
    }

    /// A local package makes an app of a folder only where SwiftPM bundles a font of it (a
    /// target's declared resource): a font in a test target's resources is no app's, so the
    /// folder stays a folder of fonts, and no loose font is called unlisted.
    @Test func onlyAFontAPackageBundlesMakesAnApp() async throws {
        func plan(resources target: String) async throws -> (kinds: [PlannedApp.Kind], unlisted: Int) {
            let folder = try ScratchFolder()
            try folder.write(
                "Package.swift",
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "Kit", targets: [
                    .target(name: "Kit"\(target == "Kit" ? ", resources: [.process(\"Fonts\")]" : "")),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]\(target == "KitTests" ? ", resources: [.process(\"Fonts\")]" : "")),
                ])

                """)
            try folder.write("Sources/Kit/Kit.swift", "public enum Kit {}\n")
            try folder.write("Tests/KitTests/KitTests.swift", "import Kit\n")
            let font = URL(fileURLWithPath: "Fixtures/Fonts/Roboto/Roboto-Regular.ttf")
            let place = target == "Kit" ? "Sources/Kit/Fonts" : "Tests/KitTests/Fonts"
            for path in [place, "Loose"] {
                try FileManager.default.createDirectory(
                    at: folder.url.appendingPathComponent(path), withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    at: font, to: folder.url.appendingPathComponent(path + "/Roboto-Regular.ttf"))
            }
            let kinds = try await Self.plan(folder.url.path).apps.map(\.kind)
            let (_, result) = try await Auditor().audit(path: folder.url.path)
            withExtendedLifetime(folder) {}
            return (kinds, result.findings.filter { $0.rule == "font-not-listed" }.count)
        }
        let tests = try await plan(resources: "KitTests")
        #expect(tests.kinds == [.fontsFolder])
        #expect(tests.unlisted == 0)
        let bundled = try await plan(resources: "Kit")
        #expect(bundled.kinds == [.sourceTree])
    }
}
