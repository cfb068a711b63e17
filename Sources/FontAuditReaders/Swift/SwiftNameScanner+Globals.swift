import FontAuditModel
import FontInspectorModel

extension SwiftNameScanner {
    /// `requests`, each written in a global (``FontAuditModel/FontRequest/global``) keeping the
    /// global's name only when nothing else in `files` names it: written anywhere in another file,
    /// or again in its own (a match inside a longer word counts, which only keeps a request where
    /// it is). A global of `main.swift` is named wherever it is compiled: that file's top-level
    /// code initializes its globals in order.
    static func markingNamedGlobals(_ requests: [FontRequest], in files: [SourceText]) -> [FontRequest] {
        guard requests.contains(where: { $0.global != nil }) else { return requests }
        var requests = requests
        for index in requests.indices
        where requests[index].global != nil && FileName.lastComponent(of: requests[index].file) == "main.swift" {
            requests[index].global = nil
        }
        var unnamed = Set(
            requests.compactMap { request in request.global.map { Global(name: $0, file: request.file) } })
        let needles = Dictionary(unnamed.map { ($0.name, ByteSearch.Needle($0.name)) }, uniquingKeysWith: { a, _ in a })
        for file in files where !unnamed.isEmpty {
            let own = unnamed.filter { $0.file == file.path }
            let others = Set(unnamed.subtracting(own).map(\.name)).sorted()
            let found: [String]
            if own.isEmpty {
                found = zip(others, file.holdsEach(others.map { needles[$0]! })).filter(\.1).map(\.0)
            } else {
                // In its own file the declaration names a global once; the file is read once for all.
                let bytes = file.load()
                for global in own where ByteSearch.offsets(of: needles[global.name]!, in: bytes).count > 1 {
                    unnamed.remove(global)
                }
                found = others.filter { ByteSearch.contains(bytes, needles[$0]!) }
            }
            let named = Set(found)
            unnamed = unnamed.filter { $0.file == file.path || !named.contains($0.name) }
        }
        for index in requests.indices {
            if let global = requests[index].global, !unnamed.contains(Global(name: global, file: requests[index].file))
            {
                requests[index].global = nil
            }
        }
        return requests
    }

    /// A global, by its name and the file that declares it.
    private struct Global: Hashable {
        var name: String
        var file: String
    }
}
