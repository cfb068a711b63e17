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
    /// `read` are the fonts the app's iOS half read already (by the path as shown): not opened again;
    /// `cache` is its scan's, whose files' bytes and words the Android scan takes instead of reading.
    func androidFonts(of app: ReactNativeApp, root: URL, read: [FontFile] = [], cache: ScanCache? = nil) async
        -> AndroidFonts?
    {
        if let known = androidHalves.withLock({ $0[app.folder.path] }) { return known }
        let half = await readAndroidFonts(of: app, root: root, read: read, cache: cache)
        androidHalves.withLock { $0[app.folder.path] = .some(half) }
        return half
    }

    private func readAndroidFonts(of app: ReactNativeApp, root: URL, read: [FontFile], cache: ScanCache?) async
        -> AndroidFonts?
    {
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
        var iconFiles: [String] = []
        // Folders the app module's Gradle script adds to its assets (`assets.srcDirs += file(…)`).
        if hasProject {
            let gradle = Self.gradleAssetFolders(of: app.folder.appendingPathComponent("android/app"))
            let folders = gradle.folders.map {
                XcodeProjectReader.ProjectPath.normalize("android/app/" + $0 + "/fonts") + "/"
            }
            // A folder outside the app's is not in its survey: what it holds is not known.
            if folders.contains(where: { $0.hasPrefix("../") || $0.hasPrefix("/") }) {
                android.open = OpenReason(.unevaluatedList, "android/app's assets folders outside the app")
            }
            files += survey.fonts.filter { path in
                (path.hasSuffix(".ttf") || path.hasSuffix(".otf"))
                    && folders.contains { path.hasPrefix($0) && !path.dropFirst($0.count).contains("/") }
            }
            if let open = gradle.open { android.open = open }
            let icons = Self.vectorIconFiles(
                appModule: app.folder.appendingPathComponent("android/app"), dependencies: app.dependencies)
            iconFiles = icons.files
            if let open = icons.open { android.open = open }
            // An assets folder git ignores is written by a step the checkout does not hold
            // (`npx react-native-asset` run after each clone): what it holds is not known.
            let probe = app.folder.appendingPathComponent("android/app/src/main/assets/fonts/font.ttf")
            if GitIgnore().rule(ignoring: probe.standardizedFileURL.path) != nil {
                android.open = OpenReason(.notInCheckout, "android/app/src/main/assets/fonts, which git ignores")
            }
        }
        if app.usesExpo {
            let list = expoFontList(of: app, survey: survey, display: display)
            files += list.fonts.map(\.path)
            for (_, config) in list.configs {
                for entry in config.androidFonts {
                    let relative = EntryResolver.normalized(entry.value)
                    if Disk.kind(of: app.folder.appendingPathComponent(relative).path) == .file {
                        files.append(relative)
                    }
                }
                if config.isUnread || config.androidIsOpen {
                    android.open = OpenReason(.unevaluatedList, "the expo-font plugin's fonts")
                }
            }
        }
        var unique = Set<String>()
        files = files.filter { unique.insert($0).inserted }
        android.assetFiles = files.map(display)
        let known = Dictionary(read.map { ($0.path, $0.report) }, uniquingKeysWith: { first, _ in first })
        let fresh = files.filter { known[display($0)] == nil }
        let reports = await inspect(fresh.map { (app.folder.appendingPathComponent($0), display($0)) })
        let opened = Dictionary(zip(fresh.map(display), reports), uniquingKeysWith: { first, _ in first })
        for path in android.assetFiles {
            android.assetFaces[path] = (known[path] ?? opened[path])?.faces.compactMap(\.postscriptName) ?? []
        }
        // The icon fonts Gradle copies from node_modules: their names are known, not their files.
        android.assetFiles += iconFiles.filter { icon in
            !android.assetFiles.contains { FileName.lastComponent(of: $0) == FileName.lastComponent(of: icon) }
        }
        if hasProject {
            let custom = Self.customFontFamilies(in: app.folder.appendingPathComponent("android"))
            android.customFamilies = custom.families
            if custom.open { android.open = OpenReason(.expression, "addCustomFont's family") }
        }

        // The code Android runs, read as Android runs it.
        var scanner = SourceScanner(styleNameKey: options.styleNameKey, styleSizeKey: options.styleSizeKey)
        scanner.store = store
        // The iOS half's scan cache: each file's bytes and words, read once for both halves.
        scanner.cache = cache
        scanner.javaScriptPlatform = .android
        let workspace = workspaceSources(of: app, root: root, platform: .android)
        configureJavaScript(&scanner, of: app, root: root, workspaceAliases: workspace.aliases)
        let found = scanner.scan(
            paths: bundledJavaScript(of: app, workspace: workspace.files, scanner: scanner, root: root))
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

    /// The Gradle scripts of an Android module (`build.gradle`, `build.gradle.kts`), each as its
    /// lines without their `//` comments (any line ending).
    static func gradleScripts(of module: URL) -> [(name: String, lines: [Substring])] {
        ["build.gradle", "build.gradle.kts"].compactMap { name in
            FileData.readBytes(module.appendingPathComponent(name).path).map { bytes in
                let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map {
                    $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                }
                return (name, lines)
            }
        }
    }

    /// The folders `app` (an Android app module) adds to its APK's assets in `build.gradle` or
    /// `build.gradle.kts` (`sourceSets.main { assets.srcDirs += file("../../static/assets") }`),
    /// relative to the module; and why they are not all known, where a line that adds some names
    /// none the audit can read, or a task copies files into `assets/fonts`.
    static func gradleAssetFolders(of app: URL) -> (folders: [String], open: OpenReason?) {
        var folders: [String] = []
        var open: OpenReason?
        for (name, lines) in gradleScripts(of: app) {
            for code in lines {
                // `assets { srcDirs … }`: a block the audit does not follow.
                if code.contains("assets {") || code.contains("assets{") {
                    open = OpenReason(.unevaluatedList, "android/app/\(name)'s assets folders")
                }
                if code.contains("assets.srcDir") || code.contains("assets.setSrcDirs") {
                    let quoted =
                        code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                        + code.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                    if quoted.isEmpty || quoted.contains(where: { $0.contains("$") }) {
                        open = OpenReason(.unevaluatedList, "android/app/\(name)'s assets folders")
                    }
                    folders += quoted.filter { !$0.contains("$") }
                } else if code.contains("into"), code.contains("assets/fonts") {
                    open = OpenReason(.unevaluatedList, "android/app/\(name)'s copy into assets/fonts")
                }
            }
        }
        return (folders, open)
    }

    /// The family a call's arguments (`arguments`, from after its `(`) name: the string literal
    /// that is its first argument (`addCustomFont("Name", typeface)`, `setTypeface("Name", style,
    /// typeface)`) or its second (`addCustomFont(context, "Name", R.font.x)`).
    static func familyArgument(_ arguments: Substring) -> String? {
        var argument = 0
        var depth = 0
        var index = arguments.startIndex
        while index < arguments.endIndex, argument < 2 {
            switch arguments[index] {
            case "\"" where depth == 0:
                let start = arguments.index(after: index)
                guard let end = arguments[start...].firstIndex(of: "\"") else { return nil }
                return String(arguments[start..<end])
            case "(": depth += 1
            case ")":
                if depth == 0 { return nil }
                depth -= 1
            case "," where depth == 0: argument += 1
            default: break
            }
            index = arguments.index(after: index)
        }
        return nil
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
    static func customFontFamilies(in android: URL) -> (families: [String], open: Bool) {
        var families = Set<String>()
        var open = false
        // Every source set's code (`main`, `debug`, `release`, a flavor's).
        let sets = android.appendingPathComponent("app/src")
        var folders = (Disk.names(in: sets.path) ?? []).sorted().flatMap {
            [sets.appendingPathComponent($0 + "/java"), sets.appendingPathComponent($0 + "/kotlin")]
        }
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
                for call in ["addCustomFont(", "setTypeface("] {
                    var rest = text[...]
                    while let found = rest.range(of: call) {
                        rest = rest[found.upperBound...]
                        if let name = Self.familyArgument(rest) {
                            families.insert(name)
                        } else if call == "addCustomFont(" {
                            // A family named by a constant or a value the audit does not read.
                            open = true
                        }
                    }
                }
            }
        }
        return (families.sorted(), open)
    }
}
