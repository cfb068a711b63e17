import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// An Expo app with no `ios/` folder: continuous native generation makes the iOS app at prebuild
// from the app's config, so that config is its manifest.
extension InventoryBuilder {
    /// The config files Expo reads, in the order it reads them: `app.config.*` takes `app.json`'s
    /// result as its input, so the plugin may be named in either.
    static let expoConfigNames = ["app.json", "app.config.ts", "app.config.js", "app.config.mjs", "app.config.cjs"]

    /// The inventory of an Expo app without `ios/`: the fonts the `expo-font` config plugin lists
    /// (prebuild copies them into the app and lists them in `UIAppFonts`), the fonts `useFonts`
    /// and `Font.loadAsync` load while it runs, and the app's JavaScript. Any other font file of
    /// the checkout is in no iOS app: unplaced.
    func buildExpoApp(_ app: ReactNativeApp, root: URL) async -> InventoryBuild {
        let base = Self.displayBase(of: root)
        let survey = sourceSurvey(of: app.folder)
        let shown = shownFolder(of: app, root: root)
        func display(_ relative: String) -> String { appDisplay(relative, of: app, shown: shown, root: root) }

        let list = expoFontList(of: app, survey: survey, display: display)
        let (configs, main, entries) = (list.configs, list.main, list.entries)
        var fonts = list.fonts
        // A config the audit cannot read may register any font of the app (but another platform's).
        let unread = configs.first { $0.config.isUnread }
        if unread != nil {
            fonts += survey.fonts.filter { !ReactNativeApp.isInSkippedFolder($0) }.map {
                ($0, FileName.lastComponent(of: $0))
            }
        }
        var unique = Set<String>()
        fonts = fonts.filter { unique.insert($0.path).inserted }
        let reports = await inspect(fonts.map { (app.folder.appendingPathComponent($0.path), display($0.path)) })
        let manifest = Manifest(
            path: main?.path ?? display("app.json"), scope: shown.isEmpty ? "" : shown + "/", hasLines: true,
            appFontsLine: main?.config.pluginLine, appFonts: entries)
        var inventory = Inventory(
            layout: .project, manifests: [manifest],
            fonts: zip(fonts, reports).map { FontFile(path: display($0.path), bundlePath: $0.bundlePath, report: $1) },
            systemFonts: systemFonts)
        inventory.app = AppDescription(
            kind: .expoWithoutNativeProject, folder: shown, config: main?.path ?? display("app.json"),
            renderers: app.renderers(projectFolder: nil))

        // The app's JavaScript, its translations, and what it loads while it runs.
        let workspace = workspaceSources(of: app, root: root)
        var scanner = SourceScanner(styleNameKey: options.styleNameKey, styleSizeKey: options.styleSizeKey)
        scanner.store = store
        // Shared with the Android half's scan, which reads most of the same files.
        let cache = ScanCache()
        scanner.cache = cache
        configureJavaScript(&scanner, of: app, root: root, workspaceAliases: workspace.aliases)
        let scanned = bundledJavaScript(of: app, workspace: workspace.files, scanner: scanner, root: root)
        var found = scanner.scan(paths: scanned)
        // An Expo app draws its icons through `@expo/vector-icons` (its Babel config's alias, or the
        // package itself), whose fonts expo-font loads while the app runs: not the pod's.
        found.requests.removeAll { $0.api == PodFontCatalog.iconSetAPI }
        addRequiredJSON(&found, of: app, root: root)
        addImportedSVG(&found, root: root)
        await addRuntimeFonts(&found, to: &inventory, base: base)
        inventory.android = await androidFonts(of: app, root: root, read: inventory.fonts, cache: cache)
        if let unread {
            found.registrations.append(
                FontRegistration(
                    kind: .url, call: "expo-font plugin", file: unread.path, line: unread.config.pluginLine ?? 1,
                    bundleReference: .main, files: nil))
        }
        for entry in entries {
            if case .installedPackage(let package) = entry.resolution {
                inventory.openRegistrations.append(
                    DynamicFontName(
                        file: manifest.path, line: entry.line ?? 1, api: "expo-font plugin", written: entry.value,
                        reason: OpenReason(.notInCheckout, "node_modules/\(package)")))
            }
        }
        if let unread {
            inventory.openRegistrations.append(
                DynamicFontName(
                    file: unread.path, line: unread.config.pluginLine ?? 1, api: "expo-font plugin", written: nil,
                    reason: OpenReason(.unevaluatedList, "the expo-font plugin's fonts")))
        }
        apply(found, to: &inventory, packages: [], exactLayout: true)
        attachText(found, to: &inventory, base: base)
        Self.markGitIgnored(&inventory, base: base)
        markUsageEvidence(&inventory, files: scanned, base: base)

        let placed = Set(inventory.fonts.map(\.path))
        let unplaced = survey.fonts.map(display).filter { !placed.contains($0) && !isExcluded($0) }.sorted()
        if inventory.hasUnknownName { inventory.unplacedFaces = await unplacedFaces(unplaced, root: root) }
        return InventoryBuild(inventories: [inventory], unplacedFonts: unplaced)
    }

