import FontAudit
import FontAuditModel
import Foundation
import Testing

/// Issue 93: Tamagui's text elements with a weight or a slant as props
/// (`Fixtures/Projects/TamaguiProps`). The app's one font, `Brand`, has a face map of 400 and 700
/// (each an expo-font alias); the face map swaps a keyed weight for its face, and lets `'bold'` and
/// an italic no face gives through to React Native with the family.
@Suite struct TamaguiPropsTests {
    static let folder = "Fixtures/Projects/TamaguiProps"

    @Test func aWeightOrSlantTheFaceMapLacksReachesReactNativeWithTheFamily() async throws {
        let (_, result) = try await Auditor().audit(path: Repo.root.appendingPathComponent(Self.folder).path)
        let keys = result.findings.map {
            "\($0.platform ?? "-") \($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "")"
        }.sorted()
        // `fontWeight="bold"` (line 17) and `fontStyle="italic"` on the heading token (line 19): on
        // Android the alias is the regular style's only, on iOS the alias is a family of one
        // face. The keyed weight, the element without traits, the open weight and the app's own
        // `Card` ask nothing.
        #expect(
            keys == [
                "android font-variant-missing error src/App.tsx:17 Brand",
                "android font-variant-missing error src/App.tsx:19 Brand",
                "ios font-variant-missing warning src/App.tsx:17 Brand",
                "ios font-variant-missing warning src/App.tsx:19 Brand",
            ])
        let bold = try #require(result.findings.first { $0.platform == "android" && $0.line == 17 })
        #expect(bold.message.contains("fonts/Brand_bold.ttf"))
        #expect(bold.notes.contains { $0.contains("Tamagui's font (createFont)") && $0.contains("src/fonts.ts:6") })
        // Every `$token` is one of the app's fonts (its one family, read whole): none is left open.
        #expect(result.summary.namesDynamic == 0)
    }
}
