import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

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

    /// The local packages `package` depends on by path (`.package(path: "../DesignKit")`): the
    /// project's own where it has that folder, else read from it.
    func localDependencies(of package: LocatedPackage, among packages: [LocatedPackage], root: URL)
        -> [LocatedPackage]
    {
        package.package.localDependencies.compactMap { path in
            let folder = package.url.appendingPathComponent(path).standardizedFileURL
            if let known = packages.first(where: { $0.url.standardizedFileURL == folder }) { return known }
            let manifest = Self.display(folder.appendingPathComponent("Package.swift"), root: root)
            let display = manifest == "Package.swift" ? "" : String(manifest.dropLast("/Package.swift".count))
            return Self.package(at: folder, display: display)
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
            let key = located.url.path + "\u{0}" + prefix
            let read =
                packageReads.withLock { $0[key] }
                ?? {
                    let read = located.contents(walks: walks) { isExcluded(prefix + $0) }
                    packageReads.withLock { $0[key] = read }
                    return read
                }()
            let (bundled, sourceFiles) = read
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
}
