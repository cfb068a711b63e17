import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Simple glob matching for `exclude` patterns: `*` and `?` within a path component, `**` across
/// components; a pattern also excludes everything below a folder it matches.
package struct PathPattern: Sendable, Hashable {
    package let pattern: String

    /// The pattern that matches `path` alone (and what is below it): its `*`, `?`, `[` and `\\`
    /// escaped.
    package static func literal(_ path: String) -> String {
        var escaped = ""
        for character in path {
            if "*?[\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    package func matches(_ path: String) -> Bool {
        if fnmatch(pattern, path, FNM_PATHNAME) == 0 { return true }
        if pattern.contains("**"),
            fnmatch(
                pattern.replacingOccurrences(of: "**/", with: "*").replacingOccurrences(of: "**", with: "*"), path, 0)
                == 0
        {
            return true
        }
        var prefix = path
        while let slash = prefix.lastIndex(of: "/") {
            prefix = String(prefix[..<slash])
            if fnmatch(pattern, prefix, FNM_PATHNAME) == 0 { return true }
        }
        return false
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init(pattern: String) {
        self.pattern = pattern
    }
}
