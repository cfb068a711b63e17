import Foundation

/// How often one run does each expensive piece of work, by kind and path: the tests use it to show
/// that each fact is computed once per run (a folder walked, a Swift file parsed, a project read,
/// a font read, fixes planned). Off until a test starts it; then a lock and a dictionary update a
/// call, which the work it counts dwarfs.
package final class WorkCounters: @unchecked Sendable {
    /// What is counted.
    package enum Kind: String, Sendable, CaseIterable {
        /// A directory walk, by its root.
        case walk
        /// A folder listed from disk, by its path.
        case folderRead
        /// A Swift file handed to swift-syntax, by its path.
        case swiftParse
        /// A Swift file parsed to place fixes in it, by its path.
        case fixParse
        /// An `.xcodeproj` read, by its path.
        case projectRead
        /// A font file read through FreeType, by its path.
        case fontRead
        /// A source file's bytes read from disk by the source scan, by its path.
        case sourceRead
        /// Fix planning, by the root it plans for.
        case fixPlan
        /// An audit taken whole from `check`'s memo (by the audited path): nothing read or built.
        case auditKept
        /// An audit whose findings were taken from `check`'s memo too (by the audited path): no rule ran.
        case resultKept
        /// A Swift file parsed ahead (``SwiftPrefetch``) whose result the request scan took, by its path.
        case swiftPrefetched
        /// A source file whose chunk the source scan took whole from the run cache (not looked up
        /// or read by itself), by its path.
        case chunkKept
    }

    /// The process's counters.
    package static let shared = WorkCounters()

    private let lock = NSLock()
    private var on = false
    private var counts: [Kind: [String: Int]] = [:]

    /// Starts counting (for the rest of the process).
    package func start() { lock.withLock { on = true } }

    /// Counts one piece of work on `path`.
    package func record(_ kind: Kind, _ path: String) {
        lock.withLock { if on { counts[kind, default: [:]][path, default: 0] += 1 } }
    }

    /// ``record(_:_:)`` of each of `paths`, with one lock.
    package func record(_ kind: Kind, _ paths: some Sequence<String>) {
        lock.withLock {
            guard on else { return }
            for path in paths { counts[kind, default: [:]][path, default: 0] += 1 }
        }
    }

    /// Every count of `kind`, by path.
    package func counts(_ kind: Kind) -> [String: Int] {
        lock.withLock { counts[kind] ?? [:] }
    }

    /// The counts of `kind` for paths that start with `prefix` (a test's own folder, so that
    /// suites running at the same time do not mix).
    package func counts(_ kind: Kind, under prefix: String) -> [String: Int] {
        lock.withLock { (counts[kind] ?? [:]).filter { $0.key.hasPrefix(prefix) } }
    }
}
