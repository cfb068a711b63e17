import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Issue 63: a name joined from known parts (`[family, style].joined(separator: "-")`, in a
/// helper whose parameters each call binds) is those parts joined, checked as a literal would
/// be: a family whose real PostScript names have no space, written with one, is said.
@Suite struct JoinedNameTests {
    func audit(_ source: String) async throws -> (requests: [String], findings: [String], open: Int) {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"])
        try folder.write("App/Typography.swift", source)
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        return (
            inventory.requests.map { "\($0.line) \($0.name)" }.sorted(),
            result.findings.map { "\($0.rule) \($0.line ?? 0) \($0.name ?? "-")" },
            result.summary.namesDynamic
        )
    }

    @Test func aJoinedNameIsItsPartsJoined() async throws {
        let found = try await audit(
            """
            import UIKit
            enum Typography {
                static func fontName(family: String, style: String) -> String {
                    [family, style].joined(separator: "-")
                }
                static func body() -> UIFont? { UIFont(name: fontName(family: "Roboto", style: "Regular"), size: 17) }
                static func title() -> UIFont? { UIFont(name: fontName(family: "Roboto Sans", style: "Bold"), size: 22) }
                static let caption = UIFont(name: ["Roboto", "Bold"].joined(separator: "-"), size: 12)
                static let plain = UIFont(name: ["Roboto", "-", "Regular"].joined(), size: 12)
            }

            """)
        #expect(
            found.requests == ["6 Roboto-Regular", "7 Roboto Sans-Bold", "8 Roboto-Bold", "9 Roboto-Regular"],
            "\(found.requests)")
        #expect(found.findings == ["font-name-unknown 7 Roboto Sans-Bold"], "\(found.findings)")
        #expect(found.open == 0)
    }

    /// A helper called at the request with its arguments takes that call's arguments alone: the
    /// body's `Roboto-Regular` is not said to be `Roboto Sans-Bold`, another call's value (it was,
    /// before issue 63, for interpolation as for `joined`).
    @Test func aHelpersCallAtTheRequestTakesItsOwnArguments() async throws {
        let found = try await audit(
            """
            import UIKit
            enum Typography {
                static func fontName(family: String, style: String) -> String { "\\(family)-\\(style)" }
                static func body() -> UIFont? { UIFont(name: fontName(family: "Roboto", style: "Regular"), size: 17) }
                static func title() -> UIFont? { UIFont(name: fontName(family: "Roboto Sans", style: "Bold"), size: 22) }
            }

            """)
        #expect(found.requests == ["4 Roboto-Regular", "5 Roboto Sans-Bold"], "\(found.requests)")
        #expect(found.findings == ["font-name-unknown 5 Roboto Sans-Bold"], "\(found.findings)")
    }

    /// A part the audit cannot know, or a separator that is not a literal, leaves the name open.
    @Test func aJoinedNameWithAnUnknownPartStaysOpen() async throws {
        let found = try await audit(
            """
            import UIKit
            enum Typography {
                static func font(_ weight: String, separator: String) -> UIFont? {
                    UIFont(name: ["Roboto", UserDefaults.standard.string(forKey: "w") ?? ""].joined(separator: "-"), size: 17)
                }
            }

            """)
        #expect(found.findings.isEmpty, "\(found.findings)")
        #expect(found.open == 1)
    }
}
