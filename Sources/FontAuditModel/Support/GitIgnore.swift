import FontInspectorModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether git ignores a path, read from the `.gitignore` files of its folders (gitignore(5)):
/// so that a file a checkout lacks on purpose (licensed fonts kept out of the repository and
/// added by a build step) can be told from one that is missing by mistake.
///
/// Covered: comments, `!` negation, a trailing `/` (folders only), patterns anchored by a `/`,
/// `*`, `?`, `[…]` and `**`, the last matching line winning, deeper files overriding shallower
/// ones, and a file under an ignored folder staying ignored. Not read: `.git/info/exclude` and
/// the user's global excludes file, which differ from machine to machine.
package final class GitIgnore {
    /// The line that decides that a path is ignored.
    package struct Rule: Sendable, Hashable {
        /// The `.gitignore` file, absolute.
        package var file: String
        /// Its line, from 1.
        package var line: Int
        /// The pattern as written.
        package var pattern: String
        fileprivate var negated = false
        fileprivate var folderOnly = false
        fileprivate var anchored = false
        /// The pattern's components, without `!`, the leading and trailing `/`.
        fileprivate var components: [String] = []
    }

    private var files: [String: [Rule]] = [:]

    /// Creates a reader; each `.gitignore` is read once.
    package init() {}

    /// The line that makes git ignore `path` (absolute), or nil when git tracks it or no
    /// repository holds it.
    package func rule(ignoring path: String) -> Rule? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count > 1, let top = repositoryRoot(of: parts) else { return nil }
        // Each folder from the repository's top down, then the file: the first one ignored decides.
        for depth in (top + 1)...parts.count {
            let isFolder = depth < parts.count
            // A folder re-included by a `!` line is looked into; a file's own last line decides.
            if let rule = decidingRule(parts: parts, top: top, depth: depth, isFolder: isFolder), !rule.negated {
                return rule
            }
        }
        return nil
    }

    /// The number of leading components of the repository's folder (the nearest one holding a
    /// `.git`), nil when none does.
    private func repositoryRoot(of parts: [String]) -> Int? {
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            let folder = "/" + parts[..<count].joined(separator: "/")
            if Disk.exists(folder + "/.git") { return count }
        }
        return nil
    }

    /// The last line matching the path made of `parts[..<depth]`, deeper `.gitignore` files first.
    private func decidingRule(parts: [String], top: Int, depth: Int, isFolder: Bool) -> Rule? {
        for base in stride(from: depth - 1, through: top, by: -1) {
            let folder = "/" + parts[..<base].joined(separator: "/")
            let relative = Array(parts[base..<depth])
            if let rule = rules(in: folder).last(where: { $0.matches(relative, isFolder: isFolder) }) {
                return rule
            }
        }
        return nil
    }

    private func rules(in folder: String) -> [Rule] {
        if let cached = files[folder] { return cached }
        let file = folder + "/.gitignore"
        let parsed = FileData.read(file).map { Self.parse(String(decoding: $0, as: UTF8.self), file: file) } ?? []
        files[folder] = parsed
        return parsed
    }

    /// The rules of one `.gitignore`'s text.
    package static func parse(_ text: String, file: String) -> [Rule] {
        var rules: [Rule] = []
        for (index, raw) in text.lineSlices().enumerated() {
            var line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            while line.hasSuffix(" "), !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var rule = Rule(file: file, line: index + 1, pattern: line)
            var body = Substring(line)
            if body.hasPrefix("!") {
                rule.negated = true
                body = body.dropFirst()
            }
            if body.hasPrefix("\\") { body = body.dropFirst() }
            if body.hasSuffix("/") {
                rule.folderOnly = true
                body = body.dropLast()
            }
            rule.anchored = body.contains("/")
            if body.hasPrefix("/") { body = body.dropFirst() }
            rule.components = body.split(separator: "/").map(String.init)
            guard !rule.components.isEmpty else { continue }
            rules.append(rule)
        }
        return rules
    }
}

extension GitIgnore.Rule {
    /// Whether the line matches `relative` (components below the `.gitignore`'s folder).
    fileprivate func matches(_ relative: [String], isFolder: Bool) -> Bool {
        if folderOnly && !isFolder { return false }
        if !anchored {
            return components.count == 1 && relative.last.map { fnmatch(components[0], $0, 0) == 0 } == true
        }
        return Self.match(components[...], relative[...])
    }

    /// Glob matching by components, `**` standing for any number of them.
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return !path.isEmpty }
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let first = path.first, fnmatch(head, first, 0) == 0 else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
