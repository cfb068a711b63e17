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
        var visited = Set<FileIdentity>()
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var info = stat()
            guard stat(url.path, &info) == 0 else {
                entries.append(.problem(url, .unreadable(reason: String(cString: strerror(errno)))))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(url, identity: FileIdentity(info), visited: &visited, into: &entries)
            } else {
                entries.append(.file(url))
            }
        }
        var seen = Set<String>()
        return entries
            .filter { seen.insert($0.url.path).inserted }
            .sorted { $0.url.path.utf8.lexicographicallyPrecedes($1.url.path.utf8) }
    }

    private func walk(_ folder: URL, identity: FileIdentity, visited: inout Set<FileIdentity>, into entries: inout [Entry]) {
        guard visited.insert(identity).inserted else { return }
        let listing: [DirectoryListing.Entry]
        do {
            listing = try DirectoryListing.entries(of: folder.path)
        } catch {
            entries.append(.problem(folder, .unreadable(reason: "cannot read the folder: \(error.reason)")))
            return
        }
        for item in listing {
            let child = folder.appendingPathComponent(item.name)
            let isFont = Self.fontExtensions.contains(FileName.pathExtension(of: child.path))
            guard item.isValidUTF8 else {
                if isFont { entries.append(.problem(child, .unreadable(reason: "the file name is not valid UTF-8; rename the file"))) }
                continue
            }
            var info = stat()
            guard stat(child.path, &info) == 0 else {
                if isFont { entries.append(.problem(child, .unreadable(reason: "a symbolic link to a file that does not exist"))) }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(child, identity: FileIdentity(info), visited: &visited, into: &entries)
            default:
                if isFont { entries.append(.file(child)) }
            }
        }
    }

    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}
