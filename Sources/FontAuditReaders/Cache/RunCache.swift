import FontAuditModel
import FontInspectorModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What each input file of an audit contributed, kept between runs (`check --cache-path`): a
/// source file's requests, registrations and text, a font file's faces as FreeType read them, and
/// which words a Swift file holds. Findings are never kept: every run audits the whole inventory
/// again, so a change in one file still changes every finding it bears on.
///
/// A file's entry is trusted when the file's size, modification time and inode are those recorded,
/// and the entry was written more than ``racyWindow`` after the file last changed; otherwise the
/// file is read and its ``ContentHash`` compared (a checkout that rewrites a file with the same
/// bytes keeps its entry). The tool's identity and the configuration are in the cache file's
/// header: when either differs, nothing in it is used.
///
/// One cache file per audited path, written whole to a temporary file and renamed over the old
/// one, so a concurrent run reads the old file or the new one, never half of either. A file that
/// is truncated, corrupt, foreign or from another format is ignored and rewritten (``CacheFile``).
package final class RunCache: Sendable {
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

    /// What the cache knows of one file.
    struct Entry {
        var stamp: Stamp
        var hash: UInt64
        /// Encoded values by purpose ("source …", "swift-requests …", "font …").
        var values = EntryValues()
        /// Which of the cache's ``State/words`` were searched for in the file, and which it holds.
        var asked = WordBits()
        var present = WordBits()
    }

    /// What a file is this run, the first time it is asked for.
    package enum Validation {
        /// Its entry is valid: what it contributed can be taken from the cache (``Kept``).
        case unchanged(Kept)
        /// New or changed since the cache was written: its bytes, read once for the caller.
        case changed([UInt8])
        /// It cannot be read (missing, a folder, no permission); nothing is cached for it.
        case unreadable
    }

    /// A file changed less than this before the cache was written is read again on the next run
    /// (a write in the same clock tick as the stamp leaves the stamp unchanged: git's "racily clean").
    static let racyWindow: Int64 = 2_000_000_000
    /// More words than this are searched for without being remembered.
    static let wordLimit = 256

    /// What an unchanged file's entry holds, read without a lock.
    package struct Kept {
        let entry: Entry
        let cache: RunCache

        /// The value `purpose`, if it was kept and decodes.
        package func value<T: Decodable>(_ type: T.Type, _ purpose: String) -> T? {
            entry.values[purpose].flatMap { try? CacheCoding.decode(T.self, from: $0) }
        }

        /// Whether the file holds `word`, when an earlier run searched it for that word.
        func contains(_ word: String) -> Bool? {
            contains(index: cache.loadedWordIndex[word])
        }

        /// Whether the file holds the word at `index` of the cache's words (``wordIndices(_:)``;
        /// the words of the file read keep their places), when an earlier run searched it for it.
        func contains(index: Int?) -> Bool? {
            guard let index, entry.asked.contains(index) else { return nil }
            return entry.present.contains(index)
        }
    }

    struct State {
        /// Entries of the files asked for this run: what is written back.
        var current: [String: Entry] = [:]
        var words: [String] = []
        var wordIndex: [String: Int] = [:]
        /// Whether anything differs from the file read (an entry, a value, a word, a file gone).
        var changed = false
        /// What sets of files gave together (``memo(_:)``), by a key naming the set and each
        /// file's content: those used or made this run.
        var memos: [String: [UInt8]] = [:]
    }

    let state = Locked(State())
    /// Work that keeps values for the next run, under way (``keepLater(_:)``).
    private let pending = DispatchGroup()
    /// Where that work runs.
    private static let keeping = DispatchQueue(label: "fontaudit.run-cache.keeping", qos: .userInitiated)
    /// Entries read from the cache file, by path on disk (never changed after ``init``).
    let loaded: [String: Entry]
    /// The word table of the cache file read (``State/words`` grows from it).
    let loadedWordIndex: [String: Int]
    /// The memos of the cache file read.
    let loadedMemos: [String: [UInt8]]
    /// Memos decoded (or made) this run, by key: the targets of a project ask for the same ones.
    let decodedMemos = Locked([String: any Sendable]())
    /// Where the cache file is, and what its header must say to be used.
    let location: CacheFile
    /// When the run that wrote the file read had started (nanoseconds since 1970), 0 when none
    /// was read: a file changed less than ``racyWindow`` before that, or during that run, is
    /// checked by its bytes.
    let writtenAt: Int64
    /// When this run opened the cache: what the file written at its end says.
    let startedAt: Int64

    /// Whether the cache holds nothing from an earlier run (none was found, or it was not this
    /// tool's, path's and configuration's).
    package var isEmpty: Bool { loaded.isEmpty }

    /// Opens the cache of the audited `root` in `directory` for a tool and configuration: the
    /// entries of the last run with the same tool and configuration, or none.
    package init(directory: String, root: String, tool: String, configuration: String) {
        let location = CacheFile(directory: directory, root: root, tool: tool, configuration: configuration)
        self.location = location
        startedAt = Self.now()
        // The cache is not an input of the work it serves.
        let read = FileTrace.$current.withValue(nil) { location.read() }
        writtenAt = read?.writtenAt ?? 0
        loaded = read?.entries ?? [:]
        loadedMemos = read?.memos ?? [:]
        var index: [String: Int] = [:]
        for (position, word) in (read?.words ?? []).enumerated() { index[word] = position }
        loadedWordIndex = index
        state.withLock { state in
            state.words = read?.words ?? []
            state.wordIndex = index
            // This run asks for about the files the last one did.
            state.current.reserveCapacity(loaded.count)
        }
    }

    /// The tool's identity for the header: its version and the executable's own stamp, so a
    /// rebuilt tool (a new commit, a development build) never reads what another build wrote.
    package static var toolIdentity: String {
        var identity = "fontaudit \(FontAuditVersion.current)"
        if let path = executablePath, let stamp = stamp(of: path) {
            identity += " \(path) \(stamp.size) \(stamp.modified)"
        }
        return identity
    }

    private static var executablePath: String? {
        #if os(Linux)
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments.first
        #else
            Bundle.main.executablePath ?? CommandLine.arguments.first
        #endif
    }

    /// The file at `path` for this run: on the first ask, checked against its entry (and read
    /// when it must be); later asks answer ``Validation/unchanged``.
    package func validate(_ path: String) -> Validation {
        let old = loaded[path]
        // What the file gave depends on its bytes, whether read now or kept. A file with an entry
        // is looked at first; one without (each file of a cold run) is read at once, with no
        // `stat` and trace note of its own.
        if let old {
            let stamp = Self.noted(path)
            // The common case, with one lock: unchanged since the cache was written.
            if let stamp, old.stamp == stamp, old.stamp.settled(before: writtenAt - Self.racyWindow) {
                // Trusted by its stamp: its bytes are those of the entry, for a trace that must check them.
                Self.noteBytes(of: path, stamp: old.stamp, hash: old.hash)
                let entry = state.withLock { state -> Entry in
                    if let asked = state.current[path] { return asked }
                    state.current[path] = old
                    return old
                }
                return .unchanged(Kept(entry: entry, cache: self))
            }
        }
        if let entry = state.withLock({ $0.current[path] }) { return .unchanged(Kept(entry: entry, cache: self)) }
        // Stamped by the `fstat` of the file opened, before its bytes were read.
        guard let (data, read) = FileData.readStatedBytes(path), let stamp = Self.stamp(read) else {
            return .unreadable
        }
        let hash = data.withUnsafeBytes { ContentHash.of($0) }
        if var old, old.hash == hash, old.stamp.size == Int64(data.count) {
            // The same bytes under a new stamp (or a racy one, now verified): keep what it gave.
            old.stamp = stamp
            state.withLock {
                $0.current[path] = old
                $0.changed = true
            }
            return .unchanged(Kept(entry: old, cache: self))
        }
        state.withLock {
            $0.current[path] = Entry(stamp: stamp, hash: hash)
            $0.changed = true
        }
        return .changed(data)
    }

    /// The entries of the files at `paths` that are unchanged since the cache was written, by
    /// path: ``validate(_:)`` of many files, on all cores and with one lock. A file left out
    /// (changed, new, racy or absent) is for ``validate(_:)`` to read.
    package func unchanged(_ paths: [String]) -> [String: Kept] {
        // A file without an entry is left to ``validate(_:)`` without a `stat` here (each file of
        // a cold run, which would be looked at twice).
        let paths = paths.filter { loaded[$0] != nil }
        // A slice of paths per task, each noted in the trace with one lock.
        let slices = stride(from: 0, to: paths.count, by: 64).map { $0..<min($0 + 64, paths.count) }
        let found = slices.concurrentMap { slice -> [Entry?] in
            zip(paths[slice], Self.noted(paths[slice])).map { path, stamp -> Entry? in
                guard let old = loaded[path], old.stamp.settled(before: writtenAt - Self.racyWindow),
                    stamp == old.stamp
                else { return nil }
                Self.noteBytes(of: path, stamp: old.stamp, hash: old.hash)
                return old
            }
        }.flatMap { $0 }
        return state.withLock { state in
            var kept: [String: Kept] = [:]
            for (path, old) in zip(paths, found) {
                guard let old else { continue }
                if let asked = state.current[path] {
                    kept[path] = Kept(entry: asked, cache: self)
                } else {
                    state.current[path] = old
                    kept[path] = Kept(entry: old, cache: self)
                }
            }
            return kept
        }
    }

    /// The entries of the files at `paths` asked for this run, with one lock (nil for a file not
    /// asked for): those of a ``memo(_:files:compute:)`` taken, for what their files hold.
    package func kept(_ paths: [String]) -> [Kept?] {
        state.withLock { state in paths.map { path in state.current[path].map { Kept(entry: $0, cache: self) } } }
    }

    /// The value `purpose` of the file at `path`: the cached one when the file is unchanged and
    /// the value decodes, else `compute()`'s, kept for the next run.
    /// - Parameter replacing: A prefix of purposes of which the file keeps one value: the others
    ///   (kept for what an earlier run asked) are dropped, so that an unchanged file's entry does
    ///   not gather one value per question asked of it.
    package func value<T: Codable>(
        _ purpose: String, of path: String, replacing prefix: String? = nil, compute: () -> T
    ) -> T {
        if case .unreadable = validate(path) { return compute() }
        if let prefix {
            state.withLock { state in
                guard var entry = state.current[path], entry.values.remove(prefix: prefix, except: purpose) else {
                    return
                }
                state.current[path] = entry
                state.changed = true
            }
        }
        if let bytes = state.withLock({ $0.current[path]?.values[purpose] }),
            let value = try? CacheCoding.decode(T.self, from: bytes)
        {
            return value
        }
        let value = compute()
        store(value, purpose, of: path)
        return value
    }

    /// The cached value `purpose` of the file at `path`, if the file is unchanged and has one.
    package func cached<T: Decodable>(_ type: T.Type, _ purpose: String, of path: String) -> T? {
        guard let bytes = state.withLock({ $0.current[path]?.values[purpose] }) else { return nil }
        return try? CacheCoding.decode(T.self, from: bytes)
    }

    /// Keeps `value` as the value `purpose` of the file at `path` (validated this run).
    /// ``store(_:_:of:)`` on the keeping thread (``keepLater(_:)``): encoded when a core would
    /// otherwise wait. For a value this run does not read back from the cache.
    package func storeLater<T: Encodable & Sendable>(_ value: T, _ purpose: String, of path: String) {
        keepLater { [self] in store(value, purpose, of: path) }
    }

    package func store<T: Encodable>(_ value: T, _ purpose: String, of path: String) {
        guard let bytes = try? CacheCoding.encode(value) else { return }
        state.withLock { state in
            guard state.current[path] != nil else { return }
            state.current[path]?.values[purpose] = bytes
            state.changed = true
        }
    }

    /// Whether the file at `path` holds `word`: remembered from an earlier run when the file is
    /// unchanged, else searched in `load()`'s bytes and remembered.
    package func contains(
        _ word: String, in path: String, load: () -> [UInt8],
        test: (([UInt8]) -> Bool)? = nil
    ) -> Bool {
        // One lock for the common case: the file was asked for this run and the word is known.
        let (index, asked, known) = state.withLock { state -> (Int?, Bool, Bool?) in
            var index = state.wordIndex[word]
            if index == nil, state.words.count < Self.wordLimit {
                state.words.append(word)
                index = state.words.count - 1
                state.wordIndex[word] = index
                state.changed = true
            }
            guard let entry = state.current[path] else { return (index, false, nil) }
            guard let index, entry.asked.contains(index) else { return (index, true, nil) }
            return (index, true, entry.present.contains(index))
        }
        if let known { return known }
        // A file not yet asked for this run is checked now; when that reads it, its bytes serve.
        var fresh: [UInt8]?
        if !asked {
            switch validate(path) {
            case .unreadable: return false
            case .changed(let data): fresh = data
            case .unchanged(let kept):
                if let index, kept.entry.asked.contains(index) { return kept.entry.present.contains(index) }
            }
        }
        let bytes = fresh ?? load()
        let found = test.map { $0(bytes) } ?? ByteSearch.contains(bytes, ByteSearch.Needle(word))
        if let index { remember(word: index, found, in: path) }
        return found
    }

    /// The cache's index of each of `words` (nil past ``wordLimit``), adding those it lacks: asked
    /// once per scan, so each file's answers are kept without looking a word up.
    package func wordIndices(_ words: [String]) -> [Int?] {
        state.withLock { state in
            words.map { word -> Int? in
                if let known = state.wordIndex[word] { return known }
                guard state.words.count < Self.wordLimit else { return nil }
                state.words.append(word)
                state.wordIndex[word] = state.words.count - 1
                state.changed = true
                return state.words.count - 1
            }
        }
    }

    /// Keeps, with one lock, what a source file gave (`bytes` under `purpose`, empty for nothing)
    /// and which of the words at `indices` it holds (`found`, a bit per word in their order).
    package func keep(_ bytes: [UInt8], _ purpose: String, found: UInt64, indices: [Int?], of path: String) {
        state.withLock { state in
            guard var entry = state.current[path] else { return }
            entry.values[purpose] = bytes
            for (position, index) in indices.enumerated() {
                guard let index else { continue }
                entry.asked.insert(index)
                if found & (1 << UInt64(position)) != 0 {
                    entry.present.insert(index)
                } else {
                    entry.present.remove(index)
                }
            }
            state.current[path] = entry
            state.changed = true
        }
    }

    private func remember(word index: Int, _ found: Bool, in path: String) {
        state.withLock { Self.set(index, found, in: &$0, path: path) }
    }

    private static func set(_ index: Int, _ found: Bool, in state: inout State, path: String) {
        guard var entry = state.current[path], !entry.asked.contains(index) || entry.present.contains(index) != found
        else { return }
        entry.asked.insert(index)
        if found { entry.present.insert(index) } else { entry.present.remove(index) }
        state.current[path] = entry
        state.changed = true
    }

    /// Writes the cache for the next run when anything changed: the entries of the files asked for
    /// this run (a file deleted or left out is dropped), then trims the folder to its bound.
    package func save() {
        pending.wait()
        let (entries, words, memos, changed) = state.withLock { state in
            (
                state.current, state.words, state.memos,
                state.changed || state.current.count != loaded.count || state.memos.count != loadedMemos.count
            )
        }
        guard changed else { return }
        location.write(entries: entries, words: words, memos: memos, startedAt: startedAt)
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

/// A small set of word indices (``RunCache/wordLimit`` at most), as bits.
struct WordBits: Equatable {
    var words: [UInt64] = []

    func contains(_ index: Int) -> Bool {
        index / 64 < words.count && words[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    mutating func insert(_ index: Int) {
        while words.count <= index / 64 { words.append(0) }
        words[index / 64] |= 1 << UInt64(index % 64)
    }

    mutating func remove(_ index: Int) {
        guard index / 64 < words.count else { return }
        words[index / 64] &= ~(1 << UInt64(index % 64))
    }
}

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
        return stamp(of: path) == nil ? otherHash : nil
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

    /// Runs `work`, which keeps values for the next run, on a background queue, one piece after
    /// another: ``save()`` waits for it. What a run keeps for the next one is not on its own way:
    /// the inventories, the rules and the fix plan that follow the scan run on one core.
    package func keepLater(_ work: @escaping @Sendable () -> Void) {
        pending.enter()
        let trace = FileTrace.current
        Self.keeping.async { [pending] in
            FileTrace.$current.withValue(trace) { work() }
            pending.leave()
        }
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

/// One entry's values by purpose, left as the bytes the cache file holds until one is asked for
/// or changed: a warm run that asks for few of them does not decode the rest, and writes them back
/// as they were.
struct EntryValues {
    /// The count and (purpose, value) pairs as ``CacheFile`` wrote them, when not yet decoded.
    private var raw: ArraySlice<UInt8>?
    private var decoded: [String: [UInt8]] = [:]

    init() {}

    /// Values left in `raw`, as ``CacheFile/decode`` checked them.
    init(raw: ArraySlice<UInt8>) {
        self.raw = raw
    }

    subscript(purpose: String) -> [UInt8]? {
        get {
            guard let raw else { return decoded[purpose] }
            var reader = ByteReader(raw, from: 0)
            guard let count = reader.count() else { return nil }
            for _ in 0..<count {
                guard let key = reader.string(), let value = reader.run() else { return nil }
                if key == purpose { return value }
            }
            return nil
        }
        set {
            materialize()
            decoded[purpose] = newValue
        }
    }

    /// The purposes of the values held.
    var purposes: [String] {
        guard let raw else { return Array(decoded.keys) }
        var reader = ByteReader(raw, from: 0)
        guard let count = reader.count() else { return [] }
        var keys: [String] = []
        for _ in 0..<count {
            guard let key = reader.string(), reader.run() != nil else { return keys }
            keys.append(key)
        }
        return keys
    }

    /// Drops every value whose purpose begins with `prefix`, but the one for `kept`; whether it
    /// dropped any.
    mutating func remove(prefix: String, except kept: String) -> Bool {
        let stale = purposes.filter { $0.hasPrefix(prefix) && $0 != kept }
        guard !stale.isEmpty else { return false }
        materialize()
        for purpose in stale { decoded[purpose] = nil }
        return true
    }

    private mutating func materialize() {
        guard let raw else { return }
        self.raw = nil
        var reader = ByteReader(raw, from: 0)
        guard let count = reader.count() else { return }
        for _ in 0..<count {
            guard let key = reader.string(), let value = reader.run() else { return }
            decoded[key] = value
        }
    }

    /// About how many bytes ``write(to:)`` appends: room made for them ahead.
    var byteCount: Int {
        if let raw { return raw.count }
        return decoded.reduce(1) { $0 + $1.key.utf8.count + $1.value.count + 4 }
    }

    /// Appends the values as ``CacheFile`` writes them.
    func write(to writer: inout ByteWriter) {
        if let raw {
            writer.bytes += raw
            return
        }
        writer.unsigned(UInt64(decoded.count))
        for (purpose, value) in decoded.sorted(by: { $0.key < $1.key }) {
            writer.string(purpose)
            writer.unsigned(UInt64(value.count))
            writer.bytes += value
        }
    }
}
