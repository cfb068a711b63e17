#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` with standard error sent to /dev/null: CoreFoundation's property-list parser logs
/// its own complaint about a broken plist there, which the finding already reports, with the line.
/// Parsing happens on one task while nothing else writes to standard error.
func withQuietStandardError<T>(_ body: () throws -> T) rethrows -> T {
    fflush(nil)
    let saved = dup(STDERR_FILENO)
    let null = open("/dev/null", O_WRONLY)
    if saved >= 0, null >= 0 { dup2(null, STDERR_FILENO) }
    defer {
        fflush(nil)
        if saved >= 0 {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        if null >= 0 { close(null) }
    }
    return try body()
}
