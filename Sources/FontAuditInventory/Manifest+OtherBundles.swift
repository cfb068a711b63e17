import FontAuditModel
import FontInspectorModel

extension Manifest {
    /// This manifest with each entry that names a file inside a resource bundle the build puts
    /// in the app (`<Package>_<Target>.bundle/Font.ttf`) resolved to that file: Xcode copies the
    /// resource bundle of every package product a target links to its bundle's root, so the path
    /// is in the bundle and UIAppFonts registers it. `own` are the fonts of the target's linked
    /// packages; `host` those of the app that embeds it, when it is an extension: an extension
    /// sits in `<App>.app/PlugIns/`, so its `../../<Package>_<Target>.bundle/Font.ttf` climbs into
    /// the host app's root. An entry into a bundle that is not built, whose file a bundle the build
    /// does put there holds, is missing, with that path as the one it most likely means.
    /// Returns the host's fonts the entries register, which the extension's inventory then holds.
    mutating func resolveBundleLayout(own: [FontFile], host: [FontFile]) -> [FontFile] {
        var used: [FontFile] = []
        appFonts = appFonts.map { entry in
            guard case .missing = entry.resolution else { return entry }
            var entry = entry
            var path = EntryResolver.normalized(entry.value)
            var layout = own
            var climb = ""
            if path.hasPrefix("../../"), !host.isEmpty {
                path.removeFirst(6)
                layout = host
                climb = "../../"
            }
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].hasSuffix(".bundle") else { return entry }
            let (bundle, inner) = (parts[0], parts[1])
            if let font = layout.first(where: { $0.bundle == bundle && $0.bundlePath == inner }) {
                entry.resolution = .file(path: font.path)
                if layout == host, !own.contains(where: { $0.path == font.path }) { used.append(font) }
            } else if let other = layout.first(where: {
                $0.bundle != nil && FileName.lastComponent(of: $0.bundlePath) == FileName.lastComponent(of: inner)
            }), let otherBundle = other.bundle {
                entry.resolution = .missing(nearest: climb + otherBundle + "/" + other.bundlePath)
            }
            return entry
        }
        return used
    }

    /// This manifest with each entry that names no main-bundle file but a file of a package's
    /// resource bundle resolved to that bundle: UIAppFonts does not reach it.
    func resolvingOtherBundles(_ fonts: [FontFile]) -> Manifest {
        let others = fonts.filter { $0.bundle != nil }
        guard !others.isEmpty else { return self }
        var manifest = self
        manifest.appFonts = appFonts.map { entry in
            guard case .missing = entry.resolution else { return entry }
            var entry = entry
            let normalized = EntryResolver.normalized(entry.value)
            // A path into a resource bundle is resolved against the bundles the build puts there
            // (``resolveBundleLayout(own:host:)``): one it does not put there is missing.
            guard !normalized.contains(".bundle/") else { return entry }
            let name = FileName.lastComponent(of: normalized)
            let matches = others.filter {
                $0.bundlePath == normalized || FileName.lastComponent(of: $0.bundlePath) == name
            }
            if let first = matches.first {
                entry.resolution = .inOtherBundle(
                    path: first.path, targets: Array(Set(matches.compactMap(\.bundle))).sorted())
            }
            return entry
        }
        return manifest
    }
}

extension Manifest {
    /// This manifest with each entry that names no file the target copies, but a font a pod copies to
    /// the bundle's root (``PodFontCatalog``, by file name), resolved to that pod: the file is in
    /// the bundle. An entry with a folder (`Fonts/Ionicons.ttf`) does not name the root's file.
    ///
    /// An entry whose file the project has only in `node_modules/` of a package no install of the
    /// app brings (`installs` says no: the lockfile does not resolve it) names a file that is
    /// missing, not a file to tick under Target Membership. One the target copies from
    /// `node_modules/` of a package the install may bring (a dependency, or a dependency's, or any
    /// package where the checkout holds no lockfile) is installed before the build
    /// (`.installedPackage`): the checkout cannot show it, so nothing is said of it.
    func copiedByPods(_ fonts: [String: PodFontCatalog.Font], installs: (String) -> Bool) -> Manifest {
        var manifest = self
        manifest.appFonts = appFonts.map { entry in
            switch entry.resolution {
            case .notInTarget(let path, _), .referenceMissing(let path):
                if let package = Self.nodePackage(of: path), fonts[EntryResolver.normalized(entry.value)] == nil {
                    var entry = entry
                    if !installs(package) {
                        entry.resolution = .missing(nearest: nil)
                    } else if case .referenceMissing = entry.resolution {
                        entry.resolution = .installedPackage(package: package)
                    }
                    return entry
                }
            case .missing: break
            default: return entry
            }
            guard let font = fonts[EntryResolver.normalized(entry.value)] else { return entry }
            var entry = entry
            entry.resolution = .copiedByPod(package: font.package)
            return entry
        }
        return manifest
    }

    /// The npm package a path inside `node_modules/` belongs to (`@scope/name` or `name`).
    static func nodePackage(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let index = parts.lastIndex(of: "node_modules"), index + 1 < parts.count else { return nil }
        let first = parts[index + 1]
        guard first.hasPrefix("@") else { return first }
        return index + 2 < parts.count ? first + "/" + parts[index + 2] : nil
    }
}
