import FontInspectorModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RunCache {
    /// The time now, in nanoseconds since 1970.
    static func now() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Gives the trace the hash of a file trusted by its stamp, when the trace keeps one for it: a
    /// file that changed shortly before the run (``FileTrace/isRacy(_:)``); no lock otherwise.
    static func noteBytes(of path: String, stamp: FileStamp, hash: UInt64) {
        guard let trace = FileTrace.current, max(stamp.modified, stamp.changed) >= trace.started - FileTrace.racyWindow
        else { return }
        trace.read(path) { hash }
    }

    /// The ``FileStamp`` of each of `paths` (nil: not a regular file), noted in the current ``FileTrace`` as files whose bytes the
    /// work depends on, with one lock for them all: from the same `stat`, taken before each file is
    /// read, or the state the memo's check found (``FileTrace/checkedState(of:)``).
    static func noted(_ paths: some Collection<String>) -> [FileStamp?] {
        guard let trace = FileTrace.current else { return paths.map { FileStamp(of: $0) } }
        let states = paths.map { trace.checkedState(of: $0) ?? FileTrace.state(of: $0, use: .read) }
        trace.noteRead(zip(paths, states).lazy.map { (path: $0, state: $1) })
        return states.map { FileStamp(traceState: $0) }
    }

    /// ``noted(_:)`` of one path.
    static func noted(_ path: String) -> FileStamp? {
        noted(CollectionOfOne(path))[0]
    }
}
