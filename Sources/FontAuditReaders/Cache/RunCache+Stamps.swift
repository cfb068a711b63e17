import FontInspectorModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RunCache {
    /// A file as `stat(2)` sees it.
    struct Stamp: Equatable {
        var size: Int64
        /// Modification time, in nanoseconds since 1970.
        var modified: Int64
        var inode: UInt64
        /// Status-change time, in nanoseconds since 1970: unlike the modification time, no tool can
        /// put it back, so an edit of the same size with its modification time restored still shows.
        var changed: Int64 = 0

        /// Whether the file last changed before `settled`.
        func settled(before settled: Int64) -> Bool {
            modified < settled && changed < settled
        }
    }

    /// The time now, in nanoseconds since 1970.
    static func now() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Gives the trace the hash of a file trusted by its stamp, when the trace keeps one for it: a
    /// file that changed shortly before the run (``FileTrace/isRacy(_:)``); no lock otherwise.
    static func noteBytes(of path: String, stamp: Stamp, hash: UInt64) {
        guard let trace = FileTrace.current, max(stamp.modified, stamp.changed) >= trace.started - FileTrace.racyWindow
        else { return }
        trace.read(path) { hash }
    }

    /// ``stamp(of:)`` of each of `paths`, noted in the current ``FileTrace`` as files whose bytes the
    /// work depends on, with one lock for them all: from the same `stat`, taken before each file is
    /// read, or the state the memo's check found (``FileTrace/checkedState(of:)``).
    static func noted(_ paths: some Collection<String>) -> [Stamp?] {
        guard let trace = FileTrace.current else { return paths.map(stamp(of:)) }
        let states = paths.map { trace.checkedState(of: $0) ?? FileTrace.state(of: $0, use: .read) }
        trace.noteRead(zip(paths, states).lazy.map { (path: $0, state: $1) })
        return states.map(stamp)
    }

    /// ``noted(_:)`` of one path.
    static func noted(_ path: String) -> Stamp? {
        noted(CollectionOfOne(path))[0]
    }

    /// `stat(2)` of `path`, nil when it is not a regular file.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return stamp(info)
    }

    /// The stamp a trace's state for a read holds (``FileTrace/state(_:use:error:)``), nil when it
    /// is not a regular file.
    static func stamp(_ state: [Int64]) -> Stamp? {
        guard state.count >= 5, state[0] == Int64(Disk.Kind.file.rawValue) else { return nil }
        return Stamp(size: state[1], modified: state[2], inode: UInt64(bitPattern: state[4]), changed: state[3])
    }

    /// The stamp of what `stat(2)` found, nil when it is not a regular file.
    static func stamp(_ info: stat) -> Stamp? {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let (modified, changed) = FileTrace.times(of: info)
        return Stamp(size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino), changed: changed)
    }
}
