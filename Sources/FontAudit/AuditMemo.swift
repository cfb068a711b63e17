import FontAuditInventory
import FontAuditModel

/// What `check` keeps of a whole audit (``TracedMemo``): the inventories, the fonts none of them
/// places (``InventoryBuild/unplacedFonts``), and which findings `--fix` could fix, for the
/// findings whose fingerprint it holds.
struct AuditMemo: Codable {
    var inventories: [StoredInventory]
    var unplacedFonts: [String]
    /// ``fingerprint(_:)`` of the findings ``fixable`` points into.
    var findings: UInt64
    var fixable: [Int]

    /// The memo's bytes as ``BinaryCoder`` encodes it, from its inventories encoded beforehand
    /// (`[StoredInventory]`): a positional format writes a struct's fields one after another.
    static func encode(inventories: [UInt8], unplacedFonts: [String], findings: UInt64, fixable: [Int]) throws
        -> [UInt8]
    {
        inventories + (try BinaryCoder.encode(unplacedFonts)) + (try BinaryCoder.encode(findings))
            + (try BinaryCoder.encode(fixable))
    }

    /// The hash of `findings` as coded: the rules' findings from the same inventories, with the same
    /// configuration and baseline, have the same one.
    static func fingerprint(_ findings: [Finding]) -> UInt64 {
        guard let bytes = try? BinaryCoder.encode(findings) else { return 0 }
        return bytes.withUnsafeBytes { ContentHash.of($0) }
    }
}
