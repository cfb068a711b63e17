#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Finds font files under the paths a user gives, in a stable order.
///
/// Folders are walked recursively; only files with a font extension are taken from them, but a file
/// named directly is always taken. Symbolic links are followed, each folder is visited once (by
/// device and inode), so a link loop ends. Folders that cannot be read are reported, not skipped.
public struct FontFileFinder: Sendable {
    /// The extensions taken from folders, lowercase without the dot.
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfb", "pfa"]

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
        var entries: [Entry] = []
        var walker = DirectoryWalker()
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var info = stat()
            guard stat(url.path, &info) == 0 else {
                entries.append(.problem(url, .unreadable(reason: String(cString: strerror(errno)))))
                continue
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                entries.append(.file(url))
                continue
            }
            walker.walk(url.path) { event in
                switch event {
                case .folder: return true
                case .file(let item):
                    if Self.isFont(item) { entries.append(.file(URL(fileURLWithPath: item.path))) }
                case .invalidName(let item):
                    if Self.isFont(item) { entries.append(.problem(URL(fileURLWithPath: item.path), .unreadable(reason: "the file name is not valid UTF-8; rename the file"))) }
                case .brokenLink(let item):
                    if Self.isFont(item) { entries.append(.problem(URL(fileURLWithPath: item.path), .unreadable(reason: "a symbolic link to a file that does not exist"))) }
                case .unreadableFolder(let item, let reason):
                    entries.append(.problem(URL(fileURLWithPath: item.path), .unreadable(reason: reason)))
                }
                return false
            }
        }
        var seen = Set<String>()
        return entries
            .filter { seen.insert($0.url.path).inserted }
            .sorted { $0.url.path.utf8.lexicographicallyPrecedes($1.url.path.utf8) }
    }

    private static func isFont(_ item: DirectoryWalker.Item) -> Bool {
        fontExtensions.contains(FileName.pathExtension(of: item.name))
    }
}
