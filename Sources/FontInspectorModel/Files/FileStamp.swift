#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says of a file or a folder that a later run compares to know whether it
/// changed: the one stamp the run cache keeps, for a file's entry and for each input a recorded
/// value was made from, and the numbers a trace's state holds after its kind
/// (``FileTrace/state(_:use:error:)``).
package struct FileStamp: Hashable, Sendable, Codable {
    /// The size in bytes.
    package var size: Int64
    /// Modification time, in nanoseconds since 1970.
    package var modified: Int64
    /// Status-change time, in nanoseconds since 1970: unlike the modification time, no tool can
    /// put it back, so an edit of the same size with its modification time restored still shows.
    package var changed: Int64
    /// The inode: a file replaced by another (a checkout, a rename over it) has a new one.
    package var inode: UInt64

    package init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// The stamp of what `stat(2)` found.
    package init(_ info: stat) {
        let (modified, changed) = FileTrace.times(of: info)
        self.init(size: Int64(info.st_size), modified: modified, changed: changed, inode: UInt64(info.st_ino))
    }

    /// `stat(2)` of `path`, nil when it cannot be looked at or is not of `kind` (a regular file,
    /// or a folder).
    package init?(of path: String, kind: Disk.Kind = .file) {
        var info = stat()
        guard stat(path, &info) == 0, Disk.Kind(mode: info.st_mode) == kind else { return nil }
        self.init(info)
    }

    /// The stamp a trace's state for a read or a listing holds, nil when that state is not of
    /// `kind` (or is a probe's, which keeps no stamp).
    package init?(traceState state: [Int64], kind: Disk.Kind = .file) {
        guard state.count >= 5, state[0] == Int64(kind.rawValue) else { return nil }
        self.init(size: state[1], modified: state[2], changed: state[3], inode: UInt64(bitPattern: state[4]))
    }

    /// Whether the path last changed (its bytes or its status) before `settled`.
    package func settled(before settled: Int64) -> Bool {
        modified < settled && changed < settled
    }
}
