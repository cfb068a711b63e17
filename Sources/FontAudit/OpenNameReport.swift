import FontAuditInventory
import Foundation

/// `FONTAUDIT_OPEN_NAMES=1 fontaudit check …` prints to standard error each font name the audit
/// left open (a value it could not follow through the code), one line each: where it is asked
/// for, by which API, and what is known of its ends. For measuring what the evaluator misses on
/// real apps; never part of the report.
enum OpenNameReport {
    static let isOn =
        ProcessInfo.processInfo.environment["FONTAUDIT_OPEN_NAMES"].map { !$0.isEmpty && $0 != "0" } ?? false

    static func print(_ inventories: [Inventory]) {
        guard isOn else { return }
        var lines = Set<String>()
        for inventory in inventories {
            for name in inventory.dynamicNames {
                lines.insert("open: \(name.file):\(name.line)\t\(name.api)\t\(name.prefix)…\(name.suffix)")
            }
        }
        FileHandle.standardError.write(Data(lines.sorted().map { $0 + "\n" }.joined().utf8))
    }
}
