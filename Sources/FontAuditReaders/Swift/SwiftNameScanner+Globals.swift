import FontAuditModel
import FontInspectorModel

extension SwiftNameScanner {
    /// `requests`, each written in a global (``FontAuditModel/FontRequest/global``) keeping the
    /// global's name only when nothing else in `files` names it: written anywhere in another file,
    /// or again in its own (a match inside a longer word counts, which only keeps a request where
    /// it is). A global of `main.swift` is named wherever it is compiled: that file's top-level
    /// code initializes its globals in order.
    static func markingNamedGlobals(_ requests: [FontRequest], in files: [File]) -> [FontRequest] {
        guard requests.contains(where: { $0.global != nil }) else { return requests }
        var requests = requests
        for index in requests.indices
        where requests[index].global != nil && FileName.lastComponent(of: requests[index].file) == "main.swift" {
            requests[index].global = nil
        }
        let globals = Set(
            requests.compactMap { request in request.global.map { Global(name: $0, file: request.file) } }
        )
        .sorted { ($0.file, $0.name) < ($1.file, $1.name) }
        guard !globals.isEmpty else { return requests }
        let names = Array(Set(globals.map(\.name))).sorted()
        let needles = names.map(ByteSearch.Needle.init)
        let slot = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var named = Set<Global>()
        let declaring = Set(globals.map(\.file))
        for file in files {
            var unnamed = globals.filter { !named.contains($0) }
            guard !unnamed.isEmpty else { break }
            if declaring.contains(file.path) {
                // In its own file the declaration names it once.
                let bytes = file.load()
                for global in unnamed where global.file == file.path {
                    if ByteSearch.offsets(of: needles[slot[global.name]!], in: bytes).count > 1 { named.insert(global) }
                }
                unnamed = unnamed.filter { $0.file != file.path && !named.contains($0) }
                guard !unnamed.isEmpty else { continue }
            }
            let asked = Array(Set(unnamed.map(\.name))).sorted()
            for (name, holds) in zip(asked, file.holdsEach(asked.map { needles[slot[$0]!] })) where holds {
                for global in unnamed where global.name == name && global.file != file.path { named.insert(global) }
            }
        }
        for index in requests.indices {
            if let global = requests[index].global, named.contains(Global(name: global, file: requests[index].file)) {
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
