import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// The Android half of a React Native or Expo app (``AndroidFonts``): what React Native's
// `ReactFontManager` can open there, and the `fontFamily` requests of the code Android runs, read
// by the same JavaScript interpreter with Android as its platform.
extension InventoryBuilder {
    /// `app`'s Android half; nil when it has none: no `android/` folder, and not an Expo app
    /// (whose prebuild makes one).
    func androidFonts(of app: ReactNativeApp, root: URL) async -> AndroidFonts? {
        let hasProject = Disk.kind(of: app.folder.appendingPathComponent("android").path) == .folder
        guard hasProject || app.usesExpo else { return nil }
        let survey = sourceSurvey(of: app.folder)
        let shown = shownFolder(of: app, root: root)
        func display(_ relative: String) -> String { appDisplay(relative, of: app, shown: shown, root: root) }
        var android = AndroidFonts(assetFolder: display("android/app/src/main/assets/fonts"))
        android.expo = app.usesExpo

        // The files of each module's `src/main/assets/fonts/` (a library module's assets merge
        // into the APK's), and those the expo-font plugin copies there at prebuild.
        var files = survey.fonts.filter { Self.isAndroidAssetFont($0) }
        if app.usesExpo {
            let list = expoFontList(of: app, survey: survey, display: display)
            files += list.fonts.map(\.path)
            for (_, config) in list.configs {
                for entry in config.androidFonts {
                    let relative = EntryResolver.normalized(entry.value)
                    if Disk.kind(of: app.folder.appendingPathComponent(relative).path) == .file { files.append(relative) }
                }
                if config.isUnread || config.androidIsOpen {
                    android.open = OpenReason(.unevaluatedList, "the expo-font plugin's fonts")
                }
            }
        }
        var unique = Set<String>()
        files = files.filter { unique.insert($0).inserted }
        android.assetFiles = files.map(display)
        let reports = await inspect(files.map { (app.folder.appendingPathComponent($0), display($0)) })
        for (path, report) in zip(android.assetFiles, reports) {
            android.assetFaces[path] = report.faces.compactMap(\.postscriptName)
        }
        if hasProject { android.customFamilies = Self.customFontFamilies(in: app.folder.appendingPathComponent("android")) }

        // The code Android runs, read as Android runs it.
        var scanner = SourceScanner(styleNameKey: options.styleNameKey, styleSizeKey: options.styleSizeKey)
        scanner.store = store
        scanner.javaScriptPlatform = .android
        let workspace = workspaceSources(of: app, root: root, platform: .android)
        configureJavaScript(&scanner, of: app, root: root, workspaceAliases: workspace.aliases)
        let found = scanner.scan(
            paths: reactNativeFiles(ReactNativeApp.sources(survey: survey, platform: .android), of: app, root: root)
                + workspace.files)
        android.requests = found.requests.filter { $0.source == .javaScript && $0.api != PodFontCatalog.iconSetAPI }
            .map {
                var request = $0
                request.platform = .android
                return request
            }
        android.aliases = Array(Set(found.runtimeFonts.map(\.alias))).sorted()
        if found.runtimeFamiliesOpen { android.open = android.open ?? OpenReason(.runtimeRegistration) }
        return android
    }

    /// Whether `path` (relative to the app's folder) is a font file of an Android module's assets:
    /// `android/<module>/src/<set>/assets/fonts/<name>.ttf` or `.otf`.
    static func isAndroidAssetFont(_ path: String) -> Bool {
        guard path.hasPrefix("android/"), path.hasSuffix(".ttf") || path.hasSuffix(".otf") else { return false }
        let folders = path.split(separator: "/").dropLast()
        return folders.count >= 3 && folders.last == "fonts" && folders.dropLast().last == "assets"
            && folders.contains("src")
    }

    /// The families `ReactFontManager.getInstance().addCustomFont(context, "Name", R.font.x)`
    /// registers in the Kotlin and Java of `android`'s app module.
    static func customFontFamilies(in android: URL) -> [String] {
        var families = Set<String>()
        var folders = [android.appendingPathComponent("app/src/main/java"), android.appendingPathComponent("app/src/main/kotlin")]
        while let folder = folders.popLast() {
            for name in Disk.names(in: folder.path) ?? [] {
                let url = folder.appendingPathComponent(name)
                if Disk.kind(of: url.path) == .folder {
                    folders.append(url)
                    continue
                }
                guard name.hasSuffix(".kt") || name.hasSuffix(".java"),
                    let bytes = FileData.readBytes(url.path)
                else { continue }
                let text = String(decoding: bytes, as: UTF8.self)
                var rest = text[...]
                while let call = rest.range(of: "addCustomFont(") {
                    rest = rest[call.upperBound...]
                    // The second argument, when it is a string literal.
                    guard let comma = rest.firstIndex(of: ","), let quote = rest[comma...].firstIndex(of: "\"")
                    else { continue }
                    let between = rest[rest.index(after: comma)..<quote]
                    guard between.allSatisfy(\.isWhitespace),
                        let end = rest[rest.index(after: quote)...].firstIndex(of: "\"")
                    else { continue }
                    families.insert(String(rest[rest.index(after: quote)..<end]))
                }
            }
        }
        return families.sorted()
    }
}
