import FontAuditInventory
import FontAuditModel
import FontAuditRules

extension Auditor {
    /// Names the target in every finding of each inventory (`produced`: what each of `rules` found on
    /// each inventory, inventory by inventory) and merges findings that several targets share into one
    /// naming them all, in the order they were first found.
    func mergedAcrossTargets(_ inventories: [Inventory], rules: [any Rule.Type], produced: [[Finding]]) -> [Finding] {
        var merged: [MergeKey: Finding] = [:]
        var order: [MergeKey] = []
        // Where each finding holds: (project, target) → configurations, against what was audited.
        var held: [MergeKey: [TargetKey: [String]]] = [:]
        var audited: [TargetKey: Set<String>] = [:]
        let names = Self.appNames(inventories)
        for (index, inventory) in inventories.enumerated() {
            let scope = inventory.target?.key
            let configurations = inventory.target?.configurations ?? []
            if let scope { audited[scope, default: []].formUnion(configurations) }
            let made = zip(rules, produced[(index * rules.count)..<((index + 1) * rules.count)]).map {
                (rule: $0, findings: $1)
            }
            for var finding in findings(in: inventory, made: made) {
                // An Android finding is the app's, not an Xcode target's; in a workspace of several
                // apps, it names its app as an Expo app's findings do.
                let android = finding.platform == Platform.android.rawValue
                finding.targets =
                    android
                    ? (inventory.target == nil ? names[index].map { [$0] } ?? [] : [])
                    : names[index].map { [$0] } ?? []
                let key = MergeKey(
                    rule: finding.rule, place: finding.nameAtPlace, message: finding.message, android: android)
                if let scope, !android { held[key, default: [:]][scope, default: []] += configurations }
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
        // In a React Native or Expo app's audit, what is not the Android half's is the iOS half's
        // (its native extensions' included).
        let twoHalves = inventories.contains { $0.app != nil }
        return order.compactMap { key in
            merged[key].map {
                var finding = $0
                if twoHalves, finding.platform == nil { finding.platform = Platform.iOS.rawValue }
                return finding
            }
        }
    }
}

/// What makes findings of several targets one: the rule, the name at its place and the message.
private struct MergeKey: Hashable {
    var rule: String
    var place: NameAtPlace
    var message: String
    var android: Bool
}

extension Auditor {
    /// The name each inventory's findings give it: its Xcode target's, else, where the run audits
    /// several apps without targets (a workspace's Expo apps), its app's folder's; nil for the one
    /// app of a run, whose findings name none.
    static func appNames(_ inventories: [Inventory]) -> [String?] {
        let appsWithoutTarget = inventories.filter { $0.target == nil && $0.app != nil }.count
        return inventories.map { inventory in
            if let target = inventory.target { return target.target.name }
            guard appsWithoutTarget > 1, let app = inventory.app else { return nil }
            return app.folder.split(separator: "/").last.map(String.init)
        }
    }
}
