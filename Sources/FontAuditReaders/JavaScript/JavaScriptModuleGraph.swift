import FontAuditModel

/// The modules of a React Native app together: each name a file writes made the module-qualified
/// path of the binding it reaches, through imports, re-exports (`export * from`, an `index.ts`
/// barrel), default exports and aliases; and every binding a definition of the one name evaluator
/// (``NameDefinitions``), keyed by that path. A name whose binding the audit cannot reach (a
/// package, a path alias, a prop, a local) is open, never guessed.
struct JavaScriptModuleGraph {
    /// The app's modules, each read the first time a name reaches it.
    let modules: JavaScriptModuleStore
    /// The specifiers the app's tooling rewrites (`@/theme`).
    var aliases: [JavaScriptPathAlias] = []
    /// The app's themes, found once (``themes()``).
    let themeCache = ThemeCache()
    /// The strings the app's module-level objects hold, by member path, made once per set of
    /// modules read (``structuralMember(_:in:)``).
    let memberIndex = MemberIndex()
    /// The platform the app's names are judged for, as `Platform.OS` names it: the choices on the
    /// platform (`Platform.select`, `Platform.OS === 'ios' ? … : …`, `isIOS`) are made for it.
    var platform = "ios"

    init(_ modules: JavaScriptModuleStore) {
        self.modules = modules
    }

    /// What a name reaches: a binding of a module, or a whole module (`import * as fonts`).
    enum Target: Hashable {
        /// A binding's path: its name, then members (`default.bold` of CommonJS's `module.exports`).
        case binding(module: String, path: [String])
        case namespace(String)
    }

    /// The first key of a module's paths: no JavaScript name can be it.
    static func marker(_ module: String) -> String { "⟨\(module)⟩" }

    // MARK: Names

    /// What the name `name` reaches in `module`: its own binding (unless the file binds it again
    /// inside a function), or what its import reaches.
    func target(of name: String, in module: JavaScriptModule, depth: Int = 0) -> Target? {
        guard depth < 12, !module.rebound.contains(name) else { return nil }
        if module.bindings[name] != nil { return .binding(module: module.path, path: [name]) }
        guard let imported = module.imports[name],
            let path = self.module(imported.specifier, from: module.path), let source = modules[path]
        else { return nil }
        if imported.name == "require" {
            return export("default", of: source, depth: depth + 1) ?? .namespace(path)
        }
        return export(imported.name, of: source, depth: depth + 1)
    }

    /// What `module` exports as `name`.
    func export(_ name: String, of module: JavaScriptModule, depth: Int) -> Target? {
        guard depth < 12 else { return nil }
        if name == "*" { return .namespace(module.path) }
        switch module.exports[name] {
        case .local(let local):
            return module.bindings[local] != nil
                ? .binding(module: module.path, path: [local]) : target(of: local, in: module, depth: depth + 1)
        case .reexport(let imported):
            guard let path = self.module(imported.specifier, from: module.path), let source = modules[path] else {
                return nil
            }
            return export(imported.name, of: source, depth: depth + 1)
        case nil:
            // CommonJS: `module.exports = {…}` is the default export, and its members are named ones.
            if name != "default", module.exports["default"] == nil, module.bindings["default"] != nil,
                module.bindings["default"]?.value.member(name) != nil
            {
                return .binding(module: module.path, path: ["default", name])
            }
            // `export * from`: the one module that exports the name.
            let found = module.starExports.compactMap { specifier -> Target? in
                guard let path = self.module(specifier, from: module.path), let source = modules[path] else {
                    return nil
                }
                return export(name, of: source, depth: depth + 1)
            }
            return found.count == 1 ? found[0] : nil
        }
    }

    /// The binding `path` written in `module` reaches: its module, its key (the binding's name, with
    /// members for CommonJS's `module.exports`), and the members `path` asks of it after that; an
    /// `import * as theme` namespace is walked into (`theme.fonts` is that module's `fonts`).
    private func reach(_ path: [String], in module: JavaScriptModule, depth: Int)
        -> (owner: JavaScriptModule, key: [String], rest: [String])?
    {
        guard depth < 12, let first = path.first, var target = target(of: first, in: module) else { return nil }
        var rest = Array(path.dropFirst())
        while case .namespace(let name) = target {
            guard let next = rest.first, let source = modules[name],
                let inner = export(next, of: source, depth: depth + 1)
            else { return nil }
            target = inner
            rest.removeFirst()
        }
        guard case .binding(let name, let key) = target, let owner = modules[name] else { return nil }
        return (owner, key, rest)
    }

