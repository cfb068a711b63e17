import FontAuditCache
import FontAuditInventory
import FontAuditModel
import FontAuditRules
import Foundation

/// What `check` keeps of a whole audit (``TracedMemo``): the inventories, the fonts none of them
/// places (``InventoryBuild/unplacedFonts``), and which findings `--fix` could fix, for the
/// findings whose fingerprint it holds.
struct AuditMemo: Codable {
    var inventories: [StoredInventory]
    var unplacedFonts: [String]
    /// ``fingerprint(_:)`` of the findings ``fixable`` points into.
    var findings: UInt64
    var fixable: [Int]
    /// The app plan the audit made (``AuditResult/plan``), for the report of a run that takes the
    /// memo: none or one (a list, so the positional format needs no presence byte).
    var plan: [PlanReport]

    /// The memo's bytes as ``BinaryCoder`` encodes it, from its inventories encoded beforehand
    /// (`[StoredInventory]`): a positional format writes a struct's fields one after another.
    static func encode(
        inventories: [UInt8], unplacedFonts: [String], findings: UInt64, fixable: [Int], plan: [PlanReport]
    ) throws -> [UInt8] {
        inventories + (try BinaryCoder.encode(unplacedFonts)) + (try BinaryCoder.encode(findings))
            + (try BinaryCoder.encode(fixable)) + (try BinaryCoder.encode(plan))
    }

    /// The hash of `findings` as coded: the rules' findings from the same inventories, with the same
    /// configuration and baseline, have the same one.
    static func fingerprint(_ findings: [Finding]) -> UInt64 {
        guard let bytes = try? BinaryCoder.encode(findings) else { return 0 }
        return bytes.withUnsafeBytes { ContentHash.of($0) }
    }
}

/// The rules' result of an audit, kept with its ``AuditMemo`` (an entry of its own, decoded without
/// the inventories): a run with nothing changed and the same ``Auditor/resultKey`` takes it without
/// running the rules. Rules read nothing but the inventories, the configuration and the baseline.
struct KeptResult: Codable {
    /// The memo's entry it is kept under.
    static let entry = "result"

    var key: UInt64
    /// The result as the audit returned it, ``Finding/fixable`` set. Findings decode without their
    /// fix actions: a caller that fixes asks for the inventories, and gets the rules run again.
    var result: AuditResult
}

extension Auditor {
    /// What the rules' result depends on besides the inventories: which rules run, their
    /// severities, and the baseline. The rest of ``Configuration`` reaches the audit through its
    /// options, which key the memo itself (`AuditResultKeyTests` holds every field to one or the other).
    var resultKey: UInt64 {
        var text = "rules:"
        for rule in allRules where configuration.runs(rule.description) {
            text += rule.description.identifier + ","
        }
        text += "\nseverities:"
        for (rule, severity) in configuration.severities.sorted(by: { $0.key < $1.key }) {
            text += "\(rule)=\(severity.rawValue),"
        }
        var bytes = Array(text.utf8)
        bytes += [0]
        bytes += baseline.flatMap { try? BinaryCoder.encode($0) } ?? []
        return bytes.withUnsafeBytes { ContentHash.of($0) }
    }
}

/// What a memo that holds gives an audit: the rules' result, or the inventories to run them on.
enum KeptAudit: Sendable {
    case result(AuditResult)
    /// The inventories, and the entries they were decoded from and checked with (for
    /// ``TracedMemo/replace(entry:with:holding:)``).
    case memo(AuditMemo, entries: [String: [UInt8]])
}

extension Auditor {
    /// Decodes a memo's entries: the kept result when `result` is its key, else the inventories.
    static func decodeKept(
        _ entry: (String) -> [UInt8]?, userInfo: [CodingUserInfoKey: any Sendable], result key: UInt64?
    ) throws -> KeptAudit {
        if let key, let bytes = entry(KeptResult.entry),
            let kept = try? BinaryCoder.decode(KeptResult.self, from: bytes, userInfo: userInfo), kept.key == key
        {
            return .result(kept.result)
        }
        let value = entry(TracedMemo.valueEntry) ?? []
        return .memo(
            try BinaryCoder.decode(AuditMemo.self, from: value, userInfo: userInfo),
            entries: [TracedMemo.valueEntry: value, TracedMemo.inputsEntry: entry(TracedMemo.inputsEntry) ?? []])
    }
}
