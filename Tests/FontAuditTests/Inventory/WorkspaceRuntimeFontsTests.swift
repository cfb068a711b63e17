import FontAudit
import FontAuditModel
import Foundation
import Testing

/// Issue 93: a workspace package's fonts that an app's own code loads while it runs. Two Expo apps
/// share `@x/ui`, whose `theme/fonts` module (reached through the package's `exports` pattern)
/// maps each PostScript name to its file. The `shop` app loads the map with `useFonts`; the
/// `kiosk` app asks the same names and loads nothing.
@Suite struct WorkspaceRuntimeFontsTests {
    /// The workspace; with `cantarell`, the package's map loads Cantarell-Regular too.
    static func workspace(cantarell: Bool = false) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("package.json", #"{ "name": "ws", "private": true, "workspaces": ["apps/*", "packages/*"] }"#)
        for app in ["shop", "kiosk"] {
            try folder.write(
                "apps/\(app)/package.json",
                #"{ "name": "\#(app)", "main": "index.ts", "dependencies": { "expo": "~52.0.0", "#
                    + #""expo-font": "~13.0.0", "react-native": "0.76.0", "@x/ui": "*" } }"#)
            try folder.write("apps/\(app)/app.json", #"{ "expo": { "name": "\#(app)", "slug": "\#(app)" } }"#)
            try folder.write(
                "apps/\(app)/index.ts",
                "import { registerRootComponent } from 'expo';\nimport App from './App';\nregisterRootComponent(App);\n"
            )
        }
        try folder.write(
            "apps/shop/App.tsx",
            """
            import { Text } from 'react-native';
            import { useFonts } from 'expo-font';
            import { FontFiles, FontFamily } from '@x/ui/theme/fonts';
            export default function App() {
              const [loaded] = useFonts(FontFiles);
              if (!loaded) return null;
              return <Text style={{ fontFamily: FontFamily.Bold }}>Shop</Text>;
            }

            """)
        try folder.write(
            "apps/kiosk/App.tsx",
            """
            import { Text } from 'react-native';
            import { FontFamily } from '@x/ui/theme/fonts';
            export default function App() {
              return <Text style={{ fontFamily: FontFamily.Bold }}>Kiosk</Text>;
            }

            """)
        try folder.write(
            "packages/ui/package.json",
            #"{ "name": "@x/ui", "main": "./src/index.ts", "exports": { ".": { "import": "./src/index.ts" }, "#
                + #""./theme/*": { "import": "./src/theme/*.ts" } } }"#)
        try folder.write("packages/ui/src/index.ts", "export const version = 1;\n")
        try folder.write(
            "packages/ui/src/theme/fonts.ts",
            """
            export enum FontFamily {
              Bold = 'Roboto-Bold',
            }
            export const FontFiles = {
              'Roboto-Bold': require('../assets/fonts/Roboto-Bold.ttf'),\(cantarell ? "\n  'Cantarell-Regular': require('../assets/fonts/Cantarell-Regular.otf')," : "")
            };

            """)
        let font = Repo.root.appendingPathComponent("Fixtures/Projects/ExpoUseFonts/assets/fonts/Roboto-Bold.ttf")
        for copy in ["packages/ui/src/assets/fonts", "apps/shop/src/assets/fonts"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(copy), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: font, to: folder.url.appendingPathComponent(copy + "/Roboto-Bold.ttf"))
        }
        return folder
    }

    /// The shop loads the package's file by its PostScript name: the name resolves to that face,
    /// though the file is outside the app's folder, and a copy in the app's folder that nothing
    /// loads does not stand for it. Control: the kiosk, which loads nothing, is told on iOS.
    @Test func aPackagesFontTheAppLoadsIsTheApps() async throws {
        let folder = try Self.workspace()
        let (_, result) = try await Auditor().audit(path: folder.url.path)
        let keys = result.findings.filter { $0.platform == "ios" }.map {
            "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.targets.joined(separator: ","))"
        }
        #expect(keys == ["font-name-unknown apps/kiosk/App.tsx:4 kiosk"], "\(keys)")
    }
}

extension WorkspaceRuntimeFontsTests {
    /// A shared component asks a loaded face's family (`Cantarell`): on iOS the shop registers it
    /// and the kiosk compiles the component without it (a warning about shared code); on Android
    /// the family is no file and no alias in either app, so each app's finding stays an error and
    /// names no app that "bundles" it.
    @Test func anAndroidFindingIsSharedCodeOnlyWhereAnotherAndroidHalfOpensTheName() async throws {
        let folder = try Self.workspace(cantarell: true)
        try folder.write(
            "packages/ui/src/Price.tsx",
            "import { Text } from 'react-native';\nexport default function Price() {\n"
                + "  return <Text style={{ fontFamily: 'Cantarell' }}>9</Text>;\n}\n")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Fonts/Cantarell/Cantarell-Regular.otf"),
            to: folder.url.appendingPathComponent("packages/ui/src/assets/fonts/Cantarell-Regular.otf"))
        for app in ["shop", "kiosk"] {
            let entry = folder.url.appendingPathComponent("apps/\(app)/App.tsx")
            let text = try String(contentsOf: entry, encoding: .utf8)
            try ("import Price from '@x/ui/src/Price';\n" + text).write(to: entry, atomically: true, encoding: .utf8)
        }
        let (_, result) = try await Auditor().audit(path: folder.url.path)
        let price = result.findings.filter { $0.file == "packages/ui/src/Price.tsx" }
        #expect(
            price.map { "\($0.platform ?? "-") \($0.rule) \($0.severity) \($0.targets.joined(separator: ","))" }
                .sorted()
                == [
                    "android font-name-unknown error kiosk", "android font-name-unknown error shop",
                    "ios font-name-unknown warning kiosk",
                ])
        #expect(!price.contains { $0.platform == "android" && $0.message.contains("bundles") })
    }
}
