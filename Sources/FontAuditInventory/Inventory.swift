import FontAuditModel
import FontInspectorModel
import FontInspectorReading

/// Everything the rules look at, built once: the manifests, the font files that will be in the
/// bundle with every face read, and the iOS system font names.
public struct Inventory: Sendable {
    /// What kind of thing was audited, which decides how entries resolve.
    package enum Layout: String, Codable, Sendable {
        /// A built iOS `.app` (or the app inside an `.ipa`): exact.
        case iOSBundle = "ios-bundle"
        /// A built macOS `.app`: exact.
        case macOSBundle = "macos-bundle"
        /// A source folder with Info.plist files: Xcode's flat copy is modelled (docs/RESOLUTION.md).
        case sourceTree = "source-tree"
        /// A folder of fonts with no manifest: only face-level rules apply.
        case fontsFolder = "fonts-folder"
        /// One target of an Xcode project: the bundle layout computed from the project, exact.
        case project
    }

    /// In project mode, the target this inventory is the bundle of (its platform decides which
    /// keys register fonts).
    package internal(set) var target: TargetContext? {
        didSet { registration = RegistrationFacts(of: self) }
    }

    /// How entries were resolved.
    package internal(set) var layout: Layout {
        didSet { registration = RegistrationFacts(of: self) }
    }
    /// Every Info.plist that declares fonts, sorted by path.
    package internal(set) var manifests: [Manifest] {
        didSet { registration = RegistrationFacts(of: self) }
    }
    /// Every font file that will be in the bundle (or in the fonts folder), sorted by path.
    package internal(set) var fonts: [FontFile] {
        didSet { registration = RegistrationFacts(of: self) }
    }
    /// The fonts iOS ships, and names a config declares as present.
    package internal(set) var systemFonts: SystemFontCatalog
    /// Every place code, a storyboard or a style dictionary asks for a font by a name it resolves.
    package internal(set) var requests: [FontRequest]
    /// Requests whose name is not constant in the sources: counted, never guessed.
    package internal(set) var dynamicNames: [DynamicFontName]
    /// What the app registers that the audit cannot tell, each with its place and reason
    /// (``OpenReason/Kind/isRegistration``): a list it cannot evaluate, an app target it cannot
    /// read, a file the checkout does not hold, generated code. No finding is built on one; the
    /// summary counts them and `--open-names` lists them beside the open names.
    package internal(set) var openRegistrations: [DynamicFontName] = []
    /// Style dictionaries (text style → font name and size) found in the sources.
    package internal(set) var styleDictionaries: [StyleDictionary]
    /// The `<customFonts>` maps of storyboards and xibs.
    package internal(set) var interfaceBuilderFontMaps: [InterfaceBuilderFontMap] {
        didSet { registration = RegistrationFacts(of: self) }
    }
    /// Folders that could not be searched and font files that could not be named (a name that is
    /// not UTF-8, a link to nothing), with the reason, by path.
    package internal(set) var unreadablePaths: [String: String]
    /// Sources (Swift, Objective-C, storyboards, style dictionaries) that could not be read or
    /// parsed, with the reason, by path: their font names are unknown.
    package internal(set) var unreadableSources: [String: String] = [:]
    /// Source files (code, storyboards, plists) the project uses that are not in the checkout, sorted.
    package internal(set) var missingSources: [String] = []
    /// Xcode projects and workspaces that could not be read: their targets were audited with the
    /// source-tree model instead (or not at all, for a project a workspace names that is missing).
    package internal(set) var projectProblems: [ProjectProblem] = []
    /// What each request resolves to (``resolution(of:)``), computed once when the inventory is built.
    package internal(set) var resolutions: [FontRequest: NameResolution] = [:]
    /// Text shown in a custom font, where the sources tell both (storyboards, SwiftUI, UIKit).
    package internal(set) var textUses: [TextUse] = []
    /// What each text use's font resolves to (``textFont(of:)``), computed once with the requests'.
    package internal(set) var textResolutions: [TextUse: NameResolution] = [:]
    /// The app's strings tables, read when some text's font is known (or for `coverage`).
    package internal(set) var localizations = LocalizationCatalog()
    /// The character map of every face that shows known text (every registered face for
    /// `coverage`), by font path and face index.
    package internal(set) var characterMaps: [String: [Int: CharacterMap]] = [:]
    /// Fonts registered by code at run time, each resolved to the font files it registers.
    package internal(set) var registrations: [FontRegistration] = [] {
        didSet { registration = RegistrationFacts(of: self) }
    }
    /// SwiftGen-generated fonts files.
    package internal(set) var generatedFonts: [GeneratedFontsFile] = []
    /// The local Swift packages whose resource bundles are part of the app.
    package internal(set) var packages: [SwiftPackage] = []
    /// Fonts the Resources phase copies from a file reference that is not in the checkout: path as
    /// the project names it, and where it would land in the bundle.
    package internal(set) var absentFonts: [(path: String, bundlePath: String)] = []
    /// Of ``absentFonts``, those git ignores (by path as shown): the checkout lacks them on purpose,
    /// because a build step or a download adds them (Mattermost copies its icon font from npm).
    package internal(set) var gitIgnoredAbsentFonts: [String: IgnoreLine] = [:]

