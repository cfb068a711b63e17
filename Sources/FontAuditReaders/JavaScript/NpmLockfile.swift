import FontAuditModel

/// An npm lockfile: which packages an install of the app brings into `node_modules`, its direct
/// dependencies and theirs alike. A checkout never holds `node_modules`, but it usually holds the
/// lockfile, which names every package the install resolves.
///
/// Formats read (each by the way it writes a package's name, not parsed whole: a lockfile of a
/// large app is megabytes, and only a few names are asked):
/// - Yarn 1 (`yarn.lock`): `name@^1.0.0, name@^1.2.0:` and `"@scope/name@^1.0.0":` at a line's start;
/// - Yarn 2 and later (`yarn.lock`): `"name@npm:^1.0.0":`;
/// - npm (`package-lock.json`, `npm-shrinkwrap.json`): `"node_modules/name": {`, and the version 1
///   `"name": {` under `dependencies`, written `"name": {` with a `"version"` key below it;
/// - pnpm (`pnpm-lock.yaml`): `/name@1.0.0:`, `name@1.0.0:`, `'@scope/name@1.0.0':`, `/name/1.0.0:`;
/// - Bun (`bun.lock`): `"name": ["name@1.0.0", …]`.
package struct NpmLockfile: Sendable {
    /// The file names of lockfiles, in the order a folder's are taken.
    package static let names = ["yarn.lock", "package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "bun.lock"]

    /// The lockfile's bytes.
    package var bytes: [UInt8]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether the lockfile resolves the npm package `package` (`name` or `@scope/name`).
    package func resolves(_ package: String) -> Bool {
        guard !package.isEmpty else { return false }
        // A name is followed by `@` and a range or version, by `/` and a version (pnpm 5), or
        // closed by a quote (npm's keys); it is preceded by a line's start, a quote, a space,
        // `/` (pnpm's keys, npm's `node_modules/`) or a comma.
        let name = Array(package.utf8)
        let followers: Set<UInt8> = [UInt8(ascii: "@"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "/")]
        let leaders: Set<UInt8> = [
            UInt8(ascii: "\n"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: " "), UInt8(ascii: "/"),
            UInt8(ascii: ","),
        ]
        for offset in ByteSearch.offsets(of: ByteSearch.Needle(name), in: bytes) {
            let end = offset + name.count
            guard end < bytes.count, followers.contains(bytes[end]) else { continue }
            // `/` after the name is pnpm 5's version folder only when a digit follows it.
            if bytes[end] == UInt8(ascii: "/") {
                guard end + 1 < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end + 1]) else {
                    continue
                }
            }
            guard offset == 0 || leaders.contains(bytes[offset - 1]) else { continue }
            // After `/`, the name is the rest of a scoped one (`vector-icons` of
            // `@expo/vector-icons`) when the part before the `/` is a scope.
            if offset > 0, bytes[offset - 1] == UInt8(ascii: "/") {
                var start = offset - 1
                while start > 0, !leaders.contains(bytes[start - 1]) { start -= 1 }
                if bytes[start] == UInt8(ascii: "@") { continue }
            }
            return true
        }
        return false
    }
}
