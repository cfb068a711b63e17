import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontInspectorModel

/// Issue 83: a React Native app with its `android/` project and no `ios/` one (not Expo) is
/// planned as an app of its own, and audited as its Android half: the same findings the
/// fixture's Android half gives, none of iOS's.
@Suite struct ReactNativeAndroidOnlyTests {
    /// `Fixtures/Projects/ReactNative` copied without its `ios/` folder.
    static func androidOnly() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let app = scratch.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Fixtures/Projects/ReactNative"), to: app)
        try FileManager.default.removeItem(at: app.appendingPathComponent("ios"))
        return scratch
    }

    @Test func anAppWithoutIOSIsItsAndroidHalf() async throws {
        let scratch = try Self.androidOnly()
        let path = scratch.url.appendingPathComponent("app").path
        let plan = try #require(try await InventoryBuilder().buildAll(path: path).plan)
        #expect(plan.layout == .reactNativeAndroid)
        #expect(plan.apps.map(\.kind) == [.reactNativeAndroid])
        #expect(plan.apps.first?.platforms == [.android])

        let (inventories, result) = try await Auditor().audit(path: path)
        #expect(inventories.first?.app?.kind == .reactNativeAndroid)
        #expect(result.findings.allSatisfy { $0.platform == "android" })
        let (_, full) = try await Auditor().audit(
            path: Repo.root.appendingPathComponent("Fixtures/Projects/ReactNative").path)
        func keys(_ findings: [Finding]) -> [String] {
            findings.filter { $0.platform == "android" }.map {
                "\($0.rule) \(FileName.lastComponent(of: $0.file ?? "")):\($0.line ?? 0) \($0.name ?? "")"
            }.sorted()
        }
        #expect(!keys(result.findings).isEmpty)
        #expect(keys(result.findings) == keys(full.findings))
        withExtendedLifetime(scratch) {}
    }

    /// Controls: an app with `ios/` is an Xcode project's; one with neither folder stays not known.
    @Test func anAppWithNeitherProjectStaysNotKnown() async throws {
        let scratch = try Self.androidOnly()
        let app = scratch.url.appendingPathComponent("app")
        try FileManager.default.removeItem(at: app.appendingPathComponent("android"))
        let plan = try #require(try await InventoryBuilder().buildAll(path: app.path).plan)
        #expect(plan.apps.map(\.kind) == [.sourceTree])
        // A library's android/ (its host app brings the fonts) is no app either.
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("android/app"), withIntermediateDirectories: true)
        try "apply plugin: 'com.android.library'\n".write(
            to: app.appendingPathComponent("android/app/build.gradle"), atomically: true, encoding: .utf8)
        let library = try #require(try await InventoryBuilder().buildAll(path: app.path).plan)
        #expect(library.apps.map(\.kind) == [.sourceTree])
        withExtendedLifetime(scratch) {}
    }
}