    /// The `expo-font` config plugin's list in `app`'s configs (`survey` is its folder's,
    /// `display` shows a path relative to it): each entry resolved as prebuild resolves it
    /// (`path.resolve` from the app's folder, then `fs.statSync`, no alias of the app's), and the
    /// files found, with their names in the bundle.
    func expoFontList(of app: ReactNativeApp, survey: TreeSurvey.Tree, display: (String) -> String) -> ExpoFontList {
        let onDisk = Set(survey.fonts)
        var configs: [(path: String, config: ExpoConfig)] = []
        for name in Self.expoConfigNames {
            guard let config = Self.readExpoConfig(named: name, in: app.folder) else { continue }
            configs.append((display(name), config))
        }
        let main = configs.last { $0.config.usesPlugin } ?? configs.last
        var entries: [ManifestEntry] = []
        var fonts: [(path: String, bundlePath: String)] = []
        for (_, config) in configs {
            for entry in config.fonts {
                let relative = EntryResolver.normalized(entry.value)
                let resolution: EntryResolution
                if onDisk.contains(relative)
                    || (relative.hasPrefix("../")
                        && Disk.kind(of: app.folder.appendingPathComponent(relative).path) == .file)
                {
                    // A path may climb out of the app's folder (a workspace's `packages/assets`):
                    // `path.resolve` takes it as written.
                    resolution = .file(path: display(relative))
                    fonts.append((relative, FileName.lastComponent(of: relative)))
                } else if let package = Manifest.nodePackage(of: relative), app.mayInstall(package) {
                    resolution = .installedPackage(package: package)
                } else {
                    // The file of that name elsewhere in the app, or of that path in another case.
                    let name = FileName.lastComponent(of: relative).lowercased()
                    let near = survey.fonts.filter { FileName.lastComponent(of: $0).lowercased() == name }
                    resolution = .missing(nearest: near.count == 1 ? "./" + near[0] : nil)
                }
                entries.append(ManifestEntry(value: entry.value, line: entry.line, resolution: resolution))
            }
        }
        return ExpoFontList(configs: configs, main: main, entries: entries, fonts: fonts)
    }

    /// The manifest of the entries of an Expo app's `expo-font` list that name no file, for its
    /// committed `ios/` project's app target: the project is what the audit reads for the app's
    /// registrations, but the next prebuild runs the plugin, which fails on such an entry
    /// (`manifest-file-missing`). Nil when every entry names a file, or there is no list.
    func expoPrebuildManifest(of app: ReactNativeApp, root: URL) -> Manifest? {
        let shown = shownFolder(of: app, root: root)
        func display(_ relative: String) -> String { appDisplay(relative, of: app, shown: shown, root: root) }
        let list = expoFontList(of: app, survey: sourceSurvey(of: app.folder), display: display)
        let missing = list.entries.filter {
            if case .missing = $0.resolution { return true }
            return false
        }
        guard !missing.isEmpty, let main = list.main else { return nil }
        return Manifest(
            path: main.path, scope: shown.isEmpty ? "" : shown + "/", hasLines: true,
            appFontsLine: main.config.pluginLine, appFonts: missing)
    }
}

extension InventoryBuilder {
    /// A path relative to `app`'s folder (shown as `shown`) as shown: one that climbs out of the
    /// folder (`../../packages/assets/fonts/Inter.ttf`) relative to the audited folder.
    func appDisplay(_ relative: String, of app: ReactNativeApp, shown: String, root: URL) -> String {
        guard relative.hasPrefix("../") else { return shown.isEmpty ? relative : shown + "/" + relative }
        return Self.relativeDisplay(app.folder.appendingPathComponent(relative).standardizedFileURL, root: root)
    }
}

/// An Expo app's `expo-font` plugin list, read from its configs.
struct ExpoFontList {
    /// Each config file, as shown, with what it says.
    var configs: [(path: String, config: ExpoConfig)]
    /// The last config that names the plugin, else the last config there is.
    var main: (path: String, config: ExpoConfig)?
    /// Every entry of every config, resolved.
    var entries: [ManifestEntry]
    /// The files the entries name that the app holds (relative to its folder), with their names in
    /// the bundle.
    var fonts: [(path: String, bundlePath: String)]
}