    /// The function of the app's `path` names in `module` (`typography`, `fonts.make`), with the
    /// module that defines it and the name it binds it to; nil for a name no function of the
    /// app's is bound to.
    func function(_ path: [String], in module: JavaScriptModule) -> (JavaScriptFunction, JavaScriptModule, String)? {
        guard let (owner, key, rest) = reach(path, in: module, depth: 0), key.count == 1, rest.isEmpty,
            let function = owner.functions[key[0]]
        else { return nil }
        return (function, owner, key[0])
    }

    /// The top-level function of the app's `path` names in `module`, with the module that defines
    /// it and its name, its body kept or not (a component's).
    func functionName(_ path: [String], in module: JavaScriptModule) -> (owner: JavaScriptModule, name: String)? {
        guard let (owner, key, rest) = reach(path, in: module, depth: 0), key.count == 1, rest.isEmpty,
            owner.parameterLists[key[0]] != nil
        else { return nil }
        return (owner, key[0])
    }

    /// The module-qualified path of `path` as `module` writes it (`fonts.bold` →
    /// `⟨src/theme.ts⟩.fonts.bold`); nil when its first name reaches no binding.
    func qualified(_ path: [String], in module: JavaScriptModule, depth: Int = 0) -> [String]? {
        guard let (owner, key, rest) = reach(path, in: module, depth: depth) else { return nil }
        return qualified(key, rest, of: owner, depth: depth)
    }

    /// The module-qualified path of the binding `key` of `owner` and the members `rest` asks of it.
    func qualified(_ key: [String], _ rest: [String], of owner: JavaScriptModule, depth: Int = 0) -> [String]? {
        // An alias on the way, `const F = fonts`, `export default fonts`, or a member that names
        // another binding (`primary: fonts.gothamSsm` for `typography.primary.medium`): the path
        // it names, with the members asked after it.
        if depth < 12, var value = owner.bindings[key[0]]?.value {
            var members = Array(key.dropFirst()) + rest
            for index in 0...members.count {
                if case .path(let aliased) = value {
                    return qualified(aliased + members[index...], in: owner, depth: depth + 1)
                }
                if index < members.count,
                    let spread = value.spreadSource(
                        of: members[index],
                        lacks: { lacks(members[index], spread: $0, in: owner, depth: depth + 1) })
                {
                    return qualified(spread + members[index...], in: owner, depth: depth + 1)
                }
                guard index < members.count,
                    let inner = value.member(
                        members[index], lacks: { lacks(members[index], spread: $0, in: owner, depth: depth + 1) })
                else { break }
                // Found under its shadow key: the definitions hold it there.
                members[index] = inner.key
                value = inner.value
            }
            return [Self.marker(owner.path), key[0]] + members
        }
        return [Self.marker(owner.path)] + key + rest
    }

    // MARK: Expressions

    /// `value`, written in `module`, as the name evaluator's expression.
    func expression(_ value: JavaScriptValue, in module: JavaScriptModule) -> NameExpression {
        switch value {
        case .literal(let text): return .literal(text)
        case .path(let path):
            if let qualified = qualified(path, in: module) { return .reference(qualified) }
            return passedTheme(path, in: module) ?? structuralMember(path, in: module) ?? .unknown
        case .concatenation(let parts): return .concatenation(parts.map { expression($0, in: module) })
        case .oneOf(let parts):
            let kept = parts.filter { if case .none = $0 { false } else { true } }
            return kept.count == 1 ? expression(kept[0], in: module) : .oneOf(kept.map { expression($0, in: module) })
        case .platformChoice:
            let chosen = onPlatform(value, in: module)
            if case .platformChoice = chosen { return .unknown }
            return expression(chosen, in: module)
        case .fallback:
            let chosen = onPlatform(value, in: module)
            if case .fallback = chosen { return .unknown }
            return expression(chosen, in: module)
        case .call(let path, let arguments):
            // A function of the app's, followed for these arguments: the name it gives.
            let evaluator = JavaScriptCallEvaluator(graph: self)
            guard let result = evaluator.call(path, arguments.map { evaluator.bound($0, module) }, in: module),
                case .string(let name)? = try? evaluator.semantics.force(result)
            else { return .unknown }
            return .literal(name)
        case .object, .required, .platformTest, .platformComparison, .not, .none, .unknown, .number:
            return .unknown
        }
    }

