import FontAuditInventory
import FontAuditModel
import FontAuditRules

/// What a reporter may need besides the findings.
public struct ReportContext: Sendable {
    /// Every registered rule, for formats that list rules (SARIF, JUnit).
    public var rules: [RuleDescription]
    /// Whether to use ANSI colors (text only; true only on a terminal without NO_COLOR).
    public var colors: Bool
    /// The tool's version, for formats that name the tool.
    public var toolVersion: String
    /// The audited path as the user gave it; finding paths are relative to it.
    public var auditedPath: String
    /// Where this version's `docs` folder is published (such as
    /// `https://github.com/OWNER/REPO/blob/v0.1.0/docs`), or nil: SARIF then links each rule to its
    /// page (`rules/<id>.md`) and names the folder as the tool's information page.
    public var documentationURL: String?
    /// The threshold the run fails at, for formats whose consumer fails on its own: Xcode fails a
    /// build on any `error:` line, so the Xcode format prints an error the run does not fail on as a
    /// warning.
    public var failOn: FailureThreshold
    /// The text of a file, given its path as findings give it (relative to the audited path), or
    /// nil when it cannot be read as text: SARIF reads the lines a fix edits to place the edit
    /// exactly, and leaves the edit out without it.
    public var sourceText: (@Sendable (String) -> String?)?
    /// The inventories of the audit, for formats that show the app's fonts (HTML's catalog and
    /// specimens); empty when only the findings are known.
    public var inventories: [Inventory]
    /// The absolute folder relative finding paths start from, for formats that read the fonts
    /// themselves (HTML's specimens); nil when the files are not on disk (an `.ipa`).
    public var fileRoot: String?

    /// Whether the text report lists every place of a cause found at several places, rather than
    /// its first few (`check --expand`).
    public var expandsCauses: Bool

    /// Whether the report lists each font name left open, with its place, its API and why
    /// (``AuditResult/openNames``; `check --open-names`): text and HTML in a section of their own,
    /// JSON under `openNames`.
    public var listsOpenNames: Bool

    /// Creates a context.
    public init(
        rules: [RuleDescription] = allRuleDescriptions, colors: Bool = false,
        toolVersion: String = FontAuditVersion.current, auditedPath: String,
        documentationURL: String? = nil, failOn: FailureThreshold = .error,
        sourceText: (@Sendable (String) -> String?)? = nil, inventories: [Inventory] = [], fileRoot: String? = nil,
        expandsCauses: Bool = false, listsOpenNames: Bool = false
    ) {
        self.listsOpenNames = listsOpenNames
        self.expandsCauses = expandsCauses
        self.inventories = inventories
        self.fileRoot = fileRoot
        self.documentationURL = documentationURL
        self.sourceText = sourceText
        self.rules = rules
        self.colors = colors
        self.toolVersion = toolVersion
        self.auditedPath = auditedPath
        self.failOn = failOn
    }
}
