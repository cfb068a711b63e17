#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search on raw bytes (`memchr` for the first byte, `memcmp` for the rest): the
/// prefilter that decides which files deserve a full parse runs on every source file, so it must
/// cost no more than reading them.
enum ByteSearch {
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pinBase = pin.baseAddress else { return false }
                var offset = 0
                let last = hay.count - pin.count
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, pinBase, pin.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
