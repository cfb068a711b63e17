import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files and folders one piece of work looked at, each with what `stat(2)` said of it then: a
/// result made from them can be kept for as long as every one is as it was (`check`'s memo of a
/// whole audit, ``Disk``).
///
/// Work is traced while it runs inside ``record(_:)``: the readers and the inventory builder touch
/// the file system only through ``Disk``, `FileData.read` and ``DirectoryListing``, which note each
/// path in the ``current`` trace (a task-local value, handed on to the threads of
/// `concurrentMap`). A test keeps the rest of those modules from calling the file system directly.
package final class FileTrace: @unchecked Sendable {
    /// How a path was used, from weakest to strongest: what must hold for the use to give the same
    /// answer again.
    package enum Use: UInt8, Codable, Sendable, Comparable {
        /// Whether it exists and what it is (a file, a folder): its kind and inode.
        case probed = 0
        /// Its bytes (a file) or its size: kind, size, modification and change times, inode.
        case read = 1
        /// Its entries (a folder): the same, a folder's times changing when an entry is added,
        /// removed or renamed.
        case listed = 2

        package static func < (lhs: Use, rhs: Use) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One path and what it was when first used (in its strongest use).
    package struct Input: Codable, Equatable, Sendable {
        package var path: String
        package var use: Use
        /// ``Disk/Kind`` raw value, then for a read or listed path its size, modification time and
        /// status-change time (nanoseconds) and inode; for a probed one its inode.
        package var state: [Int64]

        package init(path: String, use: Use, state: [Int64]) {
            self.path = path
            self.use = use
            self.state = state
        }
    }

    /// The trace work running now records into, if any.
    @TaskLocal package static var current: FileTrace?

    /// A path changed less than this before the traced work started may change again within the
    /// same tick of its clock without showing it (git's "racily clean"): a file read then is kept
    /// with the hash of the bytes read, and anything else then is not trusted.
    package static let racyWindow: Int64 = 2_000_000_000

    private let lock = NSLock()
    private var inputs: [String: Input] = [:]
    /// What a ``stat(2)`` of each path said moments before the work started (a memo's check, which
    /// found a path changed), as ``state(_:use:error:)`` gives it for a read: the work takes a
    /// path's state from here instead of a `stat` of its own. Set once, before the work starts.
    private var seeded: [String: [Int64]] = [:]
    /// Paths whose symbolic links were resolved (``Disk/resolvingLinks(_:)``), each with what it
    /// resolved to: the `stat` of each path on the way does not tell where its links lead (a link
    /// retargeted to the same folder moved elsewhere), so a memo resolves them again.
    private var resolutions: [String: String] = [:]
    private let directory: String
    /// When the traced work started, nanoseconds since 1970.
    package let started: Int64
    /// A folder whose paths are not noted (with a slash at its end): the cache's own, which changes
    /// every run and which nothing audited reads, when it lies inside the audited folder.
    private let ignored: String?

    /// A trace; paths in the folder `ignoring` (absolute) are not noted.
    package init(ignoring: String? = nil) {
        ignored = ignoring.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        directory = FileManager.default.currentDirectoryPath
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        started = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// The paths the check before the work found not as they were (``seed(_:changed:)``).
    package private(set) var foundChanged: Set<String> = []

    /// Gives the trace the states a check made moments before the work starts (absolute paths, each
    /// with what ``state(_:use:error:)`` gives for a read), for ``checkedState(of:)``, and the paths
    /// it found changed (``foundChanged``). Call it before ``record(_:)``: the table is not locked.
    package func seed(_ states: [String: [Int64]], changed: Set<String> = []) {
        seeded = states
        foundChanged = changed
        // The work notes about as many paths as the check looked at.
        lock.lock()
        inputs.reserveCapacity(states.count)
        lock.unlock()
    }

    /// The state of `path` as the check before the work found it (``seed(_:)``), if it looked at
    /// it: as good as a `stat` now, since a change after it shows next run as another state, as a
    /// change during the work would.
    package func checkedState(of path: String) -> [Int64]? {
        guard !seeded.isEmpty else { return nil }
        return seeded[path.hasPrefix("/") ? path : directory + "/" + path]
    }

    /// A state for `use` made from the state for a read (``state(_:use:error:)``): a probed path
    /// keeps only its kind and inode.
    package static func state(_ read: [Int64], for use: Use) -> [Int64] {
        guard use == .probed, read.count >= 5 else { return read }
        return [read[0], read[4]]
    }

    /// Runs `work` with this trace as ``current``.
    package func record<T>(_ work: () async throws -> T) async rethrows -> T {
        try await Self.$current.withValue(self) { try await work() }
    }

    /// Notes `path` in the current trace, if any.
    @inline(__always)
    package static func note(_ path: String, _ use: Use) {
        current?.note(path, use)
    }

    /// Notes `path` as used now, with its state now (before it is read: a change while it is read
    /// shows as another state next time); `state`, when given, is what ``state(of:use:)`` would say,
    /// from a `stat` the caller just made.
    package func note(_ path: String, _ use: Use, state: [Int64]? = nil) {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        if let ignored, absolute.hasPrefix(ignored) || absolute + "/" == ignored { return }
        if let state {
            // One lock: the state is at hand.
            lock.lock()
            if let old = inputs[absolute], old.use >= use {
                // Noted before: its first state stands.
            } else {
                inputs[absolute] = Input(path: absolute, use: use, state: state)
            }
            lock.unlock()
            return
        }
        lock.lock()
        let known = inputs[absolute].map { $0.use >= use } ?? false
        lock.unlock()
        guard !known else { return }
        let input = Input(
            path: absolute, use: use,
            state: checkedState(of: absolute).map { Self.state($0, for: use) } ?? Self.state(of: absolute, use: use))
        lock.lock()
        if let old = inputs[absolute], old.use >= use {
            // Noted meanwhile by another thread: its first state stands.
        } else {
            inputs[absolute] = input
        }
        lock.unlock()
    }

    /// Notes each of `paths` as read, with its state (``state(_:use:error:)`` for a read), with one
    /// lock for them all: what a `stat` of each path made before reading it said.
    package func noteRead(_ paths: some Sequence<(path: String, state: [Int64])>) {
        var absolute: [(String, [Int64])] = []
        for (path, state) in paths {
            let full = path.hasPrefix("/") ? path : directory + "/" + path
            if let ignored, full.hasPrefix(ignored) || full + "/" == ignored { continue }
            absolute.append((full, state))
        }
        lock.lock()
        for (path, state) in absolute where inputs[path].map({ $0.use < .read }) ?? true {
            inputs[path] = Input(path: path, use: .read, state: state)
        }
        lock.unlock()
    }

    /// Keeps `hash()` (of the bytes just read from `path`, or of the names just listed in it) with
    /// its input when it had changed shortly before the work started, so that the next run can
    /// check those bytes or names.
    package func read(_ path: String, hash: () -> UInt64) {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        lock.lock()
        let input = inputs[absolute]
        lock.unlock()
        guard let input, input.use != .probed, isRacy(input.state) else { return }
        let value = Int64(bitPattern: hash())
        lock.lock()
        if inputs[absolute]?.state.count == 5 { inputs[absolute]?.state.append(value) }
        lock.unlock()
    }

    /// Whether a read or listed path's `state` (without a hash yet) changed within ``racyWindow``
    /// of the start of the work: its times alone may not show a change in the same tick.
    package func isRacy(_ state: [Int64]) -> Bool {
        state.count == 5 && max(state[2], state[3]) >= started - Self.racyWindow
    }

    /// Whether a read failed for a reason no `stat` shows (too many open files, no memory, an
    /// I/O error): what the work made of it holds for this run only, and is not to be kept.
    package var unsettled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failedOnce
    }
    private var failedOnce = false

    /// The reasons a path cannot be opened or read that its state shows (``state(_:use:error:)``
    /// and its status-change time): any other is a passing failure (``unsettled``).
    static let settledFailures: Set<Int32> = [
        ENOENT, ENOTDIR, ELOOP, EACCES, EPERM, EISDIR, ENAMETOOLONG, ENXIO, ENODEV,
    ]

    /// Notes that opening, listing or reading a path failed with `error` (an `errno`), in the
    /// current trace, if any.
    package static func failed(_ error: Int32) {
        guard let trace = current, !settledFailures.contains(error) else { return }
        trace.lock.lock()
        trace.failedOnce = true
        trace.lock.unlock()
    }

    /// Notes that `path` (absolute) resolved to `resolved`, its first resolution standing.
    package func resolved(_ path: String, to resolved: String) {
        lock.lock()
        if resolutions[path] == nil { resolutions[path] = resolved }
        lock.unlock()
    }

    /// Every resolution noted, as (path, what it resolved to), sorted by path.
    package func notedResolutions() -> [(path: String, resolved: String)] {
        lock.lock()
        let values = resolutions
        lock.unlock()
        return values.map { (path: $0.key, resolved: $0.value) }.sorted { ByteOrder.precedes($0.path, $1.path) }
    }

    /// Every input, sorted by path.
    package func noted() -> [Input] {
        lock.lock()
        let values = Array(inputs.values)
        lock.unlock()
        // By bytes, compared with memcmp: ten thousand paths sort in a fraction of the time that
        // comparing their UTF-8 views takes.
        return values.sorted { ByteOrder.precedes($0.path, $1.path) }
    }
}

// Resolving links stays in this file: the one the audit may touch the file system from directly
// (`theAuditLooksAtTheFileSystemOnlyThroughTheTrace`).
extension Disk {
    /// `url` with symbolic links resolved (as `URL.resolvingSymlinksInPath()`), every folder on
    /// the way noted, and the resolution itself (``FileTrace/resolved(_:to:)``): what a link
    /// leads to is no `stat` of the path's own components.
    package static func resolvingLinks(_ url: URL) -> URL {
        var prefix = ""
        let path = url.standardizedFileURL.path
        for component in path.split(separator: "/") {
            prefix += "/" + component
            FileTrace.note(prefix, .probed)
        }
        let resolved = url.resolvingSymlinksInPath()
        FileTrace.current?.resolved(url.path, to: resolved.path)
        return resolved
    }

    /// Where the links of the absolute `path` lead now, as ``resolvingLinks(_:)`` resolves them,
    /// not noted: for a memo to check a resolution it kept (``FileTrace/resolved(_:to:)``).
    package static func resolution(of path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
