#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// ANSI styling, on only when standard output is a terminal and NO_COLOR is unset.
struct Terminal: Sendable {
    let colors: Bool

    static func detect(disabled: Bool) -> Terminal {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Terminal(colors: !disabled && !noColor && isatty(STDOUT_FILENO) == 1)
    }

    func bold(_ text: String) -> String { style(text, "1") }
    func dim(_ text: String) -> String { style(text, "2") }
    func red(_ text: String) -> String { style(text, "31") }
    func yellow(_ text: String) -> String { style(text, "33") }
    func green(_ text: String) -> String { style(text, "32") }

    private func style(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Standard output, written in large blocks.
struct StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
