import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Types decide members (issue 63): `.title3` where the app's own style type is expected is that
/// type's member, not the `Font.title3` the app also declares; where the type is not known,
/// nothing is said.
@Suite struct MemberTypeTests {
    /// An app whose `extension Font` gives `title3` in Roboto Regular (no semibold or italic face
    /// is registered), beside a style struct of its own with `static let title3` and `weight(_:)`.
    func app(_ uses: String) async throws -> [String] {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf"])
        try folder.write(
            "App/Sources/Styles.swift",
            """
            import SwiftUI
            import UIKit

            extension Font {
                static let title3 = Font.custom("Roboto-Regular", size: 20)
            }

            struct TextStyle {
                var size: CGFloat
                var weight: UIFont.Weight = .regular
                static let title3 = TextStyle(size: 20)
                func weight(_ weight: UIFont.Weight) -> TextStyle { TextStyle(size: size, weight: weight) }
            }

            extension UILabel {
                func apply(_ style: TextStyle) { font = .systemFont(ofSize: style.size, weight: style.weight) }
            }

            """)
        try folder.write("App/Sources/Screen.swift", "import SwiftUI\nimport UIKit\n\n" + uses)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        return result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0)" }
    }

    @Test func aMemberOfTheAppsOwnTypeIsNotFonts() async throws {
        let findings = try await app(
            """
            func style(_ label: UILabel) {
                label.apply(.title3.weight(.semibold))
                label.apply(TextStyle.title3.weight(.bold))
            }

            """)
        #expect(!findings.contains { $0.hasPrefix("font-variant-missing") }, "\(findings)")
    }

    /// An app with a `font(_:)` of its own for its style type: `.font(.title3.weight(.semibold))`
    /// may be that one, so the type is not known and nothing is said.
    @Test func anAppsOwnFontModifierLeavesTheArgumentsTypeUnknown() async throws {
        let findings = try await app(
            """
            extension View {
                func font(_ style: TextStyle) -> some View { font(.system(size: style.size)) }
            }
            struct Screen: View {
                var body: some View { Text("Hello").font(.title3.weight(.semibold)) }
            }

            """)
        #expect(!findings.contains { $0.hasPrefix("font-variant-missing") }, "\(findings)")
    }

    /// The controls: where the type is `Font` (`.font(_:)`'s argument, a binding declared `Font`),
    /// `.title3` is the app's `Font.title3`, and Roboto has no semibold or italic face.
    @Test func aMemberWhereAFontGoesIsFonts() async throws {
        let findings = try await app(
            """
            struct Screen: View {
                let caption: Font = .title3.italic()
                var body: some View {
                    Text("Hello").font(.title3.weight(.semibold))
                }
            }

            """)
        #expect(
            findings.filter { $0.hasPrefix("font-variant-missing") } == [
                "font-variant-missing App/Sources/Screen.swift:5",
                "font-variant-missing App/Sources/Screen.swift:7",
            ], "\(findings)")
    }
}
