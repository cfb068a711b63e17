#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the folders of one run hold, read from disk once: each folder's listing and each entry's
/// `stat`. Walkers that share it (``DirectoryWalker/init(cache:)``) each prune and visit as they
/// choose, but a folder is listed once per run however many walks pass through it: the project
/// search, the source survey, the package search, the synchronized folders of every target.
/// Only for the length of one run: it never notices a change on disk.
package final class WalkCache: @unchecked Sendable {
    /// What `stat` said of a path that exists (following links).
    package struct Status: Sendable {
        /// Whether it is a folder (or a link to one).
        package var isFolder: Bool
        /// Its device and inode: a walk visits each folder once.
        package var identity: [UInt64]
    }

    private let lock = NSLock()
    private var listings: [String: Result<[DirectoryListing.Entry], DirectoryListing.ListingError>] = [:]
    private var statuses: [String: Status?] = [:]

    /// Creates an empty cache.
    package init() {}

    /// The entries of the folder at `path`, listed on first use.
    package func entries(of path: String) throws(DirectoryListing.ListingError) -> [DirectoryListing.Entry] {
        if let cached = lock.withLock({ listings[path] }) { return try cached.get() }
        WorkCounters.shared.record(.folderRead, path)
        let listed: Result<[DirectoryListing.Entry], DirectoryListing.ListingError>
        do { listed = .success(try DirectoryListing.entries(of: path)) } catch { listed = .failure(error) }
        lock.withLock { listings[path] = listed }
        return try listed.get()
    }

    /// What is at `path` (nil: nothing, or a link to nothing), on first use.
    package func status(of path: String) -> Status? {
        if let cached = lock.withLock({ statuses[path] }) { return cached }
        let status = Self.status(of: path)
        lock.withLock { statuses[path] = status }
        return status
    }

    /// What is at `path`, read now.
    package static func status(of path: String) -> Status? {
        FileTrace.note(path, .probed)
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Status(isFolder: (info.st_mode & S_IFMT) == S_IFDIR, identity: [UInt64(info.st_dev), UInt64(info.st_ino)])
    }
}
