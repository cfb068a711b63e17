#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import FontInspector

/// Walks a folder once, collecting font files, plists and folders (paths relative to the base),
/// skipping what never reaches a bundle and never following a link loop.
struct TreeWalker {
    /// What one walk found.
    struct Tree {
        var fonts: [String] = []
        var plists: [String] = []
        var sources: [String] = []
        var folders: [String] = []
        /// XcodeGen specs (`project.yml`, `project.yaml`).
        var specs: [String] = []
        var unreadable: [(path: String, reason: String)] = []
    }

    /// Folder names never searched in a source tree.
    static let sourceSkips: Set<String> = [".git", ".svn", ".hg", "DerivedData", "node_modules", "Pods", "Carthage", ".swiftpm"]
    /// Nested bundles inside a built app: their fonts are not the app's.
    static let nestedBundleExtensions: Set<String> = ["framework", "appex", "bundle", "app", "xctest", "plugin", "xpc", "dSYM"]

    let base: URL
    let skip: (_ relativePath: String, _ name: String) -> Bool

    func walk() -> Tree {
        var tree = Tree()
        var visited = Set<[UInt64]>()
        visit(base.path, relative: "", tree: &tree, visited: &visited)
        tree.fonts.sort()
        tree.plists.sort()
        tree.sources.sort()
        tree.folders.sort()
        return tree
    }

    private func visit(_ folder: String, relative: String, tree: inout Tree, visited: inout Set<[UInt64]>) {
        var info = stat()
        guard stat(folder, &info) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
        let listing: [DirectoryListing.Entry]
        do {
            listing = try DirectoryListing.entries(of: folder)
        } catch {
            tree.unreadable.append((relative.isEmpty ? "." : relative, "cannot read the folder: \(error.reason)"))
            return
        }
        for item in listing {
            let path = relative.isEmpty ? item.name : relative + "/" + item.name
            if skip(path, item.name) { continue }
            let ext = FileName.pathExtension(of: item.name)
            let isFont = FontFileFinder.fontExtensions.contains(ext)
            guard item.isValidUTF8 else {
                if isFont { tree.unreadable.append((path, "the file name is not valid UTF-8; rename the file")) }
                continue
            }
            let child = folder + "/" + item.name
            // readdir's type spares a stat for plain files and folders; links and others need one.
            var isDirectory = item.isDirectory
            if isDirectory == nil {
                var info = stat()
                guard stat(child, &info) == 0 else {
                    if isFont { tree.unreadable.append((path, "a symbolic link to a file that does not exist")) }
                    continue
                }
                isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isDirectory == true {
                tree.folders.append(path)
                visit(child, relative: path, tree: &tree, visited: &visited)
            } else if isFont {
                tree.fonts.append(path)
            } else {
                if ext == "plist" { tree.plists.append(path) }
                if item.name == "project.yml" || item.name == "project.yaml" { tree.specs.append(path) }
                if SourceScanner.extensions.contains(ext) { tree.sources.append(path) }
            }
        }
    }
}
