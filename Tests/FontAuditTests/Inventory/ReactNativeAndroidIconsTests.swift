import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// Issue 83: the icon fonts react-native-vector-icons' `fonts.gradle` copies into the APK's
/// `assets/fonts` at build time (never in a checkout) open on Android by their file names.
@Suite struct ReactNativeAndroidIconsTests {
    @Test func theIconFontsFontsGradleCopiesOpen() async throws {
        let folder = "Fixtures/Projects/ReactNative"
        let (inventories, result) = try await Auditor().audit(path: Repo.root.appendingPathComponent(folder).path)
        let icons = result.findings.filter { $0.platform == "android" && $0.file?.hasSuffix("Icons.tsx") == true }
        // `iconFontNames: [ 'Ionicons.ttf', 'Material*.ttf' ]`: FontAwesome is not copied.
        #expect(icons.map { "\($0.rule) \($0.line ?? 0) \($0.name ?? "")" } == ["font-name-unknown 21 FontAwesome"])
        let android = try #require(inventories.first?.android)
        #expect(
            android.assetFiles.filter { $0.hasPrefix("node_modules/") } == [
                "node_modules/react-native-vector-icons/Fonts/Ionicons.ttf",
                "node_modules/react-native-vector-icons/Fonts/MaterialCommunityIcons.ttf",
                "node_modules/react-native-vector-icons/Fonts/MaterialIcons.ttf",
            ])
    }

    @Test func fontsGradleCopiesEveryIconFontByDefaultAndAFolderOfTheAppsOwnIsOpen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-icons-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gradle = folder.appendingPathComponent("build.gradle")
        try "apply from: \"../../node_modules/react-native-vector-icons/fonts.gradle\"\n".write(
            to: gradle, atomically: true, encoding: .utf8)
        let all = InventoryBuilder.vectorIconFiles(
            appModule: folder, dependencies: ["@react-native-vector-icons/lucide"])
        #expect(all.open == nil)
        #expect(all.files.contains("node_modules/react-native-vector-icons/Fonts/Zocial.ttf"))
        #expect(all.files.contains("node_modules/@react-native-vector-icons/lucide/fonts/Lucide.ttf"))
        try
            "project.ext.vectoricons = [ iconFontsDir: \"../fonts\" ]\napply from: \"../../node_modules/react-native-vector-icons/fonts.gradle\"\n"
            .write(to: gradle, atomically: true, encoding: .utf8)
        #expect(InventoryBuilder.vectorIconFiles(appModule: folder, dependencies: []).open != nil)
        // Windows line endings, a comment before the apply: still read.
        try "// https://example.com\r\napply from: \"../../node_modules/react-native-vector-icons/fonts.gradle\"\r\n"
            .write(to: gradle, atomically: true, encoding: .utf8)
        #expect(InventoryBuilder.vectorIconFiles(appModule: folder, dependencies: []).files.count > 10)
        // A comment is not an apply.
        try "// apply from: \"../../node_modules/react-native-vector-icons/fonts.gradle\"\n".write(
            to: gradle, atomically: true, encoding: .utf8)
        #expect(InventoryBuilder.vectorIconFiles(appModule: folder, dependencies: []).files.isEmpty)
    }
}
