/// Resolution in a source tree: Xcode's flat copy, within the plist's app folder.
struct SourceTreeResolver {
    let fonts: [FontFile]
    let folders: [String]
    let appFolder: String

    func manifest(_ parsed: PlistManifestReader.Parsed, path: String) -> Manifest {
        let prefix = InventoryBuilder.scope(appFolder)
        let inApp = fonts.filter { $0.path.hasPrefix(prefix) && !$0.bundlePath.hasPrefix(AssetDataSet.prefix) }
        return EntryResolver(
            candidates: inApp.map { (relative(of: $0.path, prefix: prefix), $0.path) },
            folders: [("", appFolder)] + folders.filter { $0.hasPrefix(prefix) }.map { (String($0.dropFirst(prefix.count)), $0) },
            flat: true
        ).manifest(parsed, path: path, scope: prefix)
    }

    private func relative(of path: String, prefix: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
