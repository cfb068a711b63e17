import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// Which packages of a workspace are apps, and what they take in (issue 92). `Fixtures/Projects/NxWorkspace`:
/// an Nx workspace with one `package.json` at its top that lists `expo` for its app; the app is
/// `apps/mobile`, whose `tsconfig.json` extends `tsconfig.base.json`, which maps each library by
/// an exact path; `libs/kit` lists `react-native` but is a library no app imports.
@Suite struct WorkspaceLayoutTests {
    static let nx = Repo.root.appendingPathComponent("Fixtures/Projects/NxWorkspace")

    @Test func anNxWorkspaceIsReadAsItsAppsAndTheLibrariesTheyImport() async throws {
        let (inventories, result) = try await Auditor().audit(path: Self.nx.path, options: AuditOptions())
        #expect(inventories.compactMap { $0.app?.folder } == ["apps/mobile"])
        #expect(
            BuildGraphTests.keys(result.findings, removing: "") == [
                // Planted in a route the entry reaches, and in a library reached through its alias.
                "font-name-unknown error apps/mobile/src/app/index.tsx:15 android ",
                "font-name-unknown error apps/mobile/src/app/index.tsx:15 ios ",
                "font-name-unknown error libs/ui/src/Badge.tsx:5 android ",
                "font-name-unknown error libs/ui/src/Badge.tsx:5 ios ",
            ])
        // Controls: the library's registered name, the web theme no module imports, the kit.
        #expect(!result.findings.contains { $0.file?.hasSuffix("Title.tsx") == true })
        #expect(!result.findings.contains { $0.file?.hasPrefix("libs/web-theme") == true })
        #expect(!result.findings.contains { $0.file?.hasPrefix("libs/kit") == true })
    }

    @Test func thePlanNamesTheAppItsEntryAndTheLibrariesReached() throws {
        let builder = InventoryBuilder()
        let root = Self.nx.standardizedFileURL
        let mobile = try #require(ReactNativeApp.at(root.appendingPathComponent("apps/mobile")))
        let (sources, entries) = builder.javaScriptPlanInputs(of: mobile, root: root)
        // The entry imports `expo-router/entry`, which bundles the routes folder.
        #expect(entries.map(\.path) == ["apps/mobile/index.ts"])
        #expect(
            sources.map(\.label) == [
                "apps/mobile (3 of 3 files reached)", "libs/ui (3 of 3 files reached)",
                "libs/web-theme (0 of 1 files reached)",
            ])
        #expect(sources.allSatisfy { $0.fact.isKnown })
    }

    @Test func aLibraryThatListsReactNativeIsNoApp() throws {
        let root = Self.nx.standardizedFileURL
        let found = try #require(ReactNativeApp.workspacePackageFolders(at: root)).compactMap(ReactNativeApp.at)
        #expect(found.map(\.folder.lastPathComponent) == ["mobile", "kit"])
        #expect(ReactNativeApp.workspaceApps(found).map(\.folder.lastPathComponent) == ["mobile"])
        // Where no package has an app's shape, an Expo package another one imports is a library.
        var app = try #require(found.first)
        app.dependencies.insert("@acme/kit")
        app.folder = root.appendingPathComponent("apps/none")
        var kit = try #require(found.last)
        kit.usesExpo = true
        #expect(ReactNativeApp.workspaceApps([app, kit]).map(\.name) == ["@acme/mobile"])
    }

    @Test func tsconfigExactPathsAndItsBase() {
        let base = Array(
            #"{ "compilerOptions": { "baseUrl": ".", "paths": { "@acme/ui": ["libs/ui/src/index.ts"], "@/*": ["src/*"] } } }"#
                .utf8)
        #expect(
            JavaScriptPathAlias.tsconfig(base, folder: "")
                == [
                    JavaScriptPathAlias(prefix: "@acme/ui", target: "libs/ui/src/index.ts", exact: true),
                    JavaScriptPathAlias(prefix: "@", target: "src"),
                ])
        #expect(
            JavaScriptPathAlias.tsconfigBase(Array(#"{ "extends": "../../tsconfig.base" }"#.utf8))
                == "../../tsconfig.base.json")
        #expect(JavaScriptPathAlias.tsconfigBase(Array(#"{ "extends": "expo/tsconfig.base" }"#.utf8)) == nil)
        #expect(JavaScriptPathAlias.normalized("apps/mobile/../../libs/./ui/") == "libs/ui")
        // The app's own tsconfig has no paths: its base's, each relative to the base's folder.
        let mobile = ReactNativeApp.at(Self.nx.appendingPathComponent("apps/mobile"))
        #expect(
            mobile?.pathAliases(shown: "apps/mobile").map(\.target) == [
                "libs/ui/src/index.ts", "libs/web-theme/src/index.ts",
            ])
    }

    /// `Fixtures/Projects/TuistAlias`: a Tuist app whose code uses the font accessor Tuist
    /// synthesizes (`DesignSystemFontFamily`, not in the checkout) through typealiases only.
    @Test func tuistsAccessorUsedThroughTypealiasesRegistersItsFonts() async throws {
        let path = Repo.root.appendingPathComponent("Fixtures/Projects/TuistAlias").path
        let (_, result) = try await Auditor().audit(path: path, options: AuditOptions())
        // The control only: before, both fonts were also called unlisted.
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "font-name-unknown App/Sources/ShopApp.swift:13 Roboto-Black"
            ])
    }
}
