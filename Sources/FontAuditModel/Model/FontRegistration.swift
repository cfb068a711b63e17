import FontInspectorModel
import Foundation

/// A font registration made by code at run time: a `CTFontManagerRegister…` call, SwiftGen's
/// generated `registerAllCustomFonts()` / lazy `registerIfNeeded()`, or a registration library's
/// call (``RegistrationLibrary``: FontBlaster, a helper `.fontaudit.yml` declares). (Manifest registrations,
/// UIAppFonts and ATSApplicationFontsPath, are ``Manifest``s; Interface Builder's are
/// ``InterfaceBuilderFontMap``s.)
package struct FontRegistration: Sendable, Hashable, Codable {
    /// How the code registers.
    package enum Kind: String, Sendable, Hashable, Codable {
        /// `CTFontManagerRegisterFontsForURL` / `CTFontManagerRegisterFontURLs`: every face and
        /// named instance of the file.
        case url
        /// `CTFontManagerRegisterGraphicsFont` with a `CGFont`: one face, and of a variable font
        /// only its default instance.
        case graphicsFont = "graphics-font"
        /// `CTFontManagerRegisterFontsWithAssetNames`.
        case assetNames = "asset-names"
        /// SwiftGen's `registerAllCustomFonts()`, called.
        case swiftGenAll = "swiftgen-all"
        /// SwiftGen's `registerIfNeeded()`, run on the first use of a generated font.
        case swiftGenLazy = "swiftgen-lazy"
    }

    /// Which bundle the file is taken from.
    package enum BundleReference: Sendable, Hashable, Codable {
        /// `Bundle.main`.
        case main
        /// The bundle of the code that makes the call: `Bundle.module` in a package target,
        /// `Bundle(for:)` or SwiftGen's `BundleToken`; the main bundle for app code.
        case own
    }

    /// How the code registers.
    package var kind: Kind
    /// The call as shown in messages: `CTFontManagerRegisterFontsForURL`, `FontFamily.registerAllCustomFonts()`.
    package var call: String
    /// Where the call is, relative to the audited path.
    package var file: String
    /// 1-based line of the call.
    package var line: Int
    /// Which bundle the URL is taken from, as written.
    package var bundleReference: BundleReference
    /// The files it names (bundle-relative paths or file names), or nil when the name is not a
    /// constant: then every font of the bundle counts as registered (never a guess).
    package var files: [String]?
    /// `urls(forResourcesWithExtension:)`: every file with this extension.
    package var fileExtension: String?
    /// The `subdirectory:` the URL is looked up in.
    package var subdirectory: String?

    /// For each of ``files`` the code puts together (`url(forResource: font.rawValue, …)` over an
    /// enum's cases), where its name comes from: what a finding about that file quotes.
    package var followed: [String: FollowedName] = [:]

    /// Set for a registration library's call: the files are those of the bundle that match its
    /// patterns (of the bundles inside it too, when it walks them).
    package var library: RegistrationLibrary?

    /// The bundle it registers from, once the file's owner is known: nil for the main bundle.
    package var bundle: String?
    /// The font files it registers (``FontFile/path`` values), once resolved against the fonts.
    package var fonts: [String] = []
    /// Files it names that are not in the bundle (in this checkout), once resolved.
    package var missingFiles: [String] = []
    /// Of ``missingFiles``, those git ignores where the bundle's resources would hold them: the
    /// checkout lacks them on purpose (licensed fonts added by a build step), by file name.
    package var gitIgnoredFiles: [String: IgnoreLine] = [:]

    /// Creates a registration.
    package init(
        kind: Kind, call: String, file: String, line: Int, bundleReference: BundleReference,
        files: [String]?, fileExtension: String? = nil, subdirectory: String? = nil, isDynamic: Bool? = nil
    ) {
        self.isDynamic = isDynamic ?? (files == nil && fileExtension == nil)
        self.kind = kind
        self.call = call
        self.file = file
        self.line = line
        self.bundleReference = bundleReference
        self.files = files
        self.fileExtension = fileExtension
        self.subdirectory = subdirectory
    }

    /// Whether the file registered could not be read from the code: every font of the bundle
    /// (of ``fileExtension``, when known) counts as registered.
    package var isDynamic: Bool

    /// "registered at run time by `X` at `App.swift:26` from the main bundle".
    package var described: String {
        let nested = library?.includesNestedBundles == true ? " and the bundles inside it" : ""
        let from = (bundle.map { "the \(quoted($0)) bundle" } ?? "the main bundle") + nested
        let how =
            kind == .swiftGenLazy
            ? "registered on first use by SwiftGen's `registerIfNeeded()` (\(quoted(call)) at \(quoted("\(file):\(line)")))"
            : "registered at run time by \(quoted(call)) at \(quoted("\(file):\(line)"))"
        return "\(how) from \(from)"
            + (isDynamic
                ? " (the file it registers is not a constant, so every font of that bundle counts as registered)" : "")
    }

    /// Whether this registration covers `font`.
    /// `exactLayout`: the bundle paths are known (a built app, a project), not the flat-copy guess.
    package func covers(_ font: FontFile, exactLayout: Bool) -> Bool {
        if let library {
            guard font.bundle == bundle || (library.includesNestedBundles && bundle == nil) else { return false }
            // A source tree guesses a flat copy: any tail of the font's path may be its bundle path
            // (not of a font compiled into an asset catalog, which has no path in the bundle).
            var candidates = [font.bundlePath]
            if !exactLayout, !font.bundlePath.hasPrefix(AssetDataSet.prefix) {
                let parts = font.path.split(separator: "/")
                candidates += (1..<max(parts.count, 1)).map { parts.suffix($0).joined(separator: "/") }
            }
            return candidates.contains(where: library.matches)
        }
        guard font.bundle == bundle else { return false }
        let name = FileName.lastComponent(of: font.bundlePath)
        if let subdirectory, !subdirectory.isEmpty {
            let folder = FileName.parent(of: font.bundlePath)
            // A source tree does not know folder references from groups: a file below a folder of
            // that name counts; an exact bundle layout must have it there.
            let inFolder =
                font.bundlePath.hasPrefix(subdirectory + "/") || folder == subdirectory
                || (font.bundlePath == name && font.path.contains("/\(subdirectory)/") && !exactLayout)
            guard inFolder else { return false }
        }
        if let fileExtension, fileExtension.lowercased() != FileName.pathExtension(of: name) { return false }
        guard let files else { return true }
        return files.contains {
            $0 == font.bundlePath || $0 == name
                || (FileName.pathExtension(of: $0).isEmpty && ($0 + ".") == String(name.prefix($0.count + 1)))
        }
    }
}

