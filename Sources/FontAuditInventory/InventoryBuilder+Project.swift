import FontAuditCache
import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// Project mode: one exact bundle layout per application and extension target, computed from the
/// `.xcodeproj` (Resources phase, folder references, synchronized folders, INFOPLIST_FILE).
extension InventoryBuilder {
    /// The projects to audit for `root`: the project itself, a workspace's projects, or every
    /// `.xcodeproj` in a source folder; nil when `root` holds none. A source folder's walk tells
    /// `swiftFile` the path of each Swift file it passes (folders below the search's depth and
    /// skipped folders are not walked).
    func projects(at root: URL, swiftFile: ((String) -> Void)? = nil) throws -> [URL]? {
        switch FileName.pathExtension(of: root.path) {
        case "xcodeproj":
            return [root]
        case "xcworkspace":
            do {
                return try WorkspaceReader().projects(inWorkspaceAt: root)
            } catch {
                throw AuditError.unreadableWorkspace(path: DisplayPath.make(for: root), reason: error.message)
            }
        default:
            guard Disk.isFolder(root.path),
                FileName.pathExtension(of: root.path) != "app"
            else { return nil }
            var found: [URL] = []
            var walker = DirectoryWalker(cache: walks)
            // Files matter only to a prefetch.
            walker.visitsFiles = swiftFile != nil
            walker.walk(root.path) { event in
                if let swiftFile, case .file(let item) = event, item.name.hasSuffix(".swift") {
                    swiftFile(item.path)
                    return false
                }
                // Neither a project nor a compiled source lives in an asset catalog, and a big app's
                // are hundreds of folders (the survey of unplaced fonts still walks them).
                guard case .folder(let item) = event, item.depth < 6, !item.name.hasPrefix("."),
                    !TreeSurvey.isSkippedInSources(item.name), !item.name.hasSuffix(".xcassets")
                else { return false }
                // An .xcodeproj without its project.pbxproj is a generated project's leftover (XcodeGen
                // or Tuist make it; git keeps only its xcshareddata): not a project of this checkout.
                if item.name.hasSuffix(".xcodeproj"), Disk.exists(item.path + "/project.pbxproj") {
                    found.append(URL(fileURLWithPath: item.path))
                }
                return !item.name.hasSuffix(".xcodeproj") && !item.name.hasSuffix(".xcworkspace")
                    && !item.name.hasSuffix(".app")
            }
            return found.isEmpty ? nil : found.sorted { $0.path < $1.path }
        }
    }

    /// Reads every project of `projects` (each configuration once, kept between runs by the
    /// cache) and picks the targets to audit: the plan stage of ``XcodeProjectDriver``. A project
    /// that is not there or cannot be read is kept with its problem, for the build to report.
    func readProjects(_ projects: [URL], root: URL) throws -> ProjectsRead {
        var result = ProjectsRead()
        for projectURL in projects where !projectURL.pathComponents.contains("Pods") {
            let display = Self.display(projectURL, root: root)
            guard Disk.exists(projectURL.path) else {
                result.unread.append(.init(url: projectURL, display: display, error: nil))
                continue
            }
            do {
                // Every configuration, parsed once: the first is --configuration's or the default.
                // Kept between runs with every file and folder the read looked at.
                let readProject = { (recorder: InputRecorder?) throws -> [XcodeProject] in
                    try XcodeProjectReader(walks: walks, recorder: recorder, settingsKept: XcodeTarget.isAudited)
                        .readConfigurations(
                            projectAt: projectURL, displayPath: display, first: options.configuration, all: true)
                }
                let configurations =
                    try store.map { store in
                        try store.recorded("project \(projectURL.path) \(display) \(options.configuration ?? "")") {
                            try readProject($0)
                        }
                    } ?? readProject(nil)
                let project = configurations[0]
                if let wanted = options.configuration, !project.configurationNames.contains(wanted) {
                    throw AuditError.noSuchConfiguration(
                        wanted, project: display, available: project.configurationNames,
                        defaultConfiguration: project.defaultConfiguration)
                }
                result.read.append(project)
                result.configurations.append(
                    project.configurationNames.compactMap { name in configurations.first { $0.configuration == name } })
                result.urls[project.path] = projectURL
            } catch let error as ProjectReadError {
                result.unread.append(.init(url: projectURL, display: display, error: error))
            }
        }
        let vendored = Self.projectsBuiltForOthers(result.read, urls: result.urls)
        result.wanted = try result.read.map { project in
            try project.targets.filter { target in
                guard !options.targets.isEmpty else {
                    return (target.kind == .application || target.kind == .appExtension)
                        && !vendored.contains(project.path)
                }
                guard options.targets.contains(target.name) else { return false }
                guard target.kind == .application || target.kind == .appExtension else {
                    throw AuditError.notAnAppTarget(target.name, kind: target.kind.rawValue)
                }
                return true
            }
        }
        return result
    }

