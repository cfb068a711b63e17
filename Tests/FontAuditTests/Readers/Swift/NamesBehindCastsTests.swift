import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Names written as a literal behind a cast or a wrapper that keeps the string as it is:
/// `("X" as CFString?)!`, `"X" as NSString as String`, `String("X")`, parentheses,
/// `NSString(string: "X")`, in requests and in registrations.
@Suite struct NamesBehindCastsTests {
    @Test func castNamesAppResolvesEveryNameAndPinsTheTypos() async throws {
        let (inventory, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("CastNames").path)
        let keys = Set(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0) \($0.name ?? "-")" })
        #expect(
            keys == [
                "font-name-unknown App/Sources/Names.swift:12:46 GlyphTest-Regualr",
                "font-name-unknown App/Sources/Names.swift:14:42 GlyphTest-Bodl",
            ], "\(result.findings.map(\.message))")
        #expect(result.summary.namesFound == 6 && result.summary.namesResolved == 4 && result.summary.namesDynamic == 0)
        #expect(result.findings.map(\.fix) == ["GlyphTest-Regular", "GlyphTest-Bold"])
        // The registration's file name is behind String(…) and a cast too.
        let registration = try #require(inventory.registrations.first)
        #expect(registration.files == ["GlyphTest-Bold.ttf"] && !registration.isDynamic)
        #expect(registration.fonts == ["App/Fonts/GlyphTest-Bold.ttf"])
    }

    @Test func wrappersUnwrapToTheLiteral() {
        /// What `UIFont(name: <expression>, size: 12)` asks for: the literal, or unknown (dynamic).
        func name(_ expression: String) -> NameExpression {
            let file = SourceText(
                path: "A.swift", text: "import UIKit\nlet font = UIFont(name: \(expression), size: 12)\n")
            let found = SwiftNameScanner().scan([file])
            return found.requests.first.map { .literal($0.name) } ?? .unknown
        }
        for written in [
            #"("X" as CFString?)!"#, #""X" as NSString"#, #""X" as NSString as String"#, #"String("X")"#,
            #"(("X"))"#, #"NSString(string: "X") as String"#, #"String(stringLiteral: "X")"#, #"("X" as! String)"#,
        ] {
            #expect(name(written) == .literal("X"), "\(written)")
        }
        // A conversion of something else, or a call that changes the string, stays dynamic.
        for written in [
            #"String(describing: x)"#, #""X".uppercased()"#, #"String(format: "%@", "X")"#, #"NSString(format: "X")"#,
        ] {
            #expect(name(written) == .unknown, "\(written)")
        }
    }
}
