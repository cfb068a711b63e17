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
    static func weightFindings(version: String, podfileLine: String? = nil) async throws -> [String] {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: ReactNativeAppTests.app, to: folder.url)
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
}
