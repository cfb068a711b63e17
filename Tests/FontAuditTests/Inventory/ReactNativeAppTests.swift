import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// Issue 64: a bare React Native app (`Fixtures/Projects/ReactNative`): its `ios/` project is
/// audited as any project, and its JavaScript and TypeScript are the app target's sources, read the
/// way React Native's `RCTFont` reads a `fontFamily` (a family first, then a font name).
@Suite struct ReactNativeAppTests {
    static let app = Repo.root.appendingPathComponent("Fixtures/Projects/ReactNative")

    /// The findings of the fixture: its planted mistakes, each once, and nothing from its controls.
    @Test func theMistakesAreFoundAndTheControlsStaySilent() async throws {
        let (inventories, result) = try await Auditor().audit(path: Self.app.path)
        // Paths as shown from the working folder, the repository's.
        // The iOS half's (the Android half's are ReactNativeAndroidTests').
        #expect(result.findings.allSatisfy { $0.platform == "ios" || $0.platform == "android" })
        let keys = result.findings.filter { $0.platform == "ios" }.map {
            "\($0.rule) \(($0.file ?? "-").replacingOccurrences(of: "Fixtures/Projects/ReactNative/", with: "")):\($0.line ?? 0) \($0.name ?? "")"
        }
        #expect(
            keys.sorted() == [
                "font-glyph-missing src/locales/th.json:3 Roboto",
                "font-name-not-postscript src/screens/Weights.tsx:18 Roboto Bold",
                "font-name-not-registered src/screens/Home.tsx:35 Cantarell-Regular",
                "font-name-unknown src/screens/Home.tsx:25 Roboto_Bold",
                "font-name-unknown src/screens/Home.tsx:33 Robto-Bold",
                // A nested span's italic under its parent's bold: Roboto has no bold italic.
                "font-variant-missing src/screens/Activity.tsx:35 Roboto-Regular",
                "font-variant-missing src/screens/Home.tsx:40 Roboto",
                "font-weight-picks-other-face src/screens/Weights.tsx:6 Roboto-Bold",
            ])
        // A weight that draws another face than the one named (issue 82): RCTFont keeps the family
        // of `Roboto-Bold` and draws its face closest to 'normal'. Its controls stay silent.
        let drawn = try #require(result.findings.first { $0.rule == "font-weight-picks-other-face" })
        #expect(drawn.message.contains("closest to that weight, `Roboto-Regular`, not `Roboto-Bold`"))
        #expect(drawn.message.contains("write '700' to draw `Roboto-Bold`"))
        // A full name, as in Swift: CoreText's fallback, with the PostScript name as the fix; the
        // family's name (`'Roboto'`, line 16 of Home.tsx) stays silent.
        let full = try #require(result.findings.first { $0.rule == "font-name-not-postscript" })
        #expect(full.message.hasPrefix("`Roboto Bold` (fontFamily) is the full name of `Roboto-Bold`"))
        #expect(full.fix == "Roboto-Bold")
        // The Thai table the app requires is its text, in its text font, which has no Thai; the
        // Japanese one no code requires is not bundled, so not read.
        #expect(!result.findings.contains { $0.file?.hasSuffix("ja.json") == true })
        // A weight the family lacks, not its neighbour: 900 of Roboto's 400 and 700 (600 is silent,
        // React Native takes the closest; the italic of Roboto-Regular is registered).
        let heavy = try #require(result.findings.first { $0.line == 40 })
        #expect(heavy.message.hasPrefix("fontWeight '900' is asked with `Roboto` (fontFamily)"))
        // A font file's name: Android's name for the font, with the names iOS knows.
        let android = try #require(result.findings.first { $0.line == 25 })
        #expect(android.message.contains("works on Android, where the file name is the family"))
        #expect(android.message.contains("`Roboto-Bold` (its PostScript name) or `Roboto` (its family)"))
        #expect(android.message.contains("Unrecognized font family 'Roboto_Bold'"))
        // The file a face of which is asked, and that no target copies: link it.
        let unregistered = try #require(
            result.findings.first { $0.line == 35 && $0.file?.hasSuffix("Home.tsx") == true })
        #expect(unregistered.message.contains("npx react-native-asset"))

        let inventory = try #require(inventories.first)
        let requests = inventory.requests.filter { $0.source == .javaScript }
        // The family's name, a PostScript name through Platform.select, the iOS branches, a
        // constant through `export *` and a default re-export, a template literal: all resolve.
        let names = Set(requests.map(\.name))
        #expect(names.isSuperset(of: ["Roboto", "Roboto-Regular", "Roboto-Bold", "Roboto-Italic"]))
        // Never read: another platform's values, `System`, the tests', a package's, a bundle's.
        for never in [
            "Roboto_Medium", "Roboto_Black", "Roboto_Italic", "sans-serif-condensed", "System", "TestOnly-Font",
            "LibraryOnly-Font", "NotAFont-Bundle",
        ] {
            #expect(!names.contains(never), "\(never)")
        }
        #expect(requests.allSatisfy { !$0.file.hasSuffix(".android.tsx") })
        // A prop and a hook's theme: open, counted.
        #expect(inventory.dynamicNames.filter { $0.api == "fontFamily" }.count == 2)
    }

    /// A native app's JavaScript (a web view's script, a folder of tooling) is never read for
    /// names, nor is a folder whose package.json does not depend on react-native.
    @Test func javaScriptOutsideAReactNativeAppIsNotRead() async throws {
        let folder = try ScratchFolder()
        try folder.write("package.json", #"{ "dependencies": { "react": "18.2.0" } }"#)
        try folder.write("web/styles.js", "export const a = { fontFamily: 'Nowhere-Bold' };\n")
        try folder.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>a.b</string></dict></plist>

            """)
        try folder.write("App/reader.js", "document.body.style = { fontFamily: 'Nowhere-Regular' };\n")
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(inventory.requests.isEmpty)
        #expect(result.findings.allSatisfy { !$0.rule.hasPrefix("font-name") })

        // The same project inside a React Native app: the copied fixture reads its names.
        #expect(ReactNativeApp.at(Self.app) != nil)
        #expect(ReactNativeApp.at(folder.url) == nil)
    }

    /// The fixture copied, with `package.json`'s dependencies, the Info.plist's extra entries and a
    /// `react-native.config.js` of the test's.
    static func variant(dependencies: [String], entries: [String], config: String?) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: app, to: folder.url)
        let listed = (["react-native"] + dependencies).map { "\"\($0)\": \"1.0.0\"" }.joined(separator: ", ")
        try folder.write("package.json", "{ \"dependencies\": { \(listed) } }\n")
        // The lockfile Yarn 1 writes for them: the install brings these packages and no other.
        try folder.write(
            "yarn.lock",
            "# yarn lockfile v1\n\n"
                + (["react-native"] + dependencies).map { "\"\($0)@^1.0.0\":\n  version \"1.0.0\"\n\n" }.joined())
        let plist = folder.url.appendingPathComponent("ios/RNApp/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8).replacingOccurrences(
            of: "\t\t<string>Roboto-Italic.ttf</string>\n",
            with: "\t\t<string>Roboto-Italic.ttf</string>\n" + entries.map { "\t\t<string>\($0)</string>\n" }.joined())
        try text.write(to: plist, atomically: true, encoding: .utf8)
        if let config { try folder.write("react-native.config.js", config) }
        return folder
    }

    /// react-native-vector-icons' pod copies its fonts into the bundle: their entries are fine when
    /// the app depends on the package and does not turn its iOS pod off; an entry with a folder,
    /// a package the app does not depend on, or a pod turned off names no file of the bundle.
    @Test func fontsAPodCopiesAreInTheBundle() async throws {
        let copied = try Self.variant(
            dependencies: ["react-native-vector-icons", "@react-native-vector-icons/feather"],
            entries: ["Ionicons.ttf", "Feather.ttf", "Fonts/Entypo.ttf", "Lucide.ttf"], config: nil)
        let (_, result) = try await Auditor().audit(path: copied.url.path)
        let missing = result.findings.filter { $0.rule == "manifest-file-missing" }.compactMap(\.name)
        // `Lucide.ttf` is the font of `@react-native-vector-icons/lucide`, which is no dependency.
        #expect(missing.sorted() == ["Fonts/Entypo.ttf", "Lucide.ttf"])

        let off = try Self.variant(
            dependencies: ["react-native-vector-icons"], entries: ["Ionicons.ttf"],
            config: """
                module.exports = {
                  dependencies: { 'react-native-vector-icons': { platforms: { ios: null } } },
                  assets: ['./assets/fonts'],
                };

                """)
        let (_, offResult) = try await Auditor().audit(path: off.url.path)
        #expect(offResult.findings.filter { $0.rule == "manifest-file-missing" }.compactMap(\.name) == ["Ionicons.ttf"])
    }

    /// A font the target copies from `node_modules/` (a design system's package): the install
    /// brings it when the app depends on the package, so its entry is no missing file, and a name
    /// its file may hold is not unknown; from a package the app does not depend on, it is missing.
    @Test func aFontCopiedFromAnInstalledPackageIsNotMissing() async throws {
        let app = try Self.variant(
            dependencies: ["@brand/ui"], entries: ["Brand-Medium.otf", "Other-Bold.otf"], config: nil)
        try Self.copy(
            [
                "../node_modules/@brand/ui/assets/fonts/Brand-Medium.otf",
                "../node_modules/other-kit/fonts/Other-Bold.otf",
            ],
            in: app)
        try app.write(
            "src/Badge.tsx",
            "export const styles = { a: { fontFamily: 'Brand-Medium' }, b: { fontFamily: 'Other-Bold' } };\n")
        let (_, result) = try await Auditor().audit(path: app.url.path)
        let keys = result.findings.filter {
            $0.file?.hasPrefix("src/screens") != true && $0.file?.hasSuffix(".json") != true && $0.platform == "ios"
        }
        .map { "\($0.rule) \($0.name ?? "")" }
        #expect(keys.sorted() == ["font-name-unknown Other-Bold", "manifest-file-missing Other-Bold.otf"])
    }

    /// A font copied from `node_modules/` of a package that is no dependency of the app's own but
    /// one its lockfile resolves (a dependency of a dependency, as react-native-vector-icons of
    /// react-native-paper) is installed: not missing. Where the checkout holds no lockfile, which
    /// packages the install brings is not known: not missing either. Only a lockfile that does
    /// not resolve the package says no install brings the file.
    @Test func aFontCopiedFromATransitivePackageIsNotKnownMissing() async throws {
        func missing(lockfile: String?) async throws -> [String] {
            let app = try Self.variant(
                dependencies: ["react-native-paper"], entries: ["MaterialIcons.ttf"], config: nil)
            try Self.copy(["../node_modules/react-native-vector-icons/Fonts/MaterialIcons.ttf"], in: app)
            try FileManager.default.removeItem(at: app.url.appendingPathComponent("yarn.lock"))
            if let lockfile { try app.write("yarn.lock", lockfile) }
            let (_, result) = try await Auditor().audit(path: app.url.path)
            return result.findings.filter { $0.rule == "manifest-file-missing" }.compactMap(\.name)
        }
        let transitive = """
            # yarn lockfile v1

            react-native-paper@^5.0.0:
              version "5.12.0"
              dependencies:
                react-native-vector-icons "^10.0.0"

            react-native-vector-icons@^10.0.0:
              version "10.3.0"

            """
        #expect(try await missing(lockfile: transitive) == [])
        #expect(try await missing(lockfile: nil) == [])
        let without = "# yarn lockfile v1\n\nreact-native-paper@^5.0.0:\n  version \"5.12.0\"\n"
        #expect(try await missing(lockfile: without) == ["MaterialIcons.ttf"])
    }

    /// A project with no Podfile (React Native before 0.60, linked by hand) installs no pod: a
    /// UIAppFonts entry of an icon set's file names nothing the bundle holds, though the app
    /// depends on react-native-vector-icons. With the Podfile, the pod copies it.
    @Test func withoutAPodfileNoPodCopiesAFont() async throws {
        let app = try Self.variant(dependencies: ["react-native-vector-icons"], entries: ["Ionicons.ttf"], config: nil)
        let (_, podded) = try await Auditor().audit(path: app.url.path)
        #expect(podded.findings.filter { $0.rule == "manifest-file-missing" }.isEmpty)
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("ios/Podfile"))
        let (_, result) = try await Auditor().audit(path: app.url.path)
        #expect(result.findings.filter { $0.rule == "manifest-file-missing" }.compactMap(\.name) == ["Ionicons.ttf"])
    }

    /// The app's target also copies each of `paths` (relative to `ios/`), with a file reference
    /// and a build file of its own.
    static func copy(_ paths: [String], in folder: ScratchFolder) throws {
        let project = folder.url.appendingPathComponent("ios/RNApp.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: project, encoding: .utf8)
        for (offset, path) in paths.enumerated() {
            let build = "A1000000000000000000009\(offset)"
            let reference = "A2000000000000000000009\(offset)"
            let name = (path as NSString).lastPathComponent
            text = text.replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with:
                    "\t\t\(build) /* \(name) in Resources */ = {isa = PBXBuildFile; fileRef = \(reference); };\n/* End PBXBuildFile section */"
            )
            text = text.replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with:
                    "\t\t\(reference) = {isa = PBXFileReference; lastKnownFileType = file; name = \"\(name)\"; path = \"\(path)\"; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
            )
            text = text.replacingOccurrences(
                of: "\t\t\t\tA10000000000000000000004 /* Roboto-Italic.ttf in Resources */,\n",
                with:
                    "\t\t\t\tA10000000000000000000004 /* Roboto-Italic.ttf in Resources */,\n\t\t\t\t\(build) /* \(name) in Resources */,\n"
            )
            text = text.replacingOccurrences(
                of: "\t\t\t\tA20000000000000000000004 /* Roboto-Italic.ttf */,\n",
                with: "\t\t\t\tA20000000000000000000004 /* Roboto-Italic.ttf */,\n\t\t\t\t\(reference) /* \(name) */,\n"
            )
        }
        try text.write(to: project, atomically: true, encoding: .utf8)
    }

    /// Fix mode edits a JavaScript string literal in place: the typo's suggestion, quotes kept.
    @Test func fixModeEditsTheLiteral() async throws {
        let copy = try Self.variant(dependencies: [], entries: [], config: nil)
        let outcome = try await Auditor().check(CheckRequest(path: copy.url.path, fix: .write))
        let home = try String(
            contentsOf: copy.url.appendingPathComponent("src/screens/Home.tsx"), encoding: .utf8)
        let lines = home.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[32] == "  typo: { fontFamily: 'Roboto-Bold' },")
        #expect(!outcome.result.findings.contains { $0.name == "Robto-Bold" })
        // Android's fix (issue 83): the asset file's name, written where only Android reads the
        // literal (Platform.select's `android` branch); a literal iOS reads too is left to the author.
        let settings = try String(
            contentsOf: copy.url.appendingPathComponent("src/screens/Settings.tsx"), encoding: .utf8)
        #expect(settings.contains("android: { fontFamily: 'GlyphTest_bold' }"))
        #expect(settings.contains("aside: { fontFamily: 'Roboto-Italic' }"))
        #expect(!outcome.result.findings.contains { $0.name == "GlyphTest-Bold" })
    }
}
