import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReporters

/// Issue 83: the Android half of a React Native or Expo app. The same `fontFamily`, read by the
/// same interpreter with Android as its platform, judged as React Native's `ReactFontManager`
/// looks it up: an `addCustomFont` family, an expo-font alias (regular style), else the APK
/// asset `fonts/<name><suffix>.ttf|.otf`, else Roboto.
@Suite struct ReactNativeAndroidTests {
    static func keys(_ findings: [Finding], under folder: String) -> [String] {
        findings.map {
            "\($0.rule) \(($0.file ?? "-").replacingOccurrences(of: folder + "/", with: "")):\($0.line ?? 0) \($0.name ?? "")"
        }.sorted()
    }

    /// `Fixtures/Projects/ReactNative` with its `android/` folder: each Android shape is found,
    /// each control is silent, and the iOS half is ReactNativeAppTests' (unchanged).
    @Test func eachAndroidShapeIsFoundAndTheControlsStaySilent() async throws {
        let folder = "Fixtures/Projects/ReactNative"
        let (inventories, result) = try await Auditor().audit(path: Repo.root.appendingPathComponent(folder).path)
        let android = result.findings.filter { $0.platform == "android" }
        let others = ["Activity.tsx", "Icons.tsx"]  // other suites'
        #expect(
            Self.keys(android.filter { f in !others.contains { f.file?.hasSuffix($0) == true } }, under: folder) == [
                // The file name Android knows, in the app's assets/ but not in the APK's.
                "font-name-unknown src/screens/Home.android.tsx:3 Roboto_Bold",
                // iOS's PostScript names: no asset file has them.
                "font-name-unknown src/screens/Settings.tsx:20 Roboto-Italic",
                "font-name-unknown src/screens/Settings.tsx:22 GlyphTest-Bold",
                "font-name-unknown src/screens/Weights.tsx:13 Roboto-Italic",
                "font-name-unknown src/screens/Weights.tsx:18 Roboto Bold",
                // A file for the regular style, none for the bold or italic asked.
                // The app's text component's family, asked bold and italic where its uses' style
                // (inline, or the file's StyleSheet) asks it; 600 and a family of the use's own are
                // silent. A nested span's bold, of its parent's family; a parent with none gives none.
                "font-variant-missing src/screens/Profile.tsx:11 Roboto-Regular",
                "font-variant-missing src/screens/Profile.tsx:16 Roboto-Regular",
                "font-variant-missing src/screens/Profile.tsx:26 Roboto-Regular",
                "font-variant-missing src/screens/Settings.tsx:16 Roboto-Bold",
                "font-variant-missing src/screens/Settings.tsx:18 Roboto-Regular",
                "font-variant-missing src/screens/Weights.tsx:9 Roboto-Bold",
            ])
        // Roboto in place of the font is an error, either way; an Android finding is the app's,
        // not an Xcode target's, and the iOS half's say they are iOS's.
        #expect(android.allSatisfy { $0.severity == .error && $0.targets.isEmpty && $0.scope == "Android" })
        #expect(result.findings.filter { $0.platform != "android" }.allSatisfy { $0.platform == "ios" })

        let badge = try #require(android.first { $0.name == "GlyphTest-Bold" })
        #expect(badge.message.hasPrefix("`GlyphTest-Bold` (fontFamily) opens no font on Android"))
        // The face's PostScript name is GlyphTest_bold.ttf's (read from the file): write the file's name.
        #expect(badge.fix == "GlyphTest_bold")
        let copied = try #require(android.first { $0.name == "Roboto_Bold" })
        #expect(copied.message.contains("`assets/fonts/Roboto_Bold.ttf` has that name but is not in the APK"))
        #expect(copied.message.contains("npx react-native-asset"))
        let bold = try #require(android.first { $0.line == 16 && $0.file?.hasSuffix("Settings.tsx") == true })
        #expect(bold.message.contains("looks for the asset `fonts/Roboto-Bold_bold.ttf`"))
        #expect(bold.message.contains("so Android draws Roboto bold instead of `Roboto-Bold`"))

