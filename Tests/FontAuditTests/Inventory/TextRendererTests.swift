import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// React Native's two iOS renderers read `fontWeight: 'normal'` beside a face's PostScript name
/// apart: the old architecture draws the family's regular face, Fabric the named one (issue 82).
/// `font-weight-picks-other-face` claims a face only where every renderer the app may run draws
/// it, so the app's version and architecture settings are read as facts.
@Suite struct TextRendererTests {
    @Test func theVersionAndSettingsSayWhichRenderers() {
        #expect(ReactNativeApp.minorVersion("0.74.5") == 74)
        #expect(ReactNativeApp.minorVersion("^0.72.4") == 72)
        #expect(ReactNativeApp.minorVersion("~0.76.0") == 76)
        #expect(ReactNativeApp.minorVersion(">=0.70 <0.80") == nil)
        #expect(ReactNativeApp.minorVersion("workspace:*") == nil)
        #expect(ReactNativeApp.podfileSetting("ENV['RCT_NEW_ARCH_ENABLED'] = '1'\n") == true)
        #expect(ReactNativeApp.podfileSetting("  ENV[\"RCT_NEW_ARCH_ENABLED\"] = \"0\"\n") == false)
        #expect(ReactNativeApp.podfileSetting("# ENV['RCT_NEW_ARCH_ENABLED'] = '1'\n") == nil)
        #expect(ReactNativeApp.podfileSetting("if ENV['RCT_NEW_ARCH_ENABLED'] == '1'\n") == nil)
        #expect(ReactNativeApp.podfileSetting("use_react_native!(:fabric_enabled => false)\n") == false)
        #expect(ReactNativeApp.keySetting("newArchEnabled", in: #"{ "expo": { "newArchEnabled": true } }"#) == true)
        #expect(ReactNativeApp.keySetting("newArchEnabled", in: #"{ "newArchEnabled": "false" }"#) == false)
        #expect(ReactNativeApp.keySetting("newArchEnabled", in: "{ name: 'x' }") == nil)
    }

    /// The ReactNative fixture (React Native 0.74, no setting: the old architecture) with its
    /// version and Podfile changed.
    static func weightFindings(version: String, podfileLine: String? = nil, lightRegular: Bool = false) async throws
        -> [String]
    {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: ReactNativeAppTests.app, to: folder.url)
        if lightRegular {
            // Line 19: a lighter weight beside the regular face, whose closest face is the one named.
            let weights = folder.url.appendingPathComponent("src/screens/Weights.tsx")
            let text = try String(contentsOf: weights, encoding: .utf8)
            try (text + "export const light = { fontFamily: 'Roboto-Regular', fontWeight: '300' };\n").write(
                to: weights, atomically: true, encoding: .utf8)
        }
        try folder.write(
            "package.json", "{ \"dependencies\": { \"react\": \"18.2.0\", \"react-native\": \"\(version)\" } }\n")
        if let podfileLine {
            let podfile = folder.url.appendingPathComponent("ios/Podfile")
            let text = try String(contentsOf: podfile, encoding: .utf8)
            try (podfileLine + "\n" + text).write(to: podfile, atomically: true, encoding: .utf8)
        }
        let (inventories, result) = try await Auditor().audit(path: folder.url.path)
        withExtendedLifetime(folder) {}
        #expect(inventories.first?.app?.renderers.isEmpty == false)
        return result.findings.filter { $0.rule == "font-weight-picks-other-face" }.map {
            "\($0.file ?? "-"):\($0.line ?? 0)"
        }
    }

    @Test func normalDrawsTheRegularFaceOnlyOnTheOldArchitecture() async throws {
        #expect(try await Self.weightFindings(version: "0.74.0") == ["src/screens/Weights.tsx:6"])
        #expect(
            try await Self.weightFindings(version: "0.74.0", podfileLine: "ENV['RCT_NEW_ARCH_ENABLED'] = '1'") == [])
        #expect(try await Self.weightFindings(version: "0.76.0") == [])
        #expect(
            try await Self.weightFindings(version: "0.76.0", podfileLine: "ENV['RCT_NEW_ARCH_ENABLED'] = '0'") == [
                "src/screens/Weights.tsx:6"
            ])
        // No old architecture from 0.82 on, whatever a Podfile says; a version not read: silent.
        #expect(
            try await Self.weightFindings(version: "0.82.1", podfileLine: "ENV['RCT_NEW_ARCH_ENABLED'] = '0'") == [])
        #expect(try await Self.weightFindings(version: "workspace:*") == [])
    }

    /// Fabric of React Native 0.83 to 0.86.2 asks a font name's heaviest face for any weight but the
    /// regular one (react-native#57483, read in `RCTFontUtils.mm`): `'300'` beside Roboto-Regular
    /// draws Roboto-Bold, where every other release draws Roboto-Regular. Controls: the same on
    /// 0.82 (fixed Fabric) and 0.74 (the old architecture, which takes '300' as meant); on 0.86.5,
    /// whose fix may have been picked or not, silent; `'bold'` and `'600'` beside Roboto-Bold draw
    /// it either way; `'normal'` asks the named face's own weight on Fabric.
    @Test func fabricOf083To0862DrawsTheHeaviestFace() async throws {
        for version in ["0.83.1", "^0.85.3", "0.86.2", "patch:react-native@npm%3A0.84.0#~/.yarn/patches/x.patch"] {
            #expect(
                try await Self.weightFindings(version: version, lightRegular: true) == ["src/screens/Weights.tsx:19"])
        }
        #expect(try await Self.weightFindings(version: "0.82.0", lightRegular: true) == [])
        #expect(try await Self.weightFindings(version: "0.86.5", lightRegular: true) == [])
        #expect(try await Self.weightFindings(version: "0.74.0", lightRegular: true) == ["src/screens/Weights.tsx:6"])
        #expect(ReactNativeApp.fabric("0.86.2") == [.fabricHeaviest])
        #expect(ReactNativeApp.fabric("0.88.0") == [.fabric])
        #expect(ReactNativeApp.patchVersion("~0.86.12") == 12)
    }
}
