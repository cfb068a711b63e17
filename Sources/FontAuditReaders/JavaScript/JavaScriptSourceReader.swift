import FontAuditModel

/// React Native's JavaScript and TypeScript: every `fontFamily` iOS takes, its value followed
/// through the app's constants, theme objects, imports and re-exports, and evaluated by the one
/// name evaluator (``NameExpression``) the Swift front end uses. Read only where the app is a
/// React Native one: no Xcode target compiles these files, so the layout names them
/// (``SourceReader/readsEveryFile``).
package struct JavaScriptSourceReader: SourceReader {
    /// The specifiers the app's tooling rewrites (tsconfig `paths`, Babel's `alias`).
    package var aliases: [JavaScriptPathAlias] = []
    /// The families the app's Tailwind theme gives its `font-<key>` classes (NativeWind, Uniwind).
    package var fontTheme: TailwindFontTheme?
    /// Whether the app draws the SVG files it imports with react-native-svg (through
    /// `react-native-svg-transformer`): a file that imports one is read, for ``SourceContribution/importedSVG``.
    package var readsSVG = false
    /// The platform whose half of the app is read: its branches (`Platform.select`,
    /// `Platform.OS`) are taken, its files (`Label.android.tsx`) preferred, and its requests say it.
    package var platform: Platform = .iOS
    /// The modules the run's other scans made that no platform changes (nil: each is scanned).
    package var modules: JavaScriptModuleCache?

    package init(
        aliases: [JavaScriptPathAlias] = [], fontTheme: TailwindFontTheme? = nil, readsSVG: Bool = false,
        platform: Platform = .iOS, modules: JavaScriptModuleCache? = nil
    ) {
        self.aliases = aliases
        self.fontTheme = fontTheme
        self.readsSVG = readsSVG
        self.platform = platform
        self.modules = modules
    }

    package var extensions: Set<String> { ["js", "jsx", "ts", "tsx", "mjs", "cjs"] }

    /// Names resolve across modules, so no file's result is kept on its own.
    package var keepsEachFile: Bool { false }

    /// A folder's or a target's JavaScript is not the iOS app's unless it is a React Native app's.
    package var readsEveryFile: Bool { false }

    /// The API requests name: React Native's style key.
    static let api = "fontFamily"

    package func read(_ file: SourceFile) -> SourceContribution { SourceContribution() }

    /// The words a module must hold to be read before any name leads to it: a style's key, a
    /// run-time registration, a JSON file's name.
    static let words = [
        "fontFamily", "font-family", "useFonts", "loadAsync", ".json", "react-native-vector-icons", "loadFont",
        // A styled component of another (`styled(BodyText)`), which may ask the other's family.
        "styled(",
        // Tamagui's fonts and their tokens (``JavaScriptModuleScanner/readTamaguiFonts(into:)``).
        "createFont(", "createTamagui(",
    ].map(ByteSearch.Needle.init)

    /// The words a module that defines a theme holds (`export const LightTheme = {`,
    /// `const theme: Theme = {`).
    static let themeWords = ["Theme = ", "theme = ", "Theme: ", "theme: "].map(ByteSearch.Needle.init)

    package func readTogether(_ files: [SourceText]) -> SourceContribution {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // With a Tailwind theme of fonts, a file that gives an element a class may ask for one.
        let words =
            Self.words + (fontTheme?.isEmpty == false ? [ByteSearch.Needle("font-")] : [])
            + (readsSVG ? [ByteSearch.Needle(".svg")] : [])
        let first = files.filter { $0.containsAny(words) }
        var modules = first.concurrentMap { scan($0) }
        // The files that call a function of the app's that builds a style (`typography(…)`) ask
        // for that style's family, though they write no `fontFamily` themselves.
        let builders = Set(modules.flatMap { $0.functions.filter(\.value.writesFamily).keys }).sorted().map(
            ByteSearch.Needle.init)
        if !builders.isEmpty {
            let read = Set(first.map(\.path))
            modules += files.filter { !read.contains($0.path) && $0.containsAny(builders) }.concurrentMap {
                scan($0)
            }
        }
        modules += Self.styleUsers(of: modules, in: files).concurrentMap {
            scan($0)
        }
        // The users of a text component of the app's own, and of react-native-paper's `Text` where
        // the app configures Paper's fonts: each asks that family with its own style's weight,
        // though it writes no `fontFamily` itself.
        var users = Set(
            modules.filter { module in
                module.textComponent != nil || module.styledStyles.values.contains { $0.family != nil }
            }.flatMap { Self.importNeedles(of: $0.path) })
        if modules.contains(where: { !$0.paperFontConfigs.isEmpty }) { users.insert("react-native-paper") }
        if !users.isEmpty {
            let read = Set(modules.map(\.path))
            let needles = users.sorted().map(ByteSearch.Needle.init)
            modules += files.filter { !read.contains($0.path) && $0.containsAny(needles) }.concurrentMap {
                scan($0)
            }
        }
        // Tamagui's text elements with a weight or a slant as props, where the app makes its fonts.
        if modules.contains(where: { !$0.tamaguiFonts.isEmpty }) {
            let read = Set(modules.map(\.path))
            modules += files.filter { !read.contains($0.path) && $0.containsAny(Self.tamaguiPropWords) }
                .concurrentMap { scan($0) }
        }
        // Styles of the theme the app passes in: the modules that may define its themes.
        if modules.contains(where: { $0.requests.contains { JavaScriptModuleGraph.mentionsTheme($0.value) } }) {
            let read = Set(modules.map(\.path))
            modules += files.filter { file in
                !read.contains(file.path)
                    && (file.path.lowercased().contains("theme") || file.containsAny(Self.themeWords))
            }.concurrentMap { scan($0) }
        }
        // Names read as members of a value the module does not bind (`typography.fontByWeight.bold`
        // in a style function): the modules that write the member's key, each an object the app
        // may give it (``JavaScriptModuleGraph/structuralMember(_:in:)``).
        let memberKeys = Set(modules.flatMap(JavaScriptModuleGraph.memberKeys(of:)))
        if !memberKeys.isEmpty {
            let read = Set(modules.map(\.path))
            let needles = memberKeys.sorted().map { ByteSearch.Needle($0 + ":") }
            modules += files.filter { !read.contains($0.path) && $0.containsAny(needles) }.concurrentMap {
                scan($0)
            }
        }
        // Names read from a parameter declared with a type (`fonts: FontsType`): the modules that
        // declare a binding of that type, each a value the app may give it.
        let types = Set(modules.flatMap(Self.typesOfReadParameters))
        if !types.isEmpty {
            let read = Set(modules.map(\.path))
            let needles = types.sorted().map { ByteSearch.Needle(": " + $0) }
            modules += files.filter { !read.contains($0.path) && $0.containsAny(needles) }.concurrentMap {
                scan($0)
            }
        }
        // Names read from a function's parameters: the modules that import that function's, which
        // may call it, and theirs in turn where a call passes its own function's parameter on.
        var asking = modules.filter(Self.readsParameters)
        var asked = Set<String>()
        for _ in 0..<4 where !asking.isEmpty {
            asked.formUnion(asking.map(\.path))
            let read = Set(modules.map(\.path))
            let needles = Set(asking.flatMap { Self.importNeedles(of: $0.path) }).sorted().map(ByteSearch.Needle.init)
            modules += files.filter { !read.contains($0.path) && $0.containsAny(needles) }.concurrentMap {
                scan($0)
            }
            asking = modules.filter { module in
                !asked.contains(module.path) && byPath[module.path]?.containsAny(needles) == true
                    && Self.passesParameters(module)
            }
        }
        let store = JavaScriptModuleStore(paths: Set(byPath.keys), scanned: modules) { path in
            byPath[path].map { scan($0) }
        }
        var contribution = Self.contribution(of: modules, in: store, aliases: aliases, platform: platform)
        if let fontTheme {
            contribution.requests += Self.classRequests(of: modules, theme: fontTheme, platform: platform)
        }
        if readsSVG {
            contribution.importedSVG = Set(
                modules.flatMap { module in
                    module.svgSpecifiers.compactMap { JavaScriptModuleGraph.relativePath($0, from: module.path) }
                }
            ).sorted()
        }
        return contribution
    }

    /// The requests and open names of `modules`, evaluated together, with the other modules of
    /// `store` their names reach.
    static func contribution(
        of modules: [JavaScriptModule], in store: JavaScriptModuleStore, aliases: [JavaScriptPathAlias] = [],
        platform: Platform = .iOS
    ) -> SourceContribution {
        var graph = JavaScriptModuleGraph(store)
        graph.aliases = aliases
        graph.platform = platform.javaScriptName
        // Each request's expression first: making it reads the modules its names reach, whose
        // bindings the definitions then hold.
        var asked: [(module: JavaScriptModule, request: JavaScriptModule.Request, expression: NameExpression)] = []
        // Calls whose style the audit cannot tell, by function: open names where the function
        // builds a family for another call (a hook returning navigation options is no style).
        var unfollowed: [(function: String, name: DynamicFontName)] = []
        var builders = Set<String>()
        let results = CallResults()
        let calls = CallSites()
        for module in modules {
            for var request in module.requests {
                if request.spreadsCall {
                    // A style a function of the app's builds: its family, for these arguments.
                    switch spreadStyle(&request, in: module, graph: graph, results: results) {
                    case .family(let name, let function):
                        asked.append((module, request, .literal(name)))
                        builders.insert(function)
                    case .open(let function):
                        unfollowed.append(
                            (
                                function,
                                DynamicFontName(
                                    file: module.path, line: request.line, api: api, written: request.written,
                                    reason: OpenReason(.call, function))
                            ))
                    case .none: break
                    }
                    continue
                }
                // A spread is a use only of a style the app defines with a family.
                if let spread = request.spread, graph.value(of: spread + ["fontFamily"], in: module) == nil {
                    continue
                }
                // What iOS takes: nothing, where only another platform's branch gives a value.
                let value = graph.onPlatform(request.value, in: module)
                if case .none = value { continue }
                // A parameter of the function it is written in: what the app's calls pass it.
                if case .path(let path) = value, let function = request.inFunction,
                    module.parameterLists[function]?.contains(where: { $0.name == path.first }) == true,
                    let passed = parameterExpression(
                        path, function: function, in: module, graph: graph, calls: calls.index(graph))
                {
                    asked.append((module, request, passed))
                    continue
                }
                // A template of a component's props (`Kalam-${weight}`): each piece as its calls give it.
                if case .concatenation(let parts) = value, let function = request.inFunction,
                    let passed = templateExpression(
                        parts, function: function, in: module, graph: graph, calls: calls.index(graph))
                {
                    asked.append((module, request, passed))
                    continue
                }
                asked.append((module, request, graph.expression(value, in: module)))
            }
        }
        for module in modules {
            for array in module.styleArrays {
                guard let (request, expression) = styleArrayRequest(array, in: module, graph: graph) else { continue }
                asked.append((module, request, expression))
            }
        }
        asked += inheritedStyleRequests(of: modules, graph: graph)
        asked += componentUseRequests(of: modules, graph: graph)
        asked += tamaguiTraitRequests(of: modules, graph: graph)
        let (runtimeFonts, runtimeOpen) = runtimeFonts(of: modules, in: graph)
        let definitions = graph.definitions()
        let registered = RuntimeFamilies(runtimeFonts, open: runtimeOpen, platform: platform)
        var result = SourceContribution()
        result.dynamic = unfollowed.filter { builders.contains($0.function) }.map(\.name)
        result.runtimeFonts = runtimeFonts
        result.runtimeFamiliesOpen = runtimeOpen
        result.requiredJSON = Array(Set(modules.flatMap(\.jsonSpecifiers))).sorted()
        result.requests += iconRequests(of: modules, aliases: aliases)
        result.texts += textUses(of: modules, graph: graph, definitions: definitions)
        let tamagui = TamaguiTokens(modules)
        for (module, request, expression) in asked {
            let at = FontRequest(
                name: request.written, file: module.path, line: request.line, column: request.column, api: api,
                source: .javaScript, traits: request.traits, platform: platform, origin: nil)
            switch expression.evaluate(in: definitions) {
            case .known(let candidates):
                for candidate in candidates {
                    if let open = tamagui?.judge(candidate.text) {
                        if let open, !request.combined {
                            result.dynamic.append(
                                DynamicFontName(
                                    file: module.path, line: request.line, api: api, written: request.written,
                                    reason: open))
                        }
                        continue
                    }
                    switch registered.judge(candidate.text) {
                    case .fine: continue
                    case .asked: break
                    case .open:
                        if !request.combined {
                            result.dynamic.append(
                                DynamicFontName(
                                    file: module.path, line: request.line, api: api, written: request.written,
                                    reason: OpenReason(.runtimeRegistration)))
                        }
                        continue
                    }
                    var resolved = at
                    resolved.name = candidate.text
                    resolved.inheritedFrom = request.inheritedFrom
                    if case .literal = request.value {
                        resolved.origin = .literal
                    } else if let source = candidate.source {
                        resolved.followed = FollowedName(written: request.written, source: source)
                    }
                    result.requests.append(resolved)
                }
            case .open(let prefix, let suffix):
                if request.combined { continue }
                result.dynamic.append(
                    DynamicFontName(
                        file: module.path, line: request.line, api: api, prefix: prefix, suffix: suffix,
                        written: request.written, reason: expression.openReason(in: definitions)))
            }
        }
        return result
    }
}
