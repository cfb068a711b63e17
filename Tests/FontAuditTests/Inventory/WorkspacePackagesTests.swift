import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A product dependency with no package reference of its own (`XCSwiftPackageProductDependency`
/// without `package`) is resolved by Xcode from the workspace's local packages, which may sit
/// beside the project's folder (unstoppable-wallet's `packages/WalletCore`): the audit links the
/// checkout's package that provides the product, its sources and resources.
@Suite struct WorkspacePackagesTests {
    @Test func aProductIsFoundAmongTheCheckoutsPackages() async throws {
        let scratch = try ScratchFolder()
        let project = scratch.url.appendingPathComponent("Modular")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Fixtures/Projects/Modular"), to: project)
        // The package moves beside the project's folder, and the project no longer references it.
        try FileManager.default.moveItem(
            at: project.appendingPathComponent("Packages"), to: scratch.url.appendingPathComponent("Packages"))
        let pbxproj = project.appendingPathComponent("Modular.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        let reference = "\t\t\t\tBB0000000000000000000001 /* XCLocalSwiftPackageReference \"Packages/Brand\" */,\n"
        #expect(text.contains(reference))
        try text.replacingOccurrences(of: reference, with: "").write(to: pbxproj, atomically: true, encoding: .utf8)
        var options = AuditOptions()
        options.targets = ["App"]
        let outcome = try await Auditor().audit(path: scratch.url.path, options: options)
        // As with the reference: the package's fonts are read and SwiftGen's registration found, so
        // the Info.plist's entries are inert (they reach the package's bundle, not the app's).
        #expect(
            outcome.result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0)" } == [
                "font-in-other-bundle Modular/App/Info.plist:11", "font-in-other-bundle Modular/App/Info.plist:12",
            ], "\(outcome.result.findings.map(\.message))")
        #expect(
            outcome.inventories[0].fonts.map(\.path) == [
                "Packages/Brand/Sources/Brand/Resources/Fonts/Roboto-Bold.ttf",
                "Packages/Brand/Sources/Brand/Resources/Fonts/Roboto-Regular.ttf",
            ])
    }
}
