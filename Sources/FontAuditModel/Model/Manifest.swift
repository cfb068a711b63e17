/// An Info.plist that declares fonts, with every entry resolved against the bundle's files.
package struct Manifest: Sendable, Hashable, Codable {
    /// How Xcode's property list editor shows UIAppFonts. Written as the key itself (Tuist and
    /// XcodeGen specs take keys literally), iOS does not know it.
    package static let appFontsLabel = "Fonts provided by application"

    /// The plist's path, relative to the audited path.
    package var path: String
    /// The path prefix of the font files this manifest governs: its app folder in a source tree
    /// ("Brand/"), the bundle in a built app; "" for everything.
    package var scope: String = ""
    /// Whether the manifest registers fonts through UIAppFonts (else through its ATS folder, or
    /// not at all when it has neither key and so UIAppFonts is what is missing).
    package var usesAppFonts: Bool {
        appFontsLine != nil || !appFonts.isEmpty || atsFontsPath == nil
    }

    /// What to add to this manifest to list `entry` (a bundle path; for an Expo config, the font's
    /// path in the app), in its own syntax: an XcodeGen spec's list item, a Tuist `Project.swift`
    /// string, a plist `<string>`, an Expo config's plugin `fonts` item.
    package func addition(of entry: String) -> String {
        switch dialect {
        case .xcodeGen:
            return "`- \(entry)` under UIAppFonts (info.properties) in `\(path)`"
        case .tuist:
            return appFontsLine == nil && appFonts.isEmpty
                ? "`\"UIAppFonts\": [\"\(entry)\"],` to the target's `infoPlist: .extendingDefault(with: [...])` in `\(path)`"
                : "`\"\(entry)\",` to the UIAppFonts array in `\(path)`"
        case .expoConfig:
            return appFontsLine == nil
                ? "`[\"expo-font\", { \"fonts\": [\"./\(entry)\"] }]` to the `plugins` of `\(path)`"
                : "`\"./\(entry)\"` to the `fonts` of the expo-font plugin in `\(path)`"
        case .infoPlist:
            return "<string>\(entry)</string> to UIAppFonts in `\(path)`"
        }
    }

    /// Whether the plist has a font key at all (UIAppFonts or ATSApplicationFontsPath), valid or not.
    package var declaresFonts: Bool {
        appFontsLine != nil || !appFonts.isEmpty || atsFontsPath != nil || !problems.isEmpty
    }

    /// True for XML plists, whose findings carry line numbers.
    package var hasLines: Bool
    /// The line of the `UIAppFonts` key, when there is one and lines are known.
    package var appFontsLine: Int?
    /// The `UIAppFonts` entries that are strings, in order.
    package var appFonts: [ManifestEntry] = []
    /// The `ATSApplicationFontsPath` value, when it is a string.
    package var atsFontsPath: FolderEntry?
    /// What is wrong with the plist itself: unparsable, a key of the wrong type, non-string entries.
    package var problems: [ManifestProblem] = []
    /// The macOS build the project spec that generates this manifest declares for its target
    /// (XcodeGen's `platform: macOS`, Tuist's `destinations: .macOS`), where no project says it.
    package var specPlatform: SpecPlatform? = nil
    /// What kind of file it is (``ManifestDialect``), from its name.
    package var dialect: ManifestDialect { .of(path: path) }

    package init(
        path: String, scope: String = "", hasLines: Bool, appFontsLine: Int? = nil, appFonts: [ManifestEntry] = [],
        atsFontsPath: FolderEntry? = nil, problems: [ManifestProblem] = [], specPlatform: SpecPlatform? = nil
    ) {
        self.path = path
        self.scope = scope
        self.hasLines = hasLines
        self.appFontsLine = appFontsLine
        self.appFonts = appFonts
        self.atsFontsPath = atsFontsPath
        self.problems = problems
        self.specPlatform = specPlatform
    }
}

/// A target a project spec (XcodeGen, Tuist) declares as a macOS app: macOS alone, or beside an
/// iOS-family platform; and the setting that says so, as the spec writes it.
package struct SpecPlatform: Sendable, Hashable, Codable {
    /// Whether the target builds for an iOS-family platform too (a multiplatform target).
    package var alongsideIOS: Bool
    /// The spec's setting, as it is quoted: `platform: macOS in project.yml`.
    package var setting: String

    /// The macOS build of a target built for `platforms` (a spec's names, any case: `macOS`,
    /// `iOS`, `macCatalyst`, Tuist's `mac`, `iPhone`, `iPad`), said by `setting`; nil when none is
    /// a native Mac (Mac Catalyst and "Designed for iPad" run iOS apps, which read UIAppFonts).
    package static func of(_ platforms: [String], setting: String) -> SpecPlatform? {
        let names = platforms.map { $0.lowercased() }
        guard names.contains(where: { $0 == "macos" || $0 == "mac" }) else { return nil }
        return SpecPlatform(alongsideIOS: names.contains { $0 != "macos" && $0 != "mac" }, setting: setting)
    }
}

