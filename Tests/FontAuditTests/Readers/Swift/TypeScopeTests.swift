import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Every reader scopes a name by the type it is written in the same way (`TypeScopeVisitor`): an
/// enum, struct, class or actor by its name, an extension by its extended type's last component.
@Suite struct TypeScopeTests {
    @Test func anActorsConstantsAreItsOwn() {
        let names = """
            enum Theme {
                static let title = "Brand-Heavy"
                actor Store {
                    static let title = "Old-Heavy"
                    static let caption = "Brand-Light"
                    enum Weight: String { case bold = "Brand-Bold" }
                }
            }
            """
        let view = """
            import UIKit
            let a = UIFont(name: Theme.title, size: 12)
            let b = UIFont(name: Store.caption, size: 12)
            let c = UIFont(name: Store.Weight.bold.rawValue, size: 12)
            """
        // Before actors were scopes, the actor's constants were `Theme`'s: its `title` a second
        // definition of `Theme.title` (so `a` stayed open), its `caption` no `Store.caption` (so
        // `b` did too).
        let found = FollowedNamesTests().scan(["Names.swift": names, "View.swift": view])
        #expect(found.requests.map { "\($0.line) \($0.name)" } == ["2 Brand-Heavy", "3 Brand-Light", "4 Brand-Bold"])
        #expect(found.dynamic.isEmpty)
    }

    /// An enum's cases are its own wherever a nested type stands among them.
    @Test func anEnumsCasesAfterANestedActorAreStillItsOwn() {
        let source = """
            import UIKit
            enum Weight: String {
                case bold = "Brand-Bold"
                actor Cache { static let size = 12 }
                case light = "Brand-Light"
            }
            let a = UIFont(name: Weight.light.rawValue, size: 12)
            """
        let found = FollowedNamesTests().scan(["A.swift": source])
        #expect(found.requests.map(\.name) == ["Brand-Light"])
        #expect(found.dynamic.isEmpty)
    }

    /// An actor's stored `let` takes what its initializers give, as a class's does.
    @Test func anActorsStoredLetTakesWhatItsInitializerGives() {
        let views = """
            import UIKit
            actor Badge {
                let fontName: String
                init(fontName: String) { self.fontName = fontName }
                func font() -> UIFont? { UIFont(name: fontName, size: 10) }
            }
            """
        let uses = "let b = Badge(fontName: \"Brand-Light\")\n"
        let found = FollowedNamesTests().scan(["Views.swift": views, "Uses.swift": uses])
        #expect(
            found.requests.map { "\($0.name) \($0.followed?.source.label ?? "-")" } == ["Brand-Light Badge(fontName:)"])
        #expect(found.dynamic.isEmpty)
    }
}
