import Foundation

#if canImport(Glibc)
    import FontInspectorModel
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one font file, memory-mapped (pages are read only when FreeType touches them) or
/// copied from `Data`. FreeType keeps pointers into them, so faces hold on to this object.
final class FontBytes {
    let base: UnsafeRawPointer
    let count: Int
    private let release: () -> Void

    private init(base: UnsafeRawPointer, count: Int, release: @escaping () -> Void) {
        self.base = base
        self.count = count
        self.release = release
    }

    deinit { release() }

    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Copies `data`. An empty `data` gives a one-byte allocation with `count` 0.
    convenience init(copying data: Data) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.withUnsafeBytes { source in
            if let from = source.baseAddress, !source.isEmpty {
                memory.copyMemory(from: from, byteCount: source.count)
            }
        }
        self.init(base: UnsafeRawPointer(memory), count: data.count) { memory.deallocate() }
    }

    /// A reusable buffer for reading small files whole: one `read` and no `munmap` (whose TLB
    /// shootdowns cost more than the copy when two threads inspect files).
    final class Scratch {
        fileprivate var memory: UnsafeMutableRawPointer?
        fileprivate var capacity = 0
        deinit { memory?.deallocate() }
    }

    /// Files up to this size are read into the scratch buffer; larger ones are mapped.
    static let readLimit = 256 << 10

    /// Maps the regular file at `path` read-only, or reads it into `scratch` when it is small.
    /// Never blocks on a FIFO or device: those are refused before they are read. Bytes read into
    /// `scratch` are valid until the next call with the same scratch.
    static func map(path: String, scratch: Scratch? = nil) throws(FontReadError) -> FontBytes {
        FileTrace.note(path, .read)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let error = errno
            FileTrace.failed(error)
            throw .unreadable(reason: String(cString: strerror(error)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notARegularFile(kind: fileKind(mode: info.st_mode))
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw .empty }
        if let scratch, size <= readLimit {
            if scratch.capacity < size {
                scratch.memory?.deallocate()
                scratch.capacity = max(size, 1 << 20)
                scratch.memory = UnsafeMutableRawPointer.allocate(byteCount: scratch.capacity, alignment: 16)
            }
            let memory = scratch.memory!
            var done = 0
            while done < size {
                let n = pread(fd, memory + done, size - done, off_t(done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    let error = n < 0 ? errno : EIO
                    FileTrace.failed(error)
                    throw .unreadable(
                        reason: n < 0 ? String(cString: strerror(error)) : "the file shrank while it was read")
                }
                done += n
            }
            return FontBytes(base: UnsafeRawPointer(memory), count: size) {}
        }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            let error = errno
            FileTrace.failed(error)
            throw .unreadable(reason: String(cString: strerror(error)))
        }
        return FontBytes(base: UnsafeRawPointer(mapped), count: size) { munmap(mapped, size) }
    }

    private static func fileKind(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}

@available(*, unavailable)
extension FontBytes: Sendable {}
