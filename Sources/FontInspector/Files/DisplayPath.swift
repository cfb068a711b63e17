import Foundation

/// Paths as a user should see them: relative to a base folder when below it, absolute otherwise.
public enum DisplayPath {
    /// The current folder, read once.
    public static let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// `url`'s path relative to `base` (the current folder by default) when it lies below it.
    public static func make(for url: URL, relativeTo base: URL = currentFolder) -> String {
        var path = url.path
        // Standardizing a URL is slow on Linux; most paths are already standard.
        if path.contains("/./") || path.contains("/../") || path.contains("//") || path.hasSuffix("/.") || path.hasSuffix("/..") {
            path = url.standardizedFileURL.path
        }
        var basePath = base.standardizedFileURL.path
        if !basePath.hasSuffix("/") { basePath += "/" }
        if path.hasPrefix(basePath) { return String(path.dropFirst(basePath.count)) }
        return path
    }
}
