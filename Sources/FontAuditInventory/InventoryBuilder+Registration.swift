import FontAuditModel
import FontAuditReaders
import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation

/// A local Swift package: what its manifest says, and where it is on disk.
struct LocatedPackage {
    var package: SwiftPackage
    var url: URL

    /// The package's bundled resource fonts (paths relative to the package folder) and the sources
    /// of its non-test targets (paths relative to the package folder).
    func contents(walks: WalkCache, skip: @escaping (String) -> Bool) -> (
        fonts: [SwiftPackage.BundledFile], sources: [String]
    ) {
        let tree = TreeSurvey(base: url, cache: walks) { relative, name in
            TreeSurvey.isSkippedInSources(name) || name.hasPrefix(".build") || skip(relative)
        }.walk()
        let fonts = package.bundledFiles(among: tree.fonts)
        let sources = tree.sources.filter { path in package.target(holding: path).map { !$0.isTest } ?? false }
        return (fonts, sources)
    }
}

extension InventoryBuilder {
    /// The local packages of a project: those it references (`XCLocalSwiftPackageReference`) and
    /// those found in its folder (a few levels deep), each once. Package paths are shown relative
    /// to the audited path.
    func projectPackages(_ project: XcodeProject, root: URL) -> [LocatedPackage] {
        var folders = project.localPackages.map {
            project.projectDirectory.appendingPathComponent($0).standardizedFileURL
        }
        Self.findPackages(in: project.projectDirectory, into: &folders, walks: walks)
        var seen = Set<String>()
        return folders.compactMap { url in
            guard seen.insert(url.standardizedFileURL.path).inserted else { return nil }
            // Shown as the files in it are, so that their paths start with the package's.
            let manifest = Self.display(url.appendingPathComponent("Package.swift"), root: root)
            let display = manifest == "Package.swift" ? "" : String(manifest.dropLast("/Package.swift".count))
            guard !isExcluded(display) else { return nil }
            return Self.package(at: url, display: display)
        }
    }

    /// The local packages of the whole checkout (below the audited folder, or an `.xcodeproj`'s or
    /// `.xcworkspace`'s folder): a product dependency with no package reference of its own is
    /// resolved from the workspace's local packages (unstoppable-wallet's `packages/WalletCore`,
    /// beside its project's folder), which may be anywhere in it.
    func checkoutPackages(root: URL) -> [LocatedPackage] {
        var folders: [URL] = []
        Self.findPackages(in: Self.displayBase(of: root), into: &folders, walks: walks)
        return folders.compactMap { url in
            let manifest = Self.display(url.appendingPathComponent("Package.swift"), root: root)
            let display = manifest == "Package.swift" ? "" : String(manifest.dropLast("/Package.swift".count))
            guard !isExcluded(display) else { return nil }
            return Self.package(at: url, display: display)
        }
    }

    /// Local packages the project references whose `Package.swift` is not in the checkout (a
    /// package beside the repository, `../../swift-kit`), as shown in findings.
    func missingPackageReferences(_ project: XcodeProject, root: URL) -> [String] {
        project.localPackages.compactMap { path in
            let manifest = project.projectDirectory.appendingPathComponent(path).appendingPathComponent("Package.swift")
                .standardizedFileURL
            return Disk.exists(manifest.path) ? nil : Self.relativeDisplay(manifest, root: root)
        }
    }

    /// Folders below `folder` (not itself), at most five levels down, that hold a `Package.swift`.
    private static func findPackages(in folder: URL, into found: inout [URL], walks: WalkCache) {
        var walker = DirectoryWalker(cache: walks)
        walker.walk(folder.path) { event in
            switch event {
            case .file(let item) where item.name == "Package.swift" && item.depth > 0:
                found.append(URL(fileURLWithPath: item.path).deletingLastPathComponent().standardizedFileURL)
            case .folder(let item):
                let name = item.name
                return item.depth < 4 && !TreeSurvey.isSkippedInSources(name) && !name.hasPrefix(".")
                    && ![".xcodeproj", ".xcworkspace", ".xcassets", ".lproj"].contains { name.hasSuffix($0) }
            default:
                break
            }
            return false
        }
    }

