import Foundation
import FontInspector

/// Builds the ``Inventory`` for a path: a built `.app`, an `.ipa`, a source folder or a fonts folder.
/// Every font file is read once, on all cores. Nothing audited is ever written to.
public struct InventoryBuilder: Sendable {
    /// Discovery overrides and exclusions.
    public let options: AuditOptions

    /// Creates a builder.
    public init(options: AuditOptions = AuditOptions()) {
        self.options = options
    }

    /// Builds one inventory per audited Xcode target when `path` is (or holds) a project or a
    /// workspace, else the one inventory of ``build(path:)``.
    public func buildAll(path: String) async throws -> [Inventory] {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw AuditError("\(path): no such file or folder; give a built .app, an .ipa, an .xcodeproj or .xcworkspace, or a source or fonts folder")
        }
        if options.plists.isEmpty, options.fontsFolder == nil, let projects = try projects(at: root), !projects.isEmpty {
            return try await buildProjects(projects, root: root)
        }
        return [try await build(path: path)]
    }

    /// Builds the inventory of `path`.
    /// - Throws: ``AuditError`` when the path does not exist or an `.ipa` cannot be opened.
    public func build(path: String) async throws -> Inventory {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw AuditError("\(path): no such file or folder; give a built .app, an .ipa, or a source or fonts folder")
        }
        let extraSources = try sourceFolders(root: root)
        var inventory: Inventory
        var treeSources: [(path: String, display: String)] = []
        var packages: [SwiftPackage] = []
        if !isFolder.boolValue {
            guard FileName.pathExtension(of: root.path) == "ipa" else {
                throw AuditError("\(path) is a file; give a built .app, an .ipa, or a source or fonts folder (use `fontaudit inspect` for one font)")
            }
            inventory = try await IPAReader().withExtractedApp(ipa: root) { app, displayPrefix in
                await buildBundle(app: app, displayPrefix: displayPrefix)
            }
        } else if options.plists.isEmpty, options.fontsFolder == nil, let bundle = await bundleInventory(root) {
            inventory = bundle
        } else {
            (inventory, treeSources, packages) = try await buildSourceTree(root: root)
        }
        // Names in code: the source tree's files and those of --sources (a built app has no sources).
        let scanner = SourceScanner(styleNameKey: options.styleNameKey, styleSizeKey: options.styleSizeKey)
        let found = scanner.scan(paths: treeSources + extraSources)
        apply(found, to: &inventory, packages: packages, exactLayout: inventory.layout != .sourceTree)
        return inventory
    }

    /// The source files of every `--sources` folder, with paths relative to the audited path when
    /// below it.
    func sourceFolders(root: URL) throws -> [(path: String, display: String)] {
        var files: [(path: String, display: String)] = []
        for folder in options.sources {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw AuditError("--sources \(folder): no such folder")
            }
            let base = url.path == root.path ? "" : DisplayPath.make(for: url, relativeTo: root)
            let display = base.hasPrefix("/") ? DisplayPath.make(for: url) : base
            let tree = TreeSurvey(base: url) { relative, name in
                TreeSurvey.sourceSkips.contains(name) || name.hasPrefix(".build") || isExcluded(relative)
            }.walk()
            files += tree.sources.map { (url.path + "/" + $0, display.isEmpty ? $0 : display + "/" + $0) }
        }
        return files
    }

    // MARK: Built bundles

    private func bundleInventory(_ root: URL) async -> Inventory? {
        let fm = FileManager.default
        let isApp = FileName.pathExtension(of: root.path) == "app"
        if fm.fileExists(atPath: root.appendingPathComponent("Contents/Info.plist").path) && isApp
            || (isApp && fm.fileExists(atPath: root.appendingPathComponent("Info.plist").path)) {
            return await buildBundle(app: root, displayPrefix: "")
        }
        return nil
    }

    func buildBundle(app: URL, displayPrefix: String) async -> Inventory {
        let macOS = FileManager.default.fileExists(atPath: app.appendingPathComponent("Contents/Info.plist").path)
        let resourcesRoot = macOS ? "Contents/Resources" : ""
        let plistPath = macOS ? "Contents/Info.plist" : "Info.plist"
        let walker = TreeSurvey(base: app) { relative, name in
            let ext = FileName.pathExtension(of: name)
            return TreeSurvey.nestedBundleExtensions.contains(ext) || name == "_CodeSignature" || name == "SC_Info"
                || isExcluded(displayPrefix + relative)
        }
        let tree = walker.walk()
        let prefix = resourcesRoot.isEmpty ? "" : resourcesRoot + "/"
        var fontPaths = tree.fonts.filter { $0.hasPrefix(prefix) }
        let plistURL = app.appendingPathComponent(plistPath)
        let data = try? Data(contentsOf: plistURL)
        let parsed = data.map { PlistManifestReader().read($0) }

        // Fonts inside nested bundles belong to them, unless an entry names one explicitly.
        let known = Set(fontPaths)
        for entry in parsed?.appFonts ?? [] {
            let relative = prefix + EntryResolver.normalized(entry.value)
            let parts = relative.split(separator: "/")
            guard !known.contains(relative), !relative.hasPrefix("/"), !parts.contains(".."),
                  FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: relative)) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: app.appendingPathComponent(relative).path, isDirectory: &isFolder), !isFolder.boolValue {
                fontPaths.append(relative)
            }
        }

        let reports = await inspect(fontPaths.map { (app.appendingPathComponent($0), displayPrefix + $0) })
        let fonts = zip(fontPaths, reports).map { path, report in
            FontFile(path: displayPrefix + path, bundlePath: String(path.dropFirst(prefix.count)), report: report)
        }
        var manifests: [Manifest] = []
        if let parsed {
            let resolver = BundleResolver(fonts: fonts, folders: tree.folders.compactMap {
                $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil
            })
            manifests.append(resolver.manifest(parsed, path: displayPrefix + plistPath, scope: displayPrefix))
        } else {
            manifests.append(Manifest(path: displayPrefix + plistPath, scope: displayPrefix, hasLines: false, problems: [
                ManifestProblem(message: "cannot be read; a built app always has one, so check the bundle is complete", line: nil),
            ]))
        }
        return Inventory(layout: macOS ? .macOSBundle : .iOSBundle, manifests: manifests, fonts: fonts,
                         systemFonts: systemFonts, unreadablePaths: unreadable(tree, prefix: displayPrefix))
    }

    // MARK: Source trees and fonts folders

    private func buildSourceTree(root: URL) async throws -> (Inventory, [(path: String, display: String)], [SwiftPackage]) {
        let walker = TreeSurvey(base: root) { relative, name in
            TreeSurvey.sourceSkips.contains(name) || name.hasPrefix(".build") || isExcluded(relative)
        }
        let tree = walker.walk()

        // Local Swift packages: the fonts of their targets go into their own resource bundles.
        let packages = options.fontsFolder != nil ? [] : tree.sources.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
            .compactMap { manifest -> LocatedPackage? in
                let folder = (manifest as NSString).deletingLastPathComponent
                return Self.package(at: folder.isEmpty ? root : root.appendingPathComponent(folder), display: folder)
            }
        func inPackageTarget(_ path: String) -> Bool {
            packages.contains { located in
                let prefix = located.package.path.isEmpty ? "" : located.package.path + "/"
                return path.hasPrefix(prefix) && located.package.target(holding: String(path.dropFirst(prefix.count))) != nil
            }
        }

        // Fonts: the tree's, or only those of --fonts (then every manifest resolves against them).
        var fontPaths = tree.fonts.filter { !inPackageTarget($0) }.map { (url: root.appendingPathComponent($0), display: $0) }
        var fontsFolderScope: String?
        if let folder = options.fontsFolder {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw AuditError("--fonts \(folder): no such folder")
            }
            let display = url.path == root.path ? "" : DisplayPath.make(for: url, relativeTo: root)
            if display.hasPrefix("/") {
                let sub = TreeSurvey(base: url) { _, name in TreeSurvey.sourceSkips.contains(name) }.walk()
                fontPaths = sub.fonts.map { (url.appendingPathComponent($0), display + "/" + $0) }
            } else if !display.isEmpty {
                fontPaths = fontPaths.filter { $0.display.hasPrefix(display + "/") }
            }
            fontsFolderScope = display
        }

        // Manifests: the tree's app plists and plists with font keys, or only those of --plist.
        var plistFiles = tree.plists.map { (url: root.appendingPathComponent($0), display: $0) }
        if !options.plists.isEmpty {
            plistFiles = try options.plists.map {
                let url = URL(fileURLWithPath: $0).standardizedFileURL
                guard FileManager.default.fileExists(atPath: url.path) else { throw AuditError("--plist \($0): no such file") }
                return (url, url.path == root.path ? url.lastPathComponent : DisplayPath.make(for: url, relativeTo: root))
            }
        }
        var parsedManifests: [(parsed: PlistManifestReader.Parsed, path: String, appFolder: String)] = []
        var unreadablePlists: [Manifest] = []
        // XcodeGen and Tuist keep the font keys in the project spec; the plist they generate (often
        // not committed) is theirs, not the app author's.
        if options.plists.isEmpty {
            let (specManifests, generatedPlists) = projectSpecManifests(tree: tree, root: root)
            parsedManifests += specManifests.map { ($0.parsed, $0.path, fontsFolderScope ?? Self.appFolder(of: $0.path)) }
            plistFiles = plistFiles.filter { !generatedPlists.contains($0.display) }
        }
        for plist in plistFiles {
            let appFolder = fontsFolderScope ?? Self.appFolder(of: plist.display)
            guard let data = try? Data(contentsOf: plist.url) else {
                unreadablePlists.append(Manifest(path: plist.display, scope: Self.scope(appFolder), hasLines: false, problems: [
                    ManifestProblem(message: "cannot be read: check the path and its permissions", line: nil),
                ]))
                continue
            }
            guard !options.plists.isEmpty || Self.isAppPlist(name: plist.url.lastPathComponent, data: data)
                || PlistManifestReader.mayDeclareFonts(data) else { continue }
            let parsed = PlistManifestReader().read(data)
            guard !options.plists.isEmpty || parsed.declaresFonts || Self.isAppPlist(name: plist.url.lastPathComponent, data: data) else { continue }
            parsedManifests.append((parsed, plist.display, appFolder))
        }

        // With manifests, only the fonts of their app folders will be in a bundle.
        if !parsedManifests.isEmpty || !unreadablePlists.isEmpty {
            let scopes = parsedManifests.map { Self.scope($0.appFolder) } + unreadablePlists.map(\.scope)
            fontPaths = fontPaths.filter { font in scopes.contains { font.display.hasPrefix($0) } }
        }
        let reports = await inspect(fontPaths.map { ($0.url, $0.display) })
        let fonts = zip(fontPaths, reports).map { file, report in
            FontFile(path: file.display, bundlePath: AssetDataSet.bundlePath(of: file.display) ?? FileName.lastComponent(of: file.display),
                     report: report)
        }
        var cache: [String: FontFileReport] = [:]
        let packageFonts = await packageContents(packages, reports: &cache).fonts
        let manifests = unreadablePlists + parsedManifests.map { item in
            SourceTreeResolver(fonts: fonts, folders: tree.folders, appFolder: item.appFolder)
                .manifest(item.parsed, path: item.path)
                .resolvingOtherBundles(packageFonts)
        }
        let layout: Inventory.Layout = manifests.isEmpty && packageFonts.isEmpty ? .fontsFolder : .sourceTree
        let inventory = Inventory(layout: layout, manifests: manifests, fonts: fonts + packageFonts, systemFonts: systemFonts,
                                  unreadablePaths: unreadable(tree, prefix: ""))
        // Test sources (a folder named …Tests) never run in the app: their font names are no requests.
        let appSources = tree.sources.filter { path in !path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") } }
        return (inventory, appSources.map { (root.path + "/" + $0, $0) }, packages.map(\.package))
    }

    /// The manifests of XcodeGen specs and Tuist `Project.swift` files in the tree, and the plists
    /// those specs generate (`info.path`), relative to the audited path.
    private func projectSpecManifests(tree: TreeSurvey.Tree, root: URL)
        -> ([(parsed: PlistManifestReader.Parsed, path: String)], Set<String>) {
        let reader = GeneratedProjectManifestReader()
        var manifests: [(parsed: PlistManifestReader.Parsed, path: String)] = []
        var generated = Set<String>()
        for spec in tree.specs {
            guard let data = FileData.read(root.appendingPathComponent(spec).path),
                  PlistManifestReader.mayDeclareFonts(data) else { continue }
            let folder = (spec as NSString).deletingLastPathComponent
            for target in reader.readXcodeGen(String(decoding: data, as: UTF8.self)) {
                manifests.append((target.parsed, spec))
                if let plist = target.generatedPlist {
                    generated.insert(XcodeProjectReader.ProjectPath.normalize(folder.isEmpty ? plist : folder + "/" + plist))
                }
            }
        }
        for source in tree.sources where source == "Project.swift" || source.hasSuffix("/Project.swift") {
            guard let data = FileData.read(root.appendingPathComponent(source).path),
                  PlistManifestReader.mayDeclareFonts(data) else { continue }
            for target in reader.readTuist(String(decoding: data, as: UTF8.self), path: source) {
                manifests.append((target.parsed, source))
            }
        }
        return (manifests, generated)
    }

    /// An app's Info.plist: `Info.plist`, or `Name-Info.plist` with bundle keys (not
    /// `GoogleService-Info.plist`). It counts even without font keys: its fonts are then unlisted.
    static func isAppPlist(name: String, data: Data) -> Bool {
        name == "Info.plist" || (name.hasSuffix("-Info.plist") && data.range(of: Data("CFBundle".utf8)) != nil)
    }

    /// The path prefix of an app folder: "Brand/" for "Brand", "" for the whole tree.
    static func scope(_ appFolder: String) -> String {
        appFolder.isEmpty ? "" : appFolder + "/"
    }

    /// The app folder of a plist in a source tree: the top folder below the audited path that holds
    /// it, or the audited path itself ("") for a plist at its top.
    static func appFolder(of plistPath: String) -> String {
        let components = plistPath.split(separator: "/")
        return components.count > 1 && !plistPath.hasPrefix("/") ? String(components[0]) : ""
    }

    // MARK: Helpers

    var systemFonts: SystemFontCatalog {
        SystemFontCatalog.shipped.adding(options.extraSystemFonts)
    }

    func isExcluded(_ relative: String) -> Bool {
        options.exclude.contains { PathPattern(pattern: $0).matches(relative) }
    }

    private func unreadable(_ tree: TreeSurvey.Tree, prefix: String) -> [String: String] {
        Dictionary(tree.unreadable.map { (prefix + $0.path, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    private func inspect(_ files: [(URL, String)]) async -> [FontFileReport] {
        await FontFileInspector.inspectFiles(files.map { (url: $0.0, displayPath: $0.1) }, nameRecords: false)
    }
}
