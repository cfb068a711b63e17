import FontInspectorModel

// What the walk asks of paths and names: the packages, the files on disk, the assets.
extension MetroReach {
    /// The JavaScript and TypeScript modules below a folder on disk (paths relative to it), but
    /// `node_modules`'.
    static func modules(below folder: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            for name in (Disk.names(in: folder + relative) ?? []).sorted() where name != "node_modules" {
                let path = relative.isEmpty ? name : relative + "/" + name
                if Disk.isFolder(folder + path) {
                    pending.append(path)
                } else if ["js", "jsx", "ts", "tsx"].contains(FileName.pathExtension(of: name)),
                    !name.hasSuffix(".d.ts")
                {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// Whether `base` (a specifier from `importer`, resolved) names a TypeScript declaration
    /// (`@typings/api/x` of `types/api/x.d.ts`): an import of types only, which Babel removes.
    static func declaresTypes(_ base: String, from importer: String, _ onDisk: [String: String]) -> Bool {
        guard let path = onDisk[importer], path.hasSuffix(importer) else { return false }
        let top = path.dropLast(importer.count)
        return [".d.ts", "/index.d.ts"].contains { Disk.exists(top + base + $0) }
    }

    /// Whether a path names a file that is no module Metro resolves by suffix (`./styles.css`).
    static func namesOtherFile(_ path: String) -> Bool {
        let ext = FileName.pathExtension(of: path)
        return !ext.isEmpty && !["js", "jsx", "ts", "tsx", "mjs", "cjs", "ios", "android", "native"].contains(ext)
            && !path.hasSuffix("/")
    }

    /// The npm package a bare specifier names: `@scope/name` of `@scope/name/sub`, `name` of `name/sub`.
    static func packageName(of specifier: String) -> String {
        let parts = specifier.split(separator: "/", maxSplits: 2)
        if specifier.hasPrefix("@"), parts.count >= 2 { return parts[0] + "/" + parts[1] }
        return String(parts.first ?? "")
    }

    /// Node's and React Native's own modules, which no `package.json` lists.
    static func isBuiltIn(_ package: String) -> Bool {
        package.hasPrefix("node:") || builtIns.contains(package)
    }

    static let builtIns: Set<String> = [
        "react", "react-native", "react-dom", "assert", "buffer", "crypto", "events", "fs", "path", "os", "process",
        "stream", "url", "util", "querystring", "string_decoder", "timers", "zlib", "http", "https", "net", "tty",
        "child_process", "constants", "punycode", "vm",
    ]
}
