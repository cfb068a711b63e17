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
        // Before actors were scopes, the actor's `title` was a second definition of `Theme.title`
        // (so `a` stayed open) and its `caption` was a global (so `b` did too).
        let found = FollowedNamesTests().scan(["Names.swift": names, "View.swift": view])
        #expect(found.requests.map { "\($0.line) \($0.name)" } == ["2 Brand-Heavy", "3 Brand-Light", "4 Brand-Bold"])
        #expect(found.dynamic.isEmpty)
    }
}
