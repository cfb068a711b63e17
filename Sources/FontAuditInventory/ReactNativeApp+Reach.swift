import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

extension ReactNativeApp {
    /// Where Metro starts bundling the app, relative to its folder, as written (a specifier
    /// without its extension may name `index.ios.js` or `index.tsx`): `package.json`'s `main`;
    /// `App` for Expo's `AppEntry` (which imports `../../App`), its default when `main` is not set;
    /// React Native's `index` otherwise. Expo Router's entry (`expo-router/entry`, or the
    /// dependency itself) adds every file of its routes folder (``routeFolders``).
    var entrySpecifiers: [String] {
        var entries: [String] = []
        switch main.map(Self.trimmedEntry) {
        case nil, "node_modules/expo/AppEntry.js", "node_modules/expo/AppEntry", "expo/AppEntry", "expo/AppEntry.js":
            entries = usesExpo ? ["App", "index"] : ["index"]
        case "expo-router/entry", "expo-router/entry.js":
            break
        case let main?:
            entries = [main]
        }
        return entries
    }

    /// The folders Expo Router bundles every file of (its `require.context`): `app/`, or
    /// `src/app/` when there is no `app/`, when the app depends on `expo-router`.
    static let routeFolders = ["app", "src/app"]

    private static func trimmedEntry(_ main: String) -> String {
        var entry = main
        while entry.hasPrefix("./") { entry.removeFirst(2) }
        return entry
    }

    /// The npm packages the app's code may import without their code being the app's: its own
    /// dependencies and those of every `package.json` above it up to the repository's top
    /// (Node's and Metro's lookup climbs the `node_modules` folders), and its workspace packages'.
    func importablePackages(workspace: [WorkspacePackage]) -> [String] {
        var found = dependencies
        var current = folder.deletingLastPathComponent()
        for _ in 0..<8 {
            if let data = FileData.read(current.appendingPathComponent("package.json").path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            {
                for key in ["dependencies", "devDependencies", "peerDependencies"] {
                    if let map = object[key] as? [String: Any] { found.formUnion(map.keys) }
                }
            }
            guard !Disk.exists(current.appendingPathComponent(".git").path) else { break }
            let parent = current.deletingLastPathComponent()
            guard parent.path != current.path else { break }
            current = parent
        }
        for package in workspace { found.formUnion(package.manifest.dependencies + [package.manifest.name]) }
        return found.sorted()
    }
}

extension InventoryBuilder {
    /// The app's JavaScript that Metro bundles for the platform `scanner` reads, from among its
    /// folder's and its workspace packages' (`workspace`, on disk and shown), with the scanner's
    /// aliases (the app's and its workspace packages'): what its entry points reach
    /// (``MetroReach``). All of them when no entry point is among them (the plan says so).
    func bundledJavaScript(
        of app: ReactNativeApp, workspace: [(path: String, display: String)], scanner: SourceScanner, root: URL
    ) -> [(path: String, display: String)] {
        let platform = scanner.javaScriptPlatform
        let files = javaScriptFiles(of: app, workspace: workspace, platform: platform, root: root)
        let aliases = scanner.javaScriptAliases
        guard let reach = metroReach(of: app, files: files, aliases: aliases, platform: platform, root: root) else {
            return files
        }
        let reached = Set(reach.reached)
        return files.filter { reached.contains($0.display) }
    }

    /// The JavaScript Metro may bundle for `platform` (on disk, shown): the app folder's sources,
    /// then its workspace packages' (`workspace`).
    func javaScriptFiles(
        of app: ReactNativeApp, workspace: [(path: String, display: String)], platform: Platform, root: URL
    ) -> [(path: String, display: String)] {
        reactNativeFiles(
            ReactNativeApp.sources(survey: sourceSurvey(of: app.folder), platform: platform), of: app, root: root)
            + workspace
    }