        // A text component's family, asked at its use: the note says where the family is written.
        let use = try #require(android.first { $0.file?.hasSuffix("Profile.tsx") == true && $0.line == 11 })
        #expect(
            use.notes == [
                "The fontFamily is the one <AppText> gives (src/components/AppText.tsx:6); the style is written here."
            ])

        let inventory = try #require(inventories.first)
        let half = try #require(inventory.android)
        #expect(half.customFamilies == ["Brand Mono", "Brand Sans"])
        #expect(half.assetFiles.filter { !$0.hasPrefix("node_modules/") }.count == 6)
        #expect(half.assetFaces["android/app/src/main/assets/fonts/GlyphTest_bold.ttf"] == ["GlyphTest-Bold"])
        // Android's branches are read, iOS's are not: `GlyphTest` (Settings.tsx:8, 9, 10) and
        // `Brand Sans` (:14) are asked; `Roboto-Italic` of the iOS-only style (:11) is not, nor is
        // Home.tsx, which Home.android.tsx replaces.
        let settings = half.requests.filter { $0.file.hasSuffix("Settings.tsx") }
        #expect(Set(settings.filter { $0.name == "GlyphTest" }.map(\.line)) == [8, 9, 10])
        #expect(settings.contains { $0.name == "Brand Sans" && $0.line == 14 })
        #expect(!settings.contains { $0.line == 11 })
        #expect(!half.requests.contains { $0.file.hasSuffix("/Home.tsx") })
        #expect(half.requests.allSatisfy { $0.platform == .android })
    }

    /// The reports say which platform a finding is for: JSON's `platform` (only where there is
    /// one, so a native app's report keeps its shape), SARIF's property, the text's bracket.
    @Test func reportsNameThePlatform() async throws {
        let (_, result) = try await Auditor().audit(
            path: Repo.root.appendingPathComponent("Fixtures/Projects/ReactNative").path)
        let context = ReportContext(auditedPath: ".")
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(JSONReporter.report(result, context: context).utf8))
                as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["platform"] as? String }) == ["android", "ios"])
        #expect(findings.allSatisfy { $0["platform"] != nil })
        let sarif = SARIFReporter.report(result, context: context)
        #expect(sarif.contains(#""platform" : "android""#) || sarif.contains(#""platform":"android""#))
        let text = TextReporter.report(result, context: context)
        #expect(text.contains("[font-name-unknown, Android]"))

        // A native app's findings have none.
        let (_, native) = try await Auditor().audit(path: Repo.apps.appendingPathComponent("PlantedMistakes").path)
        #expect(!native.findings.isEmpty && native.findings.allSatisfy { $0.platform == nil })
        #expect(!JSONReporter.report(native, context: context).contains("\"platform\""))
    }

    /// An Expo app without `android/`: the expo-font plugin's files are the APK's assets under
    /// their file names, and a `useFonts` alias is registered for the regular style only.
    @Test func anExpoAppsPluginFilesAndAliases() async throws {
        let folder = try ScratchFolder()
        try folder.write(
            "package.json",
            #"{ "dependencies": { "expo": "51.0.0", "expo-font": "12.0.0", "react-native": "0.74.0" } }"#)
        try folder.write(
            "app.json",
            #"{ "expo": { "name": "A", "plugins": [["expo-font", { "fonts": ["./assets/fonts/GlyphTest-Regular.ttf"] }]] } }"#
        )
        for font in ["GlyphTest-Regular.ttf", "GlyphTest-Bold.ttf"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent("assets/fonts"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Glyphs/" + font),
                to: folder.url.appendingPathComponent("assets/fonts/" + font))
        }
        try folder.write(
            "App.tsx",
            """
            import { useFonts } from 'expo-font';
            import { StyleSheet } from 'react-native';

            export default function App() {
              const [loaded] = useFonts({ Display: require('./assets/fonts/GlyphTest-Bold.ttf') });
              return null;
            }

            const styles = StyleSheet.create({
              alias: { fontFamily: 'Display' },
              aliasBold: { fontFamily: 'Display', fontWeight: 'bold' },
              file: { fontFamily: 'GlyphTest-Regular' },
              fileItalic: { fontFamily: 'GlyphTest-Regular', fontStyle: 'italic' },
              system: { fontFamily: 'sans-serif-medium' },
              missing: { fontFamily: 'Nowhere' },
            });

            """)
        let (inventories, result) = try await Auditor().audit(path: folder.url.path)
        let android = result.findings.filter { $0.platform == "android" }
        #expect(
            Self.keys(android, under: folder.url.path) == [
                "font-name-unknown App.tsx:15 Nowhere",
                "font-variant-missing App.tsx:11 Display",
                "font-variant-missing App.tsx:13 GlyphTest-Regular",
            ])
        let half = try #require(inventories.first?.android)
        #expect(half.expo && half.aliases == ["Display"] && half.open == nil)
        #expect(half.assetFiles.map { String($0.split(separator: "/").last ?? "") } == ["GlyphTest-Regular.ttf"])
        let missing = try #require(android.first { $0.name == "Nowhere" })
        #expect(missing.message.contains("Add the font as"))
    }

    /// The app module's Gradle script may add folders to the APK's assets (`sourceSets.main {
    /// assets.srcDirs += file("../../static/assets") }`): their `fonts/` are Android's too. A copy
    /// task into `assets/fonts` the audit does not follow leaves the half open.
    @Test func aGradleAssetsFolderIsTheAPKs() async throws {
        func androidNames(gradle: String, gitignore: String? = nil) async throws -> [String] {
            let folder = try ScratchFolder()
            if let gitignore {
                try folder.write(".git/HEAD", "ref: refs/heads/main\n")
                try folder.write("android/.gitignore", gitignore)
            }
            // An Expo app with a committed android/ (and no ios/, whose prebuild makes one).
            try folder.write("package.json", #"{ "dependencies": { "expo": "51.0.0", "react-native": "0.74.0" } }"#)
            try folder.write("app.json", #"{ "expo": { "name": "A" } }"#)
            try folder.write("src/Icon.js", "export const icon = { fontFamily: 'GlyphTest' };\n")
            try folder.write("android/app/build.gradle", gradle)
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent("static/assets/fonts"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Glyphs/GlyphTest-Regular.ttf"),
                to: folder.url.appendingPathComponent("static/assets/fonts/GlyphTest.ttf"))
            let (_, result) = try await Auditor().audit(path: folder.url.path)
            return result.findings.filter { $0.platform == "android" }.compactMap(\.name)
        }
        #expect(try await androidNames(gradle: "android {\n}\n") == ["GlyphTest"])
        #expect(
            try await androidNames(
                gradle: "android {\n  sourceSets.main {\n    assets.srcDirs += file(\"../../static/assets\")\n  }\n}\n")
                == [])
        #expect(
            try await androidNames(
                gradle: "task copyFonts(type: Copy) {\n  from fontsFolder\n  into 'src/main/assets/fonts'\n}\n") == [])
        // An assets folder git ignores: written after the clone, not known.
        #expect(try await androidNames(gradle: "android {\n}\n", gitignore: "app/src/main/assets/\n") == [])
    }

    /// react-native-paper's `Text` draws the theme's family, the use's style last: with a flat
    /// `configureFonts({ config: { fontFamily } })` (MD3 spreads it over every variant), a Paper
    /// `Text` whose style asks a weight asks that family with it, on both platforms. The file that
    /// uses it writes no `fontFamily`, and is read for it.
    @Test func aPaperThemeFamilyIsAskedWithEachTextsStyle() async throws {
        let folder = try ReactNativePaperPropsTests.paperApp()
        try folder.write(
            "src/fonts.ts",
            """
            import { configureFonts } from 'react-native-paper';

            const base = { fontFamily: 'Seoyun' } as const;
            export const fonts = configureFonts({ config: base });

            """)
        try folder.write(
            "src/App.tsx",
            """
            import { useFonts } from 'expo-font';
            import { StyleSheet, View } from 'react-native';
            import { Text } from 'react-native-paper';

            export default function App() {
              const [loaded] = useFonts({ Seoyun: require('../assets/GlyphTest-Regular.ttf') });
              return (
                <View>
                  <Text style={[styles.day, { color: 'red' }]}>Mon</Text>
                  <Text style={{ fontWeight: '500' }}>1</Text>
                  <Text>2</Text>
                </View>
              );
            }

            const styles = StyleSheet.create({
              day: {
                fontWeight: '800',
              },
            });

            """)
        let (_, result) = try await Auditor().audit(path: folder.url.path)
        let keys = result.findings.map {
            "\($0.platform ?? "-") \($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "")"
        }
        // 800 of a family of one 400 face: iOS draws it at 400; Android asks `Seoyun_bold.ttf`.
        // 500 is within 100 of it on iOS and regular on Android: silent.
        #expect(
            keys.sorted() == [
                "android font-variant-missing src/App.tsx:18 Seoyun",
                "ios font-variant-missing src/App.tsx:18 Seoyun",
            ])
    }

    /// A name asked again with a nested span's style is judged where it is written: an unknown
    /// family is one finding, at the parent, on each platform, not one more per span.
    @Test func anInheritedNameIsJudgedWhereItIsWritten() async throws {
        let folder = try ScratchFolder()
        try folder.write("package.json", #"{ "dependencies": { "expo": "53.0.0", "react-native": "0.79.0" } }"#)
        try folder.write("app.json", #"{ "expo": { "name": "A" } }"#)
        try folder.write(
            "App.tsx",
            """
            import { Text } from 'react-native';
            export const Title = () => (
              <Text style={{ fontFamily: 'Nowhere', fontWeight: '800' }}>
                Phoenix <Text style={{ fontWeight: '500' }}>Pay</Text>
              </Text>
            );

            """)
        let (_, result) = try await Auditor().audit(path: folder.url.path)
        #expect(
            result.findings.map { "\($0.platform ?? "-") \($0.rule) \($0.line ?? 0)" }.sorted() == [
                "android font-name-unknown 3", "ios font-name-unknown 3",
            ])
    }

    /// What the audit cannot list keeps the Android half silent: an expo-font plugin whose
    /// `android` part has `fontDefinitions` (families of their own names), and a bare app without
    /// `android/` (no Android app) has no half at all.
    @Test func whatTheAuditCannotListIsNotJudged() async throws {
        let (inventories, result) = try await Auditor().audit(
            path: Repo.root.appendingPathComponent("Fixtures/Projects/ExpoPlugin").path)
        #expect(inventories.first?.android?.open?.kind == .unevaluatedList)
        #expect(!result.findings.contains { $0.platform == "android" })

        let folder = try ScratchFolder()
        try folder.write("package.json", #"{ "dependencies": { "react-native": "0.74.0" } }"#)
        try folder.write("App.tsx", "export const s = { fontFamily: 'Nowhere' };\n")
        try folder.write("ios/App/Info.plist", ScratchFolder.plist(""))
        let (bare, _) = try await Auditor().audit(path: folder.url.path)
        #expect(bare.allSatisfy { $0.android == nil })
    }
}
