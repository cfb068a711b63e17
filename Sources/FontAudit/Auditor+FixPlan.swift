import FontAuditCache
import FontAuditFixes
import FontAuditInventory
import FontAuditModel
import FontAuditRules
import FontInspectorModel

extension Auditor {
    /// What `check --fix` would write to resolve `result`'s findings in the folder `path` names
    /// (nothing for a built `.app` or `.ipa`: fix the sources it was built from).
    /// - Parameters:
    ///   - result: The audit of `path`, as ``audit(path:options:progress:)`` returned it.
    ///   - inventories: The inventories of the same audit.
    ///   - path: The audited path.
    ///   - options: The options of the audit; its exclusions and the configuration's are never edited.
    package func fixPlan(
        for result: AuditResult, inventories: [Inventory], path: String, options: AuditOptions = AuditOptions(),
        store: RunCache? = nil, walks: WalkCache? = nil
    ) -> FixPlan {
        let built: Set<Inventory.Layout> = [.iOSBundle, .macOSBundle]
        guard !inventories.contains(where: { built.contains($0.layout) }) else {
            return FixPlan(
                changes: [], fixable: [],
                refusals: Dictionary(
                    result.findings.indices.filter { result.findings[$0].action != nil }.map {
                        ($0, "a built bundle is not edited: fix the sources it is built from")
                    },
                    uniquingKeysWith: { a, _ in a }))
        }
        let exclude = options.exclude + configuration.exclude.filter { !options.exclude.contains($0) }
        var planner = FixPlanner(root: FixPlanner.root(auditing: path), exclude: exclude)
        planner.store = store
        planner.walks = walks
        // A rule whose fixes apply only when `--fix-rule` names it: its findings are left alone
        // (and not fixable) otherwise.
        let named = Set(options.fixRules)
        let held = Set(
            allRuleDescriptions.filter { $0.fixOnlyWhenNamed && !named.contains($0.identifier) }.map(\.identifier))
        guard !held.isEmpty else { return planner.plan(result.findings) }
        return planner.plan(
            result.findings.map { finding in
                var finding = finding
                if held.contains(finding.rule) { finding.action = nil }
                return finding
            })
    }
}
