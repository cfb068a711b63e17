extension JavaScriptModuleGraph {
    /// Every binding as a definition of the name evaluator, its objects' members each at its own
    /// path (`⟨src/theme.ts⟩.fonts.h1.fontFamily`).
    func definitions() -> NameDefinitions {
        var definitions = NameDefinitions()
        definitions.qualified = true
        // Defining a module's bindings may reach modules not read yet: until none is new.
        var defined = Set<String>()
        while case let pending = modules.loaded.subtracting(defined).sorted(), !pending.isEmpty {
            for path in pending {
                defined.insert(path)
                guard let module = modules[path] else { continue }
                for (name, binding) in module.bindings.sorted(by: { $0.key < $1.key }) {
                    define(
                        [Self.marker(module.path), name], binding.value, module: module, line: binding.line,
                        into: &definitions, depth: 0)
                }
            }
        }
        return definitions
    }

    private func define(
        _ key: [String], _ value: JavaScriptValue, module: JavaScriptModule, line: Int,
        into definitions: inout NameDefinitions, depth: Int
    ) {
        guard depth < 16 else { return }
        // An object the platform chooses (`Platform.select({ ios: {…} })`): the platform's.
        var value = value
        if case .platformChoice = value { value = onPlatform(value, in: module) }
        if case .object(let members) = value {
            // A key written twice is the last one's (JavaScript's order).
            var seen = Set<String>()
            for member in members.reversed()
            where member.key != JavaScriptValue.spreadKey && seen.insert(member.key).inserted {
                define(
                    key + [member.key], member.value, module: module, line: line, into: &definitions, depth: depth + 1)
            }
            return
        }
        let expression = expression(value, in: module)
        if case .unknown = expression { return }
        definitions.defineComputed(
            [key.joined(separator: ".")],
            [NameDefinitions.Returned(expression: expression, file: module.path, line: line)])
    }
}
