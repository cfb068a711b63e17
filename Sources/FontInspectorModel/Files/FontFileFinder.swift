import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds font files under the paths a user gives, in a stable order.
///
/// Folders are walked recursively; only files with a font extension are taken from them, but a file
/// named directly is always taken. Symbolic links are followed, each folder is visited once (by
/// device and inode), so a link loop ends. Folders that cannot be read are reported, not skipped.
public struct FontFileFinder: Sendable {
    /// The extensions taken from folders, lowercase without the dot.
    public static let fontExtensions: Set<String> = [
        "ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfb", "pfa",
    ]

    /// One thing the finder found.
    public enum Entry: Hashable, Sendable {
        /// A file to inspect.
        case file(URL)
        /// A path that could not be read, and why.
        case problem(URL, FontReadError)

        /// The URL of the entry.
        public var url: URL {
            switch self {
            case .file(let url), .problem(let url, _): url
            }
        }
    }

    /// Creates a finder.
    public init() {}

    /// The font files under `paths`, sorted by path, plus a problem entry for every given path that
    /// does not exist and every folder that cannot be read.
    public func find(_ paths: [String]) -> [Entry] {
        findPaths(paths).map { found in
            let url = URL(fileURLWithPath: found.path)
            return found.problem.map { .problem(url, $0) } ?? .file(url)
        }
    }

    /// What ``find(_:)`` finds, as absolute standardized paths (no URL is built): each with the
    /// reason it cannot be read, or nil for a file to inspect. Sorted by path, each path once.
    package func findPaths(_ paths: [String]) -> [(path: String, problem: FontReadError?)] {
        var entries: [(path: String, problem: FontReadError?)] = []
        var walker = DirectoryWalker()
        for given in paths {
            let path = StandardPath.make(given)
            FileTrace.note(path, .probed)
            var info = stat()
            guard stat(path, &info) == 0 else {
                entries.append((path, .unreadable(reason: String(cString: strerror(errno)))))
                continue
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                entries.append((path, nil))
                continue
            }
            walker.walk(path) { event in
                switch event {
                case .folder: return true
                case .file(let item):
                    if Self.isFont(item) { entries.append((item.path, nil)) }
                case .invalidName(let item):
                    if Self.isFont(item) {
                        entries.append(
                            (item.path, .unreadable(reason: "the file name is not valid UTF-8; rename the file")))
                    }
                case .brokenLink(let item):
                    if Self.isFont(item) {
                        entries.append(
                            (item.path, .unreadable(reason: "a symbolic link to a file that does not exist")))
                    }
                case .unreadableFolder(let item, let reason):
                    entries.append((item.path, .unreadable(reason: reason)))
                }
                return false
            }
        }
        // Sorted, then each path once: a path met twice (named, and found in a folder) gives the same entry.
        entries.sort { ByteOrder.precedes($0.path, $1.path) }
        var unique: [(path: String, problem: FontReadError?)] = []
        unique.reserveCapacity(entries.count)
        for entry in entries where unique.last?.path != entry.path { unique.append(entry) }
        return unique
    }

    private static func isFont(_ item: DirectoryWalker.Item) -> Bool {
        fontExtensions.contains(FileName.pathExtension(of: item.name))
    }
}
