import FontAuditModel
import FontInspectorModel

extension Manifest {
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
