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
    /// A copy of Fixtures/Projects/SharedCode with `sources` (path → text) written over its own:
    /// `Shared/AppFont.swift` is compiled by the app (which bundles Roboto) and the keyboard
    /// (which does not).
    func sharedCode(_ sources: [String: String]) throws -> (ScratchFolder, String) {
        let scratch = try ScratchFolder()
        let project = scratch.url.appendingPathComponent("SharedCode")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/SharedCode"), to: project)
        for (path, text) in sources {
            try text.write(to: project.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        return (scratch, project.appendingPathComponent("SharedCode.xcodeproj").path)
    }

    /// Three globals; the app names all three, the keyboard only `brandKey`.
    @Test func aTargetThatNeverNamesASharedGlobalDoesNotAskForItsFont() async throws {
        let (scratch, path) = try sharedCode([
            "Shared/AppFont.swift": """
            import UIKit

            let brandCaption = UIFont(name: "Roboto-Bold", size: 13)
            func brandHeadline() -> UIFont? { UIFont(name: "Roboto-Regular", size: 22) }
            let brandKey = UIFont(name: "Roboto-Bold", size: 17)

            """,
            "App/SharedApp.swift": """
            import UIKit

            func styleApp(_ label: UILabel, _ title: UILabel, _ key: UILabel) {
                label.font = brandCaption
                title.font = brandHeadline()
                key.font = brandKey
            }

            """,
            "Keyboard/KeyboardView.swift": """
            import UIKit

            final class KeyboardView: UIView {
                let label = UILabel()
                func style() { label.font = brandKey }
            }

            """,
        ])
        defer { withExtendedLifetime(scratch) {} }
        let (inventories, result) = try await Auditor().audit(path: path, options: AuditOptions())
        // The audit leaves out of the keyboard the requests of the globals only the app names.
        let requests = inventories.map { inventory in
            "\(inventory.target?.target.name ?? "") "
                + inventory.requests.map { "\($0.line)\($0.global.map { " " + $0 } ?? "")" }.joined(separator: ", ")
        }
        #expect(requests == ["App 3, 4, 5", "Keyboard 5"])
        let found = result.findings.map { "\($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0) \($0.targets)" }
        #expect(found == ["font-name-unknown warning Shared/AppFont.swift:5 [\"Keyboard\"]"])
    }

    /// A target whose sources are not all read (here one is excluded) may name the global in the
    /// one not read: its requests all count. The app names `brandMissing` only in its excluded
    /// file, the keyboard in its own: both ask for the font neither has.
    @Test func aTargetWithUnreadSourcesKeepsItsGlobalsRequests() async throws {
        let (scratch, path) = try sharedCode([
            "Shared/AppFont.swift": """
            import UIKit

            let brandMissing = UIFont(name: "Missing-Font", size: 13)

            """,
            "App/SharedApp.swift": """
            import UIKit

            func styleApp(_ label: UILabel) { label.font = brandMissing }

            """,
            "Keyboard/KeyboardView.swift": """
            import UIKit

            final class KeyboardView: UIView {
                let label = UILabel()
                func style() { label.font = brandMissing }
            }

            """,
        ])
        defer { withExtendedLifetime(scratch) {} }
        var options = AuditOptions()
        options.exclude = ["App/SharedApp.swift"]
        let (_, result) = try await Auditor().audit(path: path, options: options)
        let found = result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.targets)" }
        #expect(found == ["font-name-unknown Shared/AppFont.swift:3 [\"App\", \"Keyboard\"]"])
    }

    /// The scan marks a global nothing else names (a variable's initializer, a function's body)
    /// and no other: not one something names (a backquoted one by its bare name), any global of
    /// `main.swift` (top-level code, run in order), a public one (another module may name it), an
    /// operator (run where its symbol is written or a protocol calls it), a type's static member
    /// (it may answer a protocol requirement no code names). A source tree is one app: what no other target names
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
                let `quotedFont` = UIFont(name: "Quoted-Font", size: 13)
                func ~= (pattern: Int, value: Int) -> Bool { UIFont(name: "Operator-Font", size: 1) != nil }
                """,
                "View.swift": """
                import UIKit
                func style(_ label: UILabel) { label.font = usedFont ?? called() ?? quotedFont }
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
                "Called-Font", "Conditional-Font conditionalFont", "Launch-Font", "Operator-Font", "Public-Font",
                "Quoted-Font", "Static-Font", "Uncalled-Font neverCalled", "Unused-Font unusedFont", "Used-Font",
            ])
        #expect(result.findings.filter { $0.rule == "font-name-unknown" }.count == 10)
    }
}
