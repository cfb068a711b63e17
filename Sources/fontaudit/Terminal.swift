#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FontInspector
import Foundation

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