    /// Fonts that are a web page's or an embedded interpreter's data, not the app's: files that sit
    /// in a copied folder beside a page or a stylesheet (`.html`, `.css`) or inside a Python package
    /// (`__init__.py`), in their own folder or a folder above it inside the same copy (a
    /// WKWebView's `fonts/` beside its CSS, matplotlib's `mpl-data/fonts` in a bundled Python tree),
    /// and fonts nothing registers that a page, stylesheet or script near them names in a CSS
    /// `url(…)`. Those engines load the files themselves; no manifest is meant to list them.
    package internal(set) var engineFontPaths: Set<String> = []
    /// Fonts that are byte-identical copies of another font of the inventory: path → the first
    /// path (in path order) of its copies. Registering a copy again changes nothing: it is the
    /// same font, whichever registers first.
    package internal(set) var identicalCopies: [String: String] = [:]
    /// What the app's code does to fonts' sizes (views whose font it sets, files that scale fonts).
    package internal(set) var scalingCode = ScalingCode()
    /// The faces of the run's unplaced fonts (``InventoryBuild/unplacedFonts``), on every
    /// inventory: a request that names one asks for a font no target bundles, which is said as such.
    package internal(set) var unplacedFaces: [UnplacedFace] = []
    /// The macOS system fonts, with the same names a configuration adds as ``systemFonts``.
    package internal(set) var macSystemFonts: SystemFontCatalog
    /// The size in bytes of each font file, by path; read only with
    /// ``AuditOptions/findsUnusedFonts``.
    package internal(set) var fontSizes: [String: Int] = [:]
    /// The names of faces no request reaches (PostScript, family and full names) that are written
    /// as a whole string in the app's sources or bundled data (`"Brand-Bold"` in a Swift array, a
    /// plist's `<string>`, a JSON value): the first place each is written, by name. Code may pass
    /// such a string to a request at run time. Searched only with
    /// ``AuditOptions/findsUnusedFonts``.
    package internal(set) var nameMentions: [String: FileLocation] = [:]
    /// Where code lists the fonts registered (`UIFont.familyNames`, `NSFontManager`'s
    /// `availableFonts`, `CTFontManagerCopyAvailablePostScriptNames`) or reads a name from a font
    /// file (`CGFont.postScriptName`, `CTFontManagerCreateFontDescriptorsFromURL`): the first place
    /// in each file, sorted. Searched only with ``AuditOptions/findsUnusedFonts``.
    package internal(set) var fontListings: [FileLocation] = []
    /// Names the `name` table gives a face beyond those FreeType reports (a Macintosh record's
    /// PostScript name where the Windows record has another): by font path and face index, read
    /// only for faces nothing else reaches, with ``AuditOptions/findsUnusedFonts``.
    package internal(set) var recordNames: [String: [Int: [String]]] = [:]
    /// Whether the build looked for fonts nothing asks for (``AuditOptions/findsUnusedFonts``).
    package internal(set) var usageSearched = false
    /// The fonts a React Native app registers while it runs, by alias (`useFonts`,
    /// `Font.loadAsync`): an alias with a file is a family of that file's one face.
    package internal(set) var runtimeFonts: [RuntimeFont] = []
    /// The app's Android half, when it is a React Native or Expo app that ships to Android
    /// (``AndroidFonts``); nil otherwise.
    package internal(set) var android: AndroidFonts?
    /// Which kind of app this is, where it is not a plain Xcode project's (a React Native or Expo
    /// app), as the summary says it.
    package internal(set) var app: AppDescription?
    /// ``faceUsage()`` of the finished inventory, computed once for a run that asks for it more
    /// than once (``settlingFaceUsage()``); nil while the builder may still change what it follows
    /// from, and in a decoded memo until the run settles it again.
    package internal(set) var settledFaceUsage: [FaceUsage]?

