import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters

/// What the build puts in each app (issue 92). `Fixtures/Projects/Monorepo`: two Expo apps of one
/// workspace share `@acme/ui`; each is read as Metro bundles it, from its entry point. The mobile
/// app loads Roboto and reaches `Heading.tsx` and `Caption.tsx`; the kiosk loads nothing and
/// reaches `Badge.tsx` and `Caption.tsx` by their own paths. `@acme/theme`'s web file and the
/// mobile app's `src/legacy/` are reached by no entry. `Fixtures/Projects/BundleLayout`: an app
/// and a widget whose UIAppFonts name files inside the DesignKit package's resource bundle, which
/// Xcode copies to the app's root.
@Suite struct BuildGraphTests {
    static let monorepo = Repo.root.appendingPathComponent("Fixtures/Projects/Monorepo")
    static let bundleLayout = Repo.root.appendingPathComponent("Fixtures/Projects/BundleLayout")

    static func keys(_ findings: [Finding], removing prefix: String) -> [String] {
        findings.map {
            "\($0.rule) \($0.severity) \(($0.file ?? "-").replacingOccurrences(of: prefix, with: "")):\($0.line ?? 0)"
                + " \($0.platform ?? "-") \($0.targets.joined(separator: ","))"
        }.sorted()
    }

