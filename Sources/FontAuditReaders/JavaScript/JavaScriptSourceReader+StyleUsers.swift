import FontAuditModel

// The users of a shared style: a file that writes no `fontFamily` of its own but spreads or lists
// another module's style that has one (`{ fontStyle: 'italic', ...sharedStyles.textRegular }`,
// `[sharedStyles.textRegular, { fontWeight: 'bold' }]`) asks that family in its own style.
extension JavaScriptSourceReader {
    /// The files of `files` not in `modules` that import one of `modules` defining a style with a
    /// family, and name one of those styles' keys (`.textRegular`).
    static func styleUsers(of modules: [JavaScriptModule], in files: [SourceText]) -> [SourceText] {
        var imports: Set<String> = []
        var keys: Set<String> = []
        for module in modules {
            let styles = familyStyleKeys(of: module)
            guard !styles.isEmpty else { continue }
            keys.formUnion(styles)
            imports.formUnion(importNeedles(of: module.path))
        }
        guard !keys.isEmpty else { return [] }
        let read = Set(modules.map(\.path))
        let importNeedles = imports.sorted().map(ByteSearch.Needle.init)
        let keyNeedles = keys.sorted().map { ByteSearch.Needle("." + $0) }
        return files.filter { !read.contains($0.path) && $0.containsAny(importNeedles) && $0.containsAny(keyNeedles) }
    }

    /// The keys of the module's bindings whose value is a style holding a `fontFamily` (at any
    /// depth: `default.textRegular`, `theme.typography.body`).
    static func familyStyleKeys(of module: JavaScriptModule) -> Set<String> {
        var keys: Set<String> = []
        func holdsFamily(_ value: JavaScriptValue, depth: Int) -> Bool {
            guard depth < 8 else { return false }
            switch value {
            case .object(let members):
                var holds = false
                for (key, member) in members {
                    if key == "fontFamily" {
                        holds = true
                    } else if holdsFamily(member, depth: depth + 1) {
                        holds = true
                        if !key.isEmpty, key.first != "." { keys.insert(key) }
                    }
                }
                return holds
            case .platformChoice(_, let then, let otherwise), .fallback(let then, let otherwise):
                return holdsFamily(then, depth: depth + 1) || holdsFamily(otherwise, depth: depth + 1)
            case .oneOf(let parts): return parts.contains { holdsFamily($0, depth: depth + 1) }
            case .call(_, let arguments): return arguments.contains { holdsFamily($0, depth: depth + 1) }
            default: return false
            }
        }
        for binding in module.bindings.values { _ = holdsFamily(binding.value, depth: 0) }
        return keys
    }
}
