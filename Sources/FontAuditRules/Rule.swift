import FontAuditInventory
import FontAuditModel
import FontAuditReaders

/// A check over the inventory. Rules never open files: each is a pure function from the
/// ``Inventory`` (built once) to findings.
package protocol Rule: Sendable {
    /// The rule's metadata: identifier, default severity, rationale, examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Every finding the rule makes on `inventory`, at the rule's default severity.
    func findings(in inventory: Inventory) -> [Finding]
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
            rule: Self.description.identifier, severity: Self.description.severity, message: message.text,
            file: file, line: line, column: column, name: name, fix: fix, notes: notes)
        result.messageValue = message
        return result
    }

    /// A finding of this rule about `request`, pointing where it stands. When its name was
    /// followed through code, the message says which value is checked and where the code gives it
    /// (``Finding/Message/followed(_:name:api:)``), and the fix to write is kept only where fix mode
    /// edits the value's own literal (an enum case's raw value), not the request.
    func finding(
        _ message: Finding.Message, at request: FontRequest, name: String? = nil, fix: String? = nil,
        notes: [String] = []
    ) -> Finding {
        let location = request.location
        let fix = request.followed != nil && request.origin == nil ? nil : fix
        return finding(
            message.followed(request.followed, name: request.name, api: request.api), file: location.file,
            line: location.line, column: location.column, name: name, fix: fix, notes: notes)
    }

    /// A finding of this rule about `place` (a request, a registration, a text), pointing where it
    /// stands.
    func finding(
        _ message: Finding.Message, at place: some Located, name: String? = nil, fix: String? = nil,
        notes: [String] = []
    ) -> Finding {
        let location = place.location
        return finding(
            message, file: location.file, line: location.line, column: location.column, name: name, fix: fix,
            notes: notes)
    }
}

/// What a person and a tool need to know about a rule.
@PackageInit
public struct RuleDescription: Sendable, Hashable {
    /// The stable, kebab-case identifier used in output, configs and baselines.
    public let identifier: String
    /// A short title.
    public let name: String
    /// The severity unless a config overrides it.
    public let severity: Severity
    /// One sentence: when the rule fires.
    public let summary: String
    /// One paragraph: why it matters and what to do.
    public let rationale: String
    /// Small apps on which the rule must fire.
    package let triggeringExamples: [RuleExample]
    /// Small apps on which the rule must stay silent.
    package let nonTriggeringExamples: [RuleExample]
    /// Whether a finding's ``Finding/fix`` is text to write in place of its ``Finding/name`` at its
    /// file and line (a PostScript name for a family name, the real file for a misspelt entry),
    /// rather than something to add or a change outside the file. SARIF turns such fixes into edits.
    package private(set) var fixReplacesName: Bool = false
    /// What `fontaudit check --fix` edits for this rule's findings (one sentence); nil when fix
    /// mode leaves them to the user.
    public private(set) var fixMode: String? = nil
    /// Whether the rule runs only when `.fontaudit.yml` names it under `opt_in_rules:` (as in
    /// SwiftLint): a check of a choice some apps make on purpose.
    public private(set) var optIn: Bool = false
    /// Whether `--fix` applies the rule's fixes only when `--fix-rule` names it: a fix that could
    /// remove what the app needs (`font-unused`'s entries), never applied by default.
    public private(set) var fixOnlyWhenNamed: Bool = false
}

/// A tiny iOS or macOS source-tree app, as data: an Info.plist and some font files. The examples
/// document each rule, and one test builds every example of every registered rule and checks it:
/// a triggering example must make exactly the findings of ``expected`` (file, line and fix), a
/// non-triggering one none. In ``sources`` and ``rawInfoPlist`` a ``marker`` (`↓`) marks where a
/// finding must point; see ``Expected``.
package struct RuleExample: Sendable, Hashable {
    /// What the example shows.
    package let title: String
    /// The `UIAppFonts` entries of `Info.plist`, or nil for no such key.
    package let appFonts: [String]?
    /// The `ATSApplicationFontsPath` value, or nil for no such key.
    package let atsFontsPath: String?
    /// A whole `Info.plist` text that replaces the generated one (for malformed-plist examples),
    /// without its ``marker``s.
    package let rawInfoPlist: String?
    /// App-relative font paths, each mapped to the sample font it is a copy of (a path below the
    /// project's `Fixtures/Fonts`), or to "" for an empty file.
    package let files: [String: String]
    /// App-relative source files (Swift, Objective-C, storyboards, style dictionaries) and their
    /// text, without its ``marker``s.
    package let sources: [String: String]
    /// For project rules: an Xcode project below the project's `Fixtures/Projects` to audit instead
    /// of a generated app (`Groups/Groups.xcodeproj`), and the target whose findings count.
    package let project: String?
    /// The target of ``project`` the example is about.
    package let target: String?
    /// The findings a triggering example makes, each with the file, line and fix it reports: one
    /// per ``marker`` in ``sources`` and ``rawInfoPlist`` (with the fixes of the `expect:` entries
    /// made by ``Expected/atMarker(fix:)``, in order), then the other `expect:` entries. Empty for a
    /// non-triggering example.
    package let expected: [Expected]

    /// Creates an example. A ``marker`` (`↓`) in `rawInfoPlist` or in a text of `sources` marks the
    /// line and column a finding must point to, and is removed from the text; `expect` gives the
    /// fixes of the findings at the markers (``Expected/atMarker(fix:)``, in marker order) and the
    /// findings elsewhere (``Expected/init(file:line:column:fix:)``).
    package init(
        _ title: String, appFonts: [String]? = nil, atsFontsPath: String? = nil, rawInfoPlist: String? = nil,
        files: [String: String] = [:], sources: [String: String] = [:], project: String? = nil, target: String? = nil,
        expect: [Expected] = []
    ) {
        let marked = Self.placeMarkers(rawInfoPlist: rawInfoPlist, sources: sources, expect: expect)
        self.sources = marked.sources
        self.project = project
        self.target = target
        self.title = title
        self.appFonts = appFonts
        self.atsFontsPath = atsFontsPath
        self.rawInfoPlist = marked.rawInfoPlist
        self.files = files
        self.expected = marked.expected
    }
}

extension RuleExample {
    /// An app that lists and bundles `Roboto-Bold.ttf` (`Roboto-Bold`, the examples' usual font)
    /// and holds `sources`: most examples of the name and Dynamic Type rules differ only there.
    package static func withRobotoBold(_ title: String, sources: [String: String], expect: [Expected] = [])
        -> RuleExample
    {
        RuleExample(
            title, appFonts: ["Roboto-Bold.ttf"], files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
            sources: sources, expect: expect)
    }
}
