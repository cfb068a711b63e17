import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// A React Native app (an Expo one among them): the folder whose `package.json` depends on
/// `react-native`, which no Xcode target compiles but whose JavaScript the iOS app runs. Its
/// `ios/` project is audited as any project is; its JavaScript and TypeScript are the app
/// target's sources too (``sources(survey:)``), read by ``JavaScriptSourceReader``.
package struct ReactNativeApp: Sendable, Hashable {
    /// The app's folder, where its `package.json` is.
    package var folder: URL
    /// Whether the app uses Expo's modules (`expo` is a dependency).
    package var usesExpo: Bool
    /// The npm packages its `package.json` depends on.
    package var dependencies: Set<String> = []
    /// The `react-native` version its `package.json` asks for, as written (`0.74.5`, `^0.72.4`).
    package var reactNativeVersion: String? = nil
    /// Its `package.json` `main`, as written: where Metro starts (``entrySpecifiers``).
    package var main: String? = nil
    /// Its `package.json` `name`, which its own code may import itself by (`@acme/mobile/src/x`).
    package var name: String? = nil

    /// The React Native app a folder belongs to: the folder itself or the nearest one above it,
    /// up to `root`, whose `package.json` lists `react-native` among its dependencies.
    static func containing(_ folder: URL, root: URL) -> ReactNativeApp? {
        var current = folder.standardizedFileURL
        let top = root.standardizedFileURL.path
        while current.path.hasPrefix(top) {
            if let app = at(current) { return app }
            guard current.path != top, current.pathComponents.count > 1 else { break }
            current = current.deletingLastPathComponent()
        }
        return nil
    }

    /// The app whose `package.json` is in `folder`, if that file depends on `react-native`.
    static func at(_ folder: URL) -> ReactNativeApp? {
        guard let data = FileData.read(folder.appendingPathComponent("package.json").path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        var dependencies: Set<String> = []
        var version: String?
        for key in ["dependencies", "devDependencies", "peerDependencies"] {
            if let map = object[key] as? [String: Any] {
                dependencies.formUnion(map.keys)
                version = version ?? (map["react-native"] as? String)
            }
        }
        guard dependencies.contains("react-native") else { return nil }
        return ReactNativeApp(
            folder: folder.standardizedFileURL, usesExpo: dependencies.contains("expo"), dependencies: dependencies,
            reactNativeVersion: version, main: object["main"] as? String, name: object["name"] as? String)
    }

    /// The font files its dependencies' pods copy into the bundle of the iOS project in
    /// `projectFolder`, by file name: autolinking makes a pod of each native module
    /// (`use_native_modules!` in the Podfile beside the project), but for those
    /// `react-native.config.js` turns off on iOS. A project with no Podfile (React Native before
    /// 0.60, linked by `react-native link`) installs no pod, so no pod copies a font.
    func podFonts(projectFolder: URL) -> [String: PodFontCatalog.Font] {
        guard Disk.kind(of: projectFolder.appendingPathComponent("Podfile").path) == .file else { return [:] }
        let config = FileData.readBytes(folder.appendingPathComponent("react-native.config.js").path) ?? []
        return PodFontCatalog.copied(
            by: dependencies, disabled: config.isEmpty ? [] : ReactNativeConfig.iOSDisabledDependencies(config))
    }

    /// The native projects, at the app's top level (`ios/`, react-native-macos' and
    /// react-native-windows' `macos/`, `windows/`): deeper, a folder of that name is the app's
    /// own code (`src/windows/` of screens, `src/ios/` of iOS-only modules).
    static let nativeProjectFolders: Set<String> = ["ios", "macos", "windows"]

    /// Folders at any depth below the app's that hold no code the app runs on iOS: Android's
    /// (the native project, or Android-only modules), build output, another platform's web code,
    /// tests, stories and tooling.
    static let skippedFolders: Set<String> = [
        "android", "web", "dist", "build", "web-build", ".expo", "coverage", "e2e", "__tests__", "__mocks__",
        "__fixtures__",
        "test", "tests", "storybook", ".storybook", "fastlane", "vendor", "jest", "cypress", "detox",
    ]

    /// Whether `path` (relative to the app's folder) is in a folder no code iOS runs is in: a
    /// native project at the top level, or one of ``skippedFolders`` at any depth.
    static func isInSkippedFolder(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        if let first = folders.first, nativeProjectFolders.contains(String(first)) { return true }
        return folders.contains { skippedFolders.contains(String($0)) }
    }

    /// The file name endings of what the app does not run on iOS: another platform's module
    /// (`Button.android.tsx`), tests, stories, declarations, configuration, bundles.
    static let skippedEndings = [
        ".android.js", ".android.jsx", ".android.ts", ".android.tsx", ".web.js", ".web.jsx", ".web.ts", ".web.tsx",
        ".windows.js", ".windows.tsx", ".macos.js", ".macos.tsx", ".d.ts", ".bundle.js", ".min.js", ".jsbundle",
    ]

    /// ``skippedEndings`` for Android: iOS's modules in place of Android's.
    static let androidSkippedEndings = skippedEndings.map { $0.replacingOccurrences(of: ".android.", with: ".ios.") }

    /// Whether a file name is a test's, a story's, a tool's or a tool's configuration
    /// (`Home.test.tsx`, `login.cy.ts`, `jest.setup.js`, `.detoxrc.js`, `metro.config.js`). A
    /// configuration of the app's own UI library, which the app imports while it runs
    /// (`tamagui.config.ts`), is its code.
    static func isTooling(_ name: String) -> Bool {
        if name.hasPrefix(".") || name.hasPrefix("jest.") { return true }
        let parts = name.split(separator: ".")
        guard parts.count >= 3 else { return false }
        let kind = String(parts[parts.count - 2])
        if kind == "config" { return !appConfigurations.contains(parts[0...(parts.count - 3)].joined(separator: ".")) }
        return ["test", "spec", "stories", "story", "e2e", "cy", "setup"].contains(kind)
    }

    /// The `<name>.config.*` files an app imports at run time: its UI library's theme and fonts.
    static let appConfigurations: Set<String> = ["tamagui", "theme", "fonts", "typography", "gluestack-ui"]

    /// The app's JavaScript and TypeScript in `survey` (its folder's, paths relative to it) that
    /// `platform` runs (iOS unless said).
    static func sources(survey: TreeSurvey.Tree, platform: Platform = .iOS) -> [String] {
        let extensions = SourceScanner.javaScriptExtensions
        let variants = PlatformVariants(survey.scripts, platform: platform.javaScriptName)
        let endings = platform == .android ? androidSkippedEndings : skippedEndings
        // Whether a folder is skipped, found once per folder (a folder holds many files).
        var skippedFolder: [Substring: Bool] = [:]
        return survey.scripts.filter { path in
            let ext = FileName.pathExtension(of: path)
            guard extensions.contains(ext), !variants.replaces(path, extension: ext) else { return false }
            let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
            let skipped =
                skippedFolder[folder]
                ?? {
                    let skipped = isInSkippedFolder(path)
                    skippedFolder[folder] = skipped
                    return skipped
                }()
            guard !skipped else { return false }
            let name = FileName.lastComponent(of: path)
            return !endings.contains(where: name.hasSuffix) && !isTooling(name)
        }
    }

    /// The files Metro takes for iOS in place of others, by stem, found once: `Label` of
    /// `Label.ios.tsx`, of `Label.native.js`. `Label.tsx` is replaced beside `Label.ios.tsx` or
    /// `Label.native.tsx`, `Label.native.tsx` beside `Label.ios.tsx`. (Asking each file for its
    /// eight possible siblings by name was a tenth of a cold run of a large React Native app.)
    struct PlatformVariants {
        private var own: Set<Substring> = []
        private var native: Set<Substring> = []
        /// The platform's name as a file's mark (`ios` of `Label.ios.tsx`).
        private var platform = "ios"

        init(_ paths: [String], platform: String = "ios") {
            self.platform = platform
            let mark = "." + platform
            for path in paths {
                let ext = FileName.extensionAsWritten(of: path)
                guard ["js", "jsx", "ts", "tsx"].contains(ext) else { continue }
                let base = path.dropLast(ext.count + 1)
                // Only a stem the file's name spells back exactly (`stem + ".ios." + ext`, as the
                // file-by-file definition asks): a mark that joins the dot after it into one
                // character (U+0600) is dropped with the dot by a count of characters.
                for (platform, into) in [(mark, \Self.own), (".native", \Self.native)] where base.hasSuffix(platform) {
                    let stem = base.dropLast(platform.count)
                    if String(stem) + platform + "." + ext == path { self[keyPath: into].insert(stem) }
                }
            }
        }

        /// Whether Metro takes another file for iOS in place of `path`, whose extension (lowercased)
        /// is `ext`.
        func replaces(_ path: String, extension ext: String) -> Bool {
            let base = path.dropLast(ext.count + 1)
            let platform = FileName.pathExtension(of: String(base))
            guard platform != self.platform else { return false }
            let stem = platform == "native" ? base.dropLast(".native".count) : base
            return own.contains(stem) || (platform != "native" && native.contains(stem))
        }
    }
}

extension ReactNativeApp {
    /// The app's translation tables in `survey` (its folder's, paths relative to it): JSON files
    /// named by a language beside English's (`locales/fr.json` and `locales/en.json`, or
    /// `locales/fr/common.json` and `locales/en/…`), outside the folders no iOS code is in, that
    /// the app's code requires (`required`, as written): Metro bundles no other file, so a
    /// language the app never loads is no text of it.
    static func translations(survey: TreeSurvey.Tree, required: [String]) -> [String] {
        let json = survey.sources.filter { path in
            FileName.pathExtension(of: path) == "json" && !isInSkippedFolder(path)
        }
        let siblings = Set(json)
        // A file that names no language may hold them all (i18next's resources in one file): the
        // reader tells by its keys.
        return requiredFiles(json, required: required).filter { path in
            LocalizationReader.translationLanguage(of: path, siblings: siblings) != nil
                || LocalizationReader.language(named: FileName.stem(of: path)) == nil
        }
    }

    /// The app's JSON files in `survey` that its code requires (`required`, as written) and that
    /// may be style maps (tailwind-rn's `styles.json`, a theme's JSON): outside the folders no iOS
    /// code is in, and neither a package's nor Expo's configuration.
    static func styleMaps(survey: TreeSurvey.Tree, required: [String]) -> [String] {
        let json = survey.sources.filter { path in
            FileName.pathExtension(of: path) == "json" && !isInSkippedFolder(path)
                && !["package.json", "app.json"].contains(FileName.lastComponent(of: path))
        }
        return requiredFiles(json, required: required)
    }

    /// The files of `paths` a specifier of `required` names: its last two components are the
    /// file's (its last one, when it has only one): `@assets/i18n/bg.json` is
    /// `assets/base/i18n/bg.json`.
    private static func requiredFiles(_ paths: [String], required: [String]) -> [String] {
        let named = Set(
            required.map { specifier in
                specifier.split(separator: "/").filter { $0 != "." && $0 != ".." }.suffix(2).joined(separator: "/")
            })
        return paths.filter { path in
            let tail = path.split(separator: "/").suffix(2).joined(separator: "/")
            return named.contains(tail) || named.contains(FileName.lastComponent(of: path))
        }
    }
}

extension InventoryBuilder {
    /// What the JSON files `app`'s code requires give (its folder's and its workspace packages'):
    /// its translation tables are its text, as a native app's strings tables are, and each
    /// `fontFamily` of a style map is a request (read each run, as the code's requests are
    /// evaluated each run).
    func addRequiredJSON(_ found: inout SourceContribution, of app: ReactNativeApp, root: URL) {
        guard !found.requiredJSON.isEmpty else { return }
        for (folder, shown) in javaScriptFolders(of: app, root: root) {
            let survey = sourceSurvey(of: folder)
            let tables = ReactNativeApp.translations(survey: survey, required: found.requiredJSON)
            found.localizationFiles += files(tables, in: folder, shown: shown).map {
                SourceContribution.LocalizationFile(path: $0.path, display: $0.display)
            }
            let maps = ReactNativeApp.styleMaps(survey: survey, required: found.requiredJSON)
            for map in files(maps, in: folder, shown: shown) {
                guard let bytes = FileData.readBytes(map.path) else { continue }
                JavaScriptSourceReader.addStyleMap(bytes, display: map.display, to: &found)
            }
        }
    }

    /// Files of `app` (paths relative to its folder) with their paths on disk and as shown, but
    /// the ones `--exclude` leaves out.
    func reactNativeFiles(_ relative: [String], of app: ReactNativeApp, root: URL) -> [(path: String, display: String)]
    {
        files(relative, in: app.folder, shown: shownFolder(of: app, root: root))
    }

    /// Files of `folder` (paths relative to it), shown below `shown`, on disk and as shown, but the
    /// ones `--exclude` leaves out.
    func files(_ relative: [String], in folder: URL, shown: String) -> [(path: String, display: String)] {
        let base = folder.path
        return relative.map { (base + "/" + $0, shown.isEmpty ? $0 : shown + "/" + $0) }.filter {
            !isExcluded($0.display)
        }
    }

    /// The React Native app an iOS application target of the project in `directory` runs: an iOS
    /// app has `SDKROOT = iphoneos` (React Native's template sets it for the project), or iOS among
    /// its `SUPPORTED_PLATFORMS`. A template's tvOS app (`App-tvOS`), a react-native-macos app and
    /// a configuration that sets no SDK (Xcode's default is macOS) run no part of it on iOS.
    func reactNativeApp(for target: XcodeTarget, directory: URL, root: URL) -> ReactNativeApp? {
        let platforms = (target.settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ")
        guard target.kind == .application,
            target.settings["SDKROOT"]?.hasPrefix("iphoneos") == true || platforms.contains("iphoneos")
        else { return nil }
        return ReactNativeApp.containing(directory, root: Self.displayBase(of: root))
    }

    /// The app's folder as shown: empty when it is the audited folder itself.
    func shownFolder(of app: ReactNativeApp, root: URL) -> String {
        let top = Self.displayBase(of: root).standardizedFileURL.path
        return app.folder.path == top ? "" : Self.display(app.folder, root: root)
    }
}