    /// Creates an inventory; fonts and manifests are sorted by path.
    package init(
        layout: Layout, manifests: [Manifest], fonts: [FontFile], systemFonts: SystemFontCatalog,
        unreadablePaths: [String: String] = [:], requests: [FontRequest] = [], dynamicNames: [DynamicFontName] = [],
        styleDictionaries: [StyleDictionary] = [], interfaceBuilderFontMaps: [InterfaceBuilderFontMap] = []
    ) {
        self.layout = layout
        self.requests = requests
        self.dynamicNames = dynamicNames
        self.styleDictionaries = styleDictionaries
        self.interfaceBuilderFontMaps = interfaceBuilderFontMaps
        self.unreadablePaths = unreadablePaths
        self.manifests = manifests.sorted { ByteOrder.precedes($0.path, $1.path) }
        self.fonts = fonts.sorted { ByteOrder.precedes($0.path, $1.path) }
        self.systemFonts = systemFonts
        macSystemFonts = SystemFontCatalog.shippedMacOS.adding(Array(systemFonts.extraNames))
        registration = RegistrationFacts(of: self)
    }

    /// The system fonts `request` resolves against: macOS's for a macOS request, else iOS's (Mac
    /// Catalyst apps are iOS apps here).
    package func systemFonts(for request: FontRequest) -> SystemFontCatalog {
        request.isMacOS(in: self) ? macSystemFonts : systemFonts
    }

    /// The font at `path`, if it is in the inventory.
    package func font(at path: String) -> FontFile? {
        fonts.first { $0.path == path }
    }

    /// Which fonts the app registers, and how (``RegistrationFacts``): stored, and computed again
    /// only when what they follow from changes, which only the builder can do.
    package private(set) var registration = RegistrationFacts()

    /// The paths of fonts the app registers: listed in `UIAppFonts` (resolving exactly), in the
    /// `ATSApplicationFontsPath` folder, in a storyboard's `<customFonts>` map (Xcode adds those
    /// to the built Info.plist), or by code. In a fonts folder with no manifest, every font.
    package var registeredPaths: Set<String> { registration.all }

    /// The paths of fonts something is known to register: ``registeredPaths`` without those only a
    /// dynamic registration covers (a file name that is not a constant may name any one of them,
    /// not all).
    package var knownRegisteredPaths: Set<String> { registration.known }

    /// The paths of fonts code registers at run time (``registrations``).
    package var codeRegisteredPaths: Set<String> { registration.code }

    /// Fonts registered only through `CTFontManagerRegisterGraphicsFont`, which exposes one face:
    /// of a variable font, only the default instance.
    package var defaultInstanceOnlyPaths: Set<String> { registration.defaultInstanceOnly }

    /// The run-time registrations that cover the font at `path`.
    package func registrations(of path: String) -> [FontRegistration] {
        registrations.filter { $0.fonts.contains(path) }
    }

    /// The paths of fonts the manifests register (UIAppFonts entries that resolve, ATS folders).
    package var manifestRegisteredPaths: Set<String> { registration.manifest }

    /// The font files a storyboard's `<customFonts>` map names, in the storyboard's app.
    package var interfaceBuilderRegisteredPaths: Set<String> { registration.interfaceBuilder }

    /// The registered fonts, sorted by path.
    package var registeredFonts: [FontFile] {
        let paths = registeredPaths
        return fonts.filter { paths.contains($0.path) }
    }

    /// The fonts that are the app's own: every font but a web page's or an interpreter's
    /// (``engineFontPaths``) that nothing registers. Face rules judge these.
    package var appFonts: [FontFile] {
        guard !engineFontPaths.isEmpty else { return fonts }
        let paths = registeredPaths
        return fonts.filter { !engineFontPaths.contains($0.path) || paths.contains($0.path) }
    }
}
