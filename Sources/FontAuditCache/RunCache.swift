import FontAuditModel
import FontInspectorModel
import Foundation

/// What each input file of an audit contributed, kept between runs (`check --cache-path`): a
/// source file's requests, registrations and text, a font file's faces as FreeType read them, and
/// which words a Swift file holds. Findings are not kept here: a run with any file changed audits
/// the whole inventory again, so a change in one file still changes every finding it bears on (only
/// the ``TracedMemo`` of a whole audit keeps its findings, for a run in which nothing changed).
///
/// A file's entry is trusted when its ``FileStamp`` (size, modification and status-change times,
/// inode) is the one recorded, and the entry was written more than ``racyWindow`` after the file
/// last changed; otherwise the file is read and its ``ContentHash`` compared (a checkout that
/// rewrites a file with the same bytes keeps its entry). The tool's identity and the
/// configuration are in the cache file's header: when either differs, nothing in it is used.
///
/// One cache file per audited path, written whole to a temporary file and renamed over the old
/// one, so a concurrent run reads the old file or the new one, never half of either. A file that
/// is truncated, corrupt, foreign or from another format is ignored and rewritten (``CacheFile``).
package final class RunCache: Sendable {
    /// What the cache knows of one file.
    struct Entry {
        var stamp: FileStamp
        var hash: UInt64
        /// Encoded values by purpose (``CachePurpose/key``).
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
        package func value<T: Decodable>(_ type: T.Type, _ purpose: CachePurpose) -> T? {
            entry.values[purpose.key].flatMap { try? CacheCoding.decode(T.self, from: $0) }
        }

        /// The bytes kept as `purpose`, if any: empty for a value kept as nothing
        /// (``RunCache/storeLater(_:_:of:empty:)``).
        package func bytes(_ purpose: CachePurpose) -> [UInt8]? { entry.values[purpose.key] }

        /// Whether the file holds `word`, when an earlier run searched it for that word.
        package func contains(_ word: String) -> Bool? {
            contains(index: cache.loadedWordIndex[word])
        }

        /// Whether the file holds the word at `index` of the cache's words (``wordIndices(_:)``;
        /// the words of the file read keep their places), when an earlier run searched it for it.
        package func contains(index: Int?) -> Bool? {
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
        if let path = executablePath, let stamp = FileStamp(of: path) {
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
        guard let (data, read) = FileData.readStatedBytes(path), let stamp = FileStamp(traceState: read) else {
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
}
