import FontAudit
import FontAuditModel
import Foundation
import Testing

/// Issue 93: a component's props are values (`Fixtures/Projects/ComponentProps`). `Label` builds
/// its face from a prop with a default (`` `Roboto-${weight}` ``, `weight = 'Regular'`); its
/// elements pass `Bold`, nothing, and `Black` (a face the app does not have), and `Button` renders
/// one with `Bold`.
@Suite struct ComponentPropsTests {
    static let folder = "Fixtures/Projects/ComponentProps"

    @Test func aNameBuiltFromAPropIsEveryValueItsElementsPass() async throws {
        let (_, result) = try await Auditor().audit(path: Repo.root.appendingPathComponent(Self.folder).path)
        let keys = result.findings.map {
            "\($0.platform ?? "-") \($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "")"
        }.sorted()
        // Only the face no file has, on both platforms; Regular (the default) and Bold (passed, and
        // Button's element) resolve.
        #expect(
            keys == [
                "android font-name-unknown components/Label.tsx:12 Roboto-Black",
                "ios font-name-unknown components/Label.tsx:12 Roboto-Black",
            ])
        let black = try #require(result.findings.first { $0.platform == "ios" })
        #expect(black.message.contains("(`weight=\"Black\"`, App.tsx:12)"), "\(black.message)")
        // Control: a prop an element gives through a spread (`<Badge {...props} />`) stays open.
        #expect(result.summary.namesResolved == 1)
        #expect(result.summary.namesDynamic == 1)
    }
}
