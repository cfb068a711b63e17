import FontInspector
import FontInspectorModel
import FontInspectorReading
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The names a variable font's named instances register under CoreText, read from a real font
/// whose instances have no `postScriptNameID` (Debian's Inter).
@Suite struct InstanceNameTests {
    @Test func instancesWithoutNamesTakeCoreTextsForm() throws {
        let report = try FontFileInspector().inspectFile(
            at: Repo.fonts.appendingPathComponent("Inter/Inter-roman.var.ttf"))
        let face = try #require(report.faces.first)
        let byStyle = Dictionary(
            uniqueKeysWithValues: face.instances.compactMap { instance in
                instance.name.map { ($0, instance) }
            })
        // FreeType (and `inspect`) derive Adobe TN 5902 names; CoreText joins with `_` and keeps the words.
        #expect(byStyle["Extra Light"]?.postscriptName == "Inter-ExtraLight")
        #expect(byStyle["Extra Light"]?.coreTextPostScriptName == "Inter_Extra-Light")
        #expect(byStyle["Thin"]?.coreTextPostScriptName == "Inter_Thin")
        #expect(byStyle["Black"]?.coreTextPostScriptName == "Inter_Black")
        #expect(face.registeredNames.contains("Inter_Semi-Bold"))
        #expect(!face.registeredNames.contains("Inter-SemiBold"))
        #expect(face.registeredNames.first == face.postscriptName)
    }
}
