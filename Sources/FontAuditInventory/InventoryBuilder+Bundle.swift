import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// MARK: Built bundles

extension InventoryBuilder {
    func bundleInventory(_ root: URL) async -> Inventory? {
        let isApp = FileName.pathExtension(of: root.path) == "app"
        if Disk.exists(root.appendingPathComponent("Contents/Info.plist").path) && isApp
            || (isApp && Disk.exists(root.appendingPathComponent("Info.plist").path))
        {
            return await buildBundle(app: root, displayPrefix: "")
        }
        return nil
    }

    func buildBundle(app: URL, displayPrefix: String) async -> Inventory {
        let macOS = Disk.exists(app.appendingPathComponent("Contents/Info.plist").path)
        let resourcesRoot = macOS ? "Contents/Resources" : ""
        let plistPath = macOS ? "Contents/Info.plist" : "Info.plist"
        let walker = TreeSurvey(base: app, cache: walks) { relative, name in
            let ext = FileName.pathExtension(of: name)
            return TreeSurvey.nestedBundleExtensions.contains(ext) || name == "_CodeSignature" || name == "SC_Info"
                || isExcluded(displayPrefix + relative)
        }
        let tree = walker.walk()
        let prefix = resourcesRoot.isEmpty ? "" : resourcesRoot + "/"
        var fontPaths = tree.fonts.filter { $0.hasPrefix(prefix) }
        let plistURL = app.appendingPathComponent(plistPath)
        let data = FileData.read(plistURL.path)
        let parsed = data.map { PlistManifestReader().read($0) }

        // Fonts inside nested bundles belong to them, unless an entry names one explicitly.
        let known = Set(fontPaths)
        for entry in parsed?.appFonts ?? [] {
            let relative = prefix + EntryResolver.normalized(entry.value)
            let parts = relative.split(separator: "/")
            guard !known.contains(relative), !relative.hasPrefix("/"), !parts.contains(".."),
                FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: relative))
            else { continue }
            if case .file = Disk.kind(of: app.appendingPathComponent(relative).path) {
                fontPaths.append(relative)
            }
        }

        progress?("reading \(fontPaths.count) font files")
        let reports = await inspect(fontPaths.map { (app.appendingPathComponent($0), displayPrefix + $0) })
        let fonts = zip(fontPaths, reports).map { path, report in
            FontFile(path: displayPrefix + path, bundlePath: String(path.dropFirst(prefix.count)), report: report)
        }
        var manifests: [Manifest] = []
        if let parsed {
            let resolver = BundleResolver(
                fonts: fonts,
                folders: tree.folders.compactMap {
                    $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil
                })
            manifests.append(resolver.manifest(parsed, path: displayPrefix + plistPath, scope: displayPrefix))
        } else {
            manifests.append(
                Manifest(
                    path: displayPrefix + plistPath, scope: displayPrefix, hasLines: false,
                    problems: [
                        ManifestProblem(
                            message: "cannot be read; a built app always has one, so check the bundle is complete",
                            line: nil)
                    ]))
        }
        return Inventory(
            layout: macOS ? .macOSBundle : .iOSBundle, manifests: manifests, fonts: fonts,
            systemFonts: systemFonts, unreadablePaths: unreadable(tree, prefix: displayPrefix))
    }
}
