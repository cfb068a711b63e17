import FontAuditInventory
import FontAuditModel

extension FontUnusedRule {
    /// The summary of this rule's findings among `findings` (each file once, its faces joined
    /// over targets, as its messages' `faces` facts list them), and how many faces a name built
    /// at run time or a string could reach.
    package static func summary(of findings: [Finding], inventories: [Inventory]) -> UnusedFonts {
        var files: [String: UnusedFonts.File] = [:]
        for finding in findings where finding.rule == description.identifier {
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
        var kept = Set<FaceKey>()
        for inventory in inventories {
            for usage in inventory.faceUsage() {
                if case .reachable = usage.state { kept.insert(FaceKey(usage.font, usage.face)) }
            }
        }
        return UnusedFonts(fonts: Array(files.values), keptForDynamicNames: kept.count)
    }
}
