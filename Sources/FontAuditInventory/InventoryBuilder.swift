import FontAuditCache
import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import FontInspectorReading
import Foundation

/// Builds the ``Inventory`` for a path: a built `.app`, an `.ipa`, a source folder or a fonts folder.
/// Every font file is read once, on all cores. Nothing audited is ever written to.
package struct InventoryBuilder: Sendable {
    /// Discovery overrides and exclusions.
    package let options: AuditOptions
    /// Told what the build is doing, a phrase at a time ("target App (2 of 5)"), for a progress line.
    package let progress: (@Sendable (String) -> Void)?

    /// Creates a builder; `progress`, when given, hears each phase as it starts.
    /// The run's folder listings: every walk of the run goes through them, so a folder is read
    /// from disk once however many surveys pass through it.
    package let walks: WalkCache

    /// The source surveys of this builder's walks, by folder (``sourceSurvey(of:)``).
    let surveys = Locked([String: TreeSurvey.Tree]())
    /// What `font-unused`'s search read, shared by the targets (``markUsageEvidence(_:files:base:)``).
    let usageReads = Locked(UsageReads())
    /// The strings tables the targets' text reads, each parsed once a run (``attachText(_:to:base:)``).
    let tables = LocalizationTables()
    /// What each local package holds (``LocatedPackage/contents(walks:skip:)``), by folder and
    /// shown prefix: the targets that link a package share it (brave-ios: four targets surveyed
    /// its 7,780 files each).
    let packageReads = Locked([String: (fonts: [SwiftPackage.BundledFile], sources: [String])]())
    /// Each React Native app's Android half, by the app's folder (``androidFonts(of:root:)``): one
    /// for all its targets and configurations.
    let androidHalves = Locked([String: AndroidFonts?]())
    /// Each React Native app's reach (``metroReach(of:files:aliases:platform:root:)``), each file's imports, its modules.
    let reaches = Locked([String: MetroReach]()), importScans = Locked([String: JavaScriptImports]()),
        modules = JavaScriptModuleCache()

    /// What earlier runs read, when ``AuditOptions/cacheDirectory`` is set: opened by
    /// ``buildAll(path:)`` and written back when it ends.
    package let store: RunCache?

    package init(
        options: AuditOptions = AuditOptions(), progress: (@Sendable (String) -> Void)? = nil,
        walks: WalkCache = WalkCache(), store: RunCache? = nil
    ) {
        self.options = options
        self.progress = progress
        self.walks = walks
        self.store = store
    }

    /// Builds one inventory per audited Xcode target when `path` is (or holds) a project or a
    /// workspace, else the one inventory of ``build(path:)``.
    package func buildAll(path: String) async throws -> InventoryBuild {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard Disk.exists(root.path) else {
            throw AuditError.noSuchPath(path, projects: true)
        }
        if store == nil, let directory = options.cacheDirectory {
            let store = RunCache(
                directory: directory, root: root.path, tool: RunCache.toolIdentity, configuration: options.cacheKey)
            let built = try await InventoryBuilder(
                options: options, progress: progress, walks: walks, store: store
            ).buildAll(path: path)
            store.save()
            return built
        }
        let packageSearch = LayoutSearch(path: path, root: root, searches: false)
        if let plan = try await SwiftPackageDriver().plan(packageSearch, with: self) {
            var built = try await SwiftPackageDriver().build(plan, packageSearch, with: self)
            built.plan = plan.plan
            return built
        }
        // The Swift files the project search passes are parsed ahead, from the first one found,
        // while the search goes on and the projects are read (``SwiftPrefetch``), unless the run
        // cache holds what they gave.
        let searches = options.plists.isEmpty && options.fontsFolder == nil
        let prefetch =
            !searches || !options.prefetchesSwift || store?.isEmpty == false
            ? nil
            : SwiftPrefetch(
                more: true,
                skipWords: SwiftSourceReader.registrationWords(
                    libraries: RegistrationLibrary.builtIn + options.registrationHelpers))
        prefetch?.start()
        defer { prefetch?.finish() }
        let found = searches ? try projects(at: root, swiftFile: prefetch?.add) : nil
        prefetch?.endOfPaths()
        PhaseClock.mark("  project search")
        let search = LayoutSearch(path: path, root: root, searches: searches, projects: found, prefetch: prefetch)
        for driver in Self.drivers {
            guard let plan = try await driver.plan(search, with: self) else { continue }
            var built = try await driver.build(plan, search, with: self)
            built.plan = plan.plan
            return built
        }
        return InventoryBuild(inventories: [])
    }

    /// The layouts after `--package`'s, in the order they are asked: a project below the path
    /// wins over an Expo app's config, and a folder is what is left.
    static let drivers: [any LayoutDriver] = [
        XcodeProjectDriver(), ExpoDriver(), ReactNativeAndroidDriver(), WorkspaceDriver(), FolderDriver(),
    ]

    /// The faces of the unplaced font files `paths` (``unplacedFonts(root:placed:)``), read as
    /// the bundled ones are.
    func unplacedFaces(_ paths: [String], root: URL) async -> [UnplacedFace] {
        guard !paths.isEmpty else { return [] }
        let base = Self.displayBase(of: root)
        return UnplacedFace.faces(of: await inspect(paths.map { (base.appendingPathComponent($0), $0) }))
    }

    /// The font files below the audited folder (or the project's or workspace's folder) that are
    /// not in `placed` (display paths), sorted.
    func unplacedFonts(root: URL, placed: Set<String>) -> [String] {
        let base = Self.displayBase(of: root)
        guard Disk.isFolder(base.path),
            FileName.pathExtension(of: base.path) != "app"
        else { return [] }
        return sourceSurvey(of: base).fonts.filter { !placed.contains($0) }.sorted()
    }

    /// Builds the inventory of `path`.
    /// - Throws: ``AuditError`` when the path does not exist or an `.ipa` cannot be opened.
    /// - Parameter prefetch: The Swift files parsed ahead while the folder was searched, if any.
    /// - Parameter plan: The folder's plan, when a driver made it (``planFolder(root:)``).
    package func build(path: String, prefetch: SwiftPrefetch? = nil) async throws -> Inventory {
        try await build(path: path, prefetch: prefetch, plan: nil)
    }

    func build(path: String, prefetch: SwiftPrefetch?, plan: FolderPlan?) async throws -> Inventory {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let kind = Disk.kind(of: root.path)
        guard kind != .absent else {
            throw AuditError.noSuchPath(path, projects: false)
        }
        let isFolder = kind == .folder
        let extraSources = try sourceFolders(root: root)
        var inventory: Inventory
        var treeSources: [(path: String, display: String)] = []
        var packages: [SwiftPackage] = []
        if !isFolder {
            guard FileName.pathExtension(of: root.path) == "ipa" else {
                throw AuditError.isAFile(path)
            }
            inventory = try await IPAReader().withExtractedApp(ipa: root) { app, displayPrefix in
                var bundle = await buildBundle(app: app, displayPrefix: displayPrefix)
                Self.markCopies(&bundle, base: app, prefix: displayPrefix)
                return bundle
            }
        } else if options.plists.isEmpty, options.fontsFolder == nil, let bundle = await bundleInventory(root) {
            inventory = bundle
        } else {
            (inventory, treeSources, packages) = try await buildSourceTree(root: root, plan: plan)
        }
        // Names in code: the source tree's files and those of --sources (a built app has no sources).
        if !(treeSources + extraSources).isEmpty {
            progress?("scanning \((treeSources + extraSources).count) source files")
        }
        var scanner = SourceScanner(styleNameKey: options.styleNameKey, styleSizeKey: options.styleSizeKey)
        scanner.store = store
        if let prefetch { scanner.cache = ScanCache(prefetch: prefetch, sharesFiles: false) }
        scanner.libraries += options.registrationHelpers
        PhaseClock.mark("  walk, fonts, manifests")
        // The scan reads a source folder's files on both cores from here: a parse ahead would only
        // take a core from them (a project's targets read fewer, and it goes on until they parse).
        prefetch?.stop()
        var found = scanner.scan(paths: treeSources + extraSources)
        if isFolder, let template = Self.tuistFontTemplate(root: root) {
            found.registrations.append(template)
            inventory.openRegistrations.append(
                DynamicFontName(
                    file: template.file, line: template.line, api: "Tuist fonts template", written: nil,
                    reason: OpenReason(.generatedCode, template.file)))
        }
        // An app of the tree whose registrations the audit cannot tell, and no manifest it can:
        // every font of the tree may be registered (a registration of no file it can name).
        if inventory.layout == .sourceTree, inventory.manifests.isEmpty {
            for fact in inventory.openRegistrations where [.unevaluatedList, .unreadApp].contains(fact.reason.kind) {
                found.registrations.append(
                    FontRegistration(
                        kind: .url, call: fact.api, file: fact.file, line: fact.line, bundleReference: .main,
                        files: nil))
            }
        }
        PhaseClock.mark("  source scan")
        apply(found, to: &inventory, packages: packages, exactLayout: inventory.layout != .sourceTree)
        // The tree's walk leaves excluded files out unseen: any exclusion may hide a global's use.
        inventory.countingEveryGlobal(!options.exclude.isEmpty)
        attachText(found, to: &inventory, base: Self.displayBase(of: root))
        if isFolder {
            Self.markGitIgnored(&inventory, base: root)
            Self.markEngineFonts(&inventory, base: root)
            Self.markCopies(&inventory, base: root)
        }
        markUsageEvidence(&inventory, files: treeSources + extraSources, base: root)
        return inventory
    }

    /// The source files of every `--sources` folder, with paths relative to the audited path when
    /// below it.
    func sourceFolders(root: URL) throws -> [(path: String, display: String)] {
        var files: [(path: String, display: String)] = []
        for folder in options.sources {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            guard Disk.isFolder(url.path) else {
                throw AuditError.noSuchFolder(option: "--sources", path: folder)
            }
            let base = url.path == root.path ? "" : DisplayPath.make(for: url, relativeTo: root)
            let display = base.hasPrefix("/") ? DisplayPath.make(for: url) : base
            files += sourceSurvey(of: url).sources.map {
                (url.path + "/" + $0, display.isEmpty ? $0 : display + "/" + $0)
            }
        }
        return files
    }

    // MARK: Source trees and fonts folders

    /// An app's Info.plist: `Info.plist`, or `Name-Info.plist` with bundle keys (not
    /// `GoogleService-Info.plist`). It counts even without font keys: its fonts are then unlisted.
    /// A framework's or a resource bundle's (its `CFBundlePackageType` is `FMWK` or `BNDL`) is not:
    /// iOS reads UIAppFonts from the app's main bundle only, so it registers nothing and its folder
    /// is no app folder (FontAwesome.swift keeps one in its package target, beside the fonts).
    static func isAppPlist(name: String, data: Data) -> Bool {
        guard name == "Info.plist" || (name.hasSuffix("-Info.plist") && data.range(of: Data("CFBundle".utf8)) != nil)
        else {
            return false
        }
        guard data.range(of: Data("CFBundlePackageType".utf8)) != nil,
            let (value, _) = try? SafePlist.parse(data),
            let type = (value as? [String: Any])?["CFBundlePackageType"] as? String
        else { return true }
        return !nonAppPackageTypes.contains(type)
    }

    /// The `CFBundlePackageType` of bundles that are not apps or extensions: frameworks and
    /// loadable or resource bundles.
    static let nonAppPackageTypes: Set<String> = ["FMWK", "BNDL"]
    // MARK: Helpers

    /// Whether `url` is a folder that is not itself a project, workspace or app: one that
    /// `--package` audits as a package.
    static func isFolder(_ url: URL) -> Bool {
        Disk.isFolder(url.path)
            && !["xcodeproj", "xcworkspace", "app"].contains(FileName.pathExtension(of: url.path))
    }

    var systemFonts: SystemFontCatalog {
        SystemFontCatalog.shipped.adding(options.extraSystemFonts)
    }

    /// What a folder holds as a source tree (version control, build and dependency folders and
    /// what `exclude:` names left out): walked once per builder, however many ask.
    func sourceSurvey(of base: URL) -> TreeSurvey.Tree {
        if let known = surveys.withLock({ $0[base.path] }) { return known }
        let tree = TreeSurvey(base: base, cache: walks) { relative, name in
            TreeSurvey.isSkippedInSources(name) || name.hasPrefix(".build") || isExcluded(relative)
                || (TreeSurvey.isAssetSetWithoutData(name) && relative.contains(".xcassets/"))
        }.walk()
        surveys.withLock { $0[base.path] = tree }
        return tree
    }

    func isExcluded(_ relative: String) -> Bool {
        options.exclude.contains { PathPattern(pattern: $0).matches(relative) }
    }

    func unreadable(_ tree: TreeSurvey.Tree, prefix: String) -> [String: String] {
        Dictionary(tree.unreadable.map { (prefix + $0.path, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    /// The reports of font files (on disk, shown), read through FreeType on all cores; with a
    /// cache, a file unchanged since the last run is not read again.
    func inspect(_ files: [(URL, String)]) async -> [FontFileReport] {
        guard let store else {
            return await FontFileInspector.inspectFiles(
                files.map { (url: $0.0, displayPath: $0.1) }, nameRecords: false)
        }
        var reports = [FontFileReport?](repeating: nil, count: files.count)
        var missing: [Int] = []
        for (index, file) in files.enumerated() {
            if case .unchanged(let kept) = store.validate(file.0.path),
                let report = kept.value(FontFileReport.self, .fontReport(file.1))
            {
                reports[index] = report
            } else {
                missing.append(index)
            }
        }
        let fresh = await FontFileInspector.inspectFiles(
            missing.map { (url: files[$0].0, displayPath: files[$0].1) }, nameRecords: false)
        for (index, report) in zip(missing, fresh) {
            reports[index] = report
            store.store(report, .fontReport(files[index].1), of: files[index].0.path)
        }
        return reports.map { $0! }
    }
}
