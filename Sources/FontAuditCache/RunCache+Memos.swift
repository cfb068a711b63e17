import FontAuditModel
import FontInspectorModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RunCache {
    /// What a file that is not there counts as in a memo's key.
    static let absentHash: UInt64 = 0
    /// What a path that is there but no regular file (a folder, a socket) counts as: a scan says
    /// "cannot be read" of it, and "missing" of an absent one.
    static let otherHash: UInt64 = 1

    /// ``absentHash`` or ``otherHash`` for a path that is no regular file, nil for one that is.
    static func absence(of path: String) -> UInt64? {
        if let state = FileTrace.current?.checkedState(of: path) {
            switch Disk.kind(of: state) {
            case .absent where state.count == 1: return absentHash
            case .file: return nil
            default: return otherHash
            }
        }
        // As the scan tells them apart: by `access(2)`, which follows a symbolic link.
        if access(path, F_OK) != 0, errno == ENOENT { return absentHash }
        return FileStamp(of: path) == nil ? otherHash : nil
    }

    /// The content hash of each file at `paths` when every one is unchanged since the cache was
    /// written (by its stamp alone, read nothing; a file still absent counts as ``absentHash``), else nil.
    func unchangedHashes(_ paths: [String]) -> [UInt64]? {
        // On all cores, a slice each: a stat per file.
        let slices = stride(from: 0, to: paths.count, by: 512).map { $0..<min($0 + 512, paths.count) }
        let found = slices.concurrentMap { slice -> [UInt64]? in
            // A file there without an entry ends it before a `stat` of the others (every set of
            // a cold run).
            for path in paths[slice] where loaded[path] == nil {
                guard Self.absence(of: path) != nil else { return nil }
            }
            var hashes: [UInt64] = []
            hashes.reserveCapacity(slice.count)
            for (path, stamp) in zip(paths[slice], Self.noted(paths[slice])) {
                if let old = loaded[path] {
                    guard old.stamp.settled(before: writtenAt - Self.racyWindow), stamp == old.stamp else { return nil }
                    Self.noteBytes(of: path, stamp: old.stamp, hash: old.hash)
                    hashes.append(old.hash)
                } else {
                    guard let absence = Self.absence(of: path) else { return nil }
                    hashes.append(absence)
                }
            }
            return hashes
        }
        var hashes: [UInt64] = []
        for slice in found {
            guard let slice else { return nil }
            hashes += slice
        }
        return hashes
    }

    /// The content hash of each file at `paths` as this run found it (``absentHash`` for one that
    /// is not there); a file the run did not read (a strings table the scan only listed) is
    /// checked now. Nil when one cannot be read.
    func currentHashes(_ paths: [String]) -> [UInt64]? {
        let known = state.withLock { state in paths.map { state.current[$0]?.hash } }
        var hashes: [UInt64] = []
        for (path, hash) in zip(paths, known) {
            if let hash {
                hashes.append(hash)
                continue
            }
            switch validate(path) {
            case .unchanged(let kept):
                hashes.append(kept.entry.hash)
            case .changed:
                guard let entry = state.withLock({ $0.current[path] }) else { return nil }
                hashes.append(entry.hash)
            case .unreadable:
                guard let absence = Self.absence(of: path) else { return nil }
                hashes.append(absence)
            }
        }
        return hashes
    }

    /// What `compute` makes of a set of files together (`files`: each file's path on disk and
    /// the path it is shown as), kept under a key naming `kind`, every file and its content: taken
    /// from an earlier run (or this one) when every file is unchanged, else computed and kept.
    /// `compute` must depend on the files' contents and paths alone.
    package func memo<T: Codable & Sendable>(_ kind: String, files: [(path: String, display: String)], compute: () -> T)
        -> T
    {
        if let value = keptMemo(T.self, kind, files: files) { return value }
        let value = compute()
        keepMemo(value, kind, files: files)
        return value
    }

    /// The value kept for `files` under `kind` (``memo(_:files:compute:)``) when every file is
    /// unchanged, else nil.
    package func keptMemo<T: Codable & Sendable>(
        _ type: T.Type, _ kind: String, files: [(path: String, display: String)]
    ) -> T? {
        guard let key = unchangedKey(kind, files) else { return nil }
        if let value = decodedMemos.withLock({ $0[key] }) as? T { return value }
        guard let bytes = loadedMemos[key], let value = try? CacheCoding.decode(T.self, from: bytes) else { return nil }
        state.withLock { Self.use(key, bytes, files: files, loaded: loaded, in: &$0) }
        decodedMemos.withLock { $0[key] = value }
        return value
    }

    /// Keeps for the next run, as if each were taken, the values kept under `kind` for each of
    /// `sets` none of whose files changed (``keptMemo(_:_:files:)``), without decoding them.
    package func carry(_ kind: String, sets: [[(path: String, display: String)]]) {
        let found = sets.concurrentMap {
            files -> (key: String, bytes: [UInt8], files: [(path: String, display: String)])? in
            unchangedKey(kind, files).flatMap { key in loadedMemos[key].map { (key, $0, files) } }
        }
        state.withLock { state in
            for case (let key, let bytes, let files)? in found {
                Self.use(key, bytes, files: files, loaded: loaded, in: &state)
            }
        }
    }

    /// The key a value of `kind` for `files` is kept under when every file is unchanged since the
    /// cache was written, else nil. A file the memo's check found changed
    /// (``FileTrace/foundChanged``) holds no kept value (its stamp is not the entry's): said
    /// without a `stat` and a lookup of every file.
    private func unchangedKey(_ kind: String, _ files: [(path: String, display: String)]) -> String? {
        let paths = files.map(\.path)
        let changed = FileTrace.current?.foundChanged ?? []
        guard changed.isEmpty || !paths.contains(where: changed.contains), let hashes = unchangedHashes(paths) else {
            return nil
        }
        return Self.memoKey(kind, files, hashes: hashes)
    }

    /// Writes back, for the next run, a kept value this run takes, with its files' entries.
    private static func use(
        _ key: String, _ bytes: [UInt8], files: [(path: String, display: String)], loaded: [String: Entry],
        in state: inout State
    ) {
        state.memos[key] = bytes
        for file in files where state.current[file.path] == nil { state.current[file.path] = loaded[file.path] }
    }

    /// Keeps `value` as what `files`, as this run found them, give under `kind`
    /// (``memo(_:files:compute:)``).
    /// - Parameter later: Encode the value on a background queue (``keepLater(_:)``); this run
    ///   takes it from memory at once all the same.
    package func keepMemo<T: Codable & Sendable>(
        _ value: T, _ kind: String, files: [(path: String, display: String)], later: Bool = false
    ) {
        guard let hashes = currentHashes(files.map(\.path)) else { return }
        let key = Self.memoKey(kind, files, hashes: hashes)
        decodedMemos.withLock { $0[key] = value }
        let keep: @Sendable () -> Void = { [self] in
            guard let bytes = try? CacheCoding.encode(value) else { return }
            state.withLock { state in
                state.memos[key] = bytes
                state.changed = true
            }
        }
        if later { keepLater(keep) } else { keep() }
    }

    /// A memo's key: its kind, the number of files and one hash of every file's paths and content.
    static func memoKey(_ kind: String, _ files: [(path: String, display: String)], hashes: [UInt64]) -> String {
        var bytes: [UInt8] = []
        for (file, hash) in zip(files, hashes) {
            bytes += Array(file.path.utf8) + [0] + Array(file.display.utf8) + [0]
            withUnsafeBytes(of: hash.littleEndian) { bytes += $0 }
        }
        return "\(kind) \(files.count) " + String(bytes.withUnsafeBytes { ContentHash.of($0) }, radix: 16)
    }
}
