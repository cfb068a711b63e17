extension JavaScriptModuleGraph {
    // MARK: Specifiers

    /// The extensions a specifier without one may name, in the order Metro tries them for iOS.
    static let resolvedSuffixes = suffixes(for: "ios")
    /// The same for Android.
    static let androidSuffixes = suffixes(for: "android")

    /// The extensions Metro tries for `platform` (`Platform.OS`'s name), in its order: the
    /// platform's own, `.native`, then the plain ones.
    static func suffixes(for platform: String) -> [String] {
        ["tsx", "ts", "jsx", "js"].map { ".\(platform).\($0)" }
            + [
                ".native.tsx", ".native.ts", ".native.jsx", ".native.js", ".tsx", ".ts", ".jsx", ".js", ".mjs", ".cjs",
                "",
            ]
    }

    /// ``resolvedSuffixes`` for the graph's platform.
    var platformSuffixes: [String] { platform == "android" ? Self.androidSuffixes : Self.resolvedSuffixes }

    /// The module a relative or aliased specifier (`./theme`, `../fonts/index`, `@/theme`) names
    /// from `importer`; nil for a package, which the audit does not read.
    func module(_ specifier: String, from importer: String) -> String? {
        guard let base = path(specifier, from: importer) else { return nil }
        let suffixes = platformSuffixes
        for suffix in suffixes where modules.paths.contains(base + suffix) { return base + suffix }
        for suffix in suffixes.dropLast() where modules.paths.contains(base + "/index" + suffix) {
            return base + "/index" + suffix
        }
        return nil
    }

    /// A specifier from the file at `importer` as a path relative to the same base as the
    /// importer's: a relative one (`./`, `../`), or one an alias rewrites (`@/theme`); nil for a
    /// package, or when it climbs above the base.
    func path(_ specifier: String, from importer: String) -> String? {
        if let aliased = JavaScriptPathAlias.resolve(specifier, with: aliases) { return aliased }
        return Self.relativePath(specifier, from: importer)
    }

    /// A relative specifier (`./`, `../`) from the file at `importer` as a path relative to the
    /// importer's base; nil for any other specifier, or one that climbs above the base.
    static func relativePath(_ specifier: String, from importer: String) -> String? {
        guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return nil }
        var parts = importer.split(separator: "/", omittingEmptySubsequences: true).map(String.init).dropLast()
        for part in specifier.split(separator: "/").map(String.init) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
