import FontAuditCache
import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// The string literals of the Swift files under a folder that spell one of a few names, read once:
/// where `static let bold = "Brand-Bold"` is, to edit a name once where it is defined.
struct SwiftDefinitionIndex {
    struct Definition {
        let file: String
        let line: Int
        let range: Range<Int>
    }

    /// The files that hold one of the names as a literal, with their literals.
    private var parsed: [(file: String, literals: SwiftLiterals)] = []

    /// Reads every Swift file under `root` (but the folders no bundle takes, as the audit skips
    /// them) and parses those holding `"name"` for one of `names`.
    init(root: String, names: Set<String>, store: RunCache? = nil, walks: WalkCache? = nil) {
        let words = names.sorted().map { "\"\($0)\"" }
        let needles = words.map(ByteSearch.Needle.init)
        var walker = DirectoryWalker(cache: walks)
        _ = walker.walk(root) { event in
            switch event {
            case .folder(let item):
                return !TreeSurvey.isSkippedInSources(item.name) && !item.name.hasPrefix(".build")
            case .file(let item):
                guard item.name.hasSuffix(".swift") else { return false }
                // With a cache, a file unchanged since the last run is read only if it held a name.
                var loaded: [UInt8]?
                func load() -> [UInt8] {
                    if loaded == nil { loaded = FileData.readBytes(item.path) ?? [] }
                    return loaded ?? []
                }
                let holds =
                    if let store {
                        words.contains { store.contains($0, in: item.path, load: load) }
                    } else {
                        needles.contains { ByteSearch.contains(load(), $0) }
                    }
                let bytes = holds ? load() : []
                if holds, bytes.count <= 16 << 20 {
                    parsed.append((item.relativePath, SwiftLiterals(bytes)))
                }
                return false
            default:
                return false
            }
        }
    }

    /// The literals spelling `text` that define what `origin` names.
    func definitions(of origin: NameOrigin, spelling text: String) -> [Definition] {
        parsed.flatMap { file in
            file.literals.definitions(of: origin, spelling: text).map {
                Definition(file: file.file, line: $0.line, range: $0.range)
            }
        }
    }
}
