import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Issue 74: style maps a React Native app keeps as JSON and requires (tailwind-rn's generated
/// `styles.json`, merged with the app's own map in `create({ ...styles, ...fontStyles })` and used
/// as `tailwind('font-lato')`): Metro bundles the file as the object it holds, so each
/// `fontFamily` in it is a style's family, judged as the code's own are.
@Suite struct JSONStyleMapTests {
    /// The ExpoPlugin fixture (Roboto Regular and Bold registered by the expo-font plugin), with a
    /// module that merges two required JSON maps, and a JSON file no code requires.
    static func app(loader: String? = nil) throws -> (ScratchFolder, URL) {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Projects/ExpoPlugin", in: scratch)
        let files = [
            "src/tailwind.js": """
            import { create } from 'tailwind-rn';
            import styles from '../styles.json';
            import fontStyles from './fonts.json';

            export const { tailwind } = create({ ...styles, ...fontStyles });
            """,
            // tailwind-rn's own classes: a web font stack and the system font, React Native takes neither as a family.
            "styles.json": """
            {
              "font-sans": { "fontFamily": "ui-sans-serif, system-ui, -apple-system" },
              "font-system": { "fontFamily": "System" },
              "p-4": { "padding": "16px" }
            }
            """,
            "src/fonts.json": """
            {
              "font-lato": {
                "fontFamily": "Lato Regular"
              },
              "font-roboto-bold": {
                "fontFamily": "Roboto-Bold"
              },
              "font-roboto-italic": {
                "fontFamily": "Roboto",
                "fontStyle": "italic"
              }
            }
            """,
            // An IcoMoon selection, whose metadata's family the icon set's call overrides: no style.
            "src/selection.json": """
            {"IcoMoonType":"selection","icons":[],"preferences":{"fontPref":{"metadata":{"fontFamily":"icomoon"}}}}
            """,
            "src/Icon.tsx": """
            import { createIconSetFromIcoMoon } from 'react-native-vector-icons';
            import icoMoonConfig from './selection.json';
            export const Icon = createIconSetFromIcoMoon(icoMoonConfig, 'custom', 'custom.ttf');
            """,
            // No code requires it: Metro bundles no such file.
            "src/unused.json": #"{ "font-nope": { "fontFamily": "Nope-Regular" } }"#,
        ]
        for (path, text) in files.merging(loader.map { ["src/Loader.tsx": $0] } ?? [:], uniquingKeysWith: { $1 }) {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        return (scratch, root)
    }

    @Test func eachFamilyOfARequiredMapIsARequest() async throws {
        let (scratch, root) = try Self.app()
        let (_, result) = try await Auditor().audit(path: root.path)
        let keys = ExpoAppTests.keys(result, under: root.path)
        #expect(
            keys.filter { $0.contains(".json") && !$0.hasPrefix("manifest-") } == [
                "font-name-unknown src/fonts.json:3 Lato Regular",
                "font-variant-missing src/fonts.json:9 Roboto",
            ])
        let unknown = try #require(result.findings.first { $0.rule == "font-name-unknown" })
        #expect(unknown.column == 19)
        _ = scratch
    }

    /// Where the app registers fonts while it runs under aliases the audit cannot read, a map's
    /// family may be one of them: open, as the same name written in a style would be.
    @Test func aFamilyAnOpenRegistrationMayGiveIsOpen() async throws {
        let loader = """
            import { useFonts } from 'expo-font';
            import { fontMap } from 'some-font-package';

            export const useAppFonts = () => useFonts(fontMap());
            """
        let (scratch, root) = try Self.app(loader: loader)
        let (_, result) = try await Auditor().audit(path: root.path)
        #expect(!result.findings.contains { $0.file?.hasSuffix(".json") == true && $0.rule == "font-name-unknown" })
        #expect(result.openNames.contains { $0.file.hasSuffix("src/fonts.json") && $0.line == 3 })
        _ = scratch
    }

    /// A map is read each run, as the code's styles are evaluated each run: a cached run after an
    /// edit of the map (or of the code that requires it) prints what an uncached one does.
    @Test func aCachedRunSeesTheMapsEdits() async throws {
        let (scratch, root) = try Self.app()
        let cache = scratch.url.appendingPathComponent("cache").path
        let before = try await CachedCheckTests.audit(root.path, cache: nil)
        #expect(try await CachedCheckTests.audit(root.path, cache: cache) == before, "a cold cache")
        #expect(try await CachedCheckTests.audit(root.path, cache: cache) == before, "a warm cache")
        let edits = [
            ("src/fonts.json", "\"Lato Regular\"", "\"Lato-Regular\""),
            ("src/fonts.json", "\"Lato-Regular\"", "\"Roboto-Regular\""),
            ("src/tailwind.js", "import fontStyles from './fonts.json';", "const fontStyles = {};"),
        ]
        var last = before
        for (path, old, new) in edits {
            let file = root.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
            let uncached = try await CachedCheckTests.audit(root.path, cache: nil)
            #expect(try await CachedCheckTests.audit(root.path, cache: cache) == uncached, "after \(new)")
            #expect(uncached != last, "the edit \(new) makes a difference the cache must see")
            last = uncached
        }
    }
}
