#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks folders depth first, names in byte order, following symbolic links and visiting each
/// folder once (by device and inode), so a link loop ends. The one directory walker of the tool:
/// what to take and where to descend is the caller's choice; what cannot be read is told, never
/// skipped in silence.
package struct DirectoryWalker {
    /// One thing the walk met.
    package struct Item: Sendable {
        /// The full path (the root's path joined with ``relativePath``).
        package let path: String
        /// The path relative to the walk's root (`Fonts/Brand.otf`); "." for the root itself.
        package let relativePath: String
        /// The last component; names that are not valid UTF-8 have U+FFFD in place of the bad bytes.
        package let name: String
        /// How many folders lie between the root and the item: 0 for the root's own entries.
        package let depth: Int
    }

    /// What the walk met, handed to the visitor.
    package enum Event: Sendable {
        /// A file, or a link to one.
        case file(Item)
        /// A folder, or a link to one: the visitor's answer says whether to walk into it.
        case folder(Item)
        /// A name whose bytes are not UTF-8: it cannot be named reliably (rename it).
        case invalidName(Item)
        /// A symbolic link to nothing.
        case brokenLink(Item)
        /// A folder that cannot be listed, and the system's reason.
        case unreadableFolder(Item, reason: String)
    }

    private var visited = Set<[UInt64]>()
    private let cache: WalkCache?
    /// Whether the visitor is told of files, names that are not UTF-8 and broken links; when false
    /// it is told of folders (and folders it cannot read) only, and no item is made for the rest
    /// (a search for projects in a tree of 10,000 files).
    package var visitsFiles = true

    /// Creates a walker. One walker visits a folder once across all its walks. With a `cache`,
    /// what the disk says is read once per cache: walkers that share it each see every folder,
    /// but only the first lists it.
    package init(cache: WalkCache? = nil) {
        self.cache = cache
    }

    /// Walks the folder at `root`, calling `visit` for every entry below it. `visit` returns
    /// whether to walk into a folder; its answer for other events is ignored.
    /// - Returns: false, visiting nothing, when `root` does not exist (or is a link to nothing).
    @discardableResult
    package mutating func walk(_ root: String, _ visit: (Event) -> Bool) -> Bool {
        WorkCounters.shared.record(.walk, root)
        guard let status = status(of: root) else { return false }
        walk(Item(path: root, relativePath: ".", name: root, depth: -1), identity: status.identity, visit)
        return true
    }

    private func status(of path: String) -> WalkCache.Status? {
        cache?.status(of: path) ?? (cache == nil ? WalkCache.status(of: path) : nil)
    }

    private func entries(of path: String) throws(DirectoryListing.ListingError) -> [DirectoryListing.Entry] {
        if let cache { return try cache.entries(of: path) }
        WorkCounters.shared.record(.folderRead, path)
        return try DirectoryListing.entries(of: path)
    }

    private mutating func walk(_ folder: Item, identity: [UInt64], _ visit: (Event) -> Bool) {
        guard visited.insert(identity).inserted else { return }
        let listing: [DirectoryListing.Entry]
        do {
            listing = try entries(of: folder.path)
        } catch {
            _ = visit(.unreadableFolder(folder, reason: "cannot read the folder: \(error.reason)"))
            return
        }
        for entry in listing {
            // A plain file (readdir's type says so) or a name that cannot be named: nothing for a
            // visitor of folders.
            if !visitsFiles, entry.isDirectory == false || !entry.isValidUTF8 { continue }
            let relative = folder.depth < 0 ? entry.name : folder.relativePath + "/" + entry.name
            let item = Item(
                path: folder.path + "/" + entry.name, relativePath: relative, name: entry.name, depth: folder.depth + 1)
            guard entry.isValidUTF8 else {
                _ = visit(.invalidName(item))
                continue
            }
            // readdir's type spares a stat for plain files; folders and links need one.
            if entry.isDirectory == false {
                _ = visit(.file(item))
                continue
            }
            guard let status = status(of: item.path) else {
                if visitsFiles { _ = visit(.brokenLink(item)) }
                continue
            }
            if status.isFolder {
                if visit(.folder(item)) { walk(item, identity: status.identity, visit) }
            } else if visitsFiles {
                _ = visit(.file(item))
            }
        }
    }
}
