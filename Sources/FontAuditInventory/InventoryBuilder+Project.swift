import FontAuditModel
import FontAuditReaders
import FontInspector
import Foundation

/// Project mode: one exact bundle layout per application and extension target, computed from the
/// `.xcodeproj` (Resources phase, folder references, synchronized folders, INFOPLIST_FILE).
extension InventoryBuilder {
    /// The projects to audit for `root`: the project itself, a workspace's projects, or every
    /// `.xcodeproj` in a source folder; nil when `root` holds none.
    func projects(at root: URL) throws -> [URL]? {
        switch FileName.pathExtension(of: root.path) {
        case "xcodeproj":
            return [root]
        case "xcworkspace":
            do {
                return try WorkspaceReader().projects(inWorkspaceAt: root)
            } catch {
                throw AuditError("\(DisplayPath.make(for: root)): \(error.message)")
            }
        default:
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue,
                  FileName.pathExtension(of: root.path) != "app" else { return nil }
            var found: [URL] = []
            var walker = DirectoryWalker(cache: walks)
            walker.walk(root.path) { event in
                guard case .folder(let item) = event, item.depth < 6, !item.name.hasPrefix("."),
                      !TreeSurvey.isSkippedInSources(item.name) else { return false }
                // An .xcodeproj without its project.pbxproj is a generated project's leftover (XcodeGen
                // or Tuist make it; git keeps only its xcshareddata): not a project of this checkout.
                if item.name.hasSuffix(".xcodeproj"), FileManager.default.fileExists(atPath: item.path + "/project.pbxproj") {
                    found.append(URL(fileURLWithPath: item.path))
                }
                return !item.name.hasSuffix(".xcodeproj") && !item.name.hasSuffix(".xcworkspace") && !item.name.hasSuffix(".app")
            }
            return found.isEmpty ? nil : found.sorted { $0.path < $1.path }
        }
    }