/// Fonts in an asset catalog's data set (`Assets.xcassets/Brand.dataset/Brand.ttf`) are compiled
/// into `Assets.car`: no path reaches them, only `NSDataAsset(name: "Brand")`. Their
/// ``FontFile/bundlePath`` is `asset:Brand`. A folder of the catalog whose `Contents.json` says
/// `"provides-namespace": true` puts its name before its sets' (`Fonts/Brand`), as actool does.
package enum AssetDataSet {
    package static let prefix = "asset:"

    /// `asset:Name` for a path inside `X.xcassets/…/Name.dataset/`, else nil; `asset:Folder/Name`
    /// where `providesNamespace` says a folder between the catalog and the set (given as the
    /// path's own prefix up to that folder) provides a namespace.
    package static func bundlePath(of path: String, providesNamespace: (String) -> Bool = { _ in false })
        -> String?
    {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }),
            let dataset = parts.dropLast().lastIndex(where: { $0.hasSuffix(".dataset") }), dataset > catalog
        else { return nil }
        var name = [String(parts[dataset].dropLast(".dataset".count))]
        for index in stride(from: dataset - 1, to: catalog, by: -1)
        where providesNamespace(parts[...index].joined(separator: "/")) {
            name.insert(String(parts[index]), at: 0)
        }
        return prefix + name.joined(separator: "/")
    }
}

