import FontAuditInventory
import FontAuditModel

/// A check over the inventory. Rules never open files: each is a pure function from the
/// ``Inventory`` (built once) to findings.
package protocol Rule: Sendable {
    /// The rule's metadata: identifier, default severity, rationale, examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Every finding the rule makes on `inventory`, at the rule's default severity.
    func findings(in inventory: Inventory) -> [Finding]
    /// Whether the rule spreads its own work over every core (`concurrentMap`): it then runs by
    /// itself, after the others, since work spread inside a rule that runs beside the others gets
    /// no more than its share of the cores (Dispatch runs a nested `concurrentPerform` on one
    /// thread of a two-core machine). False by default.
    static var spreadsItsWork: Bool { get }
}

extension Rule {
    package static var spreadsItsWork: Bool { false }
}

extension Rule {
    /// A finding of this rule at its default severity, its message made by a factory (an
    /// `extension Finding.Message { static func … }` in the rule's file): a rule has no way to
    /// make a message that is not named.
    func finding(
        _ message: Finding.Message, file: String?, line: Int? = nil, column: Int? = nil, name: String? = nil,
        fix: String? = nil, notes: [String] = []
    ) -> Finding {
        var result = Finding(
            rule: Self.description.identifier, severity: Self.description.severity, message: "",
            file: file, line: line, column: column, name: name, fix: fix, notes: notes)
        result.messageValue = message
        return result
    }

    /// A finding of this rule about `request`'s name, pointing where it stands. When its name was
    /// followed through code, the message says which value is checked and where the code gives it
    /// (``Finding/Message/followed(_:name:api:)``), and the fix to write is kept only where fix mode
    /// edits the value's own literal (an enum case's raw value), not the request.
    func finding(
        _ message: Finding.Message, at request: FontRequest, fix: String? = nil, notes: [String] = []
    ) -> Finding {
        let location = request.location
        let fix = request.followed != nil && request.origin == nil ? nil : fix
        return finding(
            message.followed(request.followed, name: request.name, api: request.api), file: location.file,
            line: location.line, column: location.column, name: request.name, fix: fix, notes: notes)
    }

    /// A finding of this rule at `location` (a registration's, a text's). A request has its own
    /// overload, which says how a followed name was found; a request's location passed here would
    /// not.
    func finding(
        _ message: Finding.Message, at location: FileLocation, name: String? = nil, fix: String? = nil,
        notes: [String] = []
    ) -> Finding {
        finding(
            message, file: location.file, line: location.line, column: location.column, name: name, fix: fix,
            notes: notes)
    }
}
