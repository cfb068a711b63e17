import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// What the `stat` of each folder found said, as a trace notes a listing (only while a trace
    /// is recording): its listing is noted with it, without a `stat` of its own.
    private var folderStates: [String: [Int64]] = [:]

    /// Creates an empty cache.
    package init() {}

    /// The entries of the folder at `path`, listed on first use.
    package func entries(of path: String) throws(DirectoryListing.ListingError) -> [DirectoryListing.Entry] {
        if let cached = lock.withLock({ listings[path] }) { return try cached.get() }
        WorkCounters.shared.record(.folderRead, path)
        let listed: Result<[DirectoryListing.Entry], DirectoryListing.ListingError>
        let state = lock.withLock { folderStates.removeValue(forKey: path) }
        do { listed = .success(try DirectoryListing.entries(of: path, state: state)) } catch {
            listed = .failure(error)
        }
        lock.withLock { listings[path] = listed }
        return try listed.get()
    }

    /// What is at `path` (nil: nothing, or a link to nothing), on first use.
    package func status(of path: String) -> Status? {
        if let cached = lock.withLock({ statuses[path] }) { return cached }
        var listed: [Int64]?
        let status = Self.status(of: path, listed: &listed)
        lock.withLock {
            statuses[path] = status
            if let listed { folderStates[path] = listed }
        }
        return status
    }

    /// What is at `path`, read now.
    package static func status(of path: String) -> Status? {
        var listed: [Int64]?
        return status(of: path, listed: &listed)
    }

    /// ``status(of:)``; `listed`, while a trace records, is what the `stat` says for a listing of
    /// the folder there.
    private static func status(of path: String, listed: inout [Int64]?) -> Status? {
        var info = stat()
        let found = stat(path, &info) == 0
        let error = errno
        if let trace = FileTrace.current {
            // The trace takes this `stat` (a state the memo's check found stands): one per path.
            if trace.checkedState(of: path) != nil {
                trace.note(path, .probed)
            } else {
                trace.note(path, .probed, state: FileTrace.state(found ? info : nil, use: .probed, error: error))
            }
        }
        guard found else { return nil }
        if FileTrace.current != nil, (info.st_mode & S_IFMT) == S_IFDIR { listed = FileTrace.state(info, use: .listed) }
        return Status(
            isFolder: (info.st_mode & S_IFMT) == S_IFDIR, identity: [UInt64(info.st_dev), UInt64(info.st_ino)])
    }
}
