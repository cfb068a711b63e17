import Foundation

/// Paths as a user should see them: relative to a base folder when below it, absolute otherwise.
public enum DisplayPath {
    /// The current folder, read once.
    public static let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// The current folder's standardized path with a trailing slash, computed once.
    private static let currentFolderPrefix = folderPrefix(currentFolder)

    /// `url`'s path relative to `base` (the current folder by default) when it lies below it.
    public static func make(for url: URL, relativeTo base: URL = currentFolder) -> String {
        let basePath = base == currentFolder ? currentFolderPrefix : folderPrefix(base)
        return make(forPath: StandardPath.make(url.path), basePrefix: basePath)
    }

    /// `path` (absolute and standardized, as ``StandardPath/make(_:)`` gives) relative to the
    /// current folder when it lies below it: the same text as ``make(for:relativeTo:)`` without a URL.
    package static func make(forStandardPath path: String) -> String {
        make(forPath: path, basePrefix: currentFolderPrefix)
    }

    /// What ``make(for:relativeTo:)`` strips for `base`: its standardized path and a slash.
    package static func prefix(of base: URL) -> String {
        base == currentFolder ? currentFolderPrefix : folderPrefix(base)
    }

    /// ``make(for:relativeTo:)`` of the absolute `path` without a URL, `basePrefix` given by
    /// ``prefix(of:)`` once for many paths (Foundation's URLs are slow on Linux).
    package static func make(forAbsolutePath path: String, basePrefix: String) -> String {
        make(forPath: StandardPath.make(path), basePrefix: basePrefix)
    }

    private static func make(forPath path: String, basePrefix: String) -> String {
        if path.utf8.starts(with: basePrefix.utf8) { return String(path.utf8.dropFirst(basePrefix.utf8.count))! }
        // Non-ASCII names may be composed in one and decomposed in the other (macOS file systems
        // hand out either): compared as Strings, they are equal.
        if !(path.utf8.allSatisfy { $0 < 0x80 } && basePrefix.utf8.allSatisfy { $0 < 0x80 }), path.hasPrefix(basePrefix)
        {
            return String(path.dropFirst(basePrefix.count))
        }
        return path
    }

    private static func folderPrefix(_ base: URL) -> String {
        var basePath = StandardPath.make(base.path)
        if !basePath.hasSuffix("/") { basePath += "/" }
        return basePath
    }
}

/// Absolute paths without `.` and `..` segments, repeated slashes or a trailing slash: what
/// `URL(fileURLWithPath:).standardizedFileURL.path` gives, without building a URL for the common
/// path that needs no change (Foundation's URLs are slow on Linux, and `inspect` may be given
/// thousands of paths).
enum StandardPath {
    /// The current folder, read once (``DisplayPath/currentFolder``).
    private static let currentFolder = DisplayPath.currentFolder.path

    /// `path` made absolute (against the current folder) and standardized.
    package static func make(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentFolder + "/" + path
        if isPlain(absolute) { return absolute }
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// Whether an absolute path has no empty, `.` or `..` segment and no trailing slash.
    static func isPlain(_ path: String) -> Bool {
        var segmentLength = 0
        var dots = 0
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || segmentLength == dots && dots <= 2 { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return path.utf8.count > 1 && segmentLength > 0 && !(segmentLength == dots && dots <= 2)
    }
}
