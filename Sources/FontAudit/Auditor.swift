import Foundation

/// Runs an audit: builds the inventory once, runs every enabled rule on it, applies the
/// configuration's severities and the baseline, and sorts the findings.
public struct Auditor: Sendable {
    /// Rule selection, severities, exclusions and extra system fonts.
    public var configuration: Configuration
    /// Findings to hide, if any.
    public var baseline: Baseline?

    /// Creates an auditor.
    public init(configuration: Configuration = Configuration(), baseline: Baseline? = nil) {
        self.configuration = configuration
        self.baseline = baseline
    }

    /// The identifiers of every registered rule.
    public static var ruleIdentifiers: Set<String> { Set(allRules.map { $0.description.identifier }) }

    /// Audits `path`.
    /// - Parameters:
    ///   - path: A built `.app`, an `.ipa`, a source folder or a fonts folder.
    ///   - options: Discovery overrides (`--plist`, `--fonts`); exclusions and system fonts from the
    ///     configuration are added to them.
    /// - Returns: The inventory the rules saw, and the result.
    /// - Throws: ``AuditError`` when there is nothing to audit at `path`.
    public func audit(path: String, options: AuditOptions = AuditOptions()) async throws -> (inventory: Inventory, result: AuditResult) {
        var options = options
        options.exclude += configuration.exclude
        options.extraSystemFonts += configuration.systemFonts
        options.styleNameKey = configuration.styleNameKey
        options.styleSizeKey = configuration.styleSizeKey
        let inventory = try await InventoryBuilder(options: options).build(path: path)
        return (inventory, result(for: inventory))
    }

    /// Runs the enabled rules on an inventory that is already built.
    public func result(for inventory: Inventory) -> AuditResult {
        var findings: [Finding] = []
        for rule in allRules where !configuration.disabledRules.contains(rule.description.identifier) {
            var produced = rule.init().findings(in: inventory)
            if let severity = configuration.severities[rule.description.identifier] {
                for index in produced.indices { produced[index].severity = severity }
            }
            findings += produced
        }
        if let baseline { findings = baseline.filter(findings.sorted()) }
        let readable = inventory.fonts.filter { $0.report.error == nil }
        let resolver = NameResolver(inventory: inventory)
        let resolved = inventory.requests.filter { request in
            switch resolver.resolve(request) {
            case .registered, .system: true
            case .notPostScript, .unregistered, .unknown: false
            }
        }
        return AuditResult(findings: findings, files: inventory.fonts.count,
                           faces: readable.reduce(0) { $0 + $1.report.faces.count },
                           namesFound: inventory.requests.count + inventory.dynamicNames.count,
                           namesResolved: resolved.count, namesDynamic: inventory.dynamicNames.count)
    }
}
