import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// The inventory of one target of a project: its bundle, its Info.plist, its sources and packages.
extension InventoryBuilder {
    /// The bundle of one target: its fonts where the Resources phase puts them, its Info.plist
    /// resolved exactly against them, and the sources it compiles.
    func inventory(
        for target: XcodeTarget, in project: XcodeProject, root: URL, unused: [String],
        bundles: [String: [(path: String, bundlePath: String)]], packages: [LocatedPackage],
        hostPackages: [LocatedPackage] = [], cache: ScanCache, reports: inout [String: FontFileReport]
    ) async -> Inventory {
        let directory = project.projectDirectory
        let displayer = Displayer(folder: directory, root: root)
        // The React Native app this target runs, if it is one's iOS app: its JavaScript, its
        // translations and its pods' fonts are the target's too.
        let reactNative = reactNativeApp(for: target, directory: directory, root: root)
        let podFonts = reactNative?.podFonts(projectFolder: directory) ?? [:]
        let bundled = (bundles[target.name] ?? []).filter { !isExcluded(displayer.display($0.path)) }
        let listedFonts = bundled.filter { FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: $0.path)) }
        // A file reference whose file is not in the checkout (outside the repository, never committed).
        let absent = listedFonts.filter { !Disk.exists(directory.appendingPathComponent($0.path).path) }
        let fontFiles = listedFonts.filter { file in !absent.contains { $0.path == file.path } }
        // Reports are kept by absolute path: targets and configurations reach one file by other paths.
        func key(_ path: String) -> String { directory.appendingPathComponent(path).standardizedFileURL.path }
        var seen = Set<String>()
        let missing = fontFiles.filter { reports[key($0.path)] == nil && seen.insert(key($0.path)).inserted }
        let fresh = await inspect(
            missing.map {
                (
                    directory.appendingPathComponent($0.path),
                    Self.display(directory.appendingPathComponent($0.path), root: root)
                )
            })
        for (file, report) in zip(missing, fresh) { reports[key(file.path)] = report }
        var fonts = fontFiles.map { file in
            FontFile(
                path: Self.display(directory.appendingPathComponent(file.path), root: root),
                bundlePath: file.bundlePath,
                report: reports[key(file.path)]!)
        }

        let (linkedFonts, packageSources) = await packageContents(packages, reports: &reports)
        var packageFonts = linkedFonts
        let hostFonts = hostPackages.isEmpty ? [] : await packageContents(hostPackages, reports: &reports).fonts
        var manifest: Manifest?
        // A target without fonts gets no finding that is not about fonts (a missing or broken plist).
        let hasFonts = !fonts.isEmpty || !packageFonts.isEmpty || !absent.isEmpty
        var infoPlist = InfoPlistState.read
        // What declares the target's fonts: its Info.plist, or when that is absent (generated, not
        // committed) the Tuist or XcodeGen spec beside the project that generates it.
        var declared: (parsed: PlistManifestReader.Parsed, path: String)?
        if let plist = target.infoPlistFile {
            let url = directory.appendingPathComponent(plist)
            let shown = Self.display(url, root: root)
            if let data = FileData.read(url.path) {
                if hasFonts || PlistManifestReader.mayDeclareFonts(data) {
                    declared = (PlistManifestReader().read(data), shown)
                }
            } else if let spec = Self.generatingSpec(in: directory, root: root) {
                let own = spec.targets.first { $0.name == target.name }
                if let own, own.openList == nil {
                    declared = (own.parsed, spec.path)
                } else if own != nil || spec.targets.contains(where: { $0.name.isEmpty }) {
                    // Font keys the audit cannot evaluate, or of a target whose name it cannot work
                    // out (maybe this one's).
                    infoPlist = .fontKeysUnknown
                } else {
                    infoPlist = .absent(generatedBy: spec.path)
                }
                manifest = Manifest(path: spec.path, hasLines: false)
            } else if hasFonts {
                infoPlist = .absent(generatedBy: nil)
                let location = target.settingLocations["INFOPLIST_FILE"]
                manifest = Manifest(
                    path: location?.file ?? project.path + "/project.pbxproj", hasLines: location?.line != nil,
                    problems: [
                        ManifestProblem(
                            message:
                                "INFOPLIST_FILE of target \(target.name) names \(plist), which does not exist; fix the build setting",
                            line: location?.line)
                    ])
            }
            manifest = manifest ?? Manifest(path: shown, hasLines: false)
        }
        if let declared {
            fonts = Self.oneCopyPerFile(fonts, declared: declared.parsed)
        }
        if let declared {
            let folders = Self.bundleFolders(of: target, fonts: fonts)
            var resolved = BundleResolver(fonts: fonts, folders: folders).manifest(
                declared.parsed, path: declared.path, scope: "")
            resolved.appFonts = resolved.appFonts.map { entry in
                var entry = entry
                guard case .missing = entry.resolution else { return entry }
                // The target bundles a file of that name, at another path: a wrong path, not membership.
                let name = FileName.lastComponent(of: EntryResolver.normalized(entry.value))
                if let gone = absent.first(where: {
                    $0.bundlePath == EntryResolver.normalized(entry.value)
                        || FileName.lastComponent(of: $0.bundlePath) == name
                }) {
                    entry.resolution = .referenceMissing(
                        path: Self.relativeDisplay(directory.appendingPathComponent(gone.path), root: root))
                } else if let own = fonts.first(where: { FileName.lastComponent(of: $0.bundlePath) == name }) {
                    entry.resolution = .missing(nearest: own.bundlePath)
                } else if let better = Self.elsewhere(
                    entry.value, target: target, project: project, bundles: bundles, root: root)
                {
                    entry.resolution = better
                }
                return entry
            }
            packageFonts += resolved.resolveBundleLayout(own: packageFonts, host: hostFonts)
            manifest = resolved.resolvingOtherBundles(packageFonts)
            if let reactNative {
                manifest = manifest?.copiedByPods(podFonts, installs: reactNative.mayInstall)
            }
        }
        let targetManifest = manifest ?? Manifest(path: project.path + "/project.pbxproj", hasLines: false)

        let frameworkSources = Self.frameworkDependencies(of: target, in: project).filter { $0.kind == .framework }
            .flatMap(\.sources)
        let sources = (target.sources + frameworkSources + bundled.map(\.path)).filter {
            SourceScanner.extensions.contains(FileName.pathExtension(of: $0))
        }
        let directoryPath = directory.path
        let compiled = Array(Set(sources)).sorted().map {
            (path: directoryPath + "/" + $0, display: displayer.display($0))
        }
        let files = compiled.filter { !isExcluded($0.display) }
        let packageFiles = packageSources.map { (path: $0.path, display: displayer.display(absolute: $0.path)) }
            .filter { !isExcluded($0.display) }
        var scanner = SourceScanner(styleNameKey: options.styleNameKey, styleSizeKey: options.styleSizeKey)
        scanner.cache = cache
        scanner.store = store
        scanner.libraries += options.registrationHelpers
        let workspace = reactNative.map { workspaceSources(of: $0, root: root) }
        if let reactNative {
            configureJavaScript(&scanner, of: reactNative, root: root, workspaceAliases: workspace?.aliases ?? [])
        }
        // An Objective-C target's sources import headers no build phase lists: read for their names.
        // A quoted import finds a header beside the file that imports it, in the project or not
        // (clang searches the includer's folder first): those are read too.
        let objectiveC = compiled.filter { ["m", "mm"].contains(FileName.pathExtension(of: $0.display)) }
        if !objectiveC.isEmpty {
            let isHeader = { (name: String) in ["h", "pch"].contains(FileName.pathExtension(of: name)) }
            let listed = project.files.filter(isHeader)
            let beside = Set(objectiveC.map { FileName.parent(of: String($0.path.dropFirst(directoryPath.count + 1))) })
                .sorted().flatMap { folder in
                    (Disk.names(in: folder.isEmpty ? directoryPath : directoryPath + "/" + folder) ?? []).filter(
                        isHeader
                    )
                    .map { folder.isEmpty ? $0 : folder + "/" + $0 }
                }
            scanner.definitionHeaders = Set(listed + beside).sorted()
                .map { (path: directoryPath + "/" + $0, display: displayer.display($0)) }
                .filter { !isExcluded($0.display) }
        }
        let scanned =
            files + packageFiles + ((try? sourceFolders(root: root)) ?? [])
            + (reactNative.map {
                bundledJavaScript(of: $0, workspace: workspace?.files ?? [], scanner: scanner, root: root)
            } ?? [])
        var found = scanner.scan(paths: scanned)
        // An Expo app draws its icons through `@expo/vector-icons` (its Babel config's alias, or the
        // package itself), whose fonts expo-font loads while the app runs: not the pod's.
        if reactNative?.usesExpo == true { found.requests.removeAll { $0.api == PodFontCatalog.iconSetAPI } }
        if let reactNative {
            addRequiredJSON(&found, of: reactNative, root: root)
            addImportedSVG(&found, root: root)
        }
        PhaseClock.mark("    source scan")
        var inventory = Inventory(
            layout: .project, manifests: [targetManifest], fonts: fonts + packageFonts, systemFonts: systemFonts)
        inventory.openRegistrations += Self.installedPackageCopies(of: targetManifest)
        // The next prebuild of an Expo app runs its expo-font plugin, committed ios/ or not.
        if let reactNative, reactNative.usesExpo, let plugin = expoPrebuildManifest(of: reactNative, root: root) {
            inventory.manifests.append(plugin)
        }
        inventory.absentFonts = absent.map {
            (Self.relativeDisplay(directory.appendingPathComponent($0.path), root: root), $0.bundlePath)
        }
        await addRuntimeFonts(&found, to: &inventory, base: Self.displayBase(of: root))
        if let reactNative {
            inventory.android = await androidFonts(of: reactNative, root: root, read: inventory.fonts, cache: cache)
        }
        PhaseClock.mark("    Android half")
        inventory.app = reactNative.map {
            AppDescription(
                kind: $0.usesExpo ? .expoPrebuilt : .reactNative, folder: shownFolder(of: $0, root: root),
                target: target.name, renderers: $0.renderers(projectFolder: directory),
                podCopiedFonts: podFonts.keys.sorted())
        }
        // Before the requests are resolved: the target's platform decides which keys register fonts.
        inventory.target = TargetContext(
            projectPath: project.path, target: target, unusedManifests: unused, infoPlist: infoPlist)
        apply(found, to: &inventory, packages: packages.map(\.package), exactLayout: true)
        // Only Swift names a Swift global: an excluded Swift source may be where the target does.
        func swift(_ paths: [String]) -> Int { paths.filter { $0.hasSuffix(".swift") }.count }
        inventory.countingEveryGlobal(
            swift(files.map(\.display)) < swift(compiled.map(\.display))
                || swift(packageFiles.map(\.display)) < swift(packageSources.map(\.path)))
        attachText(found, to: &inventory, base: Self.displayBase(of: root))
        PhaseClock.mark("    text")
        Self.markGitIgnored(&inventory, base: Self.displayBase(of: root))
        Self.markEngineFonts(&inventory, base: Self.displayBase(of: root))
        Self.markCopies(&inventory, base: Self.displayBase(of: root))
        markUsageEvidence(&inventory, files: scanned, base: Self.displayBase(of: root))
        if !target.packageProducts.isEmpty {
            inventory.missingSources = Array(
                Set(inventory.missingSources + missingPackageReferences(project, root: root))
            ).sorted()
        }
        for spec in ["project.yml", "project.yaml"] where Disk.exists(directory.appendingPathComponent(spec).path) {
            inventory.target?.xcodeGenSpec = Self.display(directory.appendingPathComponent(spec), root: root)
            break
        }
        return inventory
    }

    /// One ``FontFile`` per file the target copies to several places (a Resources phase and a
    /// Copy Files phase into `fonts/`): a font is known by its path, so two copies would read as two
    /// registrations of one name. The copy the Info.plist registers is kept (a UIAppFonts entry, or
    /// the ATSApplicationFontsPath folder), else the first.
    static func oneCopyPerFile(_ fonts: [FontFile], declared: PlistManifestReader.Parsed) -> [FontFile] {
        let listed = Set(declared.appFonts.map { EntryResolver.normalized($0.value) })
        let folder = declared.ats.map { EntryResolver.normalized($0.value).trimmingSuffix("/") }
        func registered(_ font: FontFile) -> Bool {
            if listed.contains(font.bundlePath) { return true }
            guard let folder else { return false }
            return folder.isEmpty || folder == "." || font.bundlePath.hasPrefix(folder + "/")
        }
        var kept: [String: Int] = [:]
        var result: [FontFile] = []
        for font in fonts {
            if let index = kept[font.path] {
                if !registered(result[index]), registered(font) { result[index] = font }
            } else {
                kept[font.path] = result.count
                result.append(font)
            }
        }
        return result
    }

    /// The Tuist `Project.swift` or XcodeGen `project.yml` in a project's folder, which generates
    /// the project and its Info.plists (often not committed), with the font keys of its targets.
    static func generatingSpec(in directory: URL, root: URL) -> (
        path: String, targets: [GeneratedProjectManifestReader.Target]
    )? {
        let reader = GeneratedProjectManifestReader()
        for name in ["Project.swift", "project.yml", "project.yaml"] {
            let url = directory.appendingPathComponent(name)
            guard let data = FileData.read(url.path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let targets =
                name == "Project.swift"
                ? reader.readTuist(
                    text, path: display(url, root: root), helpers: tuistHelpers(near: directory, root: root))
                : reader.readXcodeGen(text)
            return (display(url, root: root), targets)
        }
        return nil
    }

    /// The texts of the `Tuist/ProjectDescriptionHelpers` files of the Tuist project `directory` is
    /// in (its `Tuist` folder, in `directory` or a folder above it, up to `root`).
    static func tuistHelpers(near directory: URL, root: URL) -> [String] {
        var folder = directory.standardizedFileURL
        let top = root.standardizedFileURL.path
        while true {
            let helpers = folder.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
            if let names = Disk.names(in: helpers.path) {
                return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap {
                    FileData.read(helpers.appendingPathComponent($0).path).map { String(decoding: $0, as: UTF8.self) }
                }
            }
            guard folder.path.count > top.count, folder.path.hasPrefix(top) else { return [] }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// The folders the target's resources make in the bundle: its folder references, and every
    /// folder something lands in (a Copy Files phase's `dstPath`, `en.lproj`, a reference's subfolders).
    static func bundleFolders(of target: XcodeTarget, fonts: [FontFile]) -> [String] {
        var folders = Set(target.resources.filter(\.isFolderReference).map(\.bundlePath))
        for path in Set(folders).union(target.resources.map(\.bundlePath) + fonts.map(\.bundlePath)) {
            var folder = FileName.parent(of: path)
            while !folder.isEmpty {
                folders.insert(folder)
                folder = FileName.parent(of: folder)
            }
        }
        return folders.sorted()
    }
}
