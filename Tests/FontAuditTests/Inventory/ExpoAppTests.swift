import FontInspector
import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReporters

/// Issue 64: Expo apps without an `ios/` folder, whose iOS app prebuild makes from the app's
/// config: the expo-font config plugin's `fonts` are its UIAppFonts (`Fixtures/Projects/ExpoPlugin`),
/// and what `useFonts` loads registers under its alias (`Fixtures/Projects/ExpoUseFonts`).
@Suite struct ExpoAppTests {
    static func keys(_ result: AuditResult, under folder: String) -> [String] {
        result.findings.filter { $0.platform != "android" }.map {
            "\($0.rule) \(($0.file ?? "-").replacingOccurrences(of: folder + "/", with: "")):\($0.line ?? 0) \($0.name ?? "")"
        }.sorted()
    }

    @Test func thePluginsFontsAreTheAppsManifest() async throws {
        let folder = "Fixtures/Projects/ExpoPlugin"
        let (inventories, result) = try await Auditor().audit(path: Repo.root.appendingPathComponent(folder).path)
        #expect(
            Self.keys(result, under: folder) == [
                "font-name-not-registered src/App.tsx:20 Cantarell-Regular",
                "font-variant-missing src/App.tsx:19 Roboto",
                "manifest-file-missing app.json:12 ./assets/fonts/Roboto-Medium.ttf",
                "manifest-file-missing app.json:13 ./assets/Roboto-Italic.ttf",
            ])
        let inventory = try #require(inventories.first)
        // The two files the plugin lists for iOS, by their own names in the bundle; Android's
        // Cantarell and the unlisted italic are in no iOS app.
        #expect(inventory.fonts.map(\.bundlePath) == ["Roboto-Bold.ttf", "Roboto-Regular.ttf"])
        #expect(inventory.registeredPaths.count == 2)
        #expect(inventory.manifests.map(\.dialect) == [.expoConfig])
        #expect(result.summary.unplacedFonts == 2)
        #expect(result.summary.apps == ["an Expo app without ios/: the iOS app prebuild makes from `app.json`"])
        // The family with bold (registered), a PostScript name, iOS's branch of Platform.select, and
        // three faces with weights whose closest face is the one named: silent.
        #expect(result.summary.namesResolved == 7)
        #expect(!result.findings.contains { $0.rule == "font-weight-picks-other-face" })
        let missing = try #require(result.findings.first { $0.rule == "manifest-file-missing" })
        #expect(
            missing.message.hasPrefix("The expo-font plugin in `app.json` lists `./assets/fonts/Roboto-Medium.ttf`"))
        let unregistered = try #require(result.findings.first { $0.rule == "font-name-not-registered" })
        #expect(unregistered.message.contains("List it in the `fonts` of the expo-font plugin in `app.json`"))
        #expect(
            TextReporter.summary(result, style: ANSIStyle(colors: false)).contains(
                "; audited as an Expo app without ios/: the iOS app prebuild makes from `app.json`"))
    }

    /// Issue 74: the expo-font plugin resolves each path with Node's `path.resolve(projectRoot, p)`
    /// and `fs.statSync`, with no TypeScript or Metro alias: `@/assets/fonts/Roboto-Bold.ttf` is a
    /// file prebuild cannot find (it fails), though tsconfig's `@/*` names the app's folder, and
    /// the fix is the path relative to the app.
    @Test func aPluginPathIsNotReadThroughTheAppsAliases() async throws {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Projects/ExpoPlugin", in: scratch)
        let config = root.appendingPathComponent("app.json")
        try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(of: "\"./assets/fonts/Roboto-Bold.ttf\"", with: "\"@/assets/fonts/Roboto-Bold.ttf\"")
            .write(to: config, atomically: true, encoding: .utf8)
        try #"{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }"#.write(
            to: root.appendingPathComponent("tsconfig.json"), atomically: true, encoding: .utf8)
        let (_, result) = try await Auditor().audit(path: root.path)
        let bold = try #require(result.findings.first { $0.rule == "manifest-file-missing" && $0.line == 11 })
        #expect(bold.name == "@/assets/fonts/Roboto-Bold.ttf")
        #expect(bold.fix == "./assets/fonts/Roboto-Bold.ttf")
    }

    /// An Expo app with a committed `ios/` is audited through its project, and its next prebuild
    /// still runs the expo-font plugin: a listed path that names no file (a TypeScript alias) fails
    /// it, and is reported at the config as it is without `ios/`; a path that names a file is
    /// silent. A bare React Native app's `app.json` is no Expo config.
    @Test func thePluginListIsCheckedBesideACommittedIOSProject() async throws {
        let config = """
            {
              "expo": {
                "name": "rnapp",
                "plugins": [
                  ["expo-font", { "fonts": ["./assets/fonts/Roboto-Regular.ttf", "@/assets/fonts/Roboto-Bold.ttf"] }]
                ]
              }
            }

            """
        let expo = try ReactNativeAppTests.variant(dependencies: ["expo"], entries: [], config: nil)
        try expo.write("app.json", config)
        let (_, result) = try await Auditor().audit(path: expo.url.path)
        let atConfig = result.findings.filter { $0.file == "app.json" }.map {
            "\($0.rule) \($0.line ?? 0) \($0.name ?? "")"
        }
        #expect(atConfig == ["manifest-file-missing 5 @/assets/fonts/Roboto-Bold.ttf"])

        let bare = try ReactNativeAppTests.variant(dependencies: [], entries: [], config: nil)
        try bare.write("app.json", config)
        let (_, bareResult) = try await Auditor().audit(path: bare.url.path)
        #expect(!bareResult.findings.contains { $0.file == "app.json" })
    }

    /// Fix mode corrects a plugin entry whose file is elsewhere in the app: the string in
    /// `app.json`, nothing else; the italic it registers then makes the italic request silent.
    @Test func fixModeCorrectsThePluginsEntry() async throws {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("ExpoPlugin")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/ExpoPlugin"), to: copy)
        let before = try String(contentsOf: copy.appendingPathComponent("app.json"), encoding: .utf8)
        let outcome = try await Auditor().check(CheckRequest(path: copy.path, fix: .write))
        let after = try String(contentsOf: copy.appendingPathComponent("app.json"), encoding: .utf8)
        #expect(
            after
                == before.replacingOccurrences(
                    of: "\"./assets/Roboto-Italic.ttf\"", with: "\"./assets/fonts/Roboto-Italic.ttf\""))
        #expect(!outcome.result.findings.contains { $0.line == 13 && $0.rule == "manifest-file-missing" })
        #expect(!outcome.result.findings.contains { $0.rule == "font-variant-missing" })
    }

    /// A config whose plugins come from a module of the app's own: any font of the app may be
    /// registered, so a face of one is no finding; a name of no font still is.
    @Test func anUnreadConfigRegistersEveryFontOfTheApp() async throws {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("ExpoPlugin")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/ExpoPlugin"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("app.json"))
        try Data(
            "import { withBrandFonts } from './plugins/fonts';\nexport default ({ config }) => withBrandFonts(config);\n"
                .utf8
        ).write(to: copy.appendingPathComponent("app.config.ts"))
        let (_, result) = try await Auditor().audit(path: copy.path)
        #expect(
            !result.findings.contains { $0.rule == "font-name-not-registered" || $0.rule == "manifest-file-missing" })
        #expect(result.summary.unplacedFonts == 0)
    }

    /// A config plugin of the app's own that names no font (a deployment target's, as a public
    /// Expo app's `app.config.ts` imports) registers none: the config is read, on both halves.
    /// Control: the same config importing a module of its own that does name fonts is unread.
    @Test func aLocalPluginThatNamesNoFontLeavesTheConfigRead() async throws {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("ExpoUseFonts")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/ExpoUseFonts"), to: copy)
        try FileManager.default.createDirectory(
            at: copy.appendingPathComponent("plugins/merge"), withIntermediateDirectories: true)
        try Data(
            """
            import { withPodfileProperties } from 'expo/config-plugins';
            import { merged } from './merge';
            export default (config, { deploymentTarget }) =>
              withPodfileProperties(config, (c) => merged(c, { 'ios.deploymentTarget': deploymentTarget }));

            """.utf8
        ).write(to: copy.appendingPathComponent("plugins/withDeploymentTarget.ts"))
        try Data("export const merged = (c, p) => ({ ...c, modResults: { ...c.modResults, ...p } });\n".utf8)
            .write(to: copy.appendingPathComponent("plugins/merge/index.js"))
        try Data(
            """
            import withDeploymentTarget from './plugins/withDeploymentTarget';
            export default ({ config }) => withDeploymentTarget(config, { deploymentTarget: '15.1' });

            """.utf8
        ).write(to: copy.appendingPathComponent("app.config.ts"))
        // The face nothing loads is still reported, on iOS and on Android.
        let (_, read) = try await Auditor().audit(path: copy.path)
        let italic = read.findings.filter { $0.name == "Roboto-Italic" }.map { "\($0.platform ?? "-") \($0.rule)" }
        #expect(italic.sorted() == ["android font-name-unknown", "ios font-name-not-registered"])
        // The module it imports in turn names a font: the config may add one there.
        try Data("export const merged = (c) => c;\nexport const font = './x.ttf';\n".utf8)
            .write(to: copy.appendingPathComponent("plugins/merge/index.js"))
        let (_, unread) = try await Auditor().audit(path: copy.path)
        #expect(!unread.findings.contains { $0.name == "Roboto-Italic" })
        #expect(!unread.findings.contains { $0.platform == "android" })
    }

    @Test func useFontsAliasesAreFamiliesOfTheirFilesFace() async throws {
        let folder = "Fixtures/Projects/ExpoUseFonts"
        let (inventories, result) = try await Auditor().audit(path: Repo.root.appendingPathComponent(folder).path)
        #expect(
            Self.keys(result, under: folder) == [
                "font-glyph-missing src/locales/en.json:7 Roboto",
                "font-glyph-missing src/locales/th.json:3 Roboto",
                "font-name-not-registered App.tsx:30 Roboto-Italic",
                "font-variant-missing App.tsx:27 brandRegular",
            ])
        let inventory = try #require(inventories.first)
        // The two files `useFonts(customFonts)` loads, registered by that call, read as fonts.
        #expect(
            inventory.fonts.map { FileName.lastComponent(of: $0.path) } == ["Roboto-Bold.ttf", "Roboto-Regular.ttf"])
        #expect(inventory.registrations.map(\.call) == ["useFonts", "useFonts"])
        #expect(inventory.codeRegisteredPaths.count == 2)
        // The alias `brandRegular` is a family of one face, Roboto-Regular: bold of it is missing.
        let heavy = try #require(
            result.findings.first { $0.rule == "font-variant-missing" && $0.platform == "ios" })
        #expect(
            heavy.message.contains(
                "the family \"brandRegular\" has no registered face with that style (registered: `Roboto-Regular`)"))
        // Through a theme to an alias (with bold, its one face is bold), the family's own name, a
        // package's alias: silent; the package's alias is no request at all.
        #expect(!inventory.requests.contains { $0.name == "Inter_900Black" })
        #expect(inventory.runtimeFonts.contains { $0.alias == "Inter_900Black" && $0.file == nil })
        #expect(result.summary.namesResolved == 4)
        #expect(result.summary.apps == ["an Expo app without ios/: the iOS app prebuild makes from `app.config.ts`"])
        // The kaomoji of a command's description is in every language's text: said once, in
        // English's table, and not again as a lack of the Thai translation (which lacks Thai).
        let english = try #require(result.findings.first { $0.file?.hasSuffix("en.json") == true })
        #expect(english.message.contains("no glyph for 1 character (ツ) of 1 `en` string"))
        let thai = try #require(result.findings.first { $0.file?.hasSuffix("th.json") == true })
        #expect(thai.message.contains("no glyph for 27 characters"), "the Thai letters alone, not ツ")
        #expect(thai.message.contains("of 3 `th` strings"))
    }

    /// A `useFonts` alias that is its face's full name (`'Roboto Bold'` for Roboto-Bold.ttf, a
    /// public app's whole typography) is the alias expo-font registers, which names that face:
    /// not a full name CoreText falls back on. Control: the same full name where no alias is it.
    @Test func anAliasThatIsTheFullNameIsTheAlias() async throws {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("ExpoUseFonts")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/ExpoUseFonts"), to: copy)
        try Data(
            """
            import { useFonts } from 'expo-font';
            export function F() {
              const [ok] = useFonts({ 'Roboto Bold': require('../assets/fonts/Roboto-Bold.ttf') });
              return <Text style={{ fontFamily: 'Roboto Bold' }}>x</Text>;
            }
            export const other = { fontFamily: 'Roboto Italic' };

            """.utf8
        ).write(to: copy.appendingPathComponent("src/FullName.tsx"))
        // Metro bundles what the app's entry (`App.tsx`) reaches: the app imports the new module.
        let entry = copy.appendingPathComponent("App.tsx")
        try Data(("import './src/FullName';\n" + String(decoding: try Data(contentsOf: entry), as: UTF8.self)).utf8)
            .write(to: entry)
        let (_, result) = try await Auditor().audit(path: copy.path)
        let keys = result.findings.filter { $0.file?.hasSuffix("FullName.tsx") == true && $0.platform == "ios" }.map {
            "\($0.rule):\($0.line ?? 0) \($0.name ?? "")"
        }
        #expect(keys == ["font-name-unknown:6 Roboto Italic"], "\(keys)")
    }

    /// An alias of a package's font file (`@acme/fonts`, in node_modules): iOS cannot read its face
    /// and says nothing; Android registers the alias for the regular style only, so its bold opens
    /// `fonts/Heavy-Bold_bold.ttf`, which is not there (issue 93: a public app's tab labels).
    /// Control: the same alias in the regular style.
    @Test func aBoldOfAPackagesAliasIsMissingOnAndroid() async throws {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("ExpoUseFonts")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/ExpoUseFonts"), to: copy)
        try Data(
            """
            import { Text, View } from 'react-native';
            import { useFonts } from 'expo-font';
            import Heavy from '@acme/fonts/static/Heavy-Bold.ttf';
            const tab = { fontWeight: '700' as const, fontFamily: 'Heavy-Bold' };
            const plain = { fontFamily: 'Heavy-Bold' };
            export function Tabs() {
              const [loaded] = useFonts({ 'Heavy-Bold': Heavy });
              return (
                <View>
                  <Text style={tab}>{loaded ? 'a' : ''}</Text>
                  <Text style={plain}>b</Text>
                </View>
              );
            }

            """.utf8
        ).write(to: copy.appendingPathComponent("src/Tabs.tsx"))
        let entry = copy.appendingPathComponent("App.tsx")
        try Data(("import './src/Tabs';\n" + String(decoding: try Data(contentsOf: entry), as: UTF8.self)).utf8)
            .write(to: entry)
        let (_, result) = try await Auditor().audit(path: copy.path)
        let keys = result.findings.filter { $0.file?.hasSuffix("Tabs.tsx") == true }.map {
            "\($0.platform ?? "-") \($0.rule):\($0.line ?? 0) \($0.name ?? "")"
        }
        #expect(keys == ["android font-variant-missing:4 Heavy-Bold"], "\(keys)")
    }
}
