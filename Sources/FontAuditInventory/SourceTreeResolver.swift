import FontAuditModel
import FontAuditReaders

/// Resolution in a source tree: Xcode's flat copy, within the plist's app folder.
struct SourceTreeResolver {
    let fonts: [FontFile]
    let folders: [String]
    let appFolder: String

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

    func manifest(_ parsed: PlistManifestReader.Parsed, path: String) -> Manifest {
        let prefix = Self.scope(appFolder)
        let inApp = fonts.filter { $0.path.hasPrefix(prefix) && !$0.bundlePath.hasPrefix(AssetDataSet.prefix) }
        var resolver = EntryResolver(
            candidates: inApp.map { (relative(of: $0.path, prefix: prefix), $0.path) },
            folders: [("", appFolder)]
                + folders.filter { $0.hasPrefix(prefix) }.map { (String($0.dropFirst(prefix.count)), $0) },
            flat: true
        )
        resolver.nestedCandidates = fonts.filter { !$0.bundlePath.hasPrefix(AssetDataSet.prefix) }.map {
            ($0.path, $0.path)
        }
        return resolver.manifest(parsed, path: path, scope: prefix)
    }

    private func relative(of path: String, prefix: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
