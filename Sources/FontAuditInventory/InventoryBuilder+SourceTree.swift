import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// Source-tree mode: a folder without an Xcode project (or whose project cannot be read), one
/// inventory with each app folder its own bundle, found by its Info.plist.
extension InventoryBuilder {
    /// Source-tree mode on the folder's plan (``planFolder(root:)``): the fonts of its app folders
    /// (or every font, in a fonts folder), its manifests resolved against them, and its sources.
    func buildSourceTree(root: URL, plan: FolderPlan? = nil) async throws -> (
        Inventory, [(path: String, display: String)], [SwiftPackage]
    ) {
        let plan = try plan ?? planFolder(root: root)
        let (tree, packages, parsedManifests, unreadablePlists) = (
            plan.tree, plan.packages, plan.manifests, plan.unreadablePlists
        )
        var fontPaths = plan.fontPaths
        let openSpecLists = plan.openLists
        // With manifests, only the fonts of their app folders will be in a bundle, and those a
        // Tuist manifest's resource globs (or its helpers') copy.
        if !parsedManifests.isEmpty || !unreadablePlists.isEmpty {
            let globs = options.fontsFolder == nil ? tuistResourceGlobs(tree: tree, root: root) : []
            // A Tuist manifest's folder is no bundle: only what its globs copy is in the app, where
            // the audit read them all (its own `resources:`, or its helpers').
            let scopes =
                parsedManifests.filter { globs.isEmpty || !tuistResourcesRead(of: $0.path, root: root) }.map {
                    SourceTreeResolver.scope($0.appFolder)
                } + unreadablePlists.map(\.scope)
            fontPaths = fontPaths.filter { font in
                scopes.contains { font.display.hasPrefix($0) } || globs.contains { $0.matches(font.display) }
            }
        }
        progress?("reading \(fontPaths.count) font files")
        let reports = await inspect(fontPaths.map { ($0.url, $0.display) })
        let fonts = zip(fontPaths, reports).map { file, report in
            FontFile(
                path: file.display,
                bundlePath: AssetDataSet.bundlePath(
                    of: file.display,
                    providesNamespace: { folder in
                        // The audited folder on disk, made only for a font in a catalog's folder.
                        AssetDataSet.namespaces(
                            in: URL(fileURLWithPath: String(file.url.path.dropLast(file.display.count))))(folder)
                    }
                ) ?? FileName.lastComponent(of: file.display),
                report: report)
        }
        var cache: [String: FontFileReport] = [:]
        let packageFonts = await packageContents(packages, reports: &cache).fonts
        let manifests =
            unreadablePlists
            + parsedManifests.map { item in
                SourceTreeResolver(fonts: fonts, folders: tree.folders, appFolder: item.appFolder)
                    .manifest(item.parsed, path: item.path)
                    .resolvingOtherBundles(packageFonts)
            }
        // A fonts folder only where there is no app to find: a project spec the audit could not
        // read is an app whose registrations are not known, not a folder of fonts.
        let layout: Inventory.Layout = plan.isFontsFolder ? .fontsFolder : .sourceTree
        var inventory = Inventory(
            layout: layout, manifests: manifests, fonts: fonts + packageFonts, systemFonts: systemFonts,
            unreadablePaths: unreadable(tree, prefix: ""))
        inventory.openRegistrations = openSpecLists
        // Test sources (a folder named …Tests) never run in the app: their font names are no requests.
        // (A folder of that name is followed by a slash: most paths hold no `Tests/` at all.)
        let appSources = tree.sources.filter { path in
            !path.containsText("Tests/") || !path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
        }
        let rootPath = root.path
        return (inventory, appSources.map { (rootPath + "/" + $0, $0) }, packages.map(\.package))
    }

    /// What Tuist copies as resources: the globs of every `Project.swift` (relative to its folder)
    /// and of the helpers in `Tuist/ProjectDescriptionHelpers` (relative to each `Project.swift`'s
    /// folder, as each manifest that calls them), as patterns over paths relative to the audited path.
    func tuistResourceGlobs(tree: TreeSurvey.Tree, root: URL) -> [PathPattern] {
        let manifests = tree.sources.filter { $0 == "Project.swift" || $0.hasSuffix("/Project.swift") }
        guard !manifests.isEmpty else { return [] }
        let reader = GeneratedProjectManifestReader()
        func globs(in file: String) -> [String] {
            guard let data = FileData.read(root.appendingPathComponent(file).path), data.count < 1_000_000 else {
                return []
            }
            return reader.readTuistResources(String(decoding: data, as: UTF8.self))
        }
        let helpers = tree.sources.filter(Self.isTuistHelper).flatMap(globs(in:))
        return manifests.flatMap { Self.patterns(Array(Set(globs(in: $0) + helpers)), in: FileName.parent(of: $0)) }
    }

