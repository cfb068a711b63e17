import FontAuditModel
import FontInspectorModel
import Foundation

/// What a target bundles and links: its resources as they land in the bundle, the framework
/// targets it depends on, and entries its own bundle lacks.
extension InventoryBuilder {
    /// The framework (and static library) targets `target` depends on, directly or through others.
    static func frameworkDependencies(of target: XcodeTarget, in project: XcodeProject) -> [XcodeTarget] {
        var found: [XcodeTarget] = []
        var queue = target.dependencies
        var seen = Set<String>([target.name])
        while let name = queue.first {
            queue.removeFirst()
            guard seen.insert(name).inserted, let dependency = project.targets.first(where: { $0.name == name }),
                dependency.kind == .framework || dependency.kind == .other
            else { continue }
            found.append(dependency)
            queue += dependency.dependencies
        }
        return found
    }

    /// What an entry that this target does not bundle is: a file other targets copy, or a file of
    /// the project no target copies.
    static func elsewhere(
        _ value: String, target: XcodeTarget, project: XcodeProject,
        bundles: [String: [(path: String, bundlePath: String)]], root: URL
    ) -> EntryResolution? {
        let entry = EntryResolver.normalized(value)
        let name = FileName.lastComponent(of: entry)
        var apps: [String] = []
        var others: [String] = []
        var path: String?
        for other in project.targets where other.name != target.name {
            for file in bundles[other.name] ?? []
            where file.bundlePath == entry || FileName.lastComponent(of: file.bundlePath) == name {
                path = path ?? display(project.projectDirectory.appendingPathComponent(file.path), root: root)
                if other.kind == .application { apps.append(other.name) } else { others.append(other.name) }
            }
        }
        if let path, apps.isEmpty, !others.isEmpty {
            return .inOtherBundle(path: path, targets: Array(Set(others)).sorted())
        }
        if let path { return .notInTarget(path: path, copiedBy: Array(Set(apps)).sorted()) }
        if let file = project.files.first(where: { FileName.lastComponent(of: $0) == name }) {
            return .notInTarget(
                path: display(project.projectDirectory.appendingPathComponent(file), root: root), copiedBy: [])
        }
        return nil
    }

    /// Every file a target's Resources phase puts in the bundle, folder references walked on disk.
    static func bundleFiles(of target: XcodeTarget, in directory: URL, walks: WalkCache) -> [(
        path: String, bundlePath: String
    )] {
        var files: [(path: String, bundlePath: String)] = []
        for resource in target.resources {
            if resource.path.hasSuffix(".xcassets") {
                let tree = TreeSurvey(base: directory.appendingPathComponent(resource.path), cache: walks) { _, name in
                    name.hasPrefix(".") || TreeSurvey.isAssetSetWithoutData(name)
                }.walk()
                let namespaces = AssetDataSet.namespaces(in: directory)
                for file in tree.fonts.sorted() {
                    let path = resource.path + "/" + file
                    if let asset = AssetDataSet.bundlePath(of: path, providesNamespace: namespaces) {
                        files.append((path, asset))
                    }
                }
            } else if resource.isFolderReference {
                let tree = TreeSurvey(base: directory.appendingPathComponent(resource.path), cache: walks) { _, name in
                    name.hasPrefix(".")
                }.walk()
                for file in (tree.fonts + tree.sources).sorted() {
                    files.append((resource.path + "/" + file, resource.bundlePath + "/" + file))
                }
            } else {
                files.append((resource.path, resource.bundlePath))
            }
        }
        return files
    }
}
