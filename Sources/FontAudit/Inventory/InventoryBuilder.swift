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

    /// Builds the inventory of `path`.
    /// - Throws: ``AuditError`` when the path does not exist or an `.ipa` cannot be opened.
    public func build(path: String) async throws -> Inventory {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw AuditError("\(path): no such file or folder; give a built .app, an .ipa, or a source or fonts folder")
        }
        if !isFolder.boolValue {
            guard root.pathExtension.lowercased() == "ipa" else {
                throw AuditError("\(path) is a file; give a built .app, an .ipa, or a source or fonts folder (use `fontaudit inspect` for one font)")
            }
            return try await IPAReader().withExtractedApp(ipa: root) { app, displayPrefix in
                await buildBundle(app: app, displayPrefix: displayPrefix)
            }
        }
        if options.plists.isEmpty, options.fontsFolder == nil, let bundle = await bundleInventory(root) {
            return bundle
        }
        return await buildSourceTree(root: root)
    }

    // MARK: Built bundles

    private func bundleInventory(_ root: URL) async -> Inventory? {
        let fm = FileManager.default
        let isApp = root.pathExtension == "app"
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
        let walker = TreeWalker(base: app) { relative, name in
            let ext = (name as NSString).pathExtension
            return TreeWalker.nestedBundleExtensions.contains(ext) || name == "_CodeSignature" || name == "SC_Info"
                || isExcluded(displayPrefix + relative)
        }
        let tree = walker.walk()
        let fontPaths = tree.fonts.filter { resourcesRoot.isEmpty || $0.hasPrefix(resourcesRoot + "/") }
        let reports = await inspect(fontPaths.map { (app.appendingPathComponent($0), displayPrefix + $0) })
        let fonts = zip(fontPaths, reports).map { path, report in
            FontFile(path: displayPrefix + path,
                     bundlePath: resourcesRoot.isEmpty ? path : String(path.dropFirst(resourcesRoot.count + 1)),
                     report: report)
        }
        var manifests: [Manifest] = []
        let plistURL = app.appendingPathComponent(plistPath)
        if let data = try? Data(contentsOf: plistURL) {
            let parsed = PlistManifestReader().read(data)
            let resolver = BundleResolver(fonts: fonts, folders: tree.folders.compactMap {
                resourcesRoot.isEmpty ? $0 : ($0.hasPrefix(resourcesRoot + "/") ? String($0.dropFirst(resourcesRoot.count + 1)) : nil)
            })
            manifests.append(resolver.manifest(parsed, path: displayPrefix + plistPath, scope: displayPrefix))
        } else {
            manifests.append(Manifest(path: displayPrefix + plistPath, scope: displayPrefix, hasLines: false, problems: [
                ManifestProblem(message: "cannot be read; a built app always has one, so check the bundle is complete", line: nil),
            ]))
        }
        return Inventory(layout: macOS ? .macOSBundle : .iOSBundle, manifests: manifests, fonts: fonts,
                         systemFonts: systemFonts, unreadableFolders: unreadable(tree, prefix: displayPrefix))
    }

    // MARK: Source trees and fonts folders

    private func buildSourceTree(root: URL) async -> Inventory {
        let walker = TreeWalker(base: root) { relative, name in
            TreeWalker.sourceSkips.contains(name) || name.hasPrefix(".build") || isExcluded(relative)
        }
        let tree = walker.walk()

        // Fonts: the tree's, or only those of --fonts.
        var fontPaths = tree.fonts
        var fontsFolderDisplay: String?
        var extraFonts: [(URL, String)] = []
        if let folder = options.fontsFolder {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            let display = DisplayPath.make(for: url, relativeTo: root)
            fontsFolderDisplay = display
            if display.hasPrefix("/") {
                let sub = TreeWalker(base: url) { _, name in TreeWalker.sourceSkips.contains(name) }.walk()
                fontPaths = []
                extraFonts = sub.fonts.map { (url.appendingPathComponent($0), display + "/" + $0) }
            } else {
                fontPaths = tree.fonts.filter { $0.hasPrefix(display + "/") }
            }
        }
        let files = fontPaths.map { (root.appendingPathComponent($0), $0) } + extraFonts
        let reports = await inspect(files)
        let fonts = zip(files, reports).map { file, report in
            FontFile(path: file.1, bundlePath: (file.1 as NSString).lastPathComponent, report: report)
        }

        // Manifests: the tree's plists that declare fonts, or only those of --plist.
        var plistFiles: [(url: URL, display: String)]
        if options.plists.isEmpty {
            plistFiles = tree.plists.map { (root.appendingPathComponent($0), $0) }
        } else {
            plistFiles = options.plists.map {
                let url = URL(fileURLWithPath: $0).standardizedFileURL
                return (url, DisplayPath.make(for: url, relativeTo: root))
            }
        }
        var manifests: [Manifest] = []
        for plist in plistFiles {
            guard let data = try? Data(contentsOf: plist.url) else {
                manifests.append(Manifest(path: plist.display, hasLines: false, problems: [
                    ManifestProblem(message: "cannot be read: check the path and its permissions", line: nil),
                ]))
                continue
            }
            // An app's Info.plist counts even without font keys: its fonts are then unlisted.
            let name = (plist.display as NSString).lastPathComponent
            let appPlist = !options.plists.isEmpty || name == "Info.plist" || name.hasSuffix("-Info.plist")
            guard appPlist || PlistManifestReader.mayDeclareFonts(data) else { continue }
            let parsed = PlistManifestReader().read(data)
            guard appPlist || parsed.declaresFonts else { continue }
            let appFolder = fontsFolderDisplay ?? Self.appFolder(of: plist.display)
            let resolver = SourceTreeResolver(fonts: fonts, folders: tree.folders, appFolder: appFolder)
            manifests.append(resolver.manifest(parsed, path: plist.display))
        }
        let layout: Inventory.Layout = manifests.isEmpty ? .fontsFolder : .sourceTree
        return Inventory(layout: layout, manifests: manifests, fonts: fonts, systemFonts: systemFonts,
                         unreadableFolders: unreadable(tree, prefix: ""))
    }

    /// The app folder of a plist in a source tree: the top folder below the audited path that holds
    /// it, or the audited path itself ("") for a plist at its top.
    static func appFolder(of plistPath: String) -> String {
        let components = plistPath.split(separator: "/")
        return components.count > 1 && !plistPath.hasPrefix("/") ? String(components[0]) : ""
    }

    // MARK: Helpers

    private var systemFonts: SystemFontCatalog {
        SystemFontCatalog.shipped.adding(options.extraSystemFonts)
    }

    private func isExcluded(_ relative: String) -> Bool {
        options.exclude.contains { PathPattern(pattern: $0).matches(relative) }
    }

    private func unreadable(_ tree: TreeWalker.Tree, prefix: String) -> [String: String] {
        Dictionary(tree.unreadable.map { (prefix + $0.path, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    private func inspect(_ files: [(URL, String)]) async -> [FontFileReport] {
        await FontFileInspector.inspectFiles(files.map { (url: $0.0, displayPath: $0.1) })
    }
}
