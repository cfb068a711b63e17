import FontAuditCache
import FontAuditModel
import FontInspectorModel

/// The modules Metro bundles for one app and platform: what its entry points reach through
/// `import`, `require`, `import()` and `export … from`, each specifier resolved as Metro resolves
/// it (relative paths, the app's path aliases and its workspace packages, the platform's file
/// before `.native` before the plain one, a folder's `index`). A file no entry reaches is not the
/// app's code. Where the reach cannot be known (a computed `require`, a bare specifier that is
/// no dependency the app declares and no alias the audit reads, but starts as an alias does or
/// names a folder of the app's code), the package that file is in is
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
        /// The files of Expo Router's routes folder, which `expo-router/entry` bundles.
        package var routes: [String] = []
        /// The npm scopes of the app's and its workspace packages' names (`@acme`).
        package var scopes: [String] = []
        /// The names of every package of the workspace: an undeclared specifier of its scope that
        /// names none of them is an npm package (`@acme/sdk`, published, declared at the top).
        package var workspaceNames: [String] = []

        package init(
            entries: [String], aliases: [JavaScriptPathAlias], platform: Platform, dependencies: [String],
            roots: [String], routes: [String] = []
        ) {
            self.entries = entries
            self.aliases = aliases
            self.platform = platform
            self.dependencies = dependencies
            self.roots = roots
            self.routes = routes
        }
    }

    /// The reach of `setup` over `files` (on disk, as shown): kept in the run cache with every
    /// file's content, so an unchanged tree is not read again.
    /// `scans` keeps each file's imports, by its path on disk, for the run's other walks (the
    /// Android half walks most of the same files).
    package static func walk(
        _ files: [(path: String, display: String)], setup: Setup, store: RunCache?,
        scans: Locked<[String: JavaScriptImports]>? = nil
    ) -> MetroReach {
        guard let store else { return compute(files, setup: setup, scans: scans) }
        let bytes = (try? CacheCoding.encode(setup)) ?? []
        let key = String(bytes.withUnsafeBytes { ContentHash.of($0) }, radix: 16)
        return store.memo("metro-reach " + key, files: files) { compute(files, setup: setup, scans: scans) }
    }

    static func compute(
        _ files: [(path: String, display: String)], setup: Setup, scans: Locked<[String: JavaScriptImports]>? = nil
    ) -> MetroReach {
        let onDisk = Dictionary(files.map { ($0.display, $0.path) }, uniquingKeysWith: { first, _ in first })
        let suffixes = JavaScriptModuleGraph.suffixes(for: setup.platform.javaScriptName)
        let dependencies = Set(setup.dependencies)
        let workspaceNames = Set(setup.workspaceNames)
        // Each file under every stem a specifier may write for it (`Button` of `Button.ios.tsx`),
        // with the rank of its suffix in Metro's order: two lookups resolve a specifier.
        var byStem: [Substring: (rank: Int, display: String)] = [:]
        for display in onDisk.keys {
            for (rank, suffix) in suffixes.enumerated() where !suffix.isEmpty && display.hasSuffix(suffix) {
                let stem = display.dropLast(suffix.count)
                if let known = byStem[stem], known.rank <= rank { continue }
                byStem[stem] = (rank, display)
            }
        }
        func resolve(_ base: String) -> String? {
            if onDisk[base] != nil, FileName.pathExtension(of: base) != "" { return base }
            return byStem[Substring(base)]?.display ?? byStem[Substring(base + "/index")]?.display
        }
        var unique = Set<String>()
        let entries = setup.entries.compactMap(resolve).filter { unique.insert($0).inserted }
        var reach = MetroReach(entries: entries, reached: [])
        var reached = Set<String>()
        var queue = entries
        var wholeRoots = Set<String>()
        var everything = false
        // The first folder names of the app's own code (`components` of `src/components/…`): a bare
        // specifier that starts with one may be an alias the audit does not read (a `baseUrl`, a
        // Metro resolver), where one that names none is an npm package, declared or not.
        var localNames = Set<String>()
        for display in onDisk.keys {
            for root in setup.roots where root.isEmpty || display.hasPrefix(root + "/") {
                let rest = display.dropFirst(root.isEmpty ? 0 : root.count + 1).split(separator: "/")
                if rest.count > 1 { localNames.insert(String(rest[0])) }
                if rest.count > 2, rest[0] == "src" { localNames.insert(String(rest[1])) }
            }
        }
        // The folders that hold a file of the app's: a module the audit cannot find in one of them
        // is a gap, one in a folder it never reads (`dist/`, `test/`, generated code) is not.
        var folders = Set<String>()
        for display in onDisk.keys {
            var folder = FileName.parent(of: display)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = FileName.parent(of: folder) }
        }
        // The audited folder on disk, for the modules the walk passes through that are not among
        // `files` (a folder the app's sources leave out).
        let top = files.first.map { String($0.path.dropLast($0.display.count)) } ?? ""
        var bases: [String: (base: String?, module: String?)] = [:]
        // Every listed module's imports, read on all cores at once: the walk's levels are narrow
        // at first, and most of an app's modules are reached in the end.
        @Sendable func imports(at path: String) -> JavaScriptImports {
            if let known = scans?.withLock({ $0[path] }) { return known }
            let imports = JavaScriptImports.scan(FileData.readBytes(path) ?? [])
            scans?.withLock { $0[path] = imports }
            return imports
        }
        let ahead = Dictionary(
            zip(files.map(\.display), files.concurrentMap { imports(at: $0.path) }),
            uniquingKeysWith: { first, _ in first })
        // Asked once per specifier's path: many files import the same unlisted module.
        var unlisted: [String: String?] = [:]
        func onDiskOnly(_ base: String) -> String? {
            guard !top.isEmpty, !base.hasPrefix("/"), !base.contains("node_modules") else { return nil }
            if let known = unlisted[base] { return known }
            // Only where the folder is there: most such specifiers name a generated or typed module.
            // A module, else a folder's index (`../../.storybook`, a folder the sources leave out),
            // in Metro's order: the file before the folder.
            let found =
                Disk.isFolder(top + FileName.parent(of: base))
                ? (suffixes.map { base + $0 } + suffixes.map { base + "/index" + $0 }).first { candidate in
                    FileName.pathExtension(of: candidate) != "" && Disk.kind(of: top + candidate) == .file
                } : nil
            unlisted[base] = .some(found)
            return found
        }
        func root(of display: String) -> String {
            setup.roots.filter { $0.isEmpty || display.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
        }

        while !queue.isEmpty {
            var next: [String] = []
            let batch = queue.filter { reached.insert($0).inserted }
            let scanned = batch.concurrentMap { display in ahead[display] ?? imports(at: top + display) }
            for (display, imports) in zip(batch, scanned) {
                for line in imports.computed {
                    reach.gaps.append(
                        Gap(file: display, line: line, reason: "a require or import() of a computed name"))
                    wholeRoots.insert(root(of: display))
                }
                for folder in imports.contexts {
                    // `require.context`: every module below the folder, as Metro bundles it.
                    guard
                        let base = JavaScriptPathAlias.resolve(folder, with: setup.aliases)
                            ?? JavaScriptModuleGraph.relativePath(folder, from: display)
                    else { continue }
                    let prefix = base.hasSuffix("/") ? base : base + "/"
                    next += files.map(\.display).filter { $0.hasPrefix(prefix) }
                    // And the modules below it the app's sources leave out (stories, which a
                    // Storybook app's context takes): followed, not read.
                    next += Self.modules(below: top + prefix).map { prefix + $0 }.filter { onDisk[$0] == nil }
                }
                for specifier in imports.specifiers {
                    let plain = String(specifier.split(separator: "?", maxSplits: 1).first ?? "")
                    guard !plain.isEmpty, !JavaScriptImports.namesAssetFile(plain) else { continue }
                    // Many modules import the same specifiers: each is resolved once (a relative
                    // one once per folder).
                    let key = plain.hasPrefix(".") ? FileName.parent(of: display) + "\u{0}" + plain : plain
                    let (path, module) =
                        bases[key]
                        ?? {
                            var base =
                                JavaScriptPathAlias.resolve(plain, with: setup.aliases)
                                ?? JavaScriptModuleGraph.relativePath(plain, from: display)
                            while base?.hasSuffix("/") == true { base?.removeLast() }
                            let value = (base, base.flatMap(resolve))
                            bases[key] = value
                            return value
                        }()
                    if let base = path {
                        if let found = module {
                            next.append(found)
                        } else if let unlisted = onDiskOnly(base) {
                            // A module the app's folders leave out (`.storybook/`, a test helper):
                            // Metro bundles it, so what it imports is followed; it is not read.
                            next.append(unlisted)
                        } else if !Self.namesOtherFile(base), !Self.declaresTypes(base, from: display, onDisk),
                            folders.contains(FileName.parent(of: base))
                        {
                            // A module of the app's that the audit cannot find (a package's
                            // `exports` subpath it does not read, a generated file): the package
                            // it would be in is read whole.
                            reach.gaps.append(
                                Gap(file: display, line: 0, reason: "'\(plain)' names no module the audit finds"))
                            wholeRoots.insert(root(of: base + "/"))
                        }
                        continue
                    }
                    if plain.hasPrefix("/") || plain.hasPrefix(".") { continue }
                    if plain == "expo-router/entry" || plain == "expo-router/entry.js" {
                        next += setup.routes
                        continue
                    }
                    let package = Self.packageName(of: plain)
                    // A specifier that starts with a folder of the app's code and names a module
                    // there is the app's own (a `baseUrl` of `.` or `src`, module-resolver's `root`).
                    if localNames.contains(package), !dependencies.contains(package) {
                        let local = setup.roots.flatMap { root in
                            [root, root.isEmpty ? "src" : root + "/src"].compactMap { folder in
                                resolve(folder.isEmpty ? plain : folder + "/" + plain)
                            }
                        }
                        if let found = local.first {
                            next.append(found)
                            continue
                        }
                    }
                    // `@/…`, `~/…` are aliases; an undeclared package of the app's own scope
                    // (`@acme/mobile/src/x` inside `@acme/…` packages) is the workspace's code.
                    let aliasLike =
                        ["@/", "~", "#"].contains { plain.hasPrefix($0) }
                        || (package.hasPrefix("@") && setup.scopes.contains(String(package.prefix { $0 != "/" }))
                            && (workspaceNames.isEmpty || workspaceNames.contains(package)))
                    if !dependencies.contains(package), !Self.isBuiltIn(package),
                        aliasLike || localNames.contains(package)
                    {
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
}