    /// The reach of `app`'s entry points over `files` for `platform` (``bundledJavaScript``), or nil
    /// when no entry point is among them.
    func metroReach(
        of app: ReactNativeApp, files: [(path: String, display: String)], aliases: [JavaScriptPathAlias],
        platform: Platform, root: URL
    ) -> MetroReach? {
        let shown = shownFolder(of: app, root: root)
        func display(_ relative: String) -> String { shown.isEmpty ? relative : shown + "/" + relative }
        var entries = app.entrySpecifiers.map(display)
        let displays = files.map(\.display)
        // Expo Router's routes: bundled where the entry is `expo-router/entry` (as `main`, or
        // imported by the app's own entry).
        var routes: [String] = []
        if app.dependencies.contains("expo-router") {
            let folder = ReactNativeApp.routeFolders.map(display).first { folder in
                displays.contains { $0.hasPrefix(folder + "/") }
            }
            if let folder { routes = displays.filter { $0.hasPrefix(folder + "/") } }
            if app.main?.hasPrefix("expo-router/entry") == true { entries += routes }
        }
        let workspace = app.workspacePackages()
        // The app's own name stands for its folder (a workspace links each package, the app too).
        let own = app.name.map { [JavaScriptPathAlias(prefix: $0, target: shown)] } ?? []
        var setup = MetroReach.Setup(
            entries: entries, aliases: aliases + own, platform: platform,
            dependencies: app.importablePackages(workspace: workspace),
            roots: javaScriptFolders(of: app, root: root).map(\.shown), routes: routes)
        setup.scopes = Set(
            ([app.name] + workspace.map(\.manifest.name)).compactMap { name in
                name.flatMap { $0.hasPrefix("@") ? String($0.prefix { $0 != "/" }) : nil }
            }
        ).sorted()
        let every = app.everyWorkspacePackage()
        setup.workspaceNames = every.map(\.manifest.name)
        // A package of the workspace the app does not declare: followed where its code imports one
        // (hoisted), its files not read as the app's.
        let declared = Set(workspace.map(\.manifest.name))
        setup.aliases += every.filter { !declared.contains($0.manifest.name) }.compactMap { package in
            let shown = Self.relativeDisplay(package.folder, root: root)
            return shown.hasPrefix("/") ? nil : JavaScriptPathAlias(prefix: package.manifest.name, target: shown)
        }
        let key = app.folder.path + "\u{0}" + platform.rawValue + "\u{0}\(files.count)"
        let reach =
            reaches.withLock({ $0[key] })
            ?? {
                let reach = MetroReach.walk(files, setup: setup, store: store, scans: importScans)
                reaches.withLock { $0[key] = reach }
                return reach
            }()
        return reach.entries.isEmpty ? nil : reach
    }
}

extension InventoryBuilder {
    /// What the plan says of a React Native app's JavaScript on iOS (Android's reach is the same
    /// walk with Android's files): its entry points, then for its folder and each workspace package
    /// how many of its files the entries reach, partly known where a gap made it read whole.
    func javaScriptPlanInputs(of app: ReactNativeApp, root: URL) -> (sources: [PlanInput], entries: [PlanInput]) {
        let workspace = workspaceSources(of: app, root: root)
        let files = javaScriptFiles(of: app, workspace: workspace.files, platform: .iOS, root: root)
        let aliases = app.pathAliases(shown: shownFolder(of: app, root: root)) + workspace.aliases
        let reach = metroReach(of: app, files: files, aliases: aliases, platform: .iOS, root: root)
        let folders = javaScriptFolders(of: app, root: root)
        let reached = Set(reach?.reached ?? files.map(\.display))
        var sources: [PlanInput] = []
        for (index, folder) in folders.enumerated() {
            let inFolder = files.filter { folder.shown.isEmpty || $0.display.hasPrefix(folder.shown + "/") }
                .filter { file in
                    // A file of a workspace package inside the app's folder is that package's.
                    !folders.dropFirst(index + 1).contains {
                        $0.shown.isEmpty || file.display.hasPrefix($0.shown + "/")
                    }
                }
            let count = inFolder.filter { reached.contains($0.display) }.count
            let own = Set(inFolder.map(\.display))
            let fact = Self.gapFact((reach?.gaps ?? []).filter { own.contains($0.file) })
            let shown = folder.shown.isEmpty ? "." : folder.shown
            sources.append(
                PlanInput(
                    index == 0 ? "JavaScript" : "workspace package", shown, fact,
                    reached: reach == nil ? nil : (count, inFolder.count)))
        }
        guard let reach else {
            let reason = OpenReason(
                .buildGraph, "the app's entry (no package.json main, index, App or Expo Router app/)")
            return (sources, [PlanInput("entry point", "none found", .partlyKnown([reason]))])
        }
        return (sources, reach.entries.map { PlanInput("entry point", $0) })
    }

    /// The gaps of one folder, each cause said once: its first place and how many more there are
    /// (one undeclared scope is imported in hundreds of files).
    static func gapFact(_ gaps: [MetroReach.Gap]) -> Fact {
        guard !gaps.isEmpty else { return .known }
        var order: [String] = []
        var places: [String: [MetroReach.Gap]] = [:]
        for gap in gaps {
            if places[gap.reason] == nil { order.append(gap.reason) }
            places[gap.reason, default: []].append(gap)
        }
        return .partlyKnown(
            order.map { reason in
                let all = places[reason] ?? []
                let first = all[0]
                let more = all.count > 1 ? " and \(all.count - 1) more place\(all.count == 2 ? "" : "s")" : ""
                return OpenReason(
                    .buildGraph, "\(first.file)\(first.line > 0 ? ":\(first.line)" : "")\(more): \(reason)")
            })
    }
}