    /// A `Project.swift`'s resource globs in `folder`, as patterns over paths relative to the
    /// audited path; a glob that leaves the folder is left out.
    private static func patterns(_ globs: [String], in folder: String) -> [PathPattern] {
        globs.filter { !$0.hasPrefix("/") && !$0.hasPrefix("..") }.map {
            PathPattern(pattern: XcodeProjectReader.ProjectPath.normalize(folder.isEmpty ? $0 : folder + "/" + $0))
        }
    }

    private static let appProduct = ByteSearch.Needle(".app")

    /// The manifests of XcodeGen specs and Tuist `Project.swift` files in the tree, and the plists
    /// those specs generate (`info.path`) or leave behind, relative to the audited path: a plist
    /// below a `Project.swift` that states every target's plist, and names not this one, is no
    /// target's (a leftover of the project before Tuist; issue 74, a fresh app whose leftover
    /// widget plist was read as the widget's).
    func projectSpecManifests(tree: TreeSurvey.Tree, root: URL)
        -> ([(parsed: PlistManifestReader.Parsed, path: String)], Set<String>, open: [DynamicFontName])
    {
        let reader = GeneratedProjectManifestReader()
        var manifests: [(parsed: PlistManifestReader.Parsed, path: String)] = []
        var generated = Set<String>()
        var openLists: [DynamicFontName] = []
        for spec in tree.specs {
            guard let data = FileData.read(root.appendingPathComponent(spec).path),
                PlistManifestReader.mayDeclareFonts(data)
            else { continue }
            let folder = FileName.parent(of: spec)
            for target in reader.readXcodeGen(String(decoding: data, as: UTF8.self)) {
                manifests.append((target.parsed, spec))
                if let plist = target.generatedPlist {
                    generated.insert(
                        XcodeProjectReader.ProjectPath.normalize(folder.isEmpty ? plist : folder + "/" + plist))
                }
            }
        }
        // The helper templates `Project.swift` files may call (`.app(name:fonts:)`), read once.
        let helpers = tree.sources.filter(Self.isTuistHelper).compactMap {
            FileData.read(root.appendingPathComponent($0).path).map { String(decoding: $0, as: UTF8.self) }
        }
        var tuistFolders: [(folder: String, files: Set<String>?)] = []
        for source in tree.sources where source == "Project.swift" || source.hasSuffix("/Project.swift") {
            let folder = FileName.parent(of: source)
            let files = FileData.read(root.appendingPathComponent(source).path).flatMap {
                reader.readTuistPlistFiles(String(decoding: $0, as: UTF8.self))
            }
            tuistFolders.append(
                (
                    folder,
                    files.map {
                        Set(
                            $0.map { XcodeProjectReader.ProjectPath.normalize(folder.isEmpty ? $0 : folder + "/" + $0) }
                        )
                    }
                ))
        }
        for plist in tree.plists {
            // The deepest `Project.swift` whose folder holds the plist decides.
            let governing = tuistFolders.filter { $0.folder.isEmpty || plist.hasPrefix($0.folder + "/") }
                .max { $0.folder.count < $1.folder.count }
            if let governing, let files = governing.files, !files.contains(plist) { generated.insert(plist) }
        }
        for source in tree.sources where source == "Project.swift" || source.hasSuffix("/Project.swift") {
            // A font key, or an app target whose generated plist may lack one.
            guard let data = FileData.read(root.appendingPathComponent(source).path),
                PlistManifestReader.mayDeclareFonts(data)
                    || data.withUnsafeBytes({ ByteSearch.contains($0, Self.appProduct) })
            else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let targets = reader.readTuist(text, path: source, helpers: helpers)
            // An app the manifest makes in code the audit does not evaluate (a helper it cannot
            // read, a name it cannot tell): which fonts it registers is not known.
            if targets.isEmpty, let line = Self.appProductLine(in: text) {
                openLists.append(
                    DynamicFontName(
                        file: source, line: line, api: "Project.swift", written: nil,
                        reason: OpenReason(.unreadApp, source)))
            }
            for target in targets {
                if let list = target.openList {
                    openLists.append(
                        DynamicFontName(
                            file: source, line: list.line, api: "UIAppFonts", written: list.written,
                            reason: OpenReason(.unevaluatedList, "UIAppFonts")))
                    continue
                }
                // An app target without a font key judges fonts only when its own project copies some.
                if !target.parsed.declaresFonts {
                    let globs = Self.patterns(reader.readTuistResources(text), in: FileName.parent(of: source))
                    guard tree.fonts.contains(where: { font in globs.contains { $0.matches(font) } }) else { continue }
                }
                manifests.append((target.parsed, source))
            }
        }
        return (manifests, generated, openLists)
    }
}
