import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Issue 74: react-native-vector-icons. Each icon set a file imports draws with its font
/// (`createIconSet(glyphMap, 'Ionicons', 'Ionicons.ttf')`); the package's pod copies the file, and
/// only a `UIAppFonts` entry registers it, else every icon of the set is a box.
@Suite struct ReactNativeIconSetTests {
    static let screen = """
        import Ionicons from 'react-native-vector-icons/Ionicons';
        import MaterialIcons from 'react-native-vector-icons/MaterialIcons';
        import FontAwesome5 from 'react-native-vector-icons/FontAwesome5';
        const Feather = require('@react-native-vector-icons/feather');
        import Entypo from 'react-native-vector-icons/Entypo';
        import { Text } from 'react-native';
        export const Row = () => <Ionicons name="home" size={20} />;
        export const Other = () => [<MaterialIcons name="a" />, <FontAwesome5 name="b" />, Feather.getImageSource('c')];

        """

    /// The keys of the findings on the file that imports the sets.
    static func iconFindings(dependencies: [String], entries: [String], extra: [String: String] = [:]) async throws
        -> [String]
    {
        let app = try ReactNativeAppTests.variant(dependencies: dependencies, entries: entries, config: nil)
        try app.write("src/Icons.tsx", screen)
        for (path, text) in extra { try app.write(path, text) }
        let (_, result) = try await Auditor().audit(path: app.url.path)
        return result.findings.filter { $0.file?.hasSuffix("src/Icons.tsx") == true }.map {
            "\($0.rule) \($0.line ?? 0) \($0.name ?? "")"
        }.sorted()
    }

    /// A set whose file UIAppFonts lists is drawn (the pod copies it); one not listed is a box;
    /// one imported and never used (`Entypo`) draws nothing. The pod copies the file into the
    /// bundle, so one not listed is `font-name-not-registered`, whatever its family (`Material
    /// Icons` of `MaterialIcons-Regular`), as a set whose family is its PostScript name is (issue
    /// 82: one defect, one rule); with the pod turned off, no file is in the app:
    /// `font-name-unknown`.
    @Test func aSetNotListedIsReportedWhereItIsImported() async throws {
        let found = try await Self.iconFindings(
            dependencies: ["react-native-vector-icons", "@react-native-vector-icons/feather"],
            entries: ["Ionicons.ttf", "FontAwesome5_Solid.ttf"])
        #expect(
            found == [
                "font-name-not-registered 2 Material Icons",
                "font-name-not-registered 4 Feather",
            ])
        let off = try await Self.iconFindings(
            dependencies: ["react-native-vector-icons", "@react-native-vector-icons/feather"],
            entries: ["Ionicons.ttf", "FontAwesome5_Solid.ttf"],
            extra: [
                "react-native.config.js":
                    "module.exports = { dependencies: { 'react-native-vector-icons': { platforms: { ios: null } } } };\n"
            ])
        #expect(
            off.contains("font-name-unknown 2 Material Icons") && off.contains("font-name-not-registered 4 Feather"))
        let app = try ReactNativeAppTests.variant(dependencies: ["react-native-vector-icons"], entries: [], config: nil)
        try app.write("src/Icons.tsx", Self.screen)
        let (_, result) = try await Auditor().audit(path: app.url.path)
        let ionicons = try #require(result.findings.first { $0.name == "Ionicons" })
        #expect(ionicons.rule == "font-name-not-registered")
        #expect(ionicons.message.contains("Add `Ionicons.ttf` to UIAppFonts"), "\(ionicons.message)")
    }

    /// A set whose file the target copies from the package in node_modules (the pod turned off)
    /// and UIAppFonts lists is registered, though its family is not the file's name; Font
    /// Awesome 5 draws in whichever of its faces the app lists (its default style is regular).
    @Test func aSetCopiedFromNodeModulesOrInAnyFaceIsRegistered() async throws {
        let app = try ReactNativeAppTests.variant(
            dependencies: ["react-native-vector-icons"],
            entries: ["MaterialCommunityIcons.ttf", "FontAwesome5_Regular.ttf"],
            config:
                "module.exports = { dependencies: { 'react-native-vector-icons': { platforms: { ios: null } } } };\n")
        try ReactNativeAppTests.copy(
            [
                "../node_modules/react-native-vector-icons/Fonts/MaterialCommunityIcons.ttf",
                "../node_modules/react-native-vector-icons/Fonts/FontAwesome5_Regular.ttf",
            ], in: app)
        try app.write(
            "src/Icons.tsx",
            """
            import Icon from 'react-native-vector-icons/MaterialCommunityIcons';
            import FontAwesome5 from 'react-native-vector-icons/FontAwesome5';
            export const Row = () => [<Icon name="home" />, <FontAwesome5 name="heart" />];

            """)
        let (_, result) = try await Auditor().audit(path: app.url.path)
        let icons = result.findings.filter { $0.file?.hasSuffix("src/Icons.tsx") == true }
        #expect(icons.isEmpty, "\(icons.map(\.message))")
    }

    /// Controls: an app that calls `loadFont()` registers its sets while it runs, and an Expo app
    /// draws them through `@expo/vector-icons`: nothing is said of them.
    @Test func setsAnAppLoadsItselfAreNotJudged() async throws {
        let loads = try await Self.iconFindings(
            dependencies: ["react-native-vector-icons"], entries: [],
            extra: ["src/App.tsx": "import Ionicons from 'react-native-vector-icons/Ionicons';\nIonicons.loadFont();\n"]
        )
        #expect(loads == [])
        let expo = try await Self.iconFindings(dependencies: ["react-native-vector-icons", "expo"], entries: [])
        #expect(expo == [])
    }
}
