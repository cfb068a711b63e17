import FontAuditInventory
import FontAuditModel
import FontAuditRules

extension Auditor {
    /// The summary of `font-unused`'s findings among `findings` (each file once, its faces
    /// joined over targets), and how many faces a name built at run time or a string could reach.
    static func unusedFonts(_ findings: [Finding], inventories: [Inventory]) -> UnusedFonts {
        var files: [String: UnusedFonts.File] = [:]
        for finding in findings where finding.rule == FontUnusedRule.description.identifier {
            guard let file = finding.file else { continue }
            let message = finding.messageValue
            let faces = (message.facts["faces"] ?? "").components(separatedBy: ", ").filter { !$0.isEmpty }
            let whole = message.id == "fontNeverAskedFor"
            var entry =
                files[file]
                ?? UnusedFonts.File(file: file, bytes: Int(message.facts["bytes"] ?? ""), faces: [], whole: whole)
            for face in faces where !entry.faces.contains(face) { entry.faces.append(face) }
            entry.whole = entry.whole && whole
            files[file] = entry
        }
        var kept = Set<String>()
        for inventory in inventories {
            for usage in inventory.faceUsage() {
                if case .reachable = usage.state { kept.insert("\(usage.font.path)\u{0}\(usage.face.index)") }
            }
        }
        return UnusedFonts(fonts: Array(files.values), keptForDynamicNames: kept.count)
    }
}
