/// A file size as people read it, in decimal units as Finder and the App Store show sizes:
/// `812 bytes`, `168 KB`, `2.1 MB`.
package enum ByteCount {
    /// `bytes` in bytes, KB (rounded) or MB (one decimal).
    package static func text(_ bytes: Int) -> String {
        if bytes < 1_000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        if bytes < 999_500 { return "\((bytes + 500) / 1_000) KB" }
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
