import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileTrace {
    /// What `use` of `path` depends on, read now.
    package static func state(of path: String, use: Use) -> [Int64] {
        var info = stat()
        guard stat(path, &info) == 0 else { return state(nil, use: use, error: errno) }
        return state(info, use: use)
    }

    /// What `use` of the entry `name` of the folder open as `folder` depends on, read now: a
    /// `stat` that does not walk the folder's path again.
    package static func state(of name: String, in folder: Int32, use: Use) -> [Int64] {
        var info = stat()
        guard fstatat(folder, name, &info, 0) == 0 else { return state(nil, use: use, error: errno) }
        return state(info, use: use)
    }

    /// What `use` depends on, from what `stat(2)` said (nil when it failed, with `error`, its
    /// `errno`). A path that is not there is ``Disk/Kind/absent``; one that cannot be looked at for
    /// another reason (a loop of links, a file where a folder should be, no permission) is absent
    /// with that reason, as readers tell them apart (a source "missing" or "unreadable").
    package static func state(_ info: stat?, use: Use, error: Int32 = ENOENT) -> [Int64] {
        guard let info else {
            return error == ENOENT
                ? [Int64(Disk.Kind.absent.rawValue)] : [Int64(Disk.Kind.absent.rawValue), Int64(error)]
        }
        let kind = Int64(Disk.Kind(mode: info.st_mode).rawValue)
        guard use != .probed else { return [kind, Int64(bitPattern: UInt64(info.st_ino))] }
        let stamp = FileStamp(info)
        return [kind, stamp.size, stamp.modified, stamp.changed, Int64(bitPattern: stamp.inode)]
    }

    /// The modification and status-change times `stat(2)` gave, in nanoseconds since 1970.
    package static func times(of info: stat) -> (modified: Int64, changed: Int64) {
        #if canImport(Darwin)
            (
                Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec),
                Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
            )
        #else
            (
                Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            )
        #endif
    }

    /// Whether `input` is as it was noted by work that started at `started`, given its state `now`:
    /// the same state, and for a read or listed path last changed ``racyWindow`` before that, or
    /// (a file read then) the same bytes by `hash`.
    package static func holds(_ input: Input, now: [Int64], started: Int64, hash: (String) -> UInt64?) -> Bool {
        guard now.count >= 5 else { return now == input.state }
        guard input.state.count >= 5, now[...] == input.state[0..<5] else { return false }
        if now[2] < started - racyWindow, now[3] < started - racyWindow { return true }
        guard input.state.count == 6, let current = hash(input.path) else { return false }
        return Int64(bitPattern: current) == input.state[5]
    }

    /// A hash of a folder's listing (FNV-1a of each name and whether it is a folder), as
    /// ``read(_:hash:)`` keeps it for a folder listed shortly after it changed.
    package static func fingerprint(_ entries: [DirectoryListing.Entry]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for entry in entries {
            for byte in entry.name.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            hash =
                (hash ^ UInt64(entry.isDirectory == true ? 1 : entry.isDirectory == false ? 2 : 3)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The folder at `path` opened to look up its entries (`fstatat`), or -1.
    package static func openFolder(_ path: UnsafePointer<CChar>) -> Int32 {
        #if os(Linux)
            // O_PATH (Glibc's headers hide it without _GNU_SOURCE): search permission is enough.
            open(path, 0o10000000 | O_DIRECTORY | O_CLOEXEC)
        #else
            open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }
}
