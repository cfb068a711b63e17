import FontAuditModel
import FontAuditReaders

/// Resolution inside a built bundle: exact paths relative to the resources root.
struct BundleResolver {
    let fonts: [FontFile]
    let folders: [String]

    func manifest(_ parsed: PlistManifestReader.Parsed, path: String, scope: String) -> Manifest {
        EntryResolver(
            candidates: fonts.filter { !$0.bundlePath.hasPrefix(AssetDataSet.prefix) }.map { ($0.bundlePath, $0.path) },
            folders: [("", "")] + folders.map { ($0, $0) },
            flat: false
        ).manifest(parsed, path: path, scope: scope)
    }
}