/// A font declared in a SwiftGen-generated fonts file (`FontConvertible(name:family:path:)`).
package struct GeneratedFont: Sendable, Hashable, Codable {
    /// The PostScript name it asks for.
    package var name: String
    /// The family `registerIfNeeded()` looks the name up in.
    package var family: String
    /// The file it registers, relative to its bundle.
    package var path: String
    /// The generated file, relative to the audited path.
    package var file: String
    /// 1-based line and column of the `name:` literal.
    package var line: Int
    /// 1-based column of the `name:` literal.
    package var column: Int
    /// `Family.member`, as code refers to it (`FontFamily.Roboto.bold`).
    package var key: String

    package init(name: String, family: String, path: String, file: String, line: Int, column: Int, key: String) {
        self.name = name
        self.family = family
        self.path = path
        self.file = file
        self.line = line
        self.column = column
        self.key = key
    }
}

/// A SwiftGen-generated fonts file and what the app does with it.
package struct GeneratedFontsFile: Sendable, Hashable, Codable {
    /// The generated file, relative to the audited path.
    package var file: String
    /// The enum the fonts hang from (`FontFamily`).
    package var enumName: String
    /// Its fonts.
    package var fonts: [GeneratedFont]
    /// Where `registerAllCustomFonts()` is called.
    package var registerAllCalls: [FileLocation] = []
    /// Where code uses a generated font (`FontFamily.Roboto.bold`), by ``GeneratedFont/key``.
    package var uses: [String: [FileLocation]] = [:]
    /// The bundle it registers from (nil: the main bundle), once its owner is known.
    package var bundle: String?
    /// True when the generated file is not in the checkout and was rebuilt from the fonts (Tuist).
    package var synthesized: Bool = false

    package init(
        file: String, enumName: String, fonts: [GeneratedFont], registerAllCalls: [FileLocation] = [],
        uses: [String: [FileLocation]] = [:], bundle: String? = nil, synthesized: Bool = false
    ) {
        self.file = file
        self.enumName = enumName
        self.fonts = fonts
        self.registerAllCalls = registerAllCalls
        self.uses = uses
        self.bundle = bundle
        self.synthesized = synthesized
    }

    /// The registrations it makes: all its fonts when `registerAllCustomFonts()` is called, else
    /// each font used, on first use.
    package var registrations: [FontRegistration] {
        if let call = registerAllCalls.sorted().first {
            var registration = FontRegistration(
                kind: .swiftGenAll, call: "\(enumName).registerAllCustomFonts()", file: call.file,
                line: call.line ?? 1, bundleReference: .own, files: fonts.map(\.path))
            registration.bundle = bundle
            return [registration]
        }
        return fonts.compactMap { font in
            guard let use = uses[font.key]?.sorted().first else { return nil }
            var registration = FontRegistration(
                kind: .swiftGenLazy, call: "\(enumName).\(font.key)", file: use.file,
                line: use.line ?? 1, bundleReference: .own, files: [font.path])
            registration.bundle = bundle
            return registration
        }
    }
}

/// A use of a generated font accessor whose generated file is not in the checkout: Tuist's
/// resource synthesizers write `<Target>FontFamily` (SwiftGen's template) into `Derived/`.
package struct SynthesizedFontUse: Sendable, Hashable, Codable {
    /// `DesignSystemFontFamily`.
    package var enumName: String
    /// `Pretendard`, or nil for `registerAllCustomFonts()`.
    package var family: String?
    /// `semiBold`.
    package var member: String?
    /// Where, relative to the audited path.
    package var file: String
    /// 1-based line.
    package var line: Int

    package init(enumName: String, family: String? = nil, member: String? = nil, file: String, line: Int) {
        self.enumName = enumName
        self.family = family
        self.member = member
        self.file = file
        self.line = line
    }
}

/// The `.gitignore` line that keeps a file out of the repository.
package struct IgnoreLine: Sendable, Hashable, Codable {
    /// The `.gitignore` file, as findings show paths.
    package var file: String
    /// Its line, from 1.
    package var line: Int
    /// The pattern as written.
    package var pattern: String

    package init(file: String, line: Int, pattern: String) {
        self.file = file
        self.line = line
        self.pattern = pattern
    }
}
