import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// What the plan stage found in a folder (``InventoryBuilder/planFolder(root:)``): what
/// ``FolderDriver`` plans from, and what source-tree mode then builds.
struct FolderPlan: Sendable {
    var tree: TreeSurvey.Tree
    /// The folder's local Swift packages.
    var packages: [LocatedPackage]
    /// The font files no package target holds (all of them, or those of `--fonts`).
    var fontPaths: [(url: URL, display: String)]
    /// `--fonts`'s folder as shown, when it is given.
    var fontsFolderScope: String?
    /// The manifests read (app plists, plists with font keys, project specs), with the app
    /// folder each speaks for.
    var manifests: [(parsed: PlistManifestReader.Parsed, path: String, appFolder: String)]
    /// The plists that could not be read, each a manifest with its problem.
    var unreadablePlists: [Manifest]
    /// What the folder's apps register that the audit cannot tell: a Tuist list it does not
    /// evaluate, an app it cannot read, a React Native app without its `ios/` project.
    var openLists: [DynamicFontName]
    /// Whether a local package bundles a font file (a target's declared resource, not a test
    /// target's, not excluded), as source-tree mode's package fonts are.
    var holdsPackageFonts: Bool

    /// A fonts folder only where there is no app to find: no manifest, no package font, and no
    /// app the audit could not read.
    var isFontsFolder: Bool {
        manifests.isEmpty && unreadablePlists.isEmpty && !holdsPackageFonts && openLists.isEmpty
    }
}

extension InventoryBuilder {
    /// The plan stage of a folder: its local packages, its font files, and the manifests that make
    /// apps of it (app plists, plists with font keys, XcodeGen and Tuist specs, a React Native
    /// app's `package.json`), read; a fonts folder only where none of them is found.
    func planFolder(root: URL) throws -> FolderPlan {
        let tree = sourceSurvey(of: root)

        // Local Swift packages: the fonts of their targets go into their own resource bundles.
        let packages =
            options.fontsFolder != nil
            ? []
            : tree.sources.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
                .compactMap { manifest -> LocatedPackage? in
                    let folder = FileName.parent(of: manifest)
                    return Self.package(
                        at: folder.isEmpty ? root : root.appendingPathComponent(folder), display: folder)
                }
        let holders = packages.map { located in
            (
                prefix: located.package.path.isEmpty ? "" : located.package.path + "/",
                target: located.package.targetFinder()
            )
        }
        func inPackageTarget(_ path: String) -> Bool {
            holders.contains { holder in
                path.hasPrefix(holder.prefix) && holder.target(String(path.dropFirst(holder.prefix.count))) != nil
            }
        }

        // Fonts: the tree's, or only those of --fonts (then every manifest resolves against them).
        var fontPaths = tree.fonts.filter { !inPackageTarget($0) }.map {
            (url: root.appendingPathComponent($0), display: $0)
        }
        var fontsFolderScope: String?
        if let folder = options.fontsFolder {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            guard Disk.isFolder(url.path) else {
                throw AuditError.noSuchFolder(option: "--fonts", path: folder)
            }
            let display = url.path == root.path ? "" : DisplayPath.make(for: url, relativeTo: root)
            if display.hasPrefix("/") {
                let sub = TreeSurvey(base: url, cache: walks) { _, name in TreeSurvey.isSkippedInSources(name) }.walk()
                fontPaths = sub.fonts.map { (url.appendingPathComponent($0), display + "/" + $0) }
            } else if !display.isEmpty {
                fontPaths = fontPaths.filter { $0.display.hasPrefix(display + "/") }
            }
            fontsFolderScope = display
        }

        // Manifests: the tree's app plists and plists with font keys, or only those of --plist.
        var plistFiles = tree.plists.map { (url: root.appendingPathComponent($0), display: $0) }
        if !options.plists.isEmpty {
            plistFiles = try options.plists.map {
                let url = URL(fileURLWithPath: $0).standardizedFileURL
                guard Disk.exists(url.path) else { throw AuditError.noSuchFile(option: "--plist", path: $0) }
                return (
                    url, url.path == root.path ? url.lastPathComponent : DisplayPath.make(for: url, relativeTo: root)
                )
            }
        }
        var parsedManifests: [(parsed: PlistManifestReader.Parsed, path: String, appFolder: String)] = []
        var unreadablePlists: [Manifest] = []
        var openSpecLists: [DynamicFontName] = []
        // XcodeGen and Tuist keep the font keys in the project spec; the plist they generate (often
        // not committed) is theirs, not the app author's.
        if options.plists.isEmpty {
            let (specManifests, generatedPlists, openLists) = projectSpecManifests(tree: tree, root: root)
            openSpecLists = openLists
            // A React Native app whose iOS project the checkout does not hold (no `ios/`, and no
            // Expo to make one): an app whose registrations are not known, not a fonts folder.
            if options.fontsFolder == nil, let app = ReactNativeApp.at(Self.displayBase(of: root)), !app.usesExpo {
                openSpecLists.append(
                    DynamicFontName(
                        file: "package.json", line: 1, api: "package.json", written: nil,
                        reason: OpenReason(
                            .unreadApp, "a React Native app whose ios/ project the checkout does not hold")))
            }
            parsedManifests += specManifests.map {
                ($0.parsed, $0.path, fontsFolderScope ?? SourceTreeResolver.appFolder(of: $0.path))
            }
            plistFiles = plistFiles.filter { !generatedPlists.contains($0.display) }
        }
        for plist in plistFiles {
            let appFolder = fontsFolderScope ?? SourceTreeResolver.appFolder(of: plist.display)
            guard let data = FileData.read(plist.url.path) else {
                unreadablePlists.append(
                    Manifest(
                        path: plist.display, scope: SourceTreeResolver.scope(appFolder), hasLines: false,
                        problems: [
                            ManifestProblem(message: "cannot be read: check the path and its permissions", line: nil)
                        ]))
                continue
            }
            let isApp = options.plists.isEmpty && Self.isAppPlist(name: plist.url.lastPathComponent, data: data)
            guard !options.plists.isEmpty || isApp || PlistManifestReader.mayDeclareFonts(data) else { continue }
            let parsed = PlistManifestReader().read(data)
            guard !options.plists.isEmpty || parsed.declaresFonts || isApp else { continue }
            parsedManifests.append((parsed, plist.display, appFolder))
        }

        // An app the audit cannot read in a `Project.swift` whose folder holds a manifest it did
        // read (a plist the helpers name, a spec's list) is that app: its registrations are known.
        openSpecLists.removeAll { fact in
            guard fact.reason.kind == .unreadApp, fact.file.hasSuffix("Project.swift") else { return false }
            let folder = FileName.parent(of: fact.file)
            return parsedManifests.contains { folder.isEmpty || $0.path.hasPrefix(folder + "/") }
        }
        // A font SwiftPM bundles: in a target's declared resources, not a test target's, not excluded.
        let holdsPackageFonts = packages.contains { located in
            let prefix = located.package.path.isEmpty ? "" : located.package.path + "/"
            let candidates = tree.fonts.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            return !candidates.isEmpty && !located.package.bundledFiles(among: candidates).isEmpty
        }
        return FolderPlan(
            tree: tree, packages: packages, fontPaths: fontPaths, fontsFolderScope: fontsFolderScope,
            manifests: parsedManifests, unreadablePlists: unreadablePlists, openLists: openSpecLists,
            holdsPackageFonts: holdsPackageFonts)
    }

}

