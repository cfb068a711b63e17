#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `read(2)` and `write(2)`, under names no method called `read` or `write`
/// hides.
package enum SystemCall {
    #if canImport(Glibc)
        package static let read = Glibc.read
        package static let write = Glibc.write
    #elseif canImport(Darwin)
        package static let read = Darwin.read
        package static let write = Darwin.write
    #endif
}
