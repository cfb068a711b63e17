import FontInspectorModel
import FontInspectorReading
import FontAuditModel
import FontInspector
import Foundation

/// Reads every source file once and hands it to the ``SourceReader`` for its kind (``readers``):
/// Swift (swift-syntax), Objective-C (a tokenizer), Interface Builder (XML) and style
/// dictionaries (JSON and plists). Strings tables are only listed, for ``LocalizationReader``.
package struct SourceScanner {
    package init(styleNameKey: String = "fontName", styleSizeKey: String = "fontSize", cache: ScanCache? = nil,
                 libraries: [RegistrationLibrary] = RegistrationLibrary.builtIn) {
        self.styleNameKey = styleNameKey
        self.styleSizeKey = styleSizeKey
        self.cache = cache
        self.libraries = libraries
    }

    /// The key of a style dictionary entry that holds the font name.
    var styleNameKey = "fontName"
    /// The key that holds the size in points.
    var styleSizeKey = "fontSize"
    /// Results shared with the other scans of the run, if any.
    package var cache: ScanCache?
    /// The registration libraries whose calls register fonts: FontBlaster, and the helpers
    /// `.fontaudit.yml` declares.
    package var libraries = RegistrationLibrary.builtIn

    /// How many bytes of source a reader that reads its files together (Swift) keeps in memory
    /// between the passes.
    static let togetherMemoryBudget = 64 << 20

    /// Every source reader, by the extensions it takes: the registry ``scan(paths:)`` dispatches
    /// through. A new kind of source file is a ``SourceReader`` added here.
    package var readers: [any SourceReader] {
        [SwiftSourceReader(libraries: libraries, cache: cache),
         ObjectiveCSourceReader(libraries: libraries),
         InterfaceBuilderSourceReader(),
         StyleDictionarySourceReader(scanner: StyleDictionaryScanner(nameKey: styleNameKey, sizeKey: styleSizeKey))]
    }

    /// File extensions read as sources: the readers', and the strings tables kept for later.
    package static let extensions: Set<String> = SourceScanner().readers.reduce(LocalizationReader.extensions) { $0.union($1.extensions) }

    func scan(_ files: [(url: URL, display: String)]) -> SourceContribution {
        scan(paths: files.map { ($0.url.path, $0.display) })
    }

    /// Scans files given by path (cheaper than URLs on Linux, where building one parses it): each
    /// file is read once and given to the reader of its extension, in the order given; then each
    /// reader that needs every file at once (Swift) reads them together.
    package func scan(paths files: [(path: String, display: String)]) -> SourceContribution {
        var result = SourceContribution()
        let readers = readers
        var byExtension: [String: Int] = [:]
        for (index, reader) in readers.enumerated() {
            for ext in reader.extensions { byExtension[ext] = index }
        }
        var together = [[SwiftNameScanner.File]](repeating: [], count: readers.count)
        // Files read together stay in memory up to a budget; past it only their paths are kept and
        // they are read again if a later pass needs them, so memory stops growing with the tree.
        var kept = 0
        for file in files {
            let ext = FileName.pathExtension(of: file.path)
            if LocalizationReader.extensions.contains(ext) {
                result.localizationFiles.append(file)
                continue
            }
            guard let index = byExtension[ext] else { continue }
            let reader = readers[index]
            if reader.keepsEachFile, let cached = cache?.other.withLock({ $0[file.display] }) {
                result.merge(cached)
                continue
            }
            guard let data = FileData.read(file.path) else {
                if access(file.path, F_OK) != 0, errno == ENOENT {
                    result.missing.append(file.display)
                } else {
                    result.problems.append((file.display, "cannot be read: check that it is a file and its permissions"))
                }
                continue
            }
            let source = SourceFile(display: file.display, data: data)
            let one = reader.read(source)
            if reader.keepsEachFile { cache?.other.withLock { $0[file.display] = one } }
            result.merge(one)
            guard reader.readsTogether else { continue }
            if kept + data.count <= Self.togetherMemoryBudget {
                kept += data.count
                together[index].append(SwiftNameScanner.File(path: file.display, bytes: source.bytes, diskPath: file.path))
            } else {
                together[index].append(SwiftNameScanner.File(path: file.display, diskPath: file.path))
            }
        }
        for (index, reader) in readers.enumerated() where reader.readsTogether {
            result.merge(reader.readTogether(together[index]))
        }
        return result
    }
}
