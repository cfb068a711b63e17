import FontAuditModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a ``FixPlan``: each file replaced atomically (a temporary file in the same folder,
/// given the file's permissions, then renamed over it), and only when it still holds the bytes
/// the plan was made from.
package enum FixWriter {
    /// Writes every change of `plan` under `root`.
    /// - Returns: The paths written, and for each change not written, why (relative path → reason).
    package static func write(_ plan: FixPlan, root: String) -> (written: [String], failed: [String: String]) {
        var written: [String] = []
        var failed: [String: String] = [:]
        for change in plan.changes {
            let path = root + "/" + change.path
            guard let current = FileManager.default.contents(atPath: path), current == change.original else {
                failed[change.path] = "changed since it was read: run the fix again"
                continue
            }
            if let error = replace(path, with: change.edited) {
                failed[change.path] = error
            } else {
                written.append(change.path)
            }
        }
        return (written, failed)
    }

    /// Replaces the file at `path` with `data`, keeping its permissions; the reason on failure.
    static func replace(_ path: String, with data: Data) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return "cannot be read (\(String(cString: strerror(errno))))" }
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array("\(folder.isEmpty ? "." : folder)/.fontaudit-fix-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            return "no temporary file can be made beside it (\(String(cString: strerror(errno))))"
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count, failure == nil {
            let count = bytes[offset...].withUnsafeBytes { SystemCall.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                failure = "cannot be written (\(String(cString: strerror(errno))))"
            } else {
                offset += count
            }
        }
        if failure == nil, fchmod(descriptor, info.st_mode & 0o7777) != 0 {
            failure = "its permissions cannot be kept (\(String(cString: strerror(errno))))"
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = "cannot be written (\(String(cString: strerror(errno))))"
        }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 {
            failure = "cannot be replaced (\(String(cString: strerror(errno))))"
        }
        if failure != nil { unlink(temporary) }
        return failure
    }
}
