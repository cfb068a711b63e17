import FontAuditModel

/// What Objective-C files define and ask for by a name another file may define: a `#define` or a
/// `NSString *const` in a header (or a `.pch`), an `extern NSString *const` defined in another
/// file. Each file's scan gives its own definitions and the requests whose name is such a word;
/// once every file is read (``SourceContribution/resolveObjectiveCNames()``), each request takes
/// the definition its file sees: one in a header it imports (directly or through other headers) or
/// in a prefix header, else the one value every definition of that name agrees on. The rest stay
/// open.
package struct ObjectiveCNames: Sendable, Codable, Hashable {
    /// A name a file gives a string: `#define BRAND_BOLD @"Brand-Bold"`, `NSString *const kBrandBold = @"Brand-Bold";`.
    package struct Definition: Sendable, Codable, Hashable {
        package var name: String
        package var value: String
        /// How the code writes it: `#define BRAND_BOLD`, `NSString *const kBrandBold`.
        package var label: String
        package var file: String
        package var line: Int

        /// Whether another file may see it without importing its file: a definition in a header,
        /// or a non-`static` constant of an implementation file (an `extern` one's definition).
        var isShared: Bool {
            let header = file.hasSuffix(".h") || file.hasSuffix(".pch")
            return header || (label.hasPrefix("NSString *const") && !label.hasPrefix("static"))
        }
    }

    /// A request whose name argument is one word its own file does not define.
    package struct Pending: Sendable, Codable, Hashable {
        /// The request, its ``FontRequest/name`` the word.
        package var request: FontRequest
    }

    package var definitions: [Definition] = []
    package var pending: [Pending] = []
    /// The headers each file imports, by file name, for the files that import any.
    package var imports: [String: [String]] = [:]

    package init() {}

    mutating func merge(_ other: ObjectiveCNames) {
        definitions += other.definitions
        pending += other.pending
        imports.merge(other.imports) { mine, _ in mine }
    }

    /// The pending requests resolved: each with the value its file sees (``FontRequest/followed``
    /// saying where), or open.
    func resolved() -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        guard !pending.isEmpty else { return ([], []) }
        let byName = Dictionary(grouping: definitions, by: \.name)
        // Files by name, for following imports (a name shared by two files stands for both): the
        // files that import, and those that define.
        let byFileName = Dictionary(grouping: Set(imports.keys).union(definitions.map(\.file)), by: Self.fileName)
        var seenFrom: [String: Set<String>] = [:]
        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        for item in pending {
            let symbol = item.request.name
            let found = byName[symbol] ?? []
            let file = item.request.file
            let seen = seenFrom[file] ?? visibleFiles(from: file, byFileName: byFileName)
            seenFrom[file] = seen
            let visible = found.filter { seen.contains($0.file) || $0.file.hasSuffix(".pch") }
            // Seen from no import: a name a header or an `extern` constant gives the whole program,
            // never a `#define` or a `static` constant of another `.m`, which only that file sees.
            let chosen = visible.isEmpty ? found.filter(\.isShared) : visible
            guard let first = chosen.first, chosen.allSatisfy({ $0.value == first.value }) else {
                dynamic.append(DynamicFontName(file: item.request.file, line: item.request.line, api: item.request.api))
                continue
            }
            var request = item.request
            request.name = first.value
            request.origin = nil
            request.followed = FollowedName(
                written: symbol, source: ValueSource(label: first.label, file: first.file, line: first.line))
            requests.append(request)
        }
        return (requests, dynamic)
    }

    /// The file itself and the headers it imports, through the headers they import in turn.
    private func visibleFiles(from file: String, byFileName: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [file]
        var work = [file]
        while let current = work.popLast() {
            for name in imports[current] ?? [] {
                for header in byFileName[name] ?? [] where seen.insert(header).inserted { work.append(header) }
            }
        }
        return seen
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }
}
