#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif
import FontInspectorModel
import Foundation

/// Reads whole files.
package enum FileData {
    /// The file's bytes with one `read` (no mapping: small sources cost less copied than mapped).
    package static func read(_ path: String) -> Data? {
        readStated(path)?.data
    }

    /// ``read(_:)``, with what `fstat(2)` said of the file opened before its bytes were read (as
    /// ``FileTrace/state(_:use:error:)`` gives it for a read): its stamp, without a `stat` of the
    /// path of its own.
    package static func readStated(_ path: String) -> (data: Data, state: [Int64])? {
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
        var data = Data(count: size)
        let ok = data.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < size {
                let n = systemRead(fd, buffer.baseAddress! + done, size - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    // Short (the file shrank: its state shows it) or failed (it may not next time).
                    FileTrace.failed(n < 0 ? errno : EIO)
                    return false
                }
                done += n
            }
            return true
        }
        guard ok else { return nil }
        if let trace, trace.isRacy(state) {
            trace.read(path) { data.withUnsafeBytes { ContentHash.of($0) } }
        }
        return (data, state)
    }
}
