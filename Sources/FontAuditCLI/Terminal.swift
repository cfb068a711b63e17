import FontAuditModel
import FontInspector
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether output gets colors: only when standard output is a terminal and NO_COLOR is unset.
enum Terminal {
    /// Colors on a terminal unless `--no-color` or NO_COLOR says otherwise.
    static func colors(disabled: Bool) -> Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return !disabled && !noColor && isatty(STDOUT_FILENO) == 1
    }

    /// The styler for standard output.
    static func style(disabled: Bool) -> ANSIStyle {
        ANSIStyle(colors: colors(disabled: disabled))
    }
}

/// Standard output, written in large blocks.
enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// Where a command's report goes: standard output, or the file `--output` names (created or
/// emptied first). Written a part at a time, so a large report is never held whole.
final class ReportOutput {
    private let handle: FileHandle?

    /// Opens `path` for writing, or standard output when nil.
    init(path: String?) throws {
        guard let path else {
            handle = nil
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw UsageFailure(message: "--output \(path): cannot be written (is its folder there, and writable?)")
        }
        self.handle = handle
    }

    func write(_ text: String) {
        if let handle { handle.write(Data(text.utf8)) } else { StandardOutput.write(text) }
    }

    /// Writes UTF-8 bytes as they are, with `write(2)` (no copy into `Data`).
    func write(utf8 bytes: [UInt8]) {
        let descriptor = handle?.fileDescriptor ?? STDOUT_FILENO
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = SystemCall.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if written < 0, errno == EINTR { continue }
                // A closed pipe or a full disk: what is left cannot be written anywhere.
                guard written > 0 else { return }
                done += written
            }
        }
    }

    deinit { try? handle?.close() }
}

/// One line on standard error saying what a long run is doing, rewritten in place: only when
/// standard error is a terminal, never with `--quiet`, at most ten times a second, and erased
/// before the run's output ends. With NO_COLOR it writes no escape sequence at all: spaces erase it.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let escapes: Bool
    private var last: UInt64 = 0
    private var width = 0

    private init(escapes: Bool) { self.escapes = escapes }

    /// A progress line, or nil when none may be shown.
    static func make(quiet: Bool) -> ProgressLine? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return ProgressLine(escapes: !noColor)
    }

    /// Shows `text` (cut to 100 characters) unless the line changed less than 0.1 s ago.
    func show(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        guard width == 0 || now - last >= 100_000_000 else { return }
        last = now
        let shown = String(text.prefix(100))
        write(erase() + shown)
        width = shown.count
    }

    /// Erases the line.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if width > 0 { write(erase()) }
        width = 0
    }

    private func erase() -> String {
        escapes ? "\r\u{1B}[K" : "\r" + String(repeating: " ", count: width) + "\r"
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
