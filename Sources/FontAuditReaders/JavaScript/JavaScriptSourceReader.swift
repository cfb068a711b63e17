import FontAuditModel

/// React Native's JavaScript and TypeScript: every `fontFamily` iOS takes, its value followed
/// through the app's constants, theme objects, imports and re-exports, and evaluated by the one
/// name evaluator (``NameExpression``) the Swift front end uses. Read only where the app is a
/// React Native one: no Xcode target compiles these files, so the layout names them
/// (``SourceReader/readsEveryFile``).
package struct JavaScriptSourceReader: SourceReader {
    package init() {}

    package var extensions: Set<String> { ["js", "jsx", "ts", "tsx", "mjs", "cjs"] }

    /// Names resolve across modules, so no file's result is kept on its own.
    package var keepsEachFile: Bool { false }

    /// A folder's or a target's JavaScript is not the iOS app's unless it is a React Native app's.
    package var readsEveryFile: Bool { false }

    /// The API requests name: React Native's style key.
    static let api = "fontFamily"

    /// The names React Native's `RCTFont` takes for the system font before any lookup.
    static let systemFamilies: Set<String> = [
        "System", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded",
    ]

    package func read(_ file: SourceFile) -> SourceContribution { SourceContribution() }

    package func readTogether(_ files: [SourceText]) -> SourceContribution {
        let modules = files.concurrentMap { JavaScriptModuleScanner.scan($0.load(), path: $0.path) }
        return Self.contribution(of: modules)
    }

    /// The requests and open names of `modules`, evaluated together.
    static func contribution(of modules: [JavaScriptModule]) -> SourceContribution {
        let graph = JavaScriptModuleGraph(modules)
        let definitions = graph.definitions()
        let runtime = modules.reduce(into: Set<String>()) { $0.formUnion($1.runtimeFamilies) }
        let runtimeOpen = modules.contains(where: \.runtimeFamiliesOpen)
        var result = SourceContribution()
        result.requiredJSON = Array(Set(modules.flatMap(\.jsonSpecifiers))).sorted()
        for module in modules {
            for request in module.requests {
                // What iOS takes: nothing, where only another platform's branch gives a value.
                let value = graph.onIOS(request.value, in: module)
                if case .none = value { continue }
                let expression = graph.expression(value, in: module)
                let at = FontRequest(
                    name: request.written, file: module.path, line: request.line, column: request.column, api: api,
                    source: .javaScript, traits: request.traits, platform: .iOS, origin: nil)
                switch expression.evaluate(in: definitions) {
                case .known(let candidates):
                    for candidate in candidates where !systemFamilies.contains(candidate.text) {
                        // A family `useFonts` registers while the app runs is its own alias: fine.
                        guard !runtime.contains(candidate.text) else { continue }
                        guard !runtimeOpen else {
                            result.dynamic.append(DynamicFontName(file: module.path, line: request.line, api: api))
                            continue
                        }
                        var resolved = at
                        resolved.name = candidate.text
                        if case .literal = request.value {
                            resolved.origin = .literal
                        } else if let source = candidate.source {
                            resolved.followed = FollowedName(written: request.written, source: source)
                        }
                        result.requests.append(resolved)
                    }
                case .open(let prefix, let suffix):
                    result.dynamic.append(
                        DynamicFontName(file: module.path, line: request.line, api: api, prefix: prefix, suffix: suffix)
                    )
                }
            }
        }
        return result
    }
}
