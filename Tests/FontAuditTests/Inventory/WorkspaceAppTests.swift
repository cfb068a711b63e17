import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A React Native app in a JavaScript workspace (a monorepo): the workspace packages it depends on
/// are its code, read through their names (`lib`, `lib/theme/fonts`), whether the audit starts at
/// the repository's root or at the app's folder; a package it does not depend on is not. A
/// parameter declared with a type of the app's own (`fonts: FontsType`) is every value the app
/// declares with that type, each at the members asked, past a spread that plainly lacks them.
@Suite struct WorkspaceAppTests {
    /// `repo/` with the workspace's root, the app in `apps/mobile` (the React Native fixture's
    /// `ios/` and fonts) and the packages `packages/ui` (a dependency) and `packages/web` (not).
    static func monorepo(manifest: String = #"{ "private": true, "workspaces": ["apps/*", "packages/*"] }"#)
        throws -> ScratchFolder
    {
        let folder = try ScratchFolder()
        try folder.write("package.json", manifest)
        try folder.write("yarn.lock", "# yarn lockfile v1\n")
        let app = "apps/mobile"
        try FileManager.default.copyItem(
            at: ReactNativeAppTests.app.appendingPathComponent("ios"),
            to: folder.url.appendingPathComponent(app + "/ios")
        )
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent(app + "/assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ReactNativeAppTests.app.appendingPathComponent("assets/fonts"),
            to: folder.url.appendingPathComponent(app + "/assets/fonts"))
        try folder.write(
            app + "/package.json",
            #"{ "name": "mobile", "dependencies": { "react-native": "0.74.0", "@acme/ui": "workspace:^" } }"#)
        try folder.write(
            app + "/src/App.tsx",
            """
            import { Text } from 'react-native'
            import { Title } from '@acme/ui'
            import { prepare } from './typography'
            export const App = () => <Title>Hi</Title>

            """)
        try folder.write(
            app + "/src/typography.ts",
            """
            import type { FontsType } from '@acme/ui/theme/fonts'
            export const prepare = (fonts: FontsType) => ({
              body: { fontFamily: fonts.native.body },
              title: { fontFamily: fonts.native.title },
            })

            """)
        try folder.write(
            "packages/ui/package.json",
            #"{ "name": "@acme/ui", "exports": { ".": { "import": "./src/index.ts" }, "./*": "./src/*.ts" } }"#)
        try folder.write(
            "packages/ui/src/index.ts",
            """
            import { Text } from 'react-native'
            export const Title = () => <Text style={{ fontFamily: 'Roboto-Blod' }} />

            """)
        try folder.write(
            "packages/ui/src/theme/fonts.ts",
            """
            export type FontsType = { native: { body: string; title: string }; size: number }
            export const common = { size: 3 }

            """)
        for (brand, body) in [("one", "Roboto-Regular"), ("two", "Robotto-Regular")] {
            try folder.write(
                "packages/ui/src/brands/\(brand).ts",
                """
                import { common, type FontsType } from '../theme/fonts.ts'

                const fonts: FontsType = {
                  native: { body: '\(body)', title: 'Roboto-Bold' },
                  ...common,
                }
                export default fonts

                """)
        }
        try folder.write(
            "packages/web/package.json", #"{ "name": "@acme/web", "dependencies": { "@acme/ui": "workspace:^" } }"#)
        try folder.write("packages/web/src/page.tsx", "export const a = { fontFamily: 'Nowhere-Web' }\n")
        return folder
    }

    static func keys(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.rule.hasPrefix("font-name") }.map {
            "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "")"
        }.sorted()
    }

    @Test func theAppsWorkspacePackagesAreItsCode() async throws {
        let repo = try Self.monorepo()
        let (_, atRoot) = try await Auditor().audit(path: repo.url.path)
        #expect(
            Self.keys(atRoot) == [
                "font-name-unknown apps/mobile/src/typography.ts:3 Robotto-Regular",
                "font-name-unknown packages/ui/src/index.ts:2 Roboto-Blod",
            ])
        // The title is `Roboto-Bold` in every brand; the body one brand's typo.
        #expect(atRoot.summary.namesDynamic == 0)
        let (_, atApp) = try await Auditor().audit(path: repo.url.appendingPathComponent("apps/mobile").path)
        #expect(
            Self.keys(atApp) == [
                "font-name-unknown ../../packages/ui/src/index.ts:2 Roboto-Blod",
                "font-name-unknown src/typography.ts:3 Robotto-Regular",
            ])
    }

    /// pnpm's list of workspace folders reads the same packages; without any workspace the
    /// packages are nobody's code, and the typed parameter is open.
    @Test func pnpmWorkspacesAndNoWorkspace() async throws {
        let pnpm = try Self.monorepo(manifest: #"{ "private": true }"#)
        try pnpm.write("pnpm-workspace.yaml", "packages:\n  - 'apps/*'\n  - \"packages/*\" # all\n")
        let (_, result) = try await Auditor().audit(path: pnpm.url.path)
        #expect(Self.keys(result).count == 2)

        let none = try Self.monorepo(manifest: #"{ "private": true }"#)
        let (_, alone) = try await Auditor().audit(path: none.url.path)
        #expect(Self.keys(alone) == [])
        #expect(alone.summary.namesDynamic == 2)
    }

    /// An Expo app (no `ios/`) in a pnpm workspace, audited at the repository's root: the root is
    /// the app it holds, not a folder of fonts (whose every file would count as registered, and
    /// whose copies of one font would share a PostScript name). Its fonts live in a workspace
    /// package, reached by paths that climb out of the app's folder, in the expo-font plugin's
    /// list and in `useFonts`: registered, not missing; a typo among them is missing.
    @Test func anExpoAppOfAWorkspaceIsAuditedFromTheRoot() async throws {
        let repo = try ScratchFolder()
        try repo.write("package.json", #"{ "private": true }"#)
        try repo.write("pnpm-workspace.yaml", "packages:\n  - apps/*\n  - packages/*\n")
        try repo.write(
            "apps/mobile/package.json",
            #"{ "name": "mobile", "dependencies": { "expo": "~52.0.0", "react-native": "0.76.0" } }"#)
        try repo.write(
            "apps/mobile/app.json",
            """
            {
              "expo": {
                "plugins": [
                  ["expo-font", { "fonts": ["../../packages/assets/fonts/Roboto-Regular.ttf", "../../packages/assets/fonts/Roboto-Bolt.ttf"] }]
                ]
              }
            }

            """)
        try repo.write(
            "apps/mobile/App.tsx",
            """
            import { useFonts } from 'expo-font'
            import { Text } from 'react-native'
            export default function App() {
              const [loaded] = useFonts({ Brand: require('../../packages/assets/fonts/Roboto-Bold.ttf') })
              return <Text style={{ fontFamily: 'Brand' }}>Hi</Text>
            }
            export const styles = { body: { fontFamily: 'Roboto-Regular' }, typo: { fontFamily: 'Roboto-Reguler' } }

            """)
        try repo.write("packages/assets/package.json", #"{ "name": "@acme/assets" }"#)
        for (folder, file) in [
            ("packages/assets/fonts", "Roboto-Regular.ttf"), ("packages/assets/fonts", "Roboto-Bold.ttf"),
            ("apps/web/public", "Roboto-Regular.ttf"),
        ] {
            try FileManager.default.createDirectory(
                at: repo.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Roboto/" + file),
                to: repo.url.appendingPathComponent(folder + "/" + file))
        }
        let (inventories, result) = try await Auditor().audit(path: repo.url.path)
        #expect(inventories.map(\.layout) == [.project])
        #expect(result.summary.apps.count == 1)
        let keys = result.findings.filter { $0.platform == "ios" }.map {
            "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "")"
        }.sorted()
        // Android opens no `fonts/Roboto-Reguler.ttf` either (ReactNativeAndroidTests).
        #expect(result.findings.filter { $0.platform == "android" }.map(\.name) == ["Roboto-Reguler"])
        #expect(
            keys == [
                "font-name-unknown apps/mobile/App.tsx:7 Roboto-Reguler",
                "manifest-file-missing apps/mobile/app.json:4 ../../packages/assets/fonts/Roboto-Bolt.ttf",
            ], "\(keys)")
        // The web app's copy is in no iOS app: unplaced, not a second face of the name.
        #expect(result.summary.unplacedFonts == 1)
    }
}
