import Foundation

/// A call that registers a bundle's font files by a pattern rather than by name: a registration
/// library's (FontBlaster's `FontBlaster.blast()`) or an in-house helper declared in
/// `.fontaudit.yml` (`registration:`), whose code cannot be read.
package struct RegistrationLibrary: Sendable, Hashable, Codable {
    /// The type the function is called on (`FontBlaster`), or nil for a free function.
    package var type: String?
    /// The function's name (`blast`).
    package var function: String
    /// The label of the argument that names the bundle (`bundle` for FontBlaster), if it takes one.
    package var bundleLabel: String?
    /// The bundle when the call names none.
    package var bundle: FontRegistration.BundleReference
    /// How it registers each file.
    package var kind: FontRegistration.Kind
    /// Glob patterns over a font's path in the bundle (`*` within a folder, `**/` any folders);
    /// a file it registers matches one of them.
    package var patterns: [String]
    /// Whether ``patterns`` match whatever the letter case.
    package var ignoresCase: Bool = false
    /// Whether it also registers the fonts of the bundles inside its bundle (a package's resource
    /// bundle, a framework's): FontBlaster walks every folder of the bundle.
    package var includesNestedBundles: Bool = false
    /// What it registers, as notes say it after "registers only": "the .ttf and .otf files (…) in
    /// any folder of the bundle".
    package var summary: String

    /// `Type.function()` as messages show the call.
    package var call: String {
        (type.map { $0 + "." } ?? "") + function + "()"
    }

    /// FontBlaster (github.com/ArtSabintsev/FontBlaster): `FontBlaster.blast()` and
    /// `blast(bundle:)` (`Bundle.main` by default) list the bundle folder and every folder below
    /// it, nested bundles included, and register each font file as a `CGFont` with
    /// `CTFontManagerRegisterGraphicsFont`: one face per file, of a variable font only its
    /// default instance. Version 5.3 takes the names that contain `.ttf` or `.otf` (in lower case,
    /// and with no other dot); 6.x adds `.ttc`. The patterns take the widest of the versions, so
    /// that no font either one registers is reported as unregistered.
    package static let fontBlaster = RegistrationLibrary(
        type: "FontBlaster", function: "blast", bundleLabel: "bundle", bundle: .main, kind: .graphicsFont,
        patterns: ["**/*.ttf", "**/*.otf", "**/*.ttc"], ignoresCase: true, includesNestedBundles: true,
        summary: "the .ttf, .otf and .ttc files in any folder of the bundle and of the bundles inside it")

    /// Whether the file at `bundlePath` matches one of ``patterns``.
    package func matches(_ bundlePath: String) -> Bool {
        patterns.contains { Self.glob($0, matches: bundlePath, ignoringCase: ignoresCase) }
    }

    /// The libraries recognized without configuration.
    package static let builtIn: [RegistrationLibrary] = [fontBlaster]

    /// Whether a glob `pattern` matches `path` as a whole (not a folder above it): `*` and `?`
    /// stay within one folder, `**/` stands for any number of folders, `**` for anything. Each
    /// pattern is compiled once per process (registration × font × pattern is a hot loop).
    package static func glob(_ pattern: String, matches path: String, ignoringCase: Bool = false) -> Bool {
        guard let regex = compiled(pattern, ignoringCase: ignoringCase) else { return false }
        return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    private static let cache = Locked<[Pattern: NSRegularExpression]>([:])

    /// A pattern as compiled: its text, and whether it ignores case.
    private struct Pattern: Hashable {
        var text: String
        var ignoringCase: Bool
    }

    package init(
        type: String? = nil, function: String, bundleLabel: String? = nil, bundle: FontRegistration.BundleReference,
        kind: FontRegistration.Kind, patterns: [String], ignoresCase: Bool = false, includesNestedBundles: Bool = false,
        summary: String
    ) {
        self.type = type
        self.function = function
        self.bundleLabel = bundleLabel
        self.bundle = bundle
        self.kind = kind
        self.patterns = patterns
        self.ignoresCase = ignoresCase
        self.includesNestedBundles = includesNestedBundles
        self.summary = summary
    }

    private static func compiled(_ pattern: String, ignoringCase: Bool) -> NSRegularExpression? {
        let key = Pattern(text: pattern, ignoringCase: ignoringCase)
        if let known = cache.withLock({ $0[key] }) { return known }
        var regex = "^"
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    regex += "(?:.*/)?"
                } else {
                    regex += ".*"
                }
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        regex += "$"
        guard let made = try? NSRegularExpression(pattern: regex, options: ignoringCase ? [.caseInsensitive] : [])
        else { return nil }
        cache.withLock { $0[key] = made }
        return made
    }
}
