import FontAuditCache
import FontAuditModel
import FontInspectorModel
import Foundation

/// One source file given to a reader's pass over all its files (``SourceReader/readTogether(_:)``),
/// whatever its language: its bytes kept in memory, or only its path, read again when needed (past a
/// memory budget, so a huge tree does not hold every file at once), and the words it was searched for.
package struct SourceText {
    let path: String
    private let bytes: [UInt8]?
    private let diskPath: String?
    /// The run's cache, which remembers the words a file holds (``containsAny(_:)``).
    private let store: RunCache?
    /// Which of the words every file is searched for this one holds, when the scan found them.
    private let found: SearchedWords.Found?
    /// The file's entry in the cache when it is unchanged: the other words an earlier run
    /// searched it for, answered without a lock.
    private let kept: RunCache.Kept?

    package init(
        path: String, bytes: [UInt8], diskPath: String? = nil, store: RunCache? = nil,
        found: SearchedWords.Found? = nil
    ) {
        self.path = path
        self.bytes = bytes
        self.diskPath = diskPath
        self.store = store
        self.found = found
        kept = nil
    }

    init(
        path: String, diskPath: String, store: RunCache? = nil, found: SearchedWords.Found? = nil,
        kept: RunCache.Kept? = nil
    ) {
        self.path = path
        bytes = nil
        self.diskPath = diskPath
        self.store = store
        self.found = found
        self.kept = kept
    }

    init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    func load() -> [UInt8] {
        if let bytes { return bytes }
        guard let diskPath else { return [] }
        WorkCounters.shared.record(.sourceRead, diskPath)
        return FileData.readBytes(diskPath) ?? []
    }

    /// Whether the file holds any of `words`: from the cache when it knows, else read (once).
    func containsAny(_ needles: [ByteSearch.Needle]) -> Bool {
        containsAny(needles, known: found?.table.split(needles))
    }

    /// ``containsAny(_:)-([ByteSearch.Needle])`` of words asked of many files.
    func containsAny(_ query: WordQuery) -> Bool {
        containsAny(query.needles, known: found.map { query.split(for: $0.table) })
    }

    /// Whether the file holds any of `needles`, `known` telling which of them the scan's words
    /// answer (their bits, and the positions of the others).
    private func containsAny(_ needles: [ByteSearch.Needle], known: (mask: UInt64, rest: [Int])?) -> Bool {
        var words = needles
        if let found, let known {
            if found.bits & known.mask != 0 { return true }
            if known.rest.isEmpty { return false }
            words = known.rest.map { needles[$0] }
        }
        if let kept {
            let needles = words
            words = []
            for needle in needles {
                switch kept.contains(String(decoding: needle.bytes, as: UTF8.self)) {
                case true?: return true
                case false?: continue
                case nil: words.append(needle)
                }
            }
            if words.isEmpty { return false }
        }
        if let store, let diskPath {
            var loaded: [UInt8]?
            return words.contains { word in
                store.contains(String(decoding: word.bytes, as: UTF8.self), in: diskPath) {
                    if loaded == nil { loaded = load() }
                    return loaded ?? []
                }
            }
        }
        let content = load()
        return words.contains { ByteSearch.contains(content, $0) }
    }

    /// Which of `needles` the file holds, each answered as ``containsAny(_:)-([ByteSearch.Needle])``
    /// answers one (from the cache when it knows), the file read at most once.
    func holdsEach(_ needles: [ByteSearch.Needle]) -> [Bool] {
        var loaded: [UInt8]?
        func bytes() -> [UInt8] {
            if loaded == nil { loaded = load() }
            return loaded ?? []
        }
        return needles.map { needle in
            let word = String(decoding: needle.bytes, as: UTF8.self)
            if let known = kept?.contains(word) { return known }
            if let store, let diskPath { return store.contains(word, in: diskPath, load: bytes) }
            return ByteSearch.contains(bytes(), needle)
        }
    }

    /// Whether the file may define one of `words` (``DefinitionSearch``): from the cache when it
    /// knows, else read (once).
    func mayDefineAny(_ words: [(word: String, type: Bool)]) -> Bool {
        var loaded: [UInt8]?
        func bytes() -> [UInt8] {
            if loaded == nil { loaded = load() }
            return loaded ?? []
        }
        return words.contains { word, type in
            let needle = ByteSearch.Needle(word)
            // Most files do not hold the word at all, which the cheaper search knows.
            guard containsAny([needle]) else { return false }
            let test = { (content: [UInt8]) in DefinitionSearch.mayDefine(needle, in: content, type: type) }
            if let store, let diskPath {
                return store.contains((type ? "type " : "defines ") + word, in: diskPath, load: bytes, test: test)
            }
            return test(bytes())
        }
    }

    var text: String { String(decoding: load(), as: UTF8.self) }

    /// Where the file is on disk when it was read from disk, else its display path: what
    /// ``WorkCounters`` counts parses by.
    var location: String { diskPath ?? path }

    /// `compute()`'s value for this file, kept between runs as `walk` when the run has a
    /// cache and the file is on disk (what it gives must depend on the file and `walk` alone).
    func kept<T: Codable>(_ walk: CachePurpose.SwiftWalk, _ compute: () -> T) -> T {
        guard let (store, diskPath) = cacheSlot else { return compute() }
        return store.value(.swiftWalk(walk, of: path), of: diskPath, compute: compute)
    }

    /// The cache that keeps what this file gave, and the path it keeps it under.
    var cacheSlot: (store: RunCache, path: String)? {
        guard let store, let diskPath else { return nil }
        return (store, diskPath)
    }
}
