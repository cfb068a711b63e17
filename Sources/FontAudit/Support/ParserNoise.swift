#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// CoreFoundation's property-list parser logs its own complaint about a broken plist on standard
/// error, which the finding already reports with the line. A command-line tool that owns its
/// process can switch that noise off; a library must not touch a process-wide file descriptor,
/// so the switch is off unless the tool turns it on.
public enum ParserNoise {
    /// Sends standard error to /dev/null while plists are parsed (the `fontaudit` command does).
    public static func silence() { state.enable() }

    fileprivate static let state = State()

    fileprivate final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var enabled = false
        private var depth = 0
        private var saved: Int32 = -1

        func enable() {
            lock.lock()
            enabled = true
            lock.unlock()
        }

        /// Redirects on the first entry and restores on the last exit, so nested or concurrent
        /// callers never restore the wrong descriptor.
        func enter() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard enabled else { return false }
            if depth == 0 {
                fflush(nil)
                saved = dup(STDERR_FILENO)
                let null = open("/dev/null", O_WRONLY)
                if saved >= 0, null >= 0 { dup2(null, STDERR_FILENO) }
                if null >= 0 { close(null) }
            }
            depth += 1
            return true
        }

        func exit() {
            lock.lock()
            defer { lock.unlock() }
            depth -= 1
            if depth == 0, saved >= 0 {
                fflush(nil)
                dup2(saved, STDERR_FILENO)
                close(saved)
                saved = -1
            }
        }
    }
}

/// Runs `body` with CoreFoundation's plist complaints kept off standard error, when the tool
/// asked for it (``ParserNoise/silence()``).
func withQuietStandardError<T>(_ body: () throws -> T) rethrows -> T {
    let entered = ParserNoise.state.enter()
    defer { if entered { ParserNoise.state.exit() } }
    return try body()
}
