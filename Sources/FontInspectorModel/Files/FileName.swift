#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parts of a file name or `/`-separated path, computed on the string's UTF-8 bytes.
///
/// Foundation's `pathExtension` and `lastPathComponent` are slow on Linux, and a walk asks them of
/// every file; these are the one place the tool splits a path.
package enum FileName {
    /// The extension, lowercased: "Main.Storyboard" → "storyboard", "Makefile" → "", ".gitignore" → ""
    /// (a leading dot marks a hidden name, not an extension).
    package static func pathExtension(of path: String) -> String {
        extensionAsWritten(of: path).lowercased()
    }

    /// The extension in its own case: "Brand.TTF" → "TTF" (a bundle lookup on a device matches case).
    package static func extensionAsWritten(of path: String) -> String {
        // Back from the end over the bytes: the last component's last dot, or none. (The UTF-8
        // view's `lastIndex(of:)`, twice, was 1.3% of a big app's run: a walk asks every file.)
        var path = path
        return path.withUTF8 { bytes -> String in
            var index = bytes.count
            while index > 0 {
                index -= 1
                switch bytes[index] {
                case UInt8(ascii: "/"):
                    return ""
                case UInt8(ascii: "."):
                    if index == 0 || bytes[index - 1] == UInt8(ascii: "/") { return "" }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)...]), as: UTF8.self)
                default:
                    continue
                }
            }
            return ""
        }
    }

    /// The last component: "Fonts/Brand-Bold.otf" → "Brand-Bold.otf"; a trailing slash is ignored.
    package static func lastComponent(of path: String) -> String {
        // Back from the end over the bytes, past trailing slashes (no component, as `split`
        // omits empty ones): splitting the whole path into an array for its last part was a
        // twentieth of a cold run of a large React Native app, whose every file is asked.
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash {
            start = bytes.index(before: start)
        }
        return String(path[start..<end])
    }

    /// The folder part: "Fonts/Brand.otf" → "Fonts", "Brand.otf" → "".
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last component without its extension: "Fonts/Brand-Bold.otf" → "Brand-Bold",
    /// "Brand" → "Brand", ".hidden" → ".hidden".
    package static func stem(of path: String) -> String {
        let name = lastComponent(of: path)
        let ext = pathExtension(of: name)
        return ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
    }
}

/// Strings compared by the bytes of their UTF-8, the order the tool sorts paths in (what
/// `a.utf8.lexicographicallyPrecedes(b.utf8)` gives, with `memcmp` when both are contiguous).
package enum ByteOrder {
    /// Whether `a` sorts before `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                if common > 0 {
                    let order = memcmp(left.baseAddress!, right.baseAddress!, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        return (fast ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