    /// Reads the `Package.swift` in `folder`; nil when there is none or it cannot be read.
    static func package(at folder: URL, display: String) -> LocatedPackage? {
        guard let data = FileData.read(folder.appendingPathComponent("Package.swift").path) else { return nil }
        let package = PackageManifestReader().read(String(decoding: data, as: UTF8.self), path: display)
        return LocatedPackage(package: package, url: folder)
    }

    /// The fonts of `packages`' resource bundles, read (reports cached by absolute path), and the
    /// sources of their targets (absolute path, shown path).
    func packageContents(_ packages: [LocatedPackage], reports: inout [String: FontFileReport])
        async -> (fonts: [FontFile], sources: [(path: String, display: String)])
    {
        var fonts: [FontFile] = []
        var sources: [(path: String, display: String)] = []
        for located in packages {
            let prefix = located.package.path.isEmpty ? "" : located.package.path + "/"
            let (bundled, sourceFiles) = located.contents(walks: walks) { isExcluded(prefix + $0) }
            let missing = bundled.filter { reports[located.url.appendingPathComponent($0.path).path] == nil }
            let fresh = await inspect(missing.map { (located.url.appendingPathComponent($0.path), prefix + $0.path) })
            for (file, report) in zip(missing, fresh) {
                reports[located.url.appendingPathComponent(file.path).path] = report
            }
            for file in bundled {
                guard let report = reports[located.url.appendingPathComponent(file.path).path] else { continue }
                fonts.append(
                    FontFile(path: prefix + file.path, bundlePath: file.bundlePath, report: report, bundle: file.bundle)
                )
            }
            sources += sourceFiles.map { (located.url.path + "/" + $0, prefix + $0) }
        }
        return (fonts, sources)
    }

    /// `requests` with each one made through R.swift's accessor (`R.font.sourceSansProRegular`,
    /// ``RequestVisitor/rswiftPrefix``) given the PostScript name of the face it is named after
    /// (compared with case and all but letters and digits dropped); one that matches no face of
    /// `fonts` is left out, as its font is not one the audit can see.
    static func matchingGeneratedAccessors(_ requests: [FontRequest], fonts: [FontFile]) -> [FontRequest] {
        guard requests.contains(where: { $0.name.hasPrefix(FontRequest.rswiftPrefix) }) else { return requests }
        var byKey: [String: String] = [:]
        for font in fonts {
            for face in font.report.faces {
                guard let name = face.postscriptName, !name.contains(" ") else { continue }
                if byKey[identifierKey(name.utf8)] == nil { byKey[identifierKey(name.utf8)] = name }
            }
        }
        return requests.compactMap { request in
            guard request.name.hasPrefix(FontRequest.rswiftPrefix) else { return request }
            guard let name = byKey[identifierKey(request.name.dropFirst(FontRequest.rswiftPrefix.count).utf8)] else {
                return nil
            }
            var matched = request
            matched.name = name
            matched.origin = nil  // generated code, never edited
            return matched
        }
    }

