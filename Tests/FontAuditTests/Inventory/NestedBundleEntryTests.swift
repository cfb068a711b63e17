import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// UIAppFonts entries that name a file inside a bundle the app embeds (issue 47's OSS check: canvas
/// lists `Frameworks/Core.framework/lato_regular.ttf`, and its share extension
/// `../../Frameworks/Core.framework/…`): iOS registers the file at that path. A source tree does not
/// show the framework's layout, so the file the framework's folder holds by that name is the one
/// meant, not a missing file; a name no folder holds is still missing.
@Suite struct NestedBundleEntryTests {
    @Test func anEntryIntoAnEmbeddedFrameworkNamesItsFont() async throws {
        let scratch = try ScratchFolder()
        let entries = [
            "Frameworks/Core.framework/Roboto-Regular.ttf", "../../Frameworks/Core.framework/Fonts/Roboto-Bold.ttf",
            "Frameworks/Core.framework/Missing.ttf",
        ]
        try scratch.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIAppFonts</key>
            \t<array>
            \(entries.map { "\t\t<string>\($0)</string>" }.joined(separator: "\n"))
            \t</array>
            </dict>
            </plist>
            """)
        try scratch.write("App/Title.swift", "let t = UIFont(name: \"Roboto-Bold\", size: 17)\n")
        // The framework's own folder, with its Info.plist (no font keys: a framework's are not read).
        try scratch.write(
            "Core/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.core</string></dict></plist>
            """)
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Core/Fonts"), withIntermediateDirectories: true)
        for face in ["Roboto-Regular", "Roboto-Bold"] {
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Roboto/\(face).ttf"),
                to: scratch.url.appendingPathComponent("Core/Fonts/\(face).ttf"))
        }
        let (inventories, result) = try await Auditor().audit(path: scratch.url.path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "manifest-file-missing App/Info.plist:9 Frameworks/Core.framework/Missing.ttf"
            ], "\(result.findings.map(\.message))")
        let manifest = try #require(inventories.first?.manifests.first { $0.path == "App/Info.plist" })
        #expect(
            manifest.appFonts.map(\.resolution).prefix(2) == [
                .file(path: "Core/Fonts/Roboto-Regular.ttf"), .file(path: "Core/Fonts/Roboto-Bold.ttf"),
            ])
        #expect(EntryResolver.insideNestedBundle("../../Frameworks/Core.framework/Fonts/A.ttf") == "Fonts/A.ttf")
        #expect(EntryResolver.insideNestedBundle("Fonts/A.ttf") == nil)
    }
}
