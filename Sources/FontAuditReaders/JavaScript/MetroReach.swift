import FontAuditCache
import FontAuditModel
import FontInspectorModel

/// The modules Metro bundles for one app and platform: what its entry points reach through
/// `import`, `require`, `import()` and `export … from`, each specifier resolved as Metro resolves
/// it (relative paths, the app's path aliases and its workspace packages, the platform's file
/// before `.native` before the plain one, a folder's `index`). A file no entry reaches is not the
/// app's code. Where the reach cannot be known (a computed `require`, a bare specifier that is
/// no dependency the app declares and no alias the audit reads), the package that file is in is
/// read whole, and a bare specifier of that kind makes every package whole: ``gaps`` says where
/// and why. See docs/RESOLUTION.md, "What Metro bundles".
package struct MetroReach: Sendable, Hashable, Codable {
    /// A place where the reach is not known.
    package struct Gap: Sendable, Hashable, Codable {
        /// The file, as shown, and the line.
        package var file: String
        package var line: Int
        /// Why: `a computed require`, `'x' is no dependency and no alias`.
        package var reason: String
    }

    /// The entry points found among the files, as shown.
    package var entries: [String]
    /// The files reached (with what gaps made whole), as shown, sorted.
    package var reached: [String]
    /// The places whose reach is not known.
    package var gaps: [Gap] = []

    /// What the walk needs of the app: its entry points (as shown, each a file or a specifier
    /// Metro completes with the platform's extensions), its path aliases (workspace
    /// packages' names among them), the npm packages it may import (whose code is no source of the
    /// app), and the folders of its packages (the app's own first), as shown.
    package struct Setup: Sendable, Hashable, Codable {
        package var entries: [String]
        package var aliases: [JavaScriptPathAlias]
        package var platform: Platform
        package var dependencies: [String]
        package var roots: [String]

        package init(
            entries: [String], aliases: [JavaScriptPathAlias], platform: Platform, dependencies: [String],
            roots: [String]
        ) {
            self.entries = entries
            self.aliases = aliases
            self.platform = platform
            self.dependencies = dependencies
            self.roots = roots
        }
    }

    /// The reach of `setup` over `files` (on disk, as shown): kept in the run cache with every
    /// file's content, so an unchanged tree is not read again.
    package static func walk(
        _ files: [(path: String, display: String)], setup: Setup, store: RunCache?
    ) -> MetroReach {
        guard let store else { return compute(files, setup: setup) }
        let bytes = (try? CacheCoding.encode(setup)) ?? []
        let key = String(bytes.withUnsafeBytes { ContentHash.of($0) }, radix: 16)
        return store.memo("metro-reach " + key, files: files) { compute(files, setup: setup) }
    }

    static func compute(_ files: [(path: String, display: String)], setup: Setup) -> MetroReach {
        let onDisk = Dictionary(files.map { ($0.display, $0.path) }, uniquingKeysWith: { first, _ in first })
        let suffixes = JavaScriptModuleGraph.suffixes(for: setup.platform.javaScriptName)
        let dependencies = Set(setup.dependencies)
        func resolve(_ base: String) -> String? {
            if onDisk[base] != nil, FileName.pathExtension(of: base) != "" { return base }
            for suffix in suffixes where onDisk[base + suffix] != nil { return base + suffix }
            for suffix in suffixes.dropLast() where onDisk[base + "/index" + suffix] != nil {
                return base + "/index" + suffix
            }
            return nil
        }
        var unique = Set<String>()
        let entries = setup.entries.compactMap(resolve).filter { unique.insert($0).inserted }
        var reach = MetroReach(entries: entries, reached: [])
        var reached = Set<String>()
        var queue = entries
        var wholeRoots = Set<String>()
        var everything = false
        func root(of display: String) -> String {
            setup.roots.filter { $0.isEmpty || display.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
        }

        while !queue.isEmpty {
            var next: [String] = []
            let batch = queue.filter { reached.insert($0).inserted }
            let scanned = batch.concurrentMap { display in
                JavaScriptImports.scan(onDisk[display].flatMap(FileData.readBytes) ?? [])
            }
            for (display, imports) in zip(batch, scanned) {
                for line in imports.computed {
                    reach.gaps.append(
                        Gap(file: display, line: line, reason: "a require or import() of a computed name"))
                    wholeRoots.insert(root(of: display))
                }
                for specifier in imports.specifiers {
                    let plain = String(specifier.split(separator: "?", maxSplits: 1).first ?? "")
                    guard !plain.isEmpty, !JavaScriptImports.namesAssetFile(plain) else { continue }
                    if let base = JavaScriptPathAlias.resolve(plain, with: setup.aliases)
                        ?? JavaScriptModuleGraph.relativePath(plain, from: display)
                    {
                        if let found = resolve(base) { next.append(found) }
                        continue
                    }
                    if plain.hasPrefix("/") || plain.hasPrefix(".") { continue }
                    let package = Self.packageName(of: plain)
                    if !dependencies.contains(package), !Self.isBuiltIn(package) {
                        reach.gaps.append(
                            Gap(
                                file: display, line: 0,
                                reason:
                                    "'\(package)' is no dependency the app declares and no path alias the audit reads"
                            ))
                        everything = true
                    }
                }
            }
            queue = next
            if queue.isEmpty {
                // What gaps leave open is read whole, and what it imports is followed in turn.
                let whole = files.map(\.display).filter { display in
                    !reached.contains(display) && (everything || wholeRoots.contains(root(of: display)))
                }
                queue = whole
            }
        }
        reach.reached = reached.sorted()
        reach.gaps.sort { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) }
        return reach
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

extension JavaScriptImports {
    /// Whether a specifier names a file that is no code (`./logo.png`, `./en.json`).
    static func namesAssetFile(_ specifier: String) -> Bool {
        let name = FileName.lastComponent(of: specifier)
        guard let dot = name.lastIndex(of: ".") else { return false }
        return assetExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
