import FontAuditInventory
import FontAuditModel
import FontAuditRules
import FontInspectorModel

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
        // Say how a font that only code registers gets registered.
        let byCodeOnly = inventory.codeRegisteredPaths.subtracting(inventory.manifestRegisteredPaths)
        if !byCodeOnly.isEmpty {
            for index in findings.indices {
                guard let file = findings[index].file, byCodeOnly.contains(file),
                    let registration = inventory.registrations(of: file).first
                else { continue }
                findings[index].notes.append(registration.described)
            }
        }
        // Say when a font counts as registered only because a storyboard's <customFonts> names it.
        let viaInterfaceBuilder = inventory.interfaceBuilderRegisteredPaths.subtracting(
            inventory.manifestRegisteredPaths)
        if !viaInterfaceBuilder.isEmpty {
            for index in findings.indices {
                guard let file = findings[index].file, viaInterfaceBuilder.contains(file) else { continue }
                let maps = inventory.interfaceBuilderFontMaps.filter { map in
                    map.files.keys.contains { $0 == FileName.lastComponent(of: file) }
                }.map(\.path)
                findings[index].notes.append(
                    "registered only through the <customFonts> map of \(maps.joined(separator: ", ")) : Xcode adds it to the built Info.plist's UIAppFonts (a public report for Xcode 8.3 and later, not documented by Apple), though no UIAppFonts entry lists it; list it to rely on no build step"
                )
            }
        }
        return findings
    }
}