extension FolderPlan {
    /// The apps of the folder: one per app folder its manifests speak for, with the manifests as
    /// inputs and what the audit cannot tell as inputs not known; the folder itself as a fonts
    /// folder only where there is no app to find (``isFontsFolder``).
    func plannedApps(name: String) -> [PlannedApp] {
        guard !isFontsFolder else {
            var app = PlannedApp(name: name, kind: .fontsFolder, folder: fontsFolderScope ?? "", platforms: [])
            app.inputs = [
                PlanInput(
                    "font files", "\(fontPaths.count) below \(fontsFolderScope.map { $0.isEmpty ? "." : $0 } ?? ".")")
            ]
            return [app]
        }
        var byFolder: [String: PlannedApp] = [:]
        func add(_ input: PlanInput, folder: String) {
            let key = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            byFolder[
                key,
                default: PlannedApp(
                    name: key.isEmpty ? name : FileName.lastComponent(of: key), kind: .sourceTree, folder: key,
                    platforms: [])
            ]
            .inputs.append(input)
        }
        for manifest in manifests { add(PlanInput("manifest", manifest.path), folder: manifest.appFolder) }
        for plist in unreadablePlists {
            add(PlanInput("manifest", plist.path, .notKnown(OpenReason(.unreadFile, plist.path))), folder: plist.scope)
        }
        for open in openLists {
            add(
                PlanInput(open.api, "\(open.file):\(open.line)", .notKnown(open.reason)),
                folder: FileName.parent(of: open.file))
        }
        if holdsPackageFonts, byFolder.isEmpty {
            byFolder[""] = PlannedApp(name: name, kind: .sourceTree, folder: "", platforms: [])
        }
        for package in packages {
            let key =
                byFolder.keys.filter {
                    $0.isEmpty || package.package.path.hasPrefix($0 + "/") || package.package.path == $0
                }
                .max { $0.count < $1.count } ?? byFolder.keys.sorted().first ?? ""
            byFolder[key]?.sources.append(
                PlanInput("local package", package.package.path.isEmpty ? "." : package.package.path))
        }
        return byFolder.keys.sorted().compactMap { byFolder[$0] }
    }
}