    @Test func eachAppIsJudgedByWhatItsEntryReaches() async throws {
        let (_, result) = try await Auditor().audit(path: Self.monorepo.path, options: AuditOptions())
        #expect(
            Self.keys(result.findings, removing: "") == [
                // A name no face has, in a screen the mobile app's entry reaches: both platforms.
                "font-name-unknown error apps/mobile/src/screens/Home.tsx:10 android mobile",
                "font-name-unknown error apps/mobile/src/screens/Home.tsx:10 ios mobile",
                // The control: a shared file the kiosk reaches without loading the font, named.
                "font-name-unknown warning packages/ui/src/Caption.tsx:12 android kiosk",
                "font-name-unknown warning packages/ui/src/Caption.tsx:12 ios kiosk",
            ])
        let caption = try #require(result.findings.first { $0.file == "packages/ui/src/Caption.tsx" })
        #expect(caption.message.contains("code that `kiosk` compiles"))
        #expect(caption.message.contains("which `mobile` bundles"))
        // Not reached by any entry: the web theme, the legacy screen; Heading, by the kiosk.
        #expect(!result.findings.contains { $0.file?.hasSuffix("web.ts") == true })
        #expect(!result.findings.contains { $0.file?.contains("legacy") == true })
        #expect(!result.findings.contains { $0.file?.hasSuffix("Heading.tsx") == true })
    }

    @Test func theReachStartsAtEachEntryAndFollowsWorkspacePackages() async throws {
        let builder = InventoryBuilder()
        let root = Self.monorepo.standardizedFileURL
        let mobile = try #require(ReactNativeApp.at(root.appendingPathComponent("apps/mobile")))
        let (sources, entries) = builder.javaScriptPlanInputs(of: mobile, root: root)
        #expect(entries.map(\.path) == ["apps/mobile/index.ts"])
        #expect(
            sources.map(\.label) == [
                "apps/mobile (3 of 4 files reached)", "packages/theme (1 of 3 files reached)",
                "packages/ui (4 of 4 files reached)",
            ])
        let kiosk = try #require(ReactNativeApp.at(root.appendingPathComponent("apps/kiosk")))
        let kioskPlan = builder.javaScriptPlanInputs(of: kiosk, root: root)
        #expect(kioskPlan.entries.map(\.path) == ["apps/kiosk/index.js"])
        #expect(
            kioskPlan.sources.map(\.label) == [
                "apps/kiosk (2 of 2 files reached)", "packages/theme (0 of 3 files reached)",
                "packages/ui (2 of 4 files reached)",
            ])
    }

    @Test func theJSONReportHoldsThePlan() async throws {
        let (_, result) = try await Auditor().audit(path: Self.monorepo.path, options: AuditOptions())
        let json = JSONReporter.report(result, context: ReportContext(rules: [], auditedPath: "."))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let plan = try #require(document["plan"] as? [String: Any])
        #expect(plan["layout"] as? String == "a JavaScript workspace")
        let apps = try #require(plan["apps"] as? [[String: Any]])
        #expect(apps.compactMap { $0["name"] as? String } == ["kiosk", "mobile"])
        let kiosk = try #require(apps.first)
        #expect(kiosk["platforms"] as? [String] == ["iOS", "Android"])
        let sources = try #require(kiosk["sources"] as? [[String: Any]])
        // Each folder with the count of its files the kiosk's entry reaches, for an editor.
        #expect(
            sources.map { "\($0["path"] ?? "") \($0["reached"] ?? "-")/\($0["files"] ?? "-") \($0["fact"] ?? "")" } == [
                "apps/kiosk 2/2 known", "packages/theme 0/3 known", "packages/ui 2/4 known",
            ])
        let inputs = try #require(kiosk["inputs"] as? [[String: Any]])
        #expect(inputs.first?["role"] as? String == "entry point")
        #expect(inputs.first?["path"] as? String == "apps/kiosk/index.js")
    }

    @Test func resourceBundlePathsResolveInTheBuiltLayout() async throws {
        let path = Self.bundleLayout.appendingPathComponent("BundleLayout.xcodeproj").path
        let (inventories, result) = try await Auditor().audit(path: path, options: AuditOptions())
        #expect(inventories.compactMap { $0.target?.target.name } == ["App", "Widget", "Notifications"])
        #expect(
            Self.keys(result.findings, removing: "Fixtures/Projects/BundleLayout/")
                == [
                    // The control: a bundle the build does not make, with the path it most likely means.
                    "manifest-file-missing error App/Info.plist:12 - App",
                    // Shared code in the extension that links no product of the package: still said.
                    "font-name-unknown warning Shared/Typography.swift:5 - Notifications",
                    // The App target is no package's: its `#else` is built, and the app has no such file.
                    "registered-file-missing warning App/LegacyFonts.swift:13 - App",
                ].sorted())
        // The package's `#else` (the main bundle) is never built: SwiftPM sets SWIFT_PACKAGE.
        #expect(!result.findings.contains { $0.file?.hasSuffix("FontRegistrar.swift") == true })
        let missing = try #require(result.findings.first { $0.rule == "manifest-file-missing" })
        #expect(missing.fix == "DesignKit_DesignKit.bundle/Roboto-Bold.ttf")
        // The app's and the widget's entries into DesignKit_DesignKit.bundle register their files.
        let app = try #require(inventories.first { $0.target?.target.name == "App" })
        let widget = try #require(inventories.first { $0.target?.target.name == "Widget" })
        let regular = "Packages/DesignKit/Sources/DesignKit/Resources/Fonts/Roboto-Regular.ttf"
        #expect(app.manifests[0].appFonts.first?.resolution == .file(path: regular))
        // The app links Features, whose target depends on DesignKit's product: both are the app's.
        #expect(app.packages.map(\.name) == ["Features", "DesignKit"])
        #expect(widget.packages.map(\.name) == ["DesignKit"])
        #expect(widget.manifests[0].appFonts.map(\.resolution).contains(.file(path: regular)))
        // The notification extension links nothing: no font of the package is in it.
        let notifications = try #require(inventories.first { $0.target?.target.name == "Notifications" })
        #expect(notifications.fonts.isEmpty)
    }

    @Test func swiftPackageIsSetInAPackageTargetsFilesOnly() throws {
        let folder = try ScratchFolder()
        let manifest = "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n"
        try folder.write("Kit/Package.swift", manifest)
        try folder.write("Kit/Sources/Kit/Fonts.swift", "")
        try folder.write("Kit/Tools/Script.swift", "")
        try folder.write("Dual/Package.swift", manifest.replacingOccurrences(of: "Kit", with: "Dual"))
        try folder.write("Dual/Dual.xcodeproj/project.pbxproj", "")
        try folder.write("Dual/Sources/Dual/Fonts.swift", "")
        let path = { (relative: String) in folder.url.appendingPathComponent(relative).standardizedFileURL.path }
        #expect(SwiftPackageBuild.builds(path("Kit/Sources/Kit/Fonts.swift")))
        // In no target's folder; in a package whose folder's project may build it without the condition.
        #expect(!SwiftPackageBuild.builds(path("Kit/Tools/Script.swift")))
        #expect(!SwiftPackageBuild.builds(path("Dual/Sources/Dual/Fonts.swift")))
    }

    @Test func aProductsDependenciesAreFollowedThroughItsTargets() {
        let package = PackageManifestReader().read(
            """
            let package = Package(
                name: "Features",
                dependencies: [.package(path: "../DesignKit"), .package(url: "https://example.com/x.git", from: "1.0.0")],
                products: [.library(name: "Features", targets: ["Features"]), .library(name: "Demo", targets: ["Demo"])],
                targets: [
                    .target(name: "Features", dependencies: [.target(name: "Core"), .product(name: "DesignKit", package: "DesignKit")]),
                    .target(name: "Core", dependencies: [.byName(name: "Analytics")]),
                    .target(name: "Demo", dependencies: [.product(name: "Previews", package: "Previews")]),
                ])
            """, path: "Packages/Features")
        // `Core` is a target of the package (declared after the reference to it, which declares
        // nothing), `Analytics` none: another package's product.
        #expect(package.targets.map(\.name) == ["Features", "Core", "Demo"])
        #expect(package.productDependencies(of: ["Features"]) == ["DesignKit", "Analytics"])
        #expect(package.productDependencies(of: ["Demo"]) == ["Previews"])
        // Where SwiftPM finds a product: the local packages the manifest depends on by path.
        #expect(package.localDependencies == ["../DesignKit"])
    }
}

