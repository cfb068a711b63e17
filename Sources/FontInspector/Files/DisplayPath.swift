import Foundation

/// Paths as a user should see them: relative to a base folder when below it, absolute otherwise.
public enum DisplayPath {
    /// `url`'s path relative to `base` (the current folder by default) when it lies below it.
    public static func make(for url: URL, relativeTo base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> String {
        let path = url.standardizedFileURL.path
        var basePath = base.standardizedFileURL.path
        if !basePath.hasSuffix("/") { basePath += "/" }
        if path.hasPrefix(basePath) { return String(path.dropFirst(basePath.count)) }
        return path
    }
}
