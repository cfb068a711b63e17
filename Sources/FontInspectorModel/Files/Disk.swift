import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system as the readers and the inventory builder see it: every question noted in the
/// ``FileTrace/current`` trace.
package enum Disk {
    /// What is at a path (following symbolic links).
    package enum Kind: UInt8, Sendable {
        case absent = 0
        case file = 1
        case folder = 2
        /// A socket, a device, a FIFO; or a path that cannot be looked at.
        case other = 3

        /// The kind of what `stat(2)` found, by its mode.
        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .folder
            default: self = .other
            }
        }
    }

    /// What is at `path`, following links: absent when nothing is there (or a file stands where a
    /// folder on the way should), other when it cannot be looked at.
    package static func kind(of path: String) -> Kind {
        if let trace = FileTrace.current, let state = trace.checkedState(of: path) {
            trace.note(path, .probed, state: FileTrace.state(state, for: .probed))
            return kind(of: state)
        }
        // One `stat`, for the answer and the trace.
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            FileTrace.current?.note(path, .probed, state: FileTrace.state(nil, use: .probed, error: error))
            return error == ENOENT || error == ENOTDIR ? .absent : .other
        }
        FileTrace.current?.note(path, .probed, state: FileTrace.state(info, use: .probed))
        return Kind(mode: info.st_mode)
    }

    /// Whether anything is at `path` (as `FileManager.fileExists(atPath:)`).
    package static func exists(_ path: String) -> Bool {
        if let trace = FileTrace.current, let state = trace.checkedState(of: path) {
            trace.note(path, .probed, state: FileTrace.state(state, for: .probed))
            // `access(2)` fails where `stat(2)` does: nothing there, or it cannot be looked at.
            return state.first != Int64(Kind.absent.rawValue)
        }
        FileTrace.note(path, .probed)
        return access(path, F_OK) == 0
    }

    /// What a state noted for a read (``FileTrace/state(_:use:error:)``) says is at its path, as
    /// ``kind(of:)`` answers: a path that could not be looked at for a reason other than missing
    /// (a loop of links, no permission) is ``Kind/other``.
    package static func kind(of state: [Int64]) -> Kind {
        guard let first = state.first, let kind = Kind(rawValue: UInt8(truncatingIfNeeded: first)) else {
            return .other
        }
        guard kind == .absent, state.count == 2 else { return kind }
        return state[1] == Int64(ENOTDIR) ? .absent : .other
    }

    /// Whether `path` is a folder (or a link to one).
    package static func isFolder(_ path: String) -> Bool {
        kind(of: path) == .folder
    }

    /// The size in bytes of the file at `path`, nil when nothing is there.
    package static func size(of path: String) -> Int? {
        if let trace = FileTrace.current, let state = trace.checkedState(of: path) {
            trace.note(path, .read, state: state)
            return state.count >= 5 ? Int(state[1]) : nil
        }
        FileTrace.note(path, .read)
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The names in the folder at `path` (sorted by bytes), nil when it cannot be listed.
    package static func names(in path: String) -> [String]? {
        (try? DirectoryListing.entries(of: path))?.map(\.name)
    }
}