/// One `UIAppFonts` string and what it resolves to.
package struct ManifestEntry: Sendable, Hashable, Codable {
    /// The string as written.
    package var value: String
    /// Its line in the plist, when known.
    package var line: Int?
    /// The file it names, if any.
    package var resolution: EntryResolution

    package init(value: String, line: Int? = nil, resolution: EntryResolution) {
        self.value = value
        self.line = line
        self.resolution = resolution
    }
}

/// What a manifest entry resolves to.
package enum EntryResolution: Sendable, Hashable, Codable {
    /// Exactly this font file (its ``FontFile/path``).
    case file(path: String)
    /// A file matches only when case is ignored: fine in the Simulator (case-insensitive file
    /// system), not registered on a device. `exactEntry` is what the entry should say.
    case caseMismatch(path: String, exactEntry: String)
    /// Nothing matches. `nearest` is a bundle path that looks like what was meant, if any.
    case missing(nearest: String?)
    /// Project mode: the file is in the project but this target's Resources phase does not copy it.
    /// `copiedBy` names the other app targets that do.
    case notInTarget(path: String, copiedBy: [String])
    /// Only a framework, extension or resource bundle target, or a Swift package target (its
    /// resource bundle), copies the file, and UIAppFonts registers from the main bundle only.
    /// `targets` names the targets or bundles.
    case inOtherBundle(path: String, targets: [String])
    /// Project mode: the target copies the file through a file reference whose file is not in the
    /// checkout (`path`, as the project names it, relative to the audited path or absolute).
    case referenceMissing(path: String)
    /// A React Native app's pod copies the file into the main bundle (`[CP] Copy Pods Resources`):
    /// a font of the npm package `package` (``PodFontCatalog``), which the checkout does not hold.
    case copiedByPod(package: String)
    /// A file inside `node_modules/` of the npm package `package`, which the app depends on and
    /// the checkout does not hold (npm installs it before prebuild): its face cannot be read.
    case installedPackage(package: String)
}

/// The `ATSApplicationFontsPath` folder and the fonts it holds.
package struct FolderEntry: Sendable, Hashable, Codable {
    /// The string as written.
    package var value: String
    /// Its line in the plist, when known.
    package var line: Int?
    /// The folder it names, relative to the audited path, or nil when there is none.
    package var folder: String?
    /// The font files in that folder (``FontFile/path`` values).
    package var fonts: [String]

    package init(value: String, line: Int? = nil, folder: String? = nil, fonts: [String]) {
        self.value = value
        self.line = line
        self.folder = folder
        self.fonts = fonts
    }
}

/// Something wrong with a plist, found while reading it.
package struct ManifestProblem: Sendable, Hashable, Codable {
    /// What is wrong, and what to write instead.
    package var message: String
    /// Where, when known.
    package var line: Int?
    /// The font files a misnamed font key (Xcode's label `Fonts provided by application`) lists:
    /// when code registers all of them anyway, the key is only inert.
    package var labelEntries: [String]?
    /// The top-level key whose value holds a `UIAppFonts` list iOS never reads there (it reads the
    /// key at the top level only), with ``labelEntries`` its fonts; nil otherwise.
    package var misplacedIn: String?
    /// The key whose array lists font files (``labelEntries``) where no `UIAppFonts` key is
    /// anywhere: a list meant to register them, or one the app's own code reads; nil otherwise.
    package var orphanIn: String? = nil

    package init(
        message: String, line: Int? = nil, labelEntries: [String]? = nil, misplacedIn: String? = nil,
        orphanIn: String? = nil
    ) {
        self.message = message
        self.line = line
        self.labelEntries = labelEntries
        self.misplacedIn = misplacedIn
        self.orphanIn = orphanIn
    }
}

/// What kind of file a manifest is: it decides how fix mode and messages add an entry to it.
package enum ManifestDialect: String, Sendable, Hashable, Codable {
    /// An Info.plist: `UIAppFonts`, `ATSApplicationFontsPath`.
    case infoPlist = "info-plist"
    /// An XcodeGen spec (`project.yml`), whose `info.properties` generate the plist.
    case xcodeGen = "xcodegen"
    /// A Tuist `Project.swift`, whose `infoPlist: .extendingDefault(with:)` generates the plist.
    case tuist
    /// An Expo app's config (`app.json`, `app.config.ts`), whose `expo-font` plugin lists the
    /// fonts prebuild puts in the generated plist's `UIAppFonts`.
    case expoConfig = "expo-config"

    /// The dialect of a manifest at `path`, from its name.
    package static func of(path: String) -> Self {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "app.json" || name.hasPrefix("app.config.") { return .expoConfig }
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return .xcodeGen }
        if path.hasSuffix(".swift") { return .tuist }
        return .infoPlist
    }
}