    /// Puts what the source scan found into the inventory: names, style dictionaries, storyboard
    /// font maps, sources that could not be read or are missing, and the run-time registrations,
    /// each resolved to its bundle (a package target's resource bundle for code in that target,
    /// else the main bundle) and to the fonts it registers.
    func apply(_ found: SourceContribution, to inventory: inout Inventory, packages: [SwiftPackage], exactLayout: Bool)
    {
        inventory.requests = Self.matchingGeneratedAccessors(found.requests, fonts: inventory.fonts)
        inventory.dynamicNames = found.dynamic
        inventory.styleDictionaries = found.styleDictionaries
        inventory.interfaceBuilderFontMaps = found.fontMaps
        inventory.scalingCode = found.scaling
        for problem in found.problems { inventory.unreadableSources[problem.path] = problem.reason }
        inventory.missingSources = Array(Set(found.missing)).sorted()
        inventory.packages = packages

        func ownBundle(of file: String) -> String? {
            for package in packages {
                let prefix = package.path.isEmpty ? "" : package.path + "/"
                guard file.hasPrefix(prefix), let target = package.target(holding: String(file.dropFirst(prefix.count)))
                else { continue }
                return package.bundleName(of: target)
            }
            return nil
        }
        inventory.generatedFonts =
            found.generatedFonts.map { file in
                var file = file
                file.bundle = ownBundle(of: file.file)
                return file
            } + Self.synthesizedFontsFiles(found.synthesizedUses, fonts: inventory.fonts)
        let code = found.registrations.map { registration -> FontRegistration in
            var registration = registration
            registration.bundle = registration.bundleReference == .main ? nil : ownBundle(of: registration.file)
            return registration
        }
        inventory.registrations = (code + inventory.generatedFonts.flatMap(\.registrations)).map { registration in
            var registration = registration
            let covered = inventory.fonts.filter {
                registration.covers($0, exactLayout: exactLayout)
                    && inventory.inSameApp(font: $0, as: registration.file)
            }
            registration.fonts = covered.map(\.path)
            if registration.kind != .swiftGenLazy, registration.kind != .swiftGenAll, let files = registration.files {
                registration.missingFiles = files.filter { file in
                    !covered.contains {
                        var one = registration
                        one.files = [file]
                        return one.covers($0, exactLayout: exactLayout)
                    }
                }
            }
            return registration
        }
        inventory.textUses = found.texts.sorted {
            ($0.file, $0.line, $0.column, $0.element) < ($1.file, $1.line, $1.column, $1.element)
        }
        inventory.resolveRequests()
    }
}

extension InventoryBuilder {
    /// Marks what the checkout lacks on purpose, because git ignores it: fonts the project copies
    /// from an absent file (``Inventory/gitIgnoredAbsentFonts``), and files registration code names
    /// that a package target's resources would hold (``FontRegistration/gitIgnoredFiles``). `base`
    /// is the folder paths are shown relative to.
    static func markGitIgnored(_ inventory: inout Inventory, base: URL) {
        let ignore = GitIgnore()
        for absent in inventory.absentFonts {
            let absolute = absent.path.hasPrefix("/") ? absent.path : base.path + "/" + absent.path
            guard let rule = ignore.rule(ignoring: URL(fileURLWithPath: absolute).standardizedFileURL.path) else {
                continue
            }
            inventory.gitIgnoredAbsentFonts[absent.path] = IgnoreLine(
                file: relativeDisplay(URL(fileURLWithPath: rule.file), root: base), line: rule.line,
                pattern: rule.pattern)
        }
        guard inventory.registrations.contains(where: { !$0.missingFiles.isEmpty && $0.bundle != nil }) else { return }
        // Changed on a copy and stored once: each change of the inventory's registrations
        // computes its registered-path sets again.
        var registrations = inventory.registrations
        defer { inventory.registrations = registrations }
        for index in registrations.indices {
            let registration = registrations[index]
            guard let bundle = registration.bundle, !registration.missingFiles.isEmpty else { continue }
            // The folders SwiftPM copies into that bundle, as shown paths.
            var folders: [(path: String, names: String?)] = []
            for package in inventory.packages {
                for target in package.targets where package.bundleName(of: target) == bundle {
                    let targetFolder = [package.path, target.path].filter { !$0.isEmpty }.joined(separator: "/")
                    folders += target.resources.map {
                        (targetFolder + "/" + $0.path, FileName.lastComponent(of: $0.path))
                    }
                }
            }
            for file in registration.missingFiles {
                let candidates = folders.map { $0.names == file ? $0.path : $0.path + "/" + file }
                for candidate in candidates {
                    let absolute = candidate.hasPrefix("/") ? candidate : base.path + "/" + candidate
                    guard let rule = ignore.rule(ignoring: URL(fileURLWithPath: absolute).standardizedFileURL.path)
                    else { continue }
                    registrations[index].gitIgnoredFiles[file] = IgnoreLine(
                        file: relativeDisplay(URL(fileURLWithPath: rule.file), root: base), line: rule.line,
                        pattern: rule.pattern)
                    break
                }
            }
        }
    }
}

