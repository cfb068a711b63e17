/// What a person and a tool need to know about a rule.
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

    package init(
        identifier: String, name: String, severity: Severity, summary: String, rationale: String,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], fixReplacesName: Bool = false,
        fixMode: String? = nil, optIn: Bool = false, fixOnlyWhenNamed: Bool = false
    ) {
        self.identifier = identifier
        self.name = name
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.fixReplacesName = fixReplacesName
        self.fixMode = fixMode
        self.optIn = optIn
        self.fixOnlyWhenNamed = fixOnlyWhenNamed
    }
}