    /// One inventory per audited target of every project; a project that cannot be read becomes a
    /// `plist-unreadable` finding and its folder is audited with the source-tree model instead.
    func buildProjects(_ projects: [URL], root: URL) async throws -> [Inventory] {
        var inventories: [Inventory] = []
        var reports: [String: FontFileReport] = [:]
        let cache = ScanCache()
        var readConfigurations: [[XcodeProject]] = []
        var read: [XcodeProject] = []
        var urls: [String: URL] = [:]
        for projectURL in projects where !projectURL.pathComponents.contains("Pods") {
            let display = Self.display(projectURL, root: root)
            guard FileManager.default.fileExists(atPath: projectURL.path) else {
                var missing = Inventory(layout: .fontsFolder, manifests: [], fonts: [], systemFonts: systemFonts)
                missing.projectProblems = [ProjectProblem(path: display, message: "does not exist, though the workspace names it; fix or remove the reference", line: nil)]
                inventories.append(missing)
                continue
            }
            do {
                // Every configuration, parsed once: the first is --configuration's or the default.
                let configurations = try XcodeProjectReader(walks: walks).readConfigurations(
                    projectAt: projectURL, displayPath: display, first: options.configuration, all: true)
                let project = configurations[0]
                if let wanted = options.configuration, !project.configurationNames.contains(wanted) {
                    let names = project.configurationNames.map { "`\($0)`" }.joined(separator: ", ")
                    throw AuditError("--configuration \(wanted): \(display) has no such build configuration; it has \(names) (without --configuration, each project's default\(project.defaultConfiguration.map { ", `\($0)` here," } ?? "") is read)")
                }
                read.append(project)
                readConfigurations.append(project.configurationNames.compactMap { name in configurations.first { $0.configuration == name } })
                urls[project.path] = projectURL
            } catch let error as ProjectReadError {
                var fallback = try await build(path: projectURL.deletingLastPathComponent().path)
                fallback.projectProblems.append(ProjectProblem(
                    path: display + "/project.pbxproj",
                    message: "\(error.message); its targets were audited with the source-tree model instead", line: error.line))
                inventories.append(fallback)
            }
        }
        // Every configuration of every project: a plist is unused only if none names it, and each
        // configuration is audited (only --configuration's when it is given).
        let variants = zip(read, readConfigurations).map { project, all in all.isEmpty ? [project] : all }
        let used = Self.usedInfoPlists(of: variants.flatMap { $0 })
        let projectFolders = read.map { $0.projectDirectory.standardizedFileURL.path }
        let vendored = Self.projectsBuiltForOthers(read, urls: urls)
        var packageFolders: [SwiftPackage] = []
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
                let files = bundleFiles(of: target, in: variant.projectDirectory).map(\.path) + target.copiedOutsideResources
                for file in files where FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: file)) {
                    placed.insert(Self.display(variant.projectDirectory.appendingPathComponent(file), root: root))
                }
            }
        }
        for (project, all) in zip(read, variants) {
            let audited = options.configuration == nil ? all : [project]
            let unused = unusedManifests(in: project, root: root, used: used, otherProjects: projectFolders)
            let packages = projectPackages(project, root: root)
            packageFolders += packages.map(\.package)
            let wanted = try project.targets.filter { target in
                guard !options.targets.isEmpty else {
                    return (target.kind == .application || target.kind == .appExtension) && !vendored.contains(project.path)
                }
                guard options.targets.contains(target.name) else { return false }
                guard target.kind == .application || target.kind == .appExtension else {
                    throw AuditError("--target \(target.name): a \(target.kind.rawValue) target; fonts register from application and extension targets, which `fontaudit targets PATH` lists")
                }
                return true
            }
            for (index, wantedTarget) in wanted.enumerated() {
                progress?("\(project.path): target \(wantedTarget.name) (\(index + 1) of \(wanted.count))")
                for group in Self.configurationGroups(of: wantedTarget.name, in: audited) {
                    let (variant, target) = (group.project, group.target)
                    let bundles = Dictionary(variant.targets.map { ($0.name, bundleFiles(of: $0, in: variant.projectDirectory)) },
                                             uniquingKeysWith: { first, _ in first })
                    // What the target links, itself or through the frameworks it depends on.
                    let frameworks = Self.frameworkDependencies(of: target, in: variant)
                    let products = Set(target.packageProducts + frameworks.flatMap(\.packageProducts))
                    let linked = packages.filter { located in
                        let names = Set(located.package.products.keys).union(located.package.targets.map(\.name))
                        return !names.isDisjoint(with: products)
                    }
                    var inventory = await inventory(for: target, in: variant, root: root, unused: unused, bundles: bundles,
                                                    packages: linked, cache: cache, reports: &reports)
                    inventory.target?.configurations = group.configurations
                    inventories.append(inventory)
                }
            }
        }
        if !options.targets.isEmpty, !inventories.contains(where: { $0.target != nil }), !read.isEmpty {
            throw AuditError("--target \(options.targets.joined(separator: ", ")): no such target; `fontaudit targets PATH` lists them")
        }
        if options.targets.isEmpty, !inventories.isEmpty {
            for inventory in inventories {
                placed.formUnion(inventory.fonts.map(\.path))
                placed.formUnion(inventory.absentFonts.map(\.path))
            }
            // A font in a target of a local package is that package's resource.
            inventories[0].unplacedFonts = unplacedFonts(root: root, placed: placed).filter { path in
                !packageFolders.contains { package in
                    let prefix = package.path.isEmpty ? "" : package.path + "/"
                    return path.hasPrefix(prefix) && package.target(holding: String(path.dropFirst(prefix.count))) != nil
                }
            }
        }
        return inventories
    }

    /// The projects that are not the app: the app builds them, or they belong to a project it
    /// builds. By their `path`.
    ///
    /// The rule: a project another audited project depends on — as a subproject (a reference to
    /// its `.xcodeproj`) or by linking or embedding a product one of its targets builds (a
    /// workspace's implicit dependency) — is built *for* that project: only its frameworks and
    /// bundles reach the app, so its own application targets (a library's Example or demo app) are
    /// not audited. So is a project no one references that lies below the folder of such a
    /// dependency, when that folder is not the referring project's own or above it (a vendored
    /// library's `Example/` project). When every project is referenced (a cycle), all are the app.
    /// `--target` still reaches any target by name.
    static func projectsBuiltForOthers(_ projects: [XcodeProject], urls: [String: URL]) -> Set<String> {
        let locations = projects.map { urls[$0.path]?.standardizedFileURL.path ?? "" }
        var referrers: [String: [XcodeProject]] = [:]
        for project in projects {
            let own = Set(project.targets.compactMap(\.product))
            let linked = Set(project.productReferences).subtracting(own)
            let subprojects = Set(project.projectReferences.map {
                XcodeProjectReader.ProjectPath.url($0, in: project.projectDirectory).standardizedFileURL.path
            })
            for (other, location) in zip(projects, locations) where other.path != project.path {
                if subprojects.contains(location) || other.targets.contains(where: { $0.product.map(linked.contains) == true }) {
                    referrers[other.path, default: []].append(project)
                }
            }
        }
        guard referrers.count < projects.count else { return [] }
        var built = Set(referrers.keys)
        // Folders of dependencies vendored below their referrer: what else lies there is the vendor's.
        let vendorFolders = projects.filter { built.contains($0.path) }.compactMap { dependency -> String? in
            let folder = dependency.projectDirectory.standardizedFileURL.path
            let above = referrers[dependency.path, default: []].contains { referrer in
                let own = referrer.projectDirectory.standardizedFileURL.path
                return own == folder || own.hasPrefix(folder + "/")
            }
            return above ? nil : folder
        }
        for project in projects where !built.contains(project.path) {
            let folder = project.projectDirectory.standardizedFileURL.path
            if vendorFolders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { built.insert(project.path) }
        }
        return built
    }

    /// The configurations in which a target looks the same to the audit (the same Info.plist, font
    /// settings, SDK, phases and dependencies), each group audited once, in the project's order.
    static func configurationGroups(of name: String, in variants: [XcodeProject])
        -> [(project: XcodeProject, target: XcodeTarget, configurations: [String])] {
        var groups: [(shape: XcodeTarget, project: XcodeProject, target: XcodeTarget, configurations: [String])] = []
        for variant in variants {
            guard let target = variant.targets.first(where: { $0.name == name }) else { continue }
            let shape = auditShape(of: target, in: variant.projectDirectory)
            if let index = groups.firstIndex(where: { $0.shape == shape }) {
                groups[index].configurations.append(variant.configuration)
            } else {
                groups.append((shape, variant, target, [variant.configuration]))
            }
        }
        return groups.map { ($0.project, $0.target, $0.configurations) }
    }

    /// A target with only the settings the audit reads (Info.plist, `INFOPLIST_KEY_…`, SDK, product
    /// name): two configurations whose targets have the same shape give the same findings. Where a
    /// setting is written (each configuration has its own line) counts only where a finding points
    /// at it: an `INFOPLIST_KEY_UIAppFonts`, an `INFOPLIST_FILE` whose file is missing.
    static func auditShape(of target: XcodeTarget, in directory: URL) -> XcodeTarget {
        var shape = target
        let read: (String) -> Bool = { key in
            ["INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "SDKROOT", "PRODUCT_NAME"].contains(key) || key.hasPrefix("INFOPLIST_KEY_")
        }
        shape.settings = target.settings.filter { read($0.key) }
        let plistMissing = target.infoPlistFile.map { !FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) } ?? false
        shape.settingLocations = target.settingLocations.filter { key, _ in
            key.hasPrefix("INFOPLIST_KEY_UIAppFonts") || (key == "INFOPLIST_FILE" && plistMissing)
        }
        return shape
    }

    /// The Info.plist files any target of any audited project uses in any build configuration
    /// (`variants`: every project read in each configuration), as standardized absolute paths: a
    /// plist is unused only if none of them names it.
    static func usedInfoPlists(of variants: [XcodeProject]) -> Set<String> {
        var used = Set<String>()
        for variant in variants {
            for plist in variant.targets.compactMap(\.infoPlistFile) {
                used.insert(URL(fileURLWithPath: plist, relativeTo: variant.projectDirectory).standardizedFileURL.path)
            }
        }
        return used
    }

    /// The bundle of one target: its fonts where the Resources phase puts them, its Info.plist
    /// resolved exactly against them, and the sources it compiles.
    private func inventory(for target: XcodeTarget, in project: XcodeProject, root: URL, unused: [String],
                           bundles: [String: [(path: String, bundlePath: String)]], packages: [LocatedPackage],
                           cache: ScanCache, reports: inout [String: FontFileReport]) async -> Inventory {
        let directory = project.projectDirectory
        let bundled = (bundles[target.name] ?? []).filter { !isExcluded(Self.display(directory.appendingPathComponent($0.path), root: root)) }
        let listedFonts = bundled.filter { FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: $0.path)) }
        // A file reference whose file is not in the checkout (outside the repository, never committed).
        let absent = listedFonts.filter { !FileManager.default.fileExists(atPath: directory.appendingPathComponent($0.path).path) }
        let fontFiles = listedFonts.filter { file in !absent.contains { $0.path == file.path } }
        // Reports are kept by absolute path: targets and configurations reach one file by other paths.
        func key(_ path: String) -> String { directory.appendingPathComponent(path).standardizedFileURL.path }
        var seen = Set<String>()
        let missing = fontFiles.filter { reports[key($0.path)] == nil && seen.insert(key($0.path)).inserted }
        let fresh = await FontFileInspector.inspectFiles(missing.map {
            (url: directory.appendingPathComponent($0.path), displayPath: Self.display(directory.appendingPathComponent($0.path), root: root))
        }, nameRecords: false)
        for (file, report) in zip(missing, fresh) { reports[key(file.path)] = report }
        var fonts = fontFiles.map { file in
            FontFile(path: Self.display(directory.appendingPathComponent(file.path), root: root), bundlePath: file.bundlePath,
                     report: reports[key(file.path)]!)
        }

        let (packageFonts, packageSources) = await packageContents(packages, reports: &reports)
        var manifest: Manifest?
        // A target without fonts gets no finding that is not about fonts (a missing or broken plist).
        let hasFonts = !fonts.isEmpty || !packageFonts.isEmpty || !absent.isEmpty
        var plistAbsent = false
        var generatingSpec: String?
        var fontKeysUnknown = false
        // What declares the target's fonts: its Info.plist, or when that is absent (generated, not
        // committed) the Tuist or XcodeGen spec beside the project that generates it.
        var declared: (parsed: PlistManifestReader.Parsed, path: String)?
        if let plist = target.infoPlistFile {
            let url = directory.appendingPathComponent(plist)
            let shown = Self.display(url, root: root)
            if let data = try? Data(contentsOf: url) {
                if hasFonts || PlistManifestReader.mayDeclareFonts(data) { declared = (PlistManifestReader().read(data), shown) }
            } else if let spec = Self.generatingSpec(in: directory, root: root) {
                generatingSpec = spec.path
                plistAbsent = true
                if let parsed = spec.targets.first(where: { $0.name == target.name })?.parsed {
                    declared = (parsed, spec.path)
                } else if spec.targets.contains(where: { $0.name.isEmpty }) {
                    // Font keys of a target whose name the audit cannot work out: maybe this one's.
                    plistAbsent = false
                    fontKeysUnknown = true
                }
            } else if hasFonts {
                plistAbsent = true
                let location = target.settingLocations["INFOPLIST_FILE"]
                manifest = Manifest(path: location?.file ?? project.path + "/project.pbxproj", hasLines: location?.line != nil, problems: [
                    ManifestProblem(message: "INFOPLIST_FILE of target \(target.name) names \(plist), which does not exist; fix the build setting", line: location?.line),
                ])
            }
            manifest = manifest ?? Manifest(path: generatingSpec ?? shown, hasLines: false)
        }
        if let declared {
            fonts = Self.oneCopyPerFile(fonts, declared: declared.parsed)
        }
        if let declared {
            plistAbsent = false
            let folders = Self.bundleFolders(of: target, fonts: fonts)
            var resolved = BundleResolver(fonts: fonts, folders: folders).manifest(declared.parsed, path: declared.path, scope: "")
            resolved.appFonts = resolved.appFonts.map { entry in
                var entry = entry
                guard case .missing = entry.resolution else { return entry }
                // The target bundles a file of that name, at another path: a wrong path, not membership.
                let name = FileName.lastComponent(of: EntryResolver.normalized(entry.value))
                if let gone = absent.first(where: { $0.bundlePath == EntryResolver.normalized(entry.value) || FileName.lastComponent(of: $0.bundlePath) == name }) {
                    entry.resolution = .referenceMissing(path: Self.relativeDisplay(directory.appendingPathComponent(gone.path), root: root))
                } else if let own = fonts.first(where: { FileName.lastComponent(of: $0.bundlePath) == name }) {
                    entry.resolution = .missing(nearest: own.bundlePath)
                } else if let better = Self.elsewhere(entry.value, target: target, project: project, bundles: bundles, root: root) {
                    entry.resolution = better
                }
                return entry
            }
            manifest = resolved.resolvingOtherBundles(packageFonts)
        }
        let targetManifest = manifest ?? Manifest(path: project.path + "/project.pbxproj", hasLines: false)

        let frameworkSources = Self.frameworkDependencies(of: target, in: project).filter { $0.kind == .framework }.flatMap(\.sources)
        let sources = (target.sources + frameworkSources + bundled.map(\.path)).filter {
            SourceScanner.extensions.contains(FileName.pathExtension(of: $0))
        }
        let files = Array(Set(sources)).sorted().map { (path: directory.path + "/" + $0, display: Self.display(directory.appendingPathComponent($0), root: root)) }
            .filter { !isExcluded($0.display) }
        let packageFiles = packageSources.map { (path: $0.path, display: Self.display(URL(fileURLWithPath: $0.path), root: root)) }
            .filter { !isExcluded($0.display) }
        var scanner = SourceScanner(styleNameKey: options.styleNameKey, styleSizeKey: options.styleSizeKey)
        scanner.cache = cache
        scanner.libraries += options.registrationHelpers
        let found = scanner.scan(paths: files + packageFiles + ((try? sourceFolders(root: root)) ?? []))
        var inventory = Inventory(layout: .project, manifests: [targetManifest], fonts: fonts + packageFonts, systemFonts: systemFonts)
        inventory.absentFonts = absent.map { (Self.relativeDisplay(directory.appendingPathComponent($0.path), root: root), $0.bundlePath) }
        apply(found, to: &inventory, packages: packages.map(\.package), exactLayout: true)
        attachText(found, to: &inventory, base: Self.displayBase(of: root))
        Self.markGitIgnored(&inventory, base: Self.displayBase(of: root))
        Self.markEngineFonts(&inventory, base: Self.displayBase(of: root))
        Self.markCopies(&inventory, base: Self.displayBase(of: root))
        if !target.packageProducts.isEmpty {
            inventory.missingSources = Array(Set(inventory.missingSources + missingPackageReferences(project, root: root))).sorted()
        }
        inventory.target = TargetContext(projectPath: project.path, target: target, unusedManifests: unused)
        inventory.target?.infoPlistAbsent = plistAbsent
        inventory.target?.infoPlistSpec = generatingSpec
        inventory.target?.fontKeysUnknown = fontKeysUnknown
        for spec in ["project.yml", "project.yaml"] where FileManager.default.fileExists(atPath: directory.appendingPathComponent(spec).path) {
            inventory.target?.xcodeGenSpec = Self.display(directory.appendingPathComponent(spec), root: root)
            break
        }
        return inventory
    }

    /// One ``FontFile`` per file the target copies to several places (a Resources phase and a
    /// Copy Files phase into `fonts/`): a font is known by its path, so two copies would read as two
    /// registrations of one name. The copy the Info.plist registers is kept (a UIAppFonts entry, or
    /// the ATSApplicationFontsPath folder), else the first.
    static func oneCopyPerFile(_ fonts: [FontFile], declared: PlistManifestReader.Parsed) -> [FontFile] {
        let listed = Set(declared.appFonts.map { EntryResolver.normalized($0.value) })
        let folder = declared.ats.map { EntryResolver.normalized($0.value).trimmingSuffix("/") }
        func registered(_ font: FontFile) -> Bool {
            if listed.contains(font.bundlePath) { return true }
            guard let folder else { return false }
            return folder.isEmpty || folder == "." || font.bundlePath.hasPrefix(folder + "/")
        }
        var kept: [String: Int] = [:]
        var result: [FontFile] = []
        for font in fonts {
            if let index = kept[font.path] {
                if !registered(result[index]), registered(font) { result[index] = font }
            } else {
                kept[font.path] = result.count
                result.append(font)
            }
        }
        return result
    }

    /// The Tuist `Project.swift` or XcodeGen `project.yml` in a project's folder, which generates
    /// the project and its Info.plists (often not committed), with the font keys of its targets.
    static func generatingSpec(in directory: URL, root: URL) -> (path: String, targets: [GeneratedProjectManifestReader.Target])? {
        let reader = GeneratedProjectManifestReader()
        for name in ["Project.swift", "project.yml", "project.yaml"] {
            let url = directory.appendingPathComponent(name)
            guard let data = FileData.read(url.path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let targets = name == "Project.swift" ? reader.readTuist(text, path: display(url, root: root)) : reader.readXcodeGen(text)
            return (display(url, root: root), targets)
        }
        return nil
    }

    /// The folders the target's resources make in the bundle: its folder references, and every
    /// folder something lands in (a Copy Files phase's `dstPath`, `en.lproj`, a reference's subfolders).
    static func bundleFolders(of target: XcodeTarget, fonts: [FontFile]) -> [String] {
        var folders = Set(target.resources.filter(\.isFolderReference).map(\.bundlePath))
        for path in Set(folders).union(target.resources.map(\.bundlePath) + fonts.map(\.bundlePath)) {
            var folder = FileName.parent(of: path)
            while !folder.isEmpty {
                folders.insert(folder)
                folder = FileName.parent(of: folder)
            }
        }
        return folders.sorted()
    }

    /// Plists in the project's folder (not in a nested project's) that declare fonts but that no
    /// configuration of any audited project names in INFOPLIST_FILE.
    private func unusedManifests(in project: XcodeProject, root: URL, used: Set<String>, otherProjects: [String]) -> [String] {
        let base = project.projectDirectory.standardizedFileURL.path
        let nested = otherProjects.filter { $0 != base && $0.hasPrefix(base + "/") }
        let tree = TreeSurvey(base: project.projectDirectory, cache: walks) { relative, name in
            TreeSurvey.isSkippedInSources(name) || name.hasPrefix(".build") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
                || nested.contains(base + "/" + relative) || isExcluded(relative)
        }.walk()
        return tree.plists.compactMap { relative -> String? in
            let url = project.projectDirectory.appendingPathComponent(relative).standardizedFileURL
            guard !used.contains(url.path), let data = try? Data(contentsOf: url),
                  PlistManifestReader.mayDeclareFonts(data), PlistManifestReader().read(data).declaresFonts else { return nil }
            return Self.display(url, root: root)
        }
    }

    /// A path as shown in findings: relative to the audited path when below it (for a project or
    /// workspace given directly, relative to its folder), else relative to the current folder.
    /// A path outside the audited folder as the project reaches it: `../Downloads/X.ttf`,
    /// relative to the audited folder (absolute when they share nothing but `/`).
    static func relativeDisplay(_ url: URL, root: URL) -> String {
        let base = displayBase(of: root)
        let target = url.standardizedFileURL.pathComponents
        let from = base.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        guard common > 1 else { return url.standardizedFileURL.path }
        return (Array(repeating: "..", count: from.count - common) + target[common...]).joined(separator: "/")
    }

    /// The folder shown paths are relative to: the audited folder, or the folder of the project or
    /// workspace given as the path.
    package static func displayBase(of root: URL) -> URL {
        ["xcodeproj", "xcworkspace"].contains(FileName.pathExtension(of: root.path)) ? root.deletingLastPathComponent() : root
    }

    static func display(_ url: URL, root: URL) -> String {
        let base = displayBase(of: root)
        let shown = DisplayPath.make(for: url, relativeTo: base)
        return shown.hasPrefix("/") ? DisplayPath.make(for: url) : shown
    }
}
