import FontAuditCache
import FontAuditModel
import FontInspectorModel
import Foundation

/// Reads every source file once and hands it to the ``SourceReader`` for its kind (``readers``):
/// Swift (swift-syntax), Objective-C (a tokenizer), Interface Builder (XML) and style
/// dictionaries (JSON and plists). Strings tables are only listed, for ``LocalizationReader``.
package struct SourceScanner {
    package init(
        styleNameKey: String = "fontName", styleSizeKey: String = "fontSize", cache: ScanCache? = nil,
        libraries: [RegistrationLibrary] = RegistrationLibrary.builtIn
    ) {
        self.styleNameKey = styleNameKey
        self.styleSizeKey = styleSizeKey
        self.cache = cache
        self.libraries = libraries
    }

    /// The key of a style dictionary entry that holds the font name.
    var styleNameKey = "fontName"
    /// The specifiers a React Native app's tooling rewrites, for its JavaScript
    /// (``JavaScriptPathAlias``).
    package var javaScriptAliases: [JavaScriptPathAlias] = []
    /// The families the app's Tailwind theme gives its font classes (``TailwindFontTheme``).
    package var javaScriptFontTheme: TailwindFontTheme?
    /// Whether the app draws the SVG files its JavaScript imports (``JavaScriptSourceReader/readsSVG``).
    package var javaScriptReadsSVG = false
    /// The platform whose half of a React Native app the JavaScript reader reads
    /// (``JavaScriptSourceReader/platform``).
    package var javaScriptPlatform: Platform = .iOS
    /// The JavaScript modules the run's scans share (``JavaScriptModuleCache``).
    package var javaScriptModules: JavaScriptModuleCache?
    /// The key that holds the size in points.
    var styleSizeKey = "fontSize"
    /// Results shared with the other scans of the run, if any.
    package var cache: ScanCache?
    /// The cache through which this scan shares each file's result with other targets' scans.
    var shared: ScanCache? { cache?.sharesFiles == true ? cache : nil }
    /// The registration libraries whose calls register fonts: FontBlaster, and the helpers
    /// `.fontaudit.yml` declares.
    package var libraries = RegistrationLibrary.builtIn
    /// What earlier runs read, when the run keeps a cache (`check --cache-path`).
    package var store: RunCache?
    /// Headers the scanned files may import that are not among them (a project's `.h` and `.pch`
    /// files, which no target compiles): read for the names they define only, when an
    /// Objective-C request names a word its own file does not define (``ObjectiveCNames``).
    package var definitionHeaders: [(path: String, display: String)] = []

    /// How many bytes of source a reader that reads its files together (Swift) keeps in memory
    /// between the passes.
    static let togetherMemoryBudget = 64 << 20

    /// Every source reader, by the extensions it takes: the registry ``scan(paths:)`` dispatches
    /// through. A new kind of source file is a ``SourceReader`` added here.
    package var readers: [any SourceReader] {
        [
            SwiftSourceReader(libraries: libraries, cache: cache),
            ObjectiveCSourceReader(libraries: libraries),
            InterfaceBuilderSourceReader(),
            StyleDictionarySourceReader(scanner: StyleDictionaryScanner(nameKey: styleNameKey, sizeKey: styleSizeKey)),
            JavaScriptSourceReader(
                aliases: javaScriptAliases, fontTheme: javaScriptFontTheme, readsSVG: javaScriptReadsSVG,
                platform: javaScriptPlatform, modules: javaScriptModules),
        ]
    }

    /// File extensions read as sources wherever they are: the readers' that read every file
    /// (``SourceReader/readsEveryFile``), and the strings tables kept for later.
    package static let extensions: Set<String> = SourceScanner().readers.filter(\.readsEveryFile).reduce(
        LocalizationReader.extensions
    ) { $0.union($1.extensions) }

    /// The extensions of React Native's sources, read where the app is a React Native one.
    package static let javaScriptExtensions = JavaScriptSourceReader().extensions

    func scan(_ files: [(url: URL, display: String)]) -> SourceContribution {
        scan(paths: files.map { ($0.url.path, $0.display) })
    }

    /// What a source file that cannot be read is said to be.
    static let unreadable = "cannot be read: check that it is a file and its permissions"

    /// Files read on all cores at a time, on average: enough to keep both busy, few enough that
    /// their bytes are not all in memory at once (``chunks(of:)``).
    static let chunkSize = 256

    /// `files` in order, in chunks: a chunk ends before a file whose shown path hashes to a multiple of
    /// ``chunkSize``, or after four times that many files. So chunks hold ``chunkSize`` files on
    /// average, and a file added or deleted changes the chunk it is in and no other: a run cache
    /// keeps what each chunk gave under its files (``Chunk``).
    static func chunks(of files: [(path: String, display: String)]) -> [[(path: String, display: String)]] {
        var chunks: [[(path: String, display: String)]] = []
        var current: [(path: String, display: String)] = []
        for file in files {
            // The path shown: the same chunks wherever the folder is.
            var path = file.display
            let hash = path.withUTF8 { ContentHash.of(UnsafeRawBufferPointer($0)) }
            if !current.isEmpty, hash % UInt64(chunkSize) == 0 || current.count >= 4 * chunkSize {
                chunks.append(current)
                current = []
            }
            current.append(file)
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }

    /// What reading one file gave, before it is merged in file order.
    enum Outcome: @unchecked Sendable {
        case localization
        case skipped
        case missing
        case unreadable
        /// The reader's index, what the file gave, and its bytes when the reader also reads the
        /// files together (nil when they were not read: the cache answered).
        case read(
            reader: Int, SourceContribution, bytes: [UInt8]?, words: SearchedWords.Found?, kept: RunCache.Kept? = nil)
    }

    /// Scans files given by path (cheaper than URLs on Linux, where building one parses it): each
    /// file is read once, on all cores, and given to the reader of its extension; what they give
    /// is merged in the order given. Then each reader that needs every file at once (Swift) reads
    /// them together. With a ``RunCache``, a file unchanged since the last run is not read: its
    /// contribution and the words it holds come from the cache.
    package func scan(paths files: [(path: String, display: String)]) -> SourceContribution {
        // Every file unchanged since the last run: what they gave together, kept whole.
        guard let store else { return scanEachFile(files) }
        // The headers read for their names are inputs of the scan too.
        let inputs = files + definitionHeaders
        // Keyed on the settings too: a path alias from tsconfig changes what the same files give.
        let settings = settingsKey
        let kind = "scan " + settings
        if let kept = store.keptMemo(SourceContribution.self, kind, files: inputs) {
            // The chunks' values stay for the next run too: with one file changed then, the
            // others' chunks are taken whole.
            store.carry(
                chunkKind(Self.searchedWords(readers, libraries: libraries), settings: settings),
                sets: Self.chunks(of: files))
            return kept
        }
        let value = scanEachFile(files, settings: settings)
        store.keepMemo(value, kind, files: inputs, later: true)
        return value
    }

    /// The words each reader that reads its files together searches every file for, by reader.
    private static func searchedWords(_ readers: [any SourceReader], libraries: [RegistrationLibrary])
        -> [SearchedWords?]
    {
        readers.map { $0.readsTogether ? SearchedWords(SwiftSourceReader.searchedWords(libraries: libraries)) : nil }
    }

    /// What a chunk gave is kept as one value under its files and the words searched (the bits of
    /// each Swift file's words are positions in these lists).
    private func chunkKind(_ words: [SearchedWords?], settings: String) -> String {
        "each \(settings) "
            + String(
                Array(words.map { $0?.words.joined(separator: "\u{0}") ?? "" }.joined(separator: "\u{1}").utf8)
                    .withUnsafeBytes { ContentHash.of($0) }, radix: 16)
    }

    /// ``scan(paths:)`` a file at a time.
    /// `settings` is ``settingsKey``, made once a scan (nil without a cache, which keeps no chunk).
    private func scanEachFile(_ files: [(path: String, display: String)], settings: String? = nil) -> SourceContribution
    {
        var result = SourceContribution()
        let readers = readers
        var byExtension: [String: Int] = [:]
        for (index, reader) in readers.enumerated() {
            for ext in reader.extensions { byExtension[ext] = index }
        }
        var together = [[SourceText]](repeating: [], count: readers.count)
        // Files read together stay in memory up to a budget; past it only their paths are kept and
        // they are read again if a later pass needs them, so memory stops growing with the tree.
        var kept = 0
        let extensions = byExtension
        let words = Self.searchedWords(readers, libraries: libraries)
        // Each searched word's index in the cache, looked up once for all files.
        let indices = words.map { table in table.map { store?.wordIndices($0.words) ?? [] } ?? [] }
        let chunkKind = chunkKind(words, settings: settings ?? "")
        let chunks = Self.chunks(of: files)
        // With a cache, a chunk none of whose files changed is taken whole, looked up on all
        // cores: its files are neither read nor looked up one by one (on a 10,000-file tree with
        // one file changed, that was a quarter of the run). Its files' results are then not in
        // ``shared``: another target's scan takes them from its own chunks, or from the cache.
        let keptChunks: [Chunk?] =
            if let store, !store.isEmpty {
                chunks.concurrentMap { chunk in store.keptMemo(Chunk.self, chunkKind, files: chunk) }
            } else {
                chunks.map { _ in nil }
            }
        // Chunks read this run, kept once all are read.
        var fresh: [(files: [(path: String, display: String)], value: Chunk)] = []
        for (chunk, keptChunk) in zip(chunks, keptChunks) {
            if let keptChunk, let store {
                WorkCounters.shared.record(.chunkKept, chunk.lazy.map(\.path))
                result.merge(keptChunk.contribution)
                let entries = store.kept(chunk.map(\.path))
                for file in keptChunk.together
                where chunk.indices.contains(file.position) && readers.indices.contains(file.reader) {
                    let item = chunk[file.position]
                    var found: SearchedWords.Found?
                    if let table = words[file.reader], let bits = file.found {
                        found = SearchedWords.Found(table: table, bits: bits)
                    }
                    together[file.reader].append(
                        SourceText(
                            path: item.display, diskPath: item.path, store: store,
                            found: found, kept: entries[file.position]))
                }
                continue
            }
            // The files unchanged since the last run, found with one lock for the chunk.
            let unchanged = store?.unchanged(chunk.map(\.path)) ?? [:]
            let outcomes = chunk.concurrentMap { file in
                read(
                    file, readers: readers, byExtension: extensions, words: words, wordIndices: indices,
                    unchanged: unchanged[file.path])
            }
            // What the chunk gave, merged as it is kept.
            let value = Chunk(chunk, outcomes) { readers[$0].readsTogether }
            result.merge(value.contribution)
            if store != nil { fresh.append((chunk, value)) }
            for (file, outcome) in zip(chunk, outcomes) {
                guard case .read(let index, _, let bytes, let found, let entry) = outcome, readers[index].readsTogether
                else { continue }
                if let bytes, kept + bytes.count <= Self.togetherMemoryBudget {
                    kept += bytes.count
                    together[index].append(
                        SourceText(
                            path: file.display, bytes: bytes, diskPath: file.path, store: store, found: found))
                } else {
                    together[index].append(
                        SourceText(
                            path: file.display, diskPath: file.path, store: store, found: found,
                            kept: entry))
                }
            }
        }
        // Kept off the run's way (a tenth of a cold run on the 10k tree when kept here).
        if let store, !fresh.isEmpty {
            let fresh = fresh
            store.keepLater { for chunk in fresh { store.keepMemo(chunk.value, chunkKind, files: chunk.files) } }
        }
        PhaseClock.mark("    each file")
        for (index, reader) in readers.enumerated() where reader.readsTogether {
            result.merge(reader.readTogether(together[index]))
        }
        if result.objectiveCNames.needsDefinitions {
            let names = result.objectiveCNames
            readDefinitionHeaders(
                into: &result, scanned: files, fontMacrosOnly: names.pending.isEmpty && names.propertyReads.isEmpty)
        }
        let properties = result.objectiveCNames.readProperties
        if !properties.isEmpty {
            readThemeFacts(into: &result, files: files + definitionHeaders, properties: properties)
        }
        result.resolveObjectiveCNames()
        return result
    }
}
