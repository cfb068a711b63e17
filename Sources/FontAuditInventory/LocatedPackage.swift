import FontAuditModel
import FontInspectorModel
import Foundation

/// A local Swift package: what its manifest says, and where it is on disk.
struct LocatedPackage: Sendable {
    var package: SwiftPackage
    var url: URL

    /// The package's bundled resource fonts (paths relative to the package folder) and the sources
    /// of its non-test targets (paths relative to the package folder).
    func contents(walks: WalkCache, skip: @escaping (String) -> Bool) -> (
        fonts: [SwiftPackage.BundledFile], sources: [String]
    ) {
        let tree = TreeSurvey(base: url, cache: walks) { relative, name in
            TreeSurvey.isSkippedInSources(name) || name.hasPrefix(".build") || skip(relative)
        }.walk()
        let fonts = package.bundledFiles(among: tree.fonts, providesNamespace: AssetDataSet.namespaces(in: url))
        let target = package.targetFinder()
        let sources = tree.sources.filter { path in target(path).map { !$0.isTest } ?? false }
        return (fonts, sources)
    }
}
