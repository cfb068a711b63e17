import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// Issue 74: a library vendored as sources. The app compiles the library's files from its folder
/// (`Vendor/Kit/Kit/Kit.swift`) and references no project of it; the library's own project and
/// its Example project (with a demo app full of defects) lie in that folder: they are the
/// vendor's, not the app. Control: the same tree with the app compiling nothing of the library
/// audits the library's demo app, as any second app of a checkout.
@Suite struct VendoredSourcesTests {
    /// The Vendored fixture without its workspace, the app no longer linking Kit.framework, and,
    /// when `compilesKit`, compiling `../Vendor/Kit/Kit/Kit.swift` itself.
    static func variant(compilesKit: Bool, file: String = "../Vendor/Kit/Kit/Kit.swift") throws -> (ScratchFolder, URL)
    {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Projects/Vendored", in: scratch)
        try FileManager.default.removeItem(at: root.appendingPathComponent("App.xcworkspace"))
        let project = root.appendingPathComponent("App/App.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: project, encoding: .utf8)
        let buildFile =
            compilesKit
            ? "\t\tA10000000000000000000099 /* Kit.swift in Sources */ = {isa = PBXBuildFile; fileRef = A10000000000000000000098 /* Kit.swift */; };\n"
            : ""
        let reference =
            compilesKit
            ? "\t\tA10000000000000000000098 /* Kit.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(file); sourceTree = SOURCE_ROOT; };\n"
            : ""
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.contains("Kit.framework in Frameworks */ = {isa = PBXBuildFile") {
                lines.append(buildFile.trimmingCharacters(in: .newlines))
            } else if line.contains("/* Kit.framework */ = {isa = PBXFileReference") {
                lines.append(reference.trimmingCharacters(in: .newlines))
            } else if line.contains("A10000000000000000000008 /* Kit.framework */,") {
                lines.append(compilesKit ? "\t\t\t\tA10000000000000000000098 /* Kit.swift */," : "")
            } else if line.contains("Kit.framework in Frameworks */,") {
                continue
            } else if line.contains("AppMain.swift in Sources */,"), compilesKit {
                lines.append(line)
                lines.append("\t\t\t\tA10000000000000000000099 /* Kit.swift in Sources */,")
            } else {
                lines.append(line)
            }
        }
        text = lines.joined(separator: "\n")
        try text.write(to: project, atomically: true, encoding: .utf8)
        return (scratch, root)
    }

    @Test func aLibraryVendoredAsSourcesIsNotTheApp() async throws {
        let (scratch, root) = try Self.variant(compilesKit: true)
        let (inventories, _) = try await Auditor().audit(path: root.path)
        #expect(inventories.compactMap { $0.target?.target.name } == ["App"])
        _ = scratch

        let (control, controlRoot) = try Self.variant(compilesKit: false)
        let (others, _) = try await Auditor().audit(path: controlRoot.path)
        let audited = Set(others.compactMap { $0.target?.target.name })
        #expect(audited.contains("KitDemo"), "\(audited)")
        _ = control

        // Control: the app builds a file the demo's own app target builds (two apps sharing a
        // source, as an iOS and a macOS project do): the library's project stays an app of the
        // checkout; only the Example project below the shared folder is the vendor's.
        let (shared, sharedRoot) = try Self.variant(compilesKit: true, file: "../Vendor/Kit/Demo/DemoApp.swift")
        let (both, _) = try await Auditor().audit(path: sharedRoot.path)
        #expect(both.compactMap { $0.target?.target.name } == ["App", "KitDemo"])
        _ = shared
    }
}