    /// `value`, written in `module`, with each choice on the platform made as ``platform`` makes
    /// it: ``JavaScriptValue/none`` when it takes no value (`PLATFORM === 'android' ? 'X' :
    /// undefined` on iOS).
    func onPlatform(_ value: JavaScriptValue, in module: JavaScriptModule) -> JavaScriptValue {
        switch value {
        case .platformChoice(let condition, let then, let otherwise):
            if let holds = holdsOnPlatform(condition, in: module) {
                return onPlatform(holds ? then : otherwise, in: module)
            }
            var words: [String] = []
            if case .path(let path) = condition { words = path }
            if case .platformComparison = condition { return .unknown }
            return JavaScriptExpressionParser.mentionsPlatform(words)
                ? .unknown : onPlatform(.oneOf([then, otherwise]), in: module)
        case .oneOf(let parts):
            let kept = parts.map { onPlatform($0, in: module) }.filter { if case .none = $0 { false } else { true } }
            return kept.isEmpty ? .none : kept.count == 1 ? kept[0] : .oneOf(kept)
        case .concatenation(let parts):
            return .concatenation(parts.map { onPlatform($0, in: module) })
        case .fallback(let first, let second):
            // `a ?? b`: `a` when it is a string the code defines; else either.
            let chosen = onPlatform(first, in: module)
            if isDefinedString(chosen, in: module) { return chosen }
            return onPlatform(.oneOf([chosen, second]), in: module)
        default:
            return value
        }
    }

    /// Whether `value` is a string the app's code gives, never nothing: a literal, a template, or
    /// a name bound (through its module) to one.
    private func isDefinedString(_ value: JavaScriptValue, in module: JavaScriptModule, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        switch value {
        case .literal(let text): return !text.isEmpty
        case .concatenation: return true
        case .path(let path):
            guard let (bound, owner) = self.value(of: path, in: module) else { return false }
            return isDefinedString(onPlatform(bound, in: owner), in: owner, depth: depth + 1)
        default: return false
        }
    }

    /// Whether a condition written in `module` holds on ``platform``: a platform test, a comparison
    /// of a name bound to `Platform.OS`, a word bound to either; nil when the audit cannot tell.
    func holdsOnPlatform(_ condition: JavaScriptValue, in module: JavaScriptModule, depth: Int = 0) -> Bool? {
        guard depth < 8 else { return nil }
        switch condition {
        case .platformTest(let platforms):
            return platforms.contains(platform)
        case .platformComparison(let path, let platform, let equal):
            guard path == ["Platform", "OS"] || isPlatformOS(path, in: module) else { return nil }
            return (platform == self.platform) == equal
        case .path(let path):
            guard let (bound, owner) = value(of: path, in: module) else { return nil }
            return holdsOnPlatform(bound, in: owner, depth: depth + 1)
        case .not(let inner):
            return holdsOnPlatform(inner, in: module, depth: depth + 1).map { !$0 }
        default:
            return nil
        }
    }

    /// Whether `path`, written in `module`, is bound to `Platform.OS` (`const PLATFORM = Platform.OS`,
    /// through imports and aliases).
    private func isPlatformOS(_ path: [String], in module: JavaScriptModule, depth: Int = 0) -> Bool {
        guard depth < 8, let (bound, owner) = value(of: path, in: module), case .path(let aliased) = bound else {
            return false
        }
        return aliased == ["Platform", "OS"] || isPlatformOS(aliased, in: owner, depth: depth + 1)
    }

    /// The value `path` written in `module` is bound to, with the module that binds it.
    /// A member that names another binding (`primary: fonts.gothamSsm`) is walked through.
    func value(of path: [String], in module: JavaScriptModule, depth: Int = 0) -> (JavaScriptValue, JavaScriptModule)? {
        guard depth < 12, let (owner, key, rest) = reach(path, in: module, depth: depth) else { return nil }
        return value(of: key, rest, in: owner, depth: depth)
    }

    /// The value of the binding `key` of `owner` at the members `rest`, with the module that binds it.
    func value(of key: [String], _ rest: [String], in owner: JavaScriptModule, depth: Int = 0)
        -> (JavaScriptValue, JavaScriptModule)?
    {
        guard var value = owner.bindings[key[0]]?.value else { return nil }
        let members = Array(key.dropFirst()) + rest
        for index in members.indices {
            // An object the platform chooses (`Platform.select({ ios: {…} })`): the platform's.
            if case .platformChoice = value { value = onPlatform(value, in: owner) }
            if case .path(let aliased) = value {
                return self.value(of: aliased + members[index...], in: owner, depth: depth + 1)
            }
            if let spread = value.spreadSource(
                of: members[index], lacks: { lacks(members[index], spread: $0, in: owner, depth: depth + 1) })
            {
                return self.value(of: spread + members[index...], in: owner, depth: depth + 1)
            }
            guard
                let inner = value.member(
                    members[index], lacks: { lacks(members[index], spread: $0, in: owner, depth: depth + 1) })
            else { return nil }
            value = inner.value
        }
        return (value, owner)
    }
}
