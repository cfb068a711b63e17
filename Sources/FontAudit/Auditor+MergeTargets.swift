import FontAuditInventory
import FontAuditModel
import FontAuditRules

extension Auditor {
    /// Names the target in every finding of each inventory (`produced`: what each of `rules` found on
    /// each inventory, inventory by inventory) and merges findings that several targets share into one
    /// naming them all, in the order they were first found.
    func mergedAcrossTargets(_ inventories: [Inventory], rules: [any Rule.Type], produced: [[Finding]]) -> [Finding] {
        var merged: [String: Finding] = [:]
        var order: [String] = []
        // Where each finding holds: (project, target) → configurations, against what was audited.
        var held: [String: [String: [String]]] = [:]
        var audited: [String: Set<String>] = [:]
        for (index, inventory) in inventories.enumerated() {
            let scope = inventory.target.map { $0.projectPath + "\u{0}" + $0.target.name }
            let configurations = inventory.target?.configurations ?? []
            if let scope { audited[scope, default: []].formUnion(configurations) }
            let made = zip(rules, produced[(index * rules.count)..<((index + 1) * rules.count)]).map {
                (rule: $0, findings: $1)
            }
            for var finding in findings(in: inventory, made: made) {
                finding.targets = inventory.target.map { [$0.target.name] } ?? []
                let key = [
                    finding.rule, finding.file ?? "", "\(finding.line ?? 0)", "\(finding.column ?? 0)",
                    finding.name ?? "", finding.message,
                ]
                .joined(separator: "\u{0}")
                if let scope { held[key, default: [:]][scope, default: []] += configurations }
                if var existing = merged[key] {
                    for target in finding.targets where !existing.targets.contains(target) {
                        existing.targets.append(target)
                        merged[key] = existing
                    }
                } else {
                    merged[key] = finding
                    order.append(key)
                }
            }
        }
        // A finding that some configuration of one of its targets lacks names the configurations it holds in.
        for key in order {
            guard let scopes = held[key], scopes.contains(where: { Set($0.value) != audited[$0.key] ?? [] }) else {
                continue
            }
            var names: [String] = []
            for inventory in inventories {
                for name in inventory.target?.configurations ?? []
                where !names.contains(name)
                    && scopes.values.contains(where: { $0.contains(name) })
                {
                    names.append(name)
                }
            }
            merged[key]?.configurations = names
        }
        return order.compactMap { merged[$0] }
    }
}
