#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists a folder with `opendir`/`readdir`, keeping names that are not valid UTF-8 visible (Foundation
/// drops them on Linux), so a walker can report them instead of skipping them in silence.
package enum DirectoryListing {
    /// One name in a folder.
    package struct Entry: Hashable, Sendable {
        /// The name, with invalid UTF-8 sequences replaced by U+FFFD when ``isValidUTF8`` is false.
        package var name: String
        /// False when the name's bytes are not UTF-8: such a file cannot be named reliably.
        package var isValidUTF8: Bool
        /// What `readdir` says the entry is, when it says (`d_type`); nil for links and unknown
        /// types, which need a `stat`.
        package var isDirectory: Bool?
    }

    /// The entries of `path`, sorted by name, without `.` and `..`.
    /// - Throws: the `errno` description when the folder cannot be opened.
    /// - Parameter state: What a `stat` of the folder just made says for a listing
    ///   (``FileTrace/state(_:use:error:)``), noted in the trace instead of a `stat` of its own.
    package static func entries(of path: String, state: [Int64]? = nil) throws(ListingError) -> [Entry] {
        if let state, let trace = FileTrace.current, trace.checkedState(of: path) == nil {
            trace.note(path, .listed, state: state)
        } else {
            FileTrace.note(path, .listed)
        }
        guard let directory = opendir(path) else {
            let error = errno
            FileTrace.failed(error)
            throw ListingError(reason: String(cString: strerror(error)))
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let item = readdir(directory) {
            // The name is read through a pointer up to its NUL: a dirent is allocated only as long
            // as its name, so copying the whole 256-byte `d_name` field reads past it (AddressSanitizer).
            let namePointer = UnsafeRawPointer(item) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let length = strlen(namePointer.assumingMemoryBound(to: CChar.self))
            let bytes = Array(UnsafeRawBufferPointer(start: namePointer, count: length))
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let type = item.pointee.d_type
            let isDirectory: Bool? = type == UInt8(DT_DIR) ? true : (type == UInt8(DT_REG) ? false : nil)
            if let name = String(validating: bytes, as: UTF8.self) {
                entries.append(Entry(name: name, isValidUTF8: true, isDirectory: isDirectory))
            } else {
                entries.append(
                    Entry(name: String(decoding: bytes, as: UTF8.self), isValidUTF8: false, isDirectory: isDirectory))
            }
        }
        let sorted = entries.sorted { ByteOrder.precedes($0.name, $1.name) }
        FileTrace.current?.read(path) { FileTrace.fingerprint(sorted) }
        return sorted
    }

    /// Why a folder could not be listed.
    package struct ListingError: Error, Hashable, Sendable {
        /// The system's description of the failure, such as "Permission denied".
        package var reason: String
    }
}
