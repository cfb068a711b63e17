import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A variable's member (`config.name`) is an instance's, never a type's `static` one: a nested
/// `enum Keys { static let name = "name" }` once made `UIFont(name: config.name, …)` the font
/// name `name` (a font-name-unknown error on a clean app, issue 73). Controls: an instance
/// constant read through a variable, a static one read through its type, and an implicit member
/// (which is a static one) still give their values.
@Suite struct StaticMemberThroughVariableTests {
    @Test func aVariablesMemberIsNeverAStaticOne() async throws {
        let result = try await OpenNameTests.audit([
            "App/Config.swift": """
            import UIKit
            struct FontConfig: Codable {
                var name: String
                var size: Double
                enum Keys {
                    static let name = "name"
                    static var title: String { "title" }
                }
            }
            struct Style {
                let bodyFont = "Brand-Styled"
            }
            enum Theme {
                static let heading = "Brand-Heading"
            }
            extension UIFont {
                static let brandCaption = "Brand-Caption"
            }
            final class Label {
                var config: FontConfig?
                var other: FontConfig?
                var style = Style()
                func apply() {
                    guard let config, let font = UIFont(name: config.name, size: CGFloat(config.size)) else { return }
                    _ = UIFont(name: other?.title ?? "", size: 1)
                    _ = UIFont(name: style.bodyFont, size: 1)
                    _ = UIFont(name: Theme.heading, size: 1)
                    _ = font
                }
            }

            """
        ])
        let named = Set(result.findings.compactMap(\.name))
        #expect(!named.contains("name") && !named.contains("title"), "\(named)")
        #expect(named.isSuperset(of: ["Brand-Styled", "Brand-Heading"]), "\(named)")
        #expect(result.openNames.map(\.line) == [24, 25])
        #expect(result.openNames.map(\.written) == ["config.name", "other?.title ?? \"\""])
    }
}
