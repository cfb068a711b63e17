import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// Unused plists of a project, and how paths are shown in findings.
extension InventoryBuilder {
    /// Plists in the project's folder (not in a nested project's) that declare fonts but that no
    /// configuration of any audited project names in INFOPLIST_FILE.
    func unusedManifests(in project: XcodeProject, root: URL, used: Set<String>, otherProjects: [String]) -> [String] {
        let base = project.projectDirectory.standardizedFileURL.path
        let nested = otherProjects.filter { $0 != base && $0.hasPrefix(base + "/") }
        let tree = TreeSurvey(base: project.projectDirectory, cache: walks) { relative, name in
            TreeSurvey.isSkippedInSources(name) || name.hasPrefix(".build") || name.hasSuffix(".xcodeproj")
                || name.hasSuffix(".xcworkspace")
                || nested.contains(base + "/" + relative) || isExcluded(relative)
        }.walk()
        return tree.plists.compactMap { relative -> String? in
            let url = project.projectDirectory.appendingPathComponent(relative).standardizedFileURL
            guard !used.contains(url.path), let data = FileData.read(url.path),
                PlistManifestReader.mayDeclareFonts(data), PlistManifestReader().read(data).declaresFonts
            else { return nil }
            return Self.display(url, root: root)
        }
    }

    /// A path as shown in findings: relative to the audited path when below it (for a project or
    /// workspace given directly, relative to its folder), else relative to the current folder.
    /// A path outside the audited folder as the project reaches it: `../Downloads/X.ttf`,
    /// relative to the audited folder (absolute when they share nothing but `/`).
    static func relativeDisplay(_ url: URL, root: URL) -> String {
        let base = displayBase(of: root)
        let target = url.standardizedFileURL.pathComponents
        let from = base.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        guard common > 1 else { return url.standardizedFileURL.path }
        return (Array(repeating: "..", count: from.count - common) + target[common...]).joined(separator: "/")
    }

    /// The folder shown paths are relative to: the audited folder, or the folder of the project or
    /// workspace given as the path.
    package static func displayBase(of root: URL) -> URL {
        ["xcodeproj", "xcworkspace"].contains(FileName.pathExtension(of: root.path))
            ? root.deletingLastPathComponent() : root
    }

    static func display(_ url: URL, root: URL) -> String {
        let base = displayBase(of: root)
        let shown = DisplayPath.make(for: url, relativeTo: base)
        return shown.hasPrefix("/") ? DisplayPath.make(for: url) : shown
    }

    /// ``display(_:root:)`` of many paths below one folder, without a URL for each: Foundation's
    /// URLs are slow on Linux (on an app of twenty targets with one file changed, making them was
    /// a fifth of the run).
    struct Displayer {
        let folder: String
        let root: URL
        let basePrefix: String
        let currentPrefix = DisplayPath.prefix(of: DisplayPath.currentFolder)

        /// Paths below `folder` (a project's folder), shown as ``display(_:root:)`` shows them.
        init(folder: URL, root: URL) {
            self.folder = folder.path
            self.root = root
            basePrefix = DisplayPath.prefix(of: InventoryBuilder.displayBase(of: root))
        }

        /// ``display(_:root:)`` of `folder` joined with `relative`.
        func display(_ relative: String) -> String {
            display(absolute: folder + "/" + relative)
        }

        /// ``display(_:root:)`` of the absolute `path`.
        func display(absolute path: String) -> String {
            guard path.hasPrefix("/") else { return InventoryBuilder.display(URL(fileURLWithPath: path), root: root) }
            let shown = DisplayPath.make(forAbsolutePath: path, basePrefix: basePrefix)
            return shown.hasPrefix("/") ? DisplayPath.make(forAbsolutePath: path, basePrefix: currentPrefix) : shown
        }
    }
}
