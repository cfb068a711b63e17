import FontInspectorModel
import Foundation

/// `FONTAUDIT_WORK=1 fontaudit check …` prints to standard error how much of each expensive piece
/// of work the run did: files whose bytes the source scan read, Swift files parsed, fonts read
/// through FreeType, projects read, folders listed. For benchmarks (how many files reach the
/// parser, what a warm cache spares); never part of the report. `FONTAUDIT_WORK=files` also lists
/// the Swift files parsed.
enum WorkReport {
    static var isOn: Bool {
        ProcessInfo.processInfo.environment["FONTAUDIT_WORK"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    static func start() {
        if isOn { WorkCounters.shared.start() }
    }

    static func print() {
        guard isOn else { return }
        let kinds: [WorkCounters.Kind] = [
            .sourceRead, .swiftParse, .fontRead, .projectRead, .folderRead, .auditKept, .resultKept, .swiftPrefetched,
            .chunkKept,
        ]
        let line = kinds.map { kind in
            let counts = WorkCounters.shared.counts(kind)
            return "\(kind.rawValue) \(counts.count) files \(counts.values.reduce(0, +)) times"
        }.joined(separator: "; ")
        FileHandle.standardError.write(Data("work: \(line)\n".utf8))
        if ProcessInfo.processInfo.environment["FONTAUDIT_WORK"] == "files" {
            for path in WorkCounters.shared.counts(.swiftParse).keys.sorted() {
                FileHandle.standardError.write(Data("parsed: \(path)\n".utf8))
            }
        }
    }
}
