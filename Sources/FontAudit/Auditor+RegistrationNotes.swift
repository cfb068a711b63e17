import FontAuditInventory
import FontAuditModel
import FontAuditRules

extension Auditor {
    /// The enabled rules' findings on one inventory (`made`: what each rule found, in the rules'
    /// order), with configured severities and notes on how their fonts are registered.
    func findings(in inventory: Inventory, made: [(rule: any Rule.Type, findings: [Finding])]) -> [Finding] {
        var findings: [Finding] = []
        for (rule, found) in made {
            var produced = found
            if let severity = configuration.severities[rule.description.identifier] {
                for index in produced.indices { produced[index].severity = severity }
            }
            findings += produced
        }
        // Say how a font that no Info.plist registers gets registered: by code, or only because a
        // storyboard's <customFonts> names it.
        let facts = inventory.registration
        let unlisted = facts.code.union(facts.interfaceBuilder).subtracting(facts.manifest)
        for index in findings.indices where !unlisted.isEmpty {
            guard let file = findings[index].file, unlisted.contains(file), let places = facts.places[file] else {
                continue
            }
            if let registration = places.lazy.compactMap(\.code).first {
                findings[index].notes.append(registration.described)
            }
            let maps = places.compactMap(\.customFontsFile)
            if !maps.isEmpty {
                findings[index].notes.append(
                    "registered only through the <customFonts> map of \(maps.joined(separator: ", ")) : Xcode adds it to the built Info.plist's UIAppFonts (a public report for Xcode 8.3 and later, not documented by Apple), though no UIAppFonts entry lists it; list it to rely on no build step"
                )
            }
        }
        return findings
    }
}
