import FontAuditModel
import FontInspectorModel

extension JavaScriptSourceReader {
    /// The font file extensions a `require` registers as a font.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The fonts `modules` register while the app runs (`useFonts`, `Font.loadAsync`), each alias
    /// with its file when the code names one of the checkout; and whether some call registers
    /// families the audit cannot read (a map it cannot follow, a spread of one).
    static func runtimeFonts(of modules: [JavaScriptModule], in graph: JavaScriptModuleGraph) -> (
        fonts: [RuntimeFont], open: Bool
    ) {
        var fonts: [RuntimeFont] = []
        var open = modules.contains(where: \.runtimeFamiliesOpen)
        for module in modules {
            for load in module.runtimeLoads {
                var alias = load.alias
                if let path = load.aliasPath {
                    // A computed key: the name's value, when the graph gives one string.
                    guard let (value, _) = graph.value(of: path, in: module), case .literal(let text) = value else {
                        open = true
                        continue
                    }
                    alias = text
                }
                fonts.append(
                    RuntimeFont(
                        alias: alias, file: file(of: load.value, in: module, graph: graph), call: load.call,
                        source: module.path, line: load.line))
            }
            for map in module.runtimeMaps {
                guard let (value, owner) = graph.value(of: map.path, in: module),
                    case .object(let members) = value, let aliases = aliases(of: members, in: owner, graph: graph)
                else {
                    open = true
                    continue
                }
                for (alias, value) in aliases {
                    fonts.append(
                        RuntimeFont(
                            alias: alias, file: file(of: value, in: owner, graph: graph), call: map.call,
                            source: module.path, line: map.line))
                }
            }
        }
        return (fonts, open)
    }

    /// The aliases of a map of fonts to load and the value each is given: its keys, then each key
    /// computed from a name (`[FAMILIES.bold]: require(…)`) as that name's one string; nil where a
    /// key is not known (a spread, a name with no one string).
    static func aliases(
        of members: [(key: String, value: JavaScriptValue)], in owner: JavaScriptModule, graph: JavaScriptModuleGraph
    ) -> [(alias: String, value: JavaScriptValue)]? {
        let written = JavaScriptValue.written(members)
        guard !written.open else { return nil }
        var aliases = written.named.map { (alias: $0.key, value: $0.value) }
        for (path, value) in written.computed {
            guard let (name, _) = graph.value(of: path, in: owner), case .literal(let text) = name else { return nil }
            aliases.append((text, value))
        }
        return aliases
    }

    /// The font file `value`, written in `module`, requires (a path as shown, relative to the
    /// audited folder as the module's is), through the names it is bound to; nil for a package's
    /// file or a value not read.
    static func file(
        of value: JavaScriptValue, in module: JavaScriptModule, graph: JavaScriptModuleGraph, depth: Int = 0
    )
        -> String?
    {
        guard depth < 8 else { return nil }
        switch value {
        case .required(let specifier):
            guard fontExtensions.contains(FileName.pathExtension(of: specifier).lowercased()) else { return nil }
            return graph.path(specifier, from: module.path)
        case .path(let path):
            // `const bold = require('./Bold.ttf')`, `import Bold from './Bold.ttf'`: the file itself.
            if path.count == 1, let imported = module.imports[path[0]],
                imported.name == "require" || imported.name == "default",
                fontExtensions.contains(FileName.pathExtension(of: imported.specifier).lowercased())
            {
                return file(of: .required(imported.specifier), in: module, graph: graph, depth: depth + 1)
            }
            guard let (bound, owner) = graph.value(of: path, in: module) else { return nil }
            return file(of: bound, in: owner, graph: graph, depth: depth + 1)
        default:
            return nil
        }
    }
}