    /// One inventory per audited target of every project read, and the checkout's fonts none of
    /// them places; a project that cannot be read becomes a `plist-unreadable` finding and its
    /// folder is audited with the source-tree model instead.
    func buildProjects(_ projects: ProjectsRead, root: URL, prefetch: SwiftPrefetch? = nil) async throws
        -> InventoryBuild
    {
        var inventories: [Inventory] = []
        var reports: [String: FontFileReport] = [:]
        let cache = ScanCache(prefetch: prefetch)
        let (read, readConfigurations) = (projects.read, projects.configurations)
        for unread in projects.unread {
            guard let error = unread.error else {
                // A project that is not there: its problem alone, no app and no fonts.
                var missing = Inventory(layout: .project, manifests: [], fonts: [], systemFonts: systemFonts)
                missing.projectProblems = [
                    ProjectProblem(
                        path: unread.display,
                        message: "does not exist, though the workspace names it; fix or remove the reference",
                        line: nil)
                ]
                inventories.append(missing)
                continue
            }
            var fallback = try await build(path: unread.url.deletingLastPathComponent().path)
            fallback.projectProblems.append(
                ProjectProblem(
                    path: unread.display + "/project.pbxproj",
                    message: "\(error.message); its targets were audited with the source-tree model instead",
                    line: error.line))
            inventories.append(fallback)
        }
        PhaseClock.mark("  unread projects built")
        // Every configuration of every project: a plist is unused only if none names it, and each
        // configuration is audited (only --configuration's when it is given).
        let variants = zip(read, readConfigurations).map { project, all in all.isEmpty ? [project] : all }
        let used = Self.usedInfoPlists(of: variants.flatMap { $0 })
        let projectFolders = read.map { $0.projectDirectory.standardizedFileURL.path }
        var packageFolders: [SwiftPackage] = []
        var checkout: [LocatedPackage]?
        // What each target's phases put in its bundle, walked on disk once per distinct set of
        // resources (configurations and the targets of one group share most of them).
        var bundleCache: [String: [[ProjectResource]: [(path: String, bundlePath: String)]]] = [:]
        func bundleFiles(of target: XcodeTarget, in directory: URL) -> [(path: String, bundlePath: String)] {
            if let known = bundleCache[directory.path]?[target.resources] { return known }
            let files = Self.bundleFiles(of: target, in: directory, walks: walks)
            bundleCache[directory.path, default: [:]][target.resources] = files
            return files
        }
        // Every font a target of a project read places (audited or not, in any configuration).
        var placed = Set<String>()
        for variant in variants.flatMap({ $0 }) {
            for target in variant.targets {
                let files =
                    bundleFiles(of: target, in: variant.projectDirectory).map(\.path) + target.copiedOutsideResources
                for file in files where FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: file)) {
                    placed.insert(Self.display(variant.projectDirectory.appendingPathComponent(file), root: root))
                }
            }
        }
        for (projectIndex, (project, all)) in zip(read, variants).enumerated() {
            let audited = options.configuration == nil ? all : [project]
            let unused = unusedManifests(in: project, root: root, used: used, otherProjects: projectFolders)
            let packages = projectPackages(project, root: root)
            packageFolders += packages.map(\.package)
            let wanted = projects.wanted[projectIndex]
            for (index, wantedTarget) in wanted.enumerated() {
                progress?("\(project.path): target \(wantedTarget.name) (\(index + 1) of \(wanted.count))")
                for group in Self.configurationGroups(of: wantedTarget.name, in: audited) {
                    let (variant, target) = (group.project, group.target)
                    let bundles = Dictionary(
                        variant.targets.map { ($0.name, bundleFiles(of: $0, in: variant.projectDirectory)) },
                        uniquingKeysWith: { first, _ in first })
                    // What the target links, itself or through the frameworks it depends on.
                    func linked(by target: XcodeTarget) -> [LocatedPackage] {
                        let frameworks = Self.frameworkDependencies(of: target, in: variant)
                        let products = Set(target.packageProducts + frameworks.flatMap(\.packageProducts))
                        func provides(_ located: LocatedPackage, any wanted: Set<String>) -> Bool {
                            !Set(located.package.products.keys).union(located.package.targets.map(\.name))
                                .isDisjoint(with: wanted)
                        }
                        var linked = packages.filter { provides($0, any: products) }
                        // A product no package of the project provides: the workspace's (or any of the checkout's).
                        let unresolved = products.filter { product in
                            !linked.contains { provides($0, any: [product]) }
                        }
                        if !unresolved.isEmpty {
                            if checkout == nil {
                                checkout = checkoutPackages(root: root).filter { found in
                                    !packages.contains { $0.url == found.url }
                                }
                                packageFolders += checkout!.map(\.package)
                            }
                            linked += checkout!.filter { provides($0, any: unresolved) }
                        }
                        // The products those packages' products depend on, in other local packages,
                        // transitively: Xcode links and copies them too. Each found where SwiftPM
                        // finds it, by the package's own `.package(path:)` (no walk of the checkout:
                        // most product dependencies are remote ones).
                        var wanted = linked.map { ($0, products) }
                        // What each package was asked for: one asked again for more is walked again.
                        var asked = Dictionary(
                            linked.map { ($0.url.path, products) }, uniquingKeysWith: { $0.union($1) })
                        while let (package, products) = wanted.popLast() {
                            let needed = package.package.productDependencies(of: products)
                            guard !needed.isEmpty else { continue }
                            for next in localDependencies(of: package, among: packages, root: root)
                            where provides(next, any: needed) {
                                let before = asked[next.url.path]
                                guard before.map({ !needed.isSubset(of: $0) }) ?? true else { continue }
                                asked[next.url.path, default: []].formUnion(needed)
                                if before == nil {
                                    if !packageFolders.contains(where: { $0.path == next.package.path }) {
                                        packageFolders.append(next.package)
                                    }
                                    linked.append(next)
                                }
                                wanted.append((next, asked[next.url.path] ?? needed))
                            }
                        }
                        return linked
                    }
                    // An extension's host: the app that embeds it (depends on it), whose bundle's
                    // root its `../../` reaches.
                    let hosts =
                        target.kind == .appExtension
                        ? variant.targets.filter { $0.kind == .application && $0.dependencies.contains(target.name) }
                        : []
                    var inventory = await inventory(
                        for: target, in: variant, root: root, unused: unused, bundles: bundles,
                        packages: linked(by: target), hostPackages: hosts.flatMap(linked(by:)), cache: cache,
                        reports: &reports)
                    PhaseClock.mark("  target \(target.name)")
                    inventory.target?.configurations = group.configurations
                    inventories.append(inventory)
                }
            }
        }
        if !options.targets.isEmpty, !inventories.contains(where: { $0.target != nil }), !read.isEmpty {
            throw AuditError.noSuchTarget(options.targets)
        }
        var unplaced: [String] = []
        if options.targets.isEmpty, !inventories.isEmpty {
            for inventory in inventories {
                placed.formUnion(inventory.fonts.map(\.path))
                placed.formUnion(inventory.absentFonts.map(\.path))
            }
            // A font in a target of a local package is that package's resource.
            unplaced = unplacedFonts(root: root, placed: placed).filter { path in
                !packageFolders.contains { package in
                    let prefix = package.path.isEmpty ? "" : package.path + "/"
                    return path.hasPrefix(prefix)
                        && package.target(holding: String(path.dropFirst(prefix.count))) != nil
                }
            }
            // Their faces answer only a name no registered or system face has (font-name-not-registered
            // names the file): read when some request finds nothing.
            let faces = inventories.contains(where: \.hasUnknownName) ? await unplacedFaces(unplaced, root: root) : []
            for index in inventories.indices { inventories[index].unplacedFaces = faces }
        }
        return InventoryBuild(inventories: inventories, unplacedFonts: unplaced)
    }
}
