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
        let members = Array(path.dropFirst())
        var found: [NameExpression] = []
        var seen = Set<[String]>()
        for owner in modules.loaded.sorted().compactMap({ modules[$0] }) {
            for name in owner.bindings.keys.sorted() {
                guard owner.parameterLists[name] == nil, let value = owner.bindings[name]?.value,
                    case .object = value
                else { continue }
                // The object is the value read where its name says so (`typographyOverrides` for
                // `typography`), or holds it under the key the value is named by.
                let named = name.lowercased().hasPrefix(first.lowercased())
                for prefix in named ? [[], [first]] : [[first]] {
                    guard case .literal? = Self.plainMember(prefix + members, of: value),
                        let qualified = qualified([name], prefix + members, of: owner),
                        seen.insert(qualified).inserted
                    else { continue }
                    found.append(.reference(qualified))
                }
            }
        }
        return found.isEmpty ? nil : found.count == 1 ? found[0] : .oneOf(found)
    }

    /// The value an object literal holds at `members`, through its own object literals only.
    static func plainMember(_ members: [String], of value: JavaScriptValue) -> JavaScriptValue? {
        var current = value
        for key in members {
            guard let next = current.member(key) else { return nil }
            current = next
        }
        return current
    }

    /// The keys whose objects ``structuralMember(_:in:)`` may read for `value`: the first member
    /// each path of three names or more asks (`fontByWeight` of `typography.fontByWeight.bold`).
    static func memberKeys(_ value: JavaScriptValue) -> [String] {
        switch value {
        case .path(let path): return path.count >= 3 ? [path[1]] : []
        case .concatenation(let parts), .oneOf(let parts): return parts.flatMap(memberKeys)
        case .platformChoice(_, let then, let otherwise), .fallback(let then, let otherwise):
            return memberKeys(then) + memberKeys(otherwise)
        default: return []
        }
    }
}
