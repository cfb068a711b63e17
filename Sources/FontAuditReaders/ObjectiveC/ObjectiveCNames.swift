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

    /// A function-like macro whose body sends a font message: `#define BODY_FONT(size) [UIFont
    /// fontWithName:@"Brand-Book" size:size]`, or `#define FONT(name, s) [UIFont fontWithName:name
    /// size:s]`, whose name is the argument each use passes.
    package struct FontMacro: Sendable, Codable, Hashable {
        package var name: String
        /// The name the body asks for, when it writes a string (or a `#define` of its file gives one).
        package var value: String?
        /// The parameter that gives the name, by index, when the body passes one.
        package var parameter: Int?
        /// The word the body passes, when another file may define it.
        package var word: String?
        /// The message the body sends, as requests name it: `[UIFont fontWithName:size:]`.
        package var api: String
        package var platform: Platform?
        /// How the code writes it: `#define BODY_FONT(size)`.
        package var label: String
        package var file: String
        package var line: Int
    }

    /// A use of a word that may be a ``FontMacro``, written like a call: `BODY_FONT(14)`.
    package struct MacroUse: Sendable, Codable, Hashable {
        /// One argument: its string's value, or its one word, or neither.
        package struct Argument: Sendable, Codable, Hashable {
            package var literal: String?
            package var word: String?
        }

        package var macro: String
        package var arguments: [Argument]
        package var file: String
        package var line: Int
        package var column: Int
    }

    package var definitions: [Definition] = []
    package var pending: [Pending] = []
    package var macros: [FontMacro] = []
    package var macroUses: [MacroUse] = []
    /// Requests whose name is a property read through a class (``PropertyRead``).
    package var propertyReads: [PropertyRead] = []
    /// What the files that name a read property declare and assign.
    package var themeFacts = ThemeFacts()
    /// The headers each file imports, by file name, for the files that import any.
    package var imports: [String: [String]] = [:]

    package init() {}

    mutating func merge(_ other: ObjectiveCNames) {
        definitions += other.definitions
        pending += other.pending
        macros += other.macros
        macroUses += other.macroUses
        propertyReads += other.propertyReads
        themeFacts.merge(other.themeFacts)
        imports.merge(other.imports) { mine, _ in mine }
    }

    /// The pending requests resolved: each with the value its file sees (``FontRequest/followed``
    /// saying where), or open.
    /// Whether resolving needs the definitions of headers no scanned file is: a request or a
    /// possible macro use names a word its file does not define.
    var needsDefinitions: Bool { !pending.isEmpty || !macroUses.isEmpty || !propertyReads.isEmpty }

    /// Why a word has no value a file sees: several definitions that disagree, or none.
    func unresolved(_ word: String) -> OpenReason {
        OpenReason(definitions.contains { $0.name == word } ? .ambiguous : .undefined, word)
    }

    func resolved() -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        guard needsDefinitions else { return ([], []) }
        var lookup = Lookup(self)
        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        for item in pending {
            let symbol = item.request.name
            guard let first = lookup.definition(of: symbol, from: item.request.file) else {
                dynamic.append(
                    DynamicFontName(
                        file: item.request.file, line: item.request.line, api: item.request.api, written: symbol,
                        reason: unresolved(symbol)))
                continue
            }
            var request = item.request
            request.name = first.value
            request.origin = nil
            request.followed = FollowedName(
                written: symbol, source: ValueSource(label: first.label, file: first.file, line: first.line))
            requests.append(request)
        }
        let macroNames = Set(macros.map(\.name))
        for use in macroUses where macroNames.contains(use.macro) {
            guard let macro = lookup.macro(use.macro, from: use.file) else { continue }
            let argument = macro.parameter.flatMap { $0 < use.arguments.count ? use.arguments[$0] : nil }
            let word = macro.word ?? argument?.word
            let name =
                macro.value ?? argument?.literal ?? word.flatMap { lookup.definition(of: $0, from: use.file)?.value }
            guard let name else {
                dynamic.append(
                    DynamicFontName(
                        file: use.file, line: use.line, api: macro.api, written: use.macro,
                        reason: word.map(unresolved) ?? OpenReason(.parameter, use.macro)))
                continue
            }
            var request = FontRequest(
                name: name, file: use.file, line: use.line, column: use.column, api: macro.api, source: .objectiveC,
                platform: macro.platform, origin: nil)
            request.followed = FollowedName(
                written: use.macro + "(…)", source: ValueSource(label: macro.label, file: macro.file, line: macro.line))
            requests.append(request)
        }
        let theme = resolvedPropertyReads(&lookup)
        return (requests + theme.requests, dynamic + theme.dynamic)
    }

    /// The definitions and macros a file sees, found by name.
    struct Lookup {
        let names: ObjectiveCNames
        let byName: [String: [Definition]]
        let macrosByName: [String: [FontMacro]]
        /// Files by name, for following imports (a name shared by two files stands for both): the
        /// files that import, and those that define.
        let byFileName: [String: [String]]
        var seenFrom: [String: Set<String>] = [:]

        init(_ names: ObjectiveCNames) {
            self.names = names
            byName = Dictionary(grouping: names.definitions, by: \.name)
            macrosByName = Dictionary(grouping: names.macros, by: \.name)
            byFileName = Dictionary(
                grouping: Set(names.imports.keys).union(names.definitions.map(\.file)).union(names.macros.map(\.file)),
                by: ObjectiveCNames.fileName)
        }

        mutating func seen(from file: String) -> Set<String> {
            if let seen = seenFrom[file] { return seen }
            let seen = names.visibleFiles(from: file, byFileName: byFileName)
            seenFrom[file] = seen
            return seen
        }

        /// The definition of `symbol` that `file` sees, when every one it may see agrees.
        mutating func definition(of symbol: String, from file: String) -> Definition? {
            let found = byName[symbol] ?? []
            let seen = seen(from: file)
            let visible = found.filter { seen.contains($0.file) || $0.file.hasSuffix(".pch") }
            // Seen from no import: a name a header or an `extern` constant gives the whole program,
            // never a `#define` or a `static` constant of another `.m`, which only that file sees.
            let chosen = visible.isEmpty ? found.filter(\.isShared) : visible
            guard let first = chosen.first, chosen.allSatisfy({ $0.value == first.value }) else { return nil }
            return first
        }

        /// The font macro `name` that `file` sees: its own, an imported header's or a prefix
        /// header's, when every one it sees agrees. A header it does not import is not read for
        /// it (another target's or a library's macro of the same name is not this file's).
        mutating func macro(_ name: String, from file: String) -> FontMacro? {
            let found = macrosByName[name] ?? []
            let seen = seen(from: file)
            let chosen = found.filter { seen.contains($0.file) || $0.file.hasSuffix(".pch") }
            guard let first = chosen.first,
                chosen.allSatisfy({
                    $0.value == first.value && $0.parameter == first.parameter && $0.word == first.word
                })
            else { return nil }
            return first
        }
    }

    /// The file itself and the headers it imports, through the headers they import in turn.
    fileprivate func visibleFiles(from file: String, byFileName: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [file]
        var work = [file]
        while let current = work.popLast() {
            for name in imports[current] ?? [] {
                for header in byFileName[name] ?? [] where seen.insert(header).inserted { work.append(header) }
            }
        }
        return seen
    }

    fileprivate static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }
}
