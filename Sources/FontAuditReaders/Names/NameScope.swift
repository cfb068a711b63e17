import FontAuditModel

/// Words a file sees through the files it includes, as C's preprocessor and file-scope constants
/// give them (Objective-C's `#define` and `NSString *const`): the value of a word at a file
/// (``NameExpression/word(_:file:)``) is the one every definition the file may see agrees on, its
/// own, an included file's (through the files those include) or one every file sees (a prefix
/// header's); seen from none, the one the definitions shared by the whole program agree on (a
/// header's, an `extern` constant's). Definitions that disagree, or none, leave it open.
///
/// A front end fills it with its files' definitions and includes; the evaluator asks it.
package struct NameScope: Sendable, Codable, Hashable {
    /// A value a file gives a word.
    package struct Definition: Sendable, Codable, Hashable {
        package var name: String
        package var value: String
        /// Where, as the code writes it (`#define BRAND_BOLD`), for the request's `followed`.
        package var source: ValueSource
        /// Whether a file that does not include its file sees it (a header's, an `extern` constant's).
        package var shared: Bool

        package init(name: String, value: String, source: ValueSource, shared: Bool) {
            self.name = name
            self.value = value
            self.source = source
            self.shared = shared
        }
    }

    private var byName: [String: [Definition]] = [:]
    /// The files each file includes, by file name.
    private var includes: [String: [String]] = [:]
    /// The files by file name, for following includes (a name shared by two files stands for both).
    private var byFileName: [String: [String]] = [:]
    /// Files every file sees (prefix headers).
    private var seenByAll: Set<String> = []
    /// What each file that looks words up sees, made once.
    private var visible: [String: Set<String>] = [:]

    package init() {}

    /// A scope of `definitions`, with each file's includes (by file name), the files every file
    /// sees, other files an include may name (`files`), and the files words are looked up from.
    package init(
        definitions: [Definition], includes: [String: [String]], seenByAll: Set<String>, files: [String],
        lookingUp: Set<String>
    ) {
        byName = Dictionary(grouping: definitions, by: \.name)
        self.includes = includes
        self.seenByAll = seenByAll
        byFileName = Dictionary(
            grouping: Set(includes.keys).union(definitions.map(\.source.file)).union(files), by: Self.fileName)
        // A prefix header is seen by every file, and so is every header it imports (issue 82: the
        // theme's macros in a header only the `.pch` imports).
        let prefixHeaders = Set(includes.keys).union(seenByAll).filter { $0.hasSuffix(".pch") }
        for header in prefixHeaders.sorted() { self.seenByAll.formUnion(visibleFiles(from: header)) }
        for file in lookingUp { visible[file] = visibleFiles(from: file) }
    }

    /// Whether any file defines `word`.
    package func defines(_ word: String) -> Bool { byName[word] != nil }

    /// The file itself and the files it includes, through the files they include in turn.
    package func visibleFiles(from file: String) -> Set<String> {
        if let known = visible[file] { return known }
        var seen: Set<String> = [file]
        var work = [file]
        while let current = work.popLast() {
            for name in includes[current] ?? [] {
                for included in byFileName[name] ?? [] where seen.insert(included).inserted { work.append(included) }
            }
        }
        return seen
    }

    /// Whether `file`, which sees `visible`, sees what `other` defines.
    package func sees(_ other: String, visible: Set<String>) -> Bool {
        visible.contains(other) || seenByAll.contains(other)
    }

    /// The definition of `word` that `file` sees, when every one it may see agrees.
    package func definition(of word: String, from file: String) -> Definition? {
        let found = byName[word] ?? []
        guard !found.isEmpty else { return nil }
        let visible = visibleFiles(from: file)
        let seen = found.filter { sees($0.source.file, visible: visible) }
        // Seen from no include: a name the whole program shares, never one only its file sees.
        let chosen = seen.isEmpty ? found.filter(\.shared) : seen
        guard let first = chosen.first, chosen.allSatisfy({ $0.value == first.value }) else { return nil }
        return first
    }

    /// Why `word` has no value a file sees: definitions that disagree, or none.
    package func reason(_ word: String) -> OpenReason {
        OpenReason(defines(word) ? .ambiguous : .undefined, word)
    }

    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }
}
