import FontInspectorModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files.
package enum FileData {
    /// The file's bytes with one `read` (no mapping: small sources cost less copied than mapped).
    package static func read(_ path: String) -> Data? {
        readStated(path)?.data
    }

    /// ``read(_:)`` as an array, read into it (no `Data` to copy from).
    package static func readBytes(_ path: String) -> [UInt8]? {
        readStatedBytes(path)?.bytes
    }

    /// ``read(_:)``, with what `fstat(2)` said of the file opened before its bytes were read (as
    /// ``FileTrace/state(_:use:error:)`` gives it for a read): its stamp, without a `stat` of the
    /// path of its own. The bytes are read into memory not zeroed first (`Data(count:)` filled
    /// every file's bytes with zeros before reading them: 1% of a run).
    package static func readStated(_ path: String) -> (data: Data, state: [Int64])? {
        readStated(path) { size, fill -> Data? in
            guard size > 0 else { return fill(UnsafeMutableRawBufferPointer(start: nil, count: 0)) ? Data() : nil }
            guard let memory = malloc(size) else { return nil }
            guard fill(UnsafeMutableRawBufferPointer(start: memory, count: size)) else {
                free(memory)
                return nil
            }
            return Data(bytesNoCopy: memory, count: size, deallocator: .free)
        }.map { (data: $0.contents, state: $0.state) }
    }

    /// ``readStated(_:)`` as an array.
    package static func readStatedBytes(_ path: String) -> (bytes: [UInt8], state: [Int64])? {
        readStated(path) { size, fill -> [UInt8]? in
            var ok = false
            let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                ok = fill(UnsafeMutableRawBufferPointer(buffer))
                count = ok ? size : 0
            }
            return ok ? bytes : nil
        }.map { (bytes: $0.contents, state: $0.state) }
    }

    /// Opens and states the file, then has `make` give memory of the file's size for `fill` to read
    /// its bytes into (false when the read fails).
    private static func readStated<Contents>(
        _ path: String,
        _ make: (Int, (UnsafeMutableRawBufferPointer) -> Bool) -> Contents?
    )
        -> (contents: Contents, state: [Int64])?
    {
        let trace = FileTrace.current
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            FileTrace.failed(errno)
            trace?.note(path, .read)
            return nil
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            FileTrace.failed(errno)
            trace?.note(path, .read)
            return nil
        }
        // Noted from the `stat` of the file opened, before its bytes are read.
        let state = FileTrace.state(info, use: .read)
        trace?.note(path, .read, state: state)
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        // A file that may change within the stamp's resolution is known by its bytes' hash too.
        let racy = trace?.isRacy(state) ?? false
        var hash: UInt64?
        let contents = make(size) { buffer -> Bool in
            var done = 0
            while done < size {
                let n = SystemCall.read(fd, buffer.baseAddress! + done, size - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    // Short (the file shrank: its state shows it) or failed (it may not next time).
                    FileTrace.failed(n < 0 ? errno : EIO)
                    return false
                }
                done += n
            }
            if racy { hash = ContentHash.of(UnsafeRawBufferPointer(buffer)) }
            return true
        }
        guard let contents else { return nil }
        if let trace, let hash {
            trace.read(path) { hash }
        }
        return (contents, state)
    }
}
