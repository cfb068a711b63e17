import FontAuditModel
import FontAuditReaders
import Foundation

extension InventoryBuilder {
    /// What `scanner`'s JavaScript reader takes from the app `app` beside its
    /// files: the specifiers its tooling and its workspace (`workspaceAliases`) rewrite, its
    /// Tailwind theme of fonts, and whether it draws the SVG files it imports.
    func configureJavaScript(
        _ scanner: inout SourceScanner, of app: ReactNativeApp, root: URL,
        workspaceAliases: [JavaScriptPathAlias]
    ) {
        scanner.javaScriptAliases = app.pathAliases(shown: shownFolder(of: app, root: root)) + workspaceAliases
        scanner.javaScriptFontTheme = fontTheme(of: app, root: root)
        scanner.javaScriptModules = modules
        scanner.javaScriptReadsSVG =
            app.dependencies.contains("react-native-svg") && app.dependencies.contains("react-native-svg-transformer")
    }

    /// The fonts the SVG files the app's code imports ask for (``SVGFontFamilies``), where
    /// react-native-svg draws them: each `font-family` is a request where the file writes it.
    func addImportedSVG(_ found: inout SourceContribution, root: URL) {
        for display in found.importedSVG where !isExcluded(display) {
            guard let bytes = FileData.readBytes(root.appendingPathComponent(display).path) else { continue }
            found.requests += SVGFontFamilies.requests(in: bytes, display: display)
        }
    }

    /// The families the app's Tailwind theme gives its `font-<key>` classes, where the app uses a
    /// class library that hands them to React Native (``TailwindFontTheme``): Uniwind's `@theme`
    /// in the CSS of the app's folder and of its workspace packages; NativeWind's
    /// `tailwind.config` in the app's folder, where Metro runs Tailwind. Nil for another app, or a
    /// theme that names no family.
    func fontTheme(of app: ReactNativeApp, root: URL) -> TailwindFontTheme? {
        let library: TailwindFontTheme.Library
        if app.dependencies.contains("uniwind") {
            library = .uniwind
        } else if app.dependencies.contains("nativewind") {
            library = .nativeWind
        } else {
            return nil
        }
        var theme = TailwindFontTheme(library: library)
        let folders = javaScriptFolders(of: app, root: root)
        switch library {
        case .uniwind:
            for (folder, shown) in folders {
                for relative in sourceSurvey(of: folder).scripts.filter({ $0.hasSuffix(".css") }).sorted() {
                    guard let bytes = FileData.readBytes(folder.appendingPathComponent(relative).path) else { continue }
                    let file = shown.isEmpty ? relative : shown + "/" + relative
                    theme.readCSS(String(decoding: bytes, as: UTF8.self), file: file)
                }
            }
        case .nativeWind:
            let shown = shownFolder(of: app, root: root)
            for name in ["tailwind.config.js", "tailwind.config.ts", "tailwind.config.cjs", "tailwind.config.mjs"] {
                guard let bytes = FileData.readBytes(app.folder.appendingPathComponent(name).path) else { continue }
                theme.readConfig(bytes, file: shown.isEmpty ? name : shown + "/" + name)
            }
        }
        return theme.isEmpty ? nil : theme
    }
}
