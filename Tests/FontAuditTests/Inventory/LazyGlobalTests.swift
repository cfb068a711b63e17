import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditRules

/// A request in a file-scope variable's initializer or a global function runs only where code
/// names that variable or function: Swift initializes a global on first use (outside
/// `main.swift`), and a function runs only when called. So a target that compiles the file but
/// never names the global does not ask for the font.
@Suite struct LazyGlobalTests {
    /// Fixtures/Projects/SharedCode with other sources: `Shared/AppFont.swift`, compiled by the
    /// app (which bundles Roboto) and the keyboard (which does not), declares three globals; the
    /// app names all three, the keyboard only `brandKey`.
    @Test func aTargetThatNeverNamesASharedGlobalDoesNotAskForItsFont() async throws {
        let scratch = try ScratchFolder()
        let project = scratch.url.appendingPathComponent("SharedCode")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/SharedCode"), to: project)
        func write(_ path: String, _ text: String) throws {
            try text.write(to: project.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write(
            "Shared/AppFont.swift",
            """
            import UIKit

            let brandCaption = UIFont(name: "Roboto-Bold", size: 13)
            func brandHeadline() -> UIFont? { UIFont(name: "Roboto-Regular", size: 22) }
            let brandKey = UIFont(name: "Roboto-Bold", size: 17)

            """)
        try write(
            "App/SharedApp.swift",
            """
            import UIKit

            func styleApp(_ label: UILabel, _ title: UILabel, _ key: UILabel) {
                label.font = brandCaption
                title.font = brandHeadline()
                key.font = brandKey
            }

            """)
        try write(
            "Keyboard/KeyboardView.swift",
            """
            import UIKit

            final class KeyboardView: UIView {
                let label = UILabel()
                func style() { label.font = brandKey }
            }

            """)
        let (inventories, result) = try await Auditor().audit(
            path: project.appendingPathComponent("SharedCode.xcodeproj").path, options: AuditOptions())
        // The scan marks the globals a target never names; the audit leaves their requests out of it.
        let requests = inventories.map { inventory in
            "\(inventory.target?.target.name ?? "") "
                + inventory.requests.map { "\($0.line)\($0.global.map { " " + $0 } ?? "")" }.joined(separator: ", ")
        }
        #expect(requests == ["App 3, 4, 5", "Keyboard 3 brandCaption, 4 brandHeadline, 5"])
        let found = result.findings.map { "\($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0) \($0.targets)" }
        #expect(found == ["font-name-unknown warning Shared/AppFont.swift:5 [\"Keyboard\"]"])
    }

    /// The scan marks a global nothing else names (a variable's initializer, a function's body)
    /// and no other: not one something names, any global of `main.swift` (top-level code, run in
    /// order), a public one (another module may name it), a type's static member (it may answer a
    /// protocol requirement no code names). A source tree is one app: what no other target names
    /// stays its request.
    @Test func theScanMarksTheGlobalsNothingNames() async throws {
        let example = RuleExample(
            "",
            sources: [
                "Fonts.swift": """
                import UIKit
                let unusedFont = UIFont(name: "Unused-Font", size: 13)
                let usedFont = UIFont(name: "Used-Font", size: 13)
                func neverCalled() -> UIFont? { UIFont(name: "Uncalled-Font", size: 13) }
                func called() -> UIFont? { UIFont(name: "Called-Font", size: 13) }
                public let publicFont = UIFont(name: "Public-Font", size: 13)
                struct Styles { static let caption = UIFont(name: "Static-Font", size: 13) }
                #if os(iOS)
                let conditionalFont = UIFont(name: "Conditional-Font", size: 13)
                #endif
                """,
                "View.swift": """
                import UIKit
                func style(_ label: UILabel) { label.font = usedFont ?? called() }
                """,
                "main.swift": """
                import UIKit
                let launchFont = UIFont(name: "Launch-Font", size: 13)
                """,
            ])
        let scratch = try ScratchFolder()
        try example.materialize(in: scratch.url)
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(
            inventory.requests.map { "\($0.name)\($0.global.map { " " + $0 } ?? "")" }.sorted() == [
                "Called-Font", "Conditional-Font conditionalFont", "Launch-Font", "Public-Font", "Static-Font",
                "Uncalled-Font neverCalled", "Unused-Font unusedFont", "Used-Font",
            ])
        #expect(result.findings.filter { $0.rule == "font-name-unknown" }.count == 8)
    }
}
