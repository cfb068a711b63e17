/// A member read on a value the module does not bind (`typography.fontByWeight.bold`, where
/// `typography` is a parameter of a style function the app's theme is passed to): the value is one
/// of the app's own objects, so the member is every value the app's objects give it (issue 82).
extension JavaScriptModuleGraph {
    /// Each string the app's module-level objects hold at the members `path` asks after its first
    /// name: an object whose binding is named by that first name (`typographyOverrides`, for
    /// `typography.fontByWeight.bold`) at `fontByWeight.bold`, or any object under a member of that
    /// first name (`typography.fontByWeight.bold` of a theme object). Nil where the first name is
    /// a binding the graph reaches or an import, where fewer than two members are asked (`x.bold`
    /// is too common a shape to be the app's), or where no object holds a string there.
    func structuralMember(_ path: [String], in module: JavaScriptModule) -> NameExpression? {
        guard path.count >= 3, let first = path.first, target(of: first, in: module) == nil,
            module.imports[first] == nil
        else { return nil }
        let index = memberIndex.entries(of: self)
        let members = Array(path.dropFirst())
        let lowered = first.lowercased()
        var found: [NameExpression] = []
        var seen = Set<[String]>()
        let named = (index[MemberIndex.key(members)] ?? []).filter { $0.name.lowercased().hasPrefix(lowered) }
        for (owner, name, prefix) in named.map({ ($0.owner, $0.name, [String]()) })
            + (index[MemberIndex.key([first] + members)] ?? []).map({ ($0.owner, $0.name, [first]) })
        {
            guard let module = modules[owner], let qualified = qualified([name], prefix + members, of: module),
                seen.insert(qualified).inserted
            else { continue }
            found.append(.reference(qualified))
        }
        return found.isEmpty ? nil : found.count == 1 ? found[0] : .oneOf(found)
    }

    /// The keys whose objects ``structuralMember(_:in:)`` may read for the family names `module`
    /// asks for: of each path of three names or more whose first the module neither binds nor
    /// imports (a parameter's), the first member asked (`fontByWeight` of
    /// `typography.fontByWeight.bold`). A spread of a style is no family name.
    static func memberKeys(of module: JavaScriptModule) -> [String] {
        module.requests.filter { $0.spread == nil }.flatMap { memberKeys($0.value, in: module) }
    }

    /// The keys of ``memberKeys(of:)`` in `value`.
    static func memberKeys(_ value: JavaScriptValue, in module: JavaScriptModule) -> [String] {
        switch value {
        case .path(let path):
            guard path.count >= 3, module.bindings[path[0]] == nil, module.imports[path[0]] == nil else { return [] }
            return [path[1]]
        case .concatenation(let parts), .oneOf(let parts): return parts.flatMap { memberKeys($0, in: module) }
        case .platformChoice(_, let then, let otherwise), .fallback(let then, let otherwise):
            return memberKeys(then, in: module) + memberKeys(otherwise, in: module)
        default: return []
        }
    }

    /// The member paths (up to ``depth`` keys) at which the module-level objects of the modules
    /// read hold a string, each with the module and binding that holds it, in path and name
    /// order; a module read since the last call is added then.
    final class MemberIndex {
        /// How deep into an object the index goes.
        static let depth = 4
        private var indexed = Set<String>()
        private var index: [String: [(owner: String, name: String)]] = [:]

        static func key(_ members: [String]) -> String { members.joined(separator: "\u{1}") }

        func entries(of graph: JavaScriptModuleGraph) -> [String: [(owner: String, name: String)]] {
            let fresh = graph.modules.loaded.subtracting(indexed)
            guard !fresh.isEmpty else { return index }
            var changed = Set<String>()
            for path in fresh.sorted() {
                indexed.insert(path)
                guard let module = graph.modules[path] else { continue }
                for name in module.bindings.keys.sorted() {
                    guard module.parameterLists[name] == nil, let bound = module.bindings[name]?.value,
                        case let value = graph.onPlatform(bound, in: module), case .object = value
                    else { continue }
                    let chosen = { (value: JavaScriptValue) in graph.onPlatform(value, in: module) }
                    Self.walk(value, at: [], depth: 0, chosen: chosen) { members in
                        let key = Self.key(members)
                        index[key, default: []].append((path, name))
                        changed.insert(key)
                    }
                }
            }
            for key in changed { index[key]?.sort { ($0.owner, $0.name) < ($1.owner, $1.name) } }
            return index
        }

        /// Each path of object literals (their own members, not a spread's) that ends at a string.
        private static func walk(
            _ value: JavaScriptValue, at members: [String], depth: Int,
            chosen: (JavaScriptValue) -> JavaScriptValue, _ found: ([String]) -> Void
        ) {
            switch chosen(value) {
            case .literal where !members.isEmpty:
                found(members)
            case .object(let entries) where depth < Self.depth:
                var keys = Set<String>()
                // The last of repeated keys, as JavaScript takes it.
                for entry in entries.reversed()
                where !JavaScriptValue.isShadowKey(entry.key)
                    && entry.key != JavaScriptValue.spreadKey && keys.insert(entry.key).inserted
                {
                    walk(entry.value, at: members + [entry.key], depth: depth + 1, chosen: chosen, found)
                }
            default:
                return
            }
        }
    }
}