/// The specifiers a JavaScript file asks Metro for, and the reach of an app's entry points.
@Suite struct MetroReachTests {
    @Test func importsAreReadPastCommentsStringsAndRegularExpressions() {
        let source = """
            import React from 'react';
            import './polyfills';
            export { Title } from "./Title";
            export * from './theme';
            // import Old from './old';
            /* require('./older') */
            const text = "import x from './not-code'";
            const pattern = /['"]from/g;
            const Lazy = React.lazy(() => import('./screens/Lazy'));
            const config = require('./config')
            const locale = require(`./locales/${lang}.json`);
            const screen = require(name);
            const art = require(`./art/${id}.png`);
            <Text>Don't import './quoted'</Text>
            const later = require('./later');
            import type { Theme } from './theme-types';
            export type Alias = Other
            export { default as loader } from './loader'
            export type { Shape }
            export { x } from './x'
            export type { Font } from './font-types'
            """
        let imports = JavaScriptImports.scan(Array(source.utf8))
        #expect(
            imports.specifiers == [
                "react", "./polyfills", "./Title", "./theme", "./screens/Lazy", "./config", "./later", "./loader",
                "./x",
            ])
        // `require(name)` may name code; the JSON and the PNG templates name assets.
        #expect(imports.computed == [12])
    }

    static func files(_ displays: [String], in folder: ScratchFolder) throws -> [(path: String, display: String)] {
        try displays.map { display in
            if !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(display).path) {
                try folder.write(display, "")
            }
            return (folder.url.appendingPathComponent(display).path, display)
        }
    }

    @Test func theReachTakesThePlatformsFileAndAFoldersIndex() throws {
        let folder = try ScratchFolder()
        try folder.write("index.js", "import App from './src/App'\n")
        try folder.write("src/App.tsx", "import { Button } from './components'\nimport x from '@/theme'\n")
        try folder.write("src/components/index.ts", "export * from './Button'\n")
        let files = try Self.files(
            [
                "index.js", "src/App.tsx", "src/components/index.ts", "src/components/Button.tsx",
                "src/components/Button.ios.tsx", "src/components/Button.android.tsx", "src/theme/index.ts",
                "src/Unused.tsx",
            ], in: folder)
        let setup = MetroReach.Setup(
            entries: ["index"], aliases: [JavaScriptPathAlias(prefix: "@", target: "src")], platform: .iOS,
            dependencies: [], roots: [""])
        let ios = MetroReach.compute(files, setup: setup)
        #expect(ios.entries == ["index.js"])
        #expect(
            ios.reached == [
                "index.js", "src/App.tsx", "src/components/Button.ios.tsx", "src/components/index.ts",
                "src/theme/index.ts",
            ])
        var android = setup
        android.platform = .android
        #expect(MetroReach.compute(files, setup: android).reached.contains("src/components/Button.android.tsx"))
        #expect(ios.gaps.isEmpty)
    }

    @Test func foldersOfTheAppsCodeContextsAndTypeOnlyImports() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "index.js",
            """
            import Screen from 'app/screens/Home'
            import 'config'
            import type { Theme } from './types'
            export type { Font } from './fonts'
            const routes = require.context('./app/routes')

            """)
        let files = try Self.files(
            [
                "index.js", "app/screens/Home.tsx", "app/screens/Other.tsx", "app/routes/index.tsx",
                "app/routes/settings/Profile.tsx", "types.ts", "fonts.ts",
            ], in: folder)
        let setup = MetroReach.Setup(entries: ["index"], aliases: [], platform: .iOS, dependencies: [], roots: [""])
        let reach = MetroReach.compute(files, setup: setup)
        // `app/…` resolves in the app's own folders (a module-resolver `root`); `config` names none of
        // them, so it is a package; the context takes its folder whole; types are erased.
        #expect(
            reach.reached == [
                "app/routes/index.tsx", "app/routes/settings/Profile.tsx", "app/screens/Home.tsx", "index.js",
            ])
        #expect(reach.gaps.isEmpty)
    }

    @Test func aModuleTheAuditCannotFindReadsItsPackageWhole() throws {
        let folder = try ScratchFolder()
        try folder.write("index.js", "import { Text } from '@acme/ui/text'\nimport x from './dist/generated'\n")
        let files = try Self.files(["index.js", "packages/ui/src/text.tsx", "packages/ui/src/Other.tsx"], in: folder)
        // `@acme/ui/text` is an `exports` subpath the alias does not map: the package is read whole;
        // `./dist/generated` is in a folder that holds none of the app's files: no gap.
        let setup = MetroReach.Setup(
            entries: ["index"], aliases: [JavaScriptPathAlias(prefix: "@acme/ui", target: "packages/ui")],
            platform: .iOS, dependencies: ["@acme/ui"], roots: ["", "packages/ui"])
        let reach = MetroReach.compute(files, setup: setup)
        #expect(reach.reached == ["index.js", "packages/ui/src/Other.tsx", "packages/ui/src/text.tsx"])
        #expect(reach.gaps.map(\.reason) == ["'@acme/ui/text' names no module the audit finds"])
    }

    @Test func whatCannotBeFollowedIsReadWhole() throws {
        let folder = try ScratchFolder()
        try folder.write("index.js", "import App from './App'\nimport 'lodash'\n")
        try folder.write("App.js", "const screen = require(name)\n")
        try folder.write("packages/ui/index.ts", "import x from '@/theme'\nimport y from 'lodash-es'\n")
        let files = try Self.files(
            ["index.js", "App.js", "Other.js", "packages/ui/index.ts", "packages/ui/Unused.ts"], in: folder)
        // A computed require: the package it is in is read whole; the other package is not.
        let setup = MetroReach.Setup(
            entries: ["index"], aliases: [], platform: .iOS, dependencies: ["lodash"], roots: ["", "packages/ui"])
        let reach = MetroReach.compute(files, setup: setup)
        #expect(reach.reached == ["App.js", "Other.js", "index.js"])
        #expect(reach.gaps.map { "\($0.file):\($0.line)" } == ["App.js:1"])
        // A bare specifier that starts as an alias does and no alias explains: every package is read
        // whole. One that names no folder of the app's code (`lodash-es`, undeclared) is a package.
        var wide = setup
        wide.entries = ["index", "packages/ui/index"]
        let everything = MetroReach.compute(files, setup: wide)
        #expect(everything.reached.count == files.count)
        #expect(everything.gaps.map(\.reason).filter { $0.contains("'@/theme'") }.count == 1)
        #expect(!everything.gaps.contains { $0.reason.contains("lodash") })
    }
}
