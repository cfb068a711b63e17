import FontAuditReaders
import FontInspectorModel
import Foundation

/// What a folder holds for the audit, from one walk: font files, plists, sources and folders
/// (paths relative to the base), skipping what never reaches a bundle.
package struct TreeSurvey {
    /// What one walk found.
    struct Tree {
        var fonts: [String] = []
        var plists: [String] = []
        var sources: [String] = []
        /// Web pages, stylesheets and scripts, and the sources of other runtimes (React Native's
        /// JavaScript and TypeScript, Flutter's Dart): ``InventoryBuilder/scriptExtensions``,
        /// searched for face names by `font-unused`.
        var scripts: [String] = []
        var folders: [String] = []
        /// XcodeGen specs (`project.yml`, `project.yaml`).
        var specs: [String] = []
        var unreadable: [(path: String, reason: String)] = []
    }

    /// Folder names never searched in a source tree.
    static let sourceSkips: Set<String> = [
        ".git", ".svn", ".hg", "DerivedData", "node_modules", "Pods", "Carthage", ".swiftpm",
    ]
    /// Build products committed into a checkout (a built `.app`, an `.xcarchive`, an `.appex`, a
    /// `.dSYM`): what a build made, not what the project builds from. Audit a built app by its path.
    static let builtProductExtensions: Set<String> = ["app", "xcarchive", "appex", "dsym"]

    /// Whether a folder or file of this name is left out of a source tree: version control, build
    /// and dependency folders (``sourceSkips``) and committed build products.
    package static func isSkippedInSources(_ name: String) -> Bool {
        sourceSkips.contains(name) || builtProductExtensions.contains(FileName.pathExtension(of: name))
    }

    /// The folders of an asset catalog that hold no data set: images, colours, icons, symbols,
    /// stickers, textures. actool compiles them into the catalog's `Assets.car`; nothing in them
    /// reaches the bundle as a file, and a data set (the one kind of asset a font is shipped in)
    /// cannot be inside one. They are not walked: the big-app replica's catalogs have 577 of them
    /// (of its 745 folders), the OSS check's apps 8,300, against 13 data sets.
    static let assetSetsWithoutData: Set<String> = [
        "imageset", "colorset", "appiconset", "symbolset", "iconset", "launchimage", "brandassets", "imagestack",
        "imagestacklayer", "solidimagestack", "solidimagestacklayer", "complicationset", "textureset", "cubetextureset",
        "mipmapset", "arimageset", "sticker", "stickersequence", "gcdashboardimage", "gcleaderboard",
        "gcleaderboardset",
    ]

    /// Whether a folder named `name` inside an asset catalog holds no data set (``assetSetsWithoutData``).
    package static func isAssetSetWithoutData(_ name: String) -> Bool {
        assetSetsWithoutData.contains(FileName.pathExtension(of: name))
    }

    /// Nested bundles inside a built app: their fonts are not the app's.
    static let nestedBundleExtensions: Set<String> = [
        "framework", "appex", "bundle", "app", "xctest", "plugin", "xpc", "dSYM",
    ]

    let base: URL
    /// The run's folder listings (``InventoryBuilder/walks``).
    let cache: WalkCache?
    let skip: (_ relativePath: String, _ name: String) -> Bool

    func walk() -> Tree {
        var tree = Tree()
        var walker = DirectoryWalker(cache: cache)
        walker.walk(base.path) { event in
            switch event {
            case .folder(let item):
                if skip(item.relativePath, item.name) { return false }
                tree.folders.append(item.relativePath)
                return true
            case .file(let item):
                guard !skip(item.relativePath, item.name) else { return false }
                let ext = FileName.pathExtension(of: item.name)
                if FontFileFinder.fontExtensions.contains(ext) {
                    tree.fonts.append(item.relativePath)
                } else {
                    if ext == "plist" { tree.plists.append(item.relativePath) }
                    if item.name == "project.yml" || item.name == "project.yaml" {
                        tree.specs.append(item.relativePath)
                    }
                    if SourceScanner.extensions.contains(ext) { tree.sources.append(item.relativePath) }
                    if InventoryBuilder.scriptExtensions.contains(ext) { tree.scripts.append(item.relativePath) }
                }
            case .invalidName(let item):
                if !skip(item.relativePath, item.name), Self.isFont(item) {
                    tree.unreadable.append((item.relativePath, "the file name is not valid UTF-8; rename the file"))
                }
            case .brokenLink(let item):
                if !skip(item.relativePath, item.name), Self.isFont(item) {
                    tree.unreadable.append((item.relativePath, "a symbolic link to a file that does not exist"))
                }
            case .unreadableFolder(let item, let reason):
                tree.unreadable.append((item.relativePath, reason))
            }
            return false
        }
        tree.fonts.sort()
        tree.plists.sort()
        tree.sources.sort()
        tree.scripts.sort()
        tree.folders.sort()
        return tree
    }

    private static func isFont(_ item: DirectoryWalker.Item) -> Bool {
        FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: item.name))
    }
}
