import FontAuditModel

/// What Objective-C files define and ask for by a name another file may define: a `#define` or a
/// `NSString *const` in a header (or a `.pch`), an `extern NSString *const` defined in another
/// file. Each file's scan gives its own definitions and the requests whose name is such a word;
/// once every file is read (``SourceContribution/resolveObjectiveCNames()``), each request is
/// lowered to a ``NameExpression`` (a ``NameExpression/word(_:file:)`` the file sees through its
/// imports, ``NameScope``) and evaluated by the evaluator every front end shares. The rest stay open.
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

    /// The scope the evaluator looks words up in (``NameScope``): every file's definitions and
    /// imports, a prefix header's seen by every file, for the files that look words up.
    func scope(lookingUp files: Set<String>) -> NameScope {
        NameScope(
            definitions: definitions.map {
                NameScope.Definition(
                    name: $0.name, value: $0.value, source: ValueSource(label: $0.label, file: $0.file, line: $0.line),
                    shared: $0.isShared)
            },
            includes: imports,
            seenByAll: Set((definitions.map(\.file) + macros.map(\.file)).filter { $0.hasSuffix(".pch") }),
            files: macros.map(\.file), lookingUp: files)
    }

    /// A request as the front end lowers it: the request at its place, the name as written, and
    /// the expression the evaluator gives values to.
    struct Lowered {
        var request: FontRequest
        /// The name as the request's ``FontRequest/followed`` says it was written.
        var written: String
        /// The name as an open name's list says it was written.
        var openWritten: String
        var expression: NameExpression

        init(request: FontRequest, written: String, openWritten: String? = nil, expression: NameExpression) {
            self.request = request
            self.written = written
            self.openWritten = openWritten ?? written
            self.expression = expression
        }

        func open(_ reason: OpenReason) -> DynamicFontName {
            DynamicFontName(
                file: request.file, line: request.line, api: request.api, written: openWritten, reason: reason)
        }
    }

    /// The pending requests, macro uses and property reads lowered to ``NameExpression`` and
    /// evaluated, as every front end's names are: each value a request (``FontRequest/followed``
    /// saying where), or the name open, with why.
    func resolved() -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        guard needsDefinitions else { return ([], []) }
        var constants = NameDefinitions()
        constants.scope = scope(
            lookingUp: Set(pending.map(\.request.file) + macroUses.map(\.file) + themeFacts.assignments.map(\.file)))
        var lowered: [Lowered] = pending.map { item in
            var request = item.request
            request.origin = nil
            return Lowered(
                request: request, written: item.request.name,
                expression: .word(item.request.name, file: item.request.file))
        }
        let macrosByName = Dictionary(grouping: macros, by: \.name)
        for use in macroUses {
            guard let found = macrosByName[use.macro],
                let macro = Self.macro(among: found, from: use.file, in: constants.scope)
            else { continue }
            let argument = macro.parameter.flatMap { $0 < use.arguments.count ? use.arguments[$0] : nil }
            let word = macro.word ?? argument?.word
            let inner: NameExpression =
                if let value = macro.value ?? argument?.literal {
                    .literal(value)
                } else if let word {
                    .word(word, file: use.file)
                } else {
                    .open(OpenReason(.parameter, use.macro))
                }
            lowered.append(
                Lowered(
                    request: FontRequest(
                        name: use.macro, file: use.file, line: use.line, column: use.column, api: macro.api,
                        source: .objectiveC, platform: macro.platform, origin: nil),
                    written: use.macro + "(…)", openWritten: use.macro,
                    expression: .sourced(inner, ValueSource(label: macro.label, file: macro.file, line: macro.line))))
        }
        lowered += loweredPropertyReads()
        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        for item in lowered {
            switch item.expression.evaluate(in: constants) {
            case .known(let candidates) where candidates.count <= Self.maximumPropertyValues:
                for candidate in candidates.sorted(by: { $0.text < $1.text }) {
                    var request = item.request
                    request.name = candidate.text
                    request.followed = candidate.source.map { FollowedName(written: item.written, source: $0) }
                    requests.append(request)
                }
            case .known:
                dynamic.append(item.open(OpenReason(.tooManyValues)))
            case .open:
                dynamic.append(item.open(item.expression.openReason(in: constants)))
            }
        }
        return (requests, dynamic)
    }

    /// The font macro of those `found` by its name that `file` sees: its own, an imported header's or a prefix header's,
    /// when every one it sees agrees. A header it does not import is not read for it (another
    /// target's or a library's macro of the same name is not this file's).
    static func macro(among found: [FontMacro], from file: String, in scope: NameScope) -> FontMacro? {
        let visible = scope.visibleFiles(from: file)
        let chosen = found.filter { scope.sees($0.file, visible: visible) }
        guard let first = chosen.first,
            chosen.allSatisfy({ $0.value == first.value && $0.parameter == first.parameter && $0.word == first.word })
        else { return nil }
        return first
    }
}