extension Manifest {
    /// This manifest with each entry that names no main-bundle file but a file of a package's
    /// resource bundle resolved to that bundle: UIAppFonts does not reach it.
    func resolvingOtherBundles(_ fonts: [FontFile]) -> Manifest {
        let others = fonts.filter { $0.bundle != nil }
        guard !others.isEmpty else { return self }
        var manifest = self
        manifest.appFonts = appFonts.map { entry in
            guard case .missing = entry.resolution else { return entry }
            var entry = entry
            let normalized = EntryResolver.normalized(entry.value)
            let name = FileName.lastComponent(of: normalized)
            let matches = others.filter {
                $0.bundlePath == normalized || FileName.lastComponent(of: $0.bundlePath) == name
            }
            if let first = matches.first {
                entry.resolution = .inOtherBundle(
                    path: first.path, targets: Array(Set(matches.compactMap(\.bundle))).sorted())
            }
            return entry
        }
        return manifest
    }
}

extension InventoryBuilder {
    /// The fonts files Tuist's resource synthesizers would generate, rebuilt from the fonts
    /// themselves (SwiftGen's template: `Family.member` from the face's family and style names),
    /// for the `<Target>FontFamily` enums the code uses but the checkout does not hold. Each
    /// covers the fonts below a folder named after the target (else every font), and registers
    /// them as SwiftGen's does: all of them when `registerAllCustomFonts()` is called, else each
    /// on first use.
    static func synthesizedFontsFiles(_ uses: [SynthesizedFontUse], fonts: [FontFile]) -> [GeneratedFontsFile] {
        let fold = folded
        var files: [GeneratedFontsFile] = []
        for (enumName, enumUses) in Dictionary(grouping: uses, by: \.enumName).sorted(by: { $0.key < $1.key }) {
            let target = String(enumName.dropLast("FontFamily".count))
            let inTarget = fonts.filter {
                $0.report.error == nil && $0.path.split(separator: "/").contains { String($0) == target }
            }
            let candidates = inTarget.isEmpty ? fonts.filter { $0.report.error == nil } : inTarget
            var generated: [GeneratedFont] = []
            var usesByKey: [String: [FileLocation]] = [:]
            for font in candidates {
                for face in font.report.faces {
                    guard let name = face.postscriptName else { continue }
                    let family = face.typographicFamily ?? face.family ?? ""
                    let style = face.typographicSubfamily ?? face.subfamily ?? ""
                    let matching = enumUses.filter { use in
                        use.family.map { fold($0) == fold(family) } == true
                            && use.member.map { fold($0) == fold(style) } == true
                    }
                    let key =
                        matching.first.map { "\($0.family ?? "").\($0.member ?? "")" }
                        ?? "\(fold(family)).\(fold(style))"
                    generated.append(
                        GeneratedFont(
                            name: name, family: family, path: font.bundlePath, file: enumUses[0].file,
                            line: 0, column: 0, key: key))
                    if !matching.isEmpty {
                        usesByKey[key, default: []] += matching.map { FileLocation(file: $0.file, line: $0.line) }
                    }
                }
            }
            guard !generated.isEmpty else { continue }
            let calls = enumUses.filter { $0.family == nil }.map { FileLocation(file: $0.file, line: $0.line) }
            files.append(
                GeneratedFontsFile(
                    file: enumUses[0].file, enumName: enumName, fonts: generated,
                    registerAllCalls: calls, uses: usesByKey, bundle: candidates.first?.bundle, synthesized: true))
        }
        return files
    }
}
