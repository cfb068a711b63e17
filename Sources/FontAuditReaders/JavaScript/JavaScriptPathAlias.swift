/// A module specifier the app's tooling rewrites before Metro resolves it: TypeScript's
/// `compilerOptions.paths` (`"@/*": ["src/*"]`, which Expo's Metro config applies) and Babel's
/// `module-resolver` `alias` (`'@components': './src/components'`). `@/theme` is then `src/theme`.
package struct JavaScriptPathAlias: Sendable, Hashable, Codable {
    /// The specifier's start it replaces: `@` for `@/theme` and `@`, `@components`; empty for
    /// tsconfig's `"*"`, which any bare specifier may match.
    package var prefix: String
    /// The folder it stands for, as shown (relative to the audited path), without a trailing slash.
    package var target: String
    /// Whether it rewrites only the specifier that is exactly its prefix (a workspace package's
    /// name, which stands for its entry module, not its folder).
    package var exact: Bool = false

    package init(prefix: String, target: String, exact: Bool = false) {
        self.prefix = prefix
        self.target = target
        self.exact = exact
    }

    /// `specifier` rewritten by the first alias that matches it, or nil when none does (a
    /// relative specifier never matches).
    package static func resolve(_ specifier: String, with aliases: [JavaScriptPathAlias]) -> String? {
        guard !specifier.hasPrefix("."), !specifier.hasPrefix("/") else { return nil }
        for alias in aliases {
            if alias.prefix.isEmpty { return join(alias.target, specifier) }
            if specifier == alias.prefix { return alias.target }
            if alias.exact { continue }
            if specifier.hasPrefix(alias.prefix + "/") {
                return join(alias.target, String(specifier.dropFirst(alias.prefix.count + 1)))
            }
        }
        return nil
    }

    private static func join(_ folder: String, _ rest: String) -> String {
        folder.isEmpty ? rest : folder + "/" + rest
    }

    /// The aliases of a `tsconfig.json` (comments and trailing commas allowed) in the folder shown
    /// as `folder`: `compilerOptions.paths` patterns ending in `/*` (or `*`) with their first
    /// target, relative to `baseUrl`.
    package static func tsconfig(_ bytes: [UInt8], folder: String) -> [JavaScriptPathAlias] {
        let tokens = JavaScriptLexer.tokens(bytes, jsx: false)
        var base = ""
        if let index = tokens.firstIndex(where: { $0.kind == .string("baseUrl") }), index + 2 < tokens.count,
            tokens[index + 1].isPunct(":"), case .string(let value) = tokens[index + 2].kind
        {
            base = value
        }
        guard let paths = tokens.firstIndex(where: { $0.kind == .string("paths") }), paths + 2 < tokens.count,
            tokens[paths + 1].isPunct(":"), tokens[paths + 2].isPunct("{")
        else { return [] }
        var aliases: [JavaScriptPathAlias] = []
        var index = paths + 3
        while index + 3 < tokens.count, !tokens[index].isPunct("}") {
            // "pattern": [ "target", … ]
            if case .string(let pattern) = tokens[index].kind, tokens[index + 1].isPunct(":"),
                tokens[index + 2].isPunct("["), case .string(let target) = tokens[index + 3].kind
            {
                if !pattern.isEmpty, !pattern.contains("*"), !target.contains("*") {
                    // An exact pattern (Nx's `"@acme/ui": ["libs/ui/src/index.ts"]`) names one module.
                    aliases.append(
                        JavaScriptPathAlias(prefix: pattern, target: prefixed(join(base, target), folder), exact: true))
                } else if pattern == "*" || pattern.hasSuffix("/*"), target == "*" || target.hasSuffix("/*") {
                    aliases.append(
                        JavaScriptPathAlias(
                            prefix: pattern == "*" ? "" : String(pattern.dropLast(2)),
                            target: prefixed(join(base, String(target.dropLast(target == "*" ? 1 : 2))), folder)))
                }
            }
            // To the next entry: past this one's array.
            if let close = tokens[index...].firstIndex(where: { $0.isPunct("]") }) { index = close + 1 } else { break }
            if index < tokens.count, tokens[index].isPunct(",") { index += 1 }
        }
        // The catch-all last: a named prefix is the more specific.
        return aliases.filter { !$0.prefix.isEmpty } + aliases.filter { $0.prefix.isEmpty }
    }

    /// The `alias` map of Babel's `module-resolver` in a `babel.config.js` or `.babelrc` in the
    /// folder shown as `folder`: string keys to relative string paths.
    package static func babel(_ bytes: [UInt8], folder: String) -> [JavaScriptPathAlias] {
        let tokens = JavaScriptLexer.tokens(bytes, jsx: false)
        var aliases: [JavaScriptPathAlias] = []
        for index in tokens.indices where tokens[index].word == "alias" || tokens[index].kind == .string("alias") {
            guard index + 2 < tokens.count, tokens[index + 1].isPunct(":"), tokens[index + 2].isPunct("{") else {
                continue
            }
            var cursor = index + 3
            while cursor + 2 < tokens.count, !tokens[cursor].isPunct("}") {
                let key: String?
                switch tokens[cursor].kind {
                case .word(let word), .string(let word): key = word
                default: key = nil
                }
                if let key, tokens[cursor + 1].isPunct(":"), case .string(let target) = tokens[cursor + 2].kind,
                    target.hasPrefix("./") || target.hasPrefix("../")
                {
                    aliases.append(JavaScriptPathAlias(prefix: key, target: prefixed(target, folder)))
                    cursor += 3
                } else {
                    cursor += 1
                }
                if cursor < tokens.count, tokens[cursor].isPunct(",") { cursor += 1 }
            }
        }
        return aliases
    }

    /// `path` without `./`, empty components and a trailing slash, each `..` taking the folder
    /// before it (one that climbs above the path's start is kept).
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The `extends` of a `tsconfig.json` when it names a file by a relative path (`../../tsconfig.base.json`),
    /// with `.json` added where it has no extension; nil for a package's (`expo/tsconfig.base`).
    package static func tsconfigBase(_ bytes: [UInt8]) -> String? {
        let tokens = JavaScriptLexer.tokens(bytes, jsx: false)
        guard let index = tokens.firstIndex(where: { $0.kind == .string("extends") }), index + 2 < tokens.count,
            tokens[index + 1].isPunct(":"), case .string(let value) = tokens[index + 2].kind, value.hasPrefix(".")
        else { return nil }
        return value.hasSuffix(".json") ? value : value + ".json"
    }

    /// Whether a `tsconfig.json` sets `compilerOptions.paths` (which replaces its base's).
    package static func tsconfigHasPaths(_ bytes: [UInt8]) -> Bool {
        JavaScriptLexer.tokens(bytes, jsx: false).contains { $0.kind == .string("paths") }
    }

    /// `path` in `folder`, each `..` of it taking a folder of `folder` (`../../packages/ui/src` of
    /// `apps/mobile` is `packages/ui/src`).
    private static func prefixed(_ path: String, _ folder: String) -> String {
        normalized(folder.isEmpty ? path : path.isEmpty ? folder : folder + "/" + path)
    }
}
