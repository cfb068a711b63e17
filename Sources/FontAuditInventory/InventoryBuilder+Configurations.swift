import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// Which projects are the app's, which configurations of a target look alike, and which plists they use.
extension InventoryBuilder {
    /// The projects that are not the app: the app builds them, or they belong to a project it
    /// builds. By their `path`.
    ///
    /// The rule: a project another audited project depends on — as a subproject (a reference to
    /// its `.xcodeproj`) or by linking or embedding a product one of its targets builds (a
    /// workspace's implicit dependency) — is built *for* that project: only its frameworks and
    /// bundles reach the app, so its own application targets (a library's Example or demo app) are
    /// not audited. So is a project no one references that lies below the folder of such a
    /// dependency, when that folder is not the referring project's own or above it (a vendored
    /// library's `Example/` project). When every project is referenced (a cycle), all are the app.
    /// `--target` still reaches any target by name.
    static func projectsBuiltForOthers(_ projects: [XcodeProject], urls: [String: URL]) -> Set<String> {
        let locations = projects.map { urls[$0.path]?.standardizedFileURL.path ?? "" }
        var referrers: [String: [XcodeProject]] = [:]
        for project in projects {
            let own = Set(project.targets.compactMap(\.product))
            let linked = Set(project.productReferences).subtracting(own)
            let subprojects = Set(
                project.projectReferences.map {
                    XcodeProjectReader.ProjectPath.url($0, in: project.projectDirectory).standardizedFileURL.path
                })
            for (other, location) in zip(projects, locations) where other.path != project.path {
                if subprojects.contains(location)
                    || other.targets.contains(where: { $0.product.map(linked.contains) == true })
                {
                    referrers[other.path, default: []].append(project)
                }
            }
        }
        guard referrers.count < projects.count else { return [] }
        var built = Set(referrers.keys)
        // Folders of dependencies vendored below their referrer: what else lies there is the vendor's.
        let vendorFolders = projects.filter { built.contains($0.path) }.compactMap { dependency -> String? in
            let folder = dependency.projectDirectory.standardizedFileURL.path
            let above = referrers[dependency.path, default: []].contains { referrer in
                let own = referrer.projectDirectory.standardizedFileURL.path
                return own == folder || own.hasPrefix(folder + "/")
            }
            return above ? nil : folder
        }
        for project in projects where !built.contains(project.path) {
            let folder = project.projectDirectory.standardizedFileURL.path
            if vendorFolders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                built.insert(project.path)
            }
        }
        return built.union(vendoredByFiles(projects, besides: built))
    }

    /// The projects of a library vendored as sources: another project builds a file of the
    /// library into its own targets (`Vendor/Kit/Kit/Kit.swift`), the folder the file and the
    /// project share is not that project's own nor above it, and either the project lies below
    /// that folder (the library's `Demo/` or `Example/` project) or only its frameworks and
    /// libraries build the file (the library's own project, beside its demo app target). A second
    /// app whose own app target builds the shared file (an iOS and a macOS project sharing sources)
    /// is not one.
    static func vendoredByFiles(_ projects: [XcodeProject], besides built: Set<String>) -> Set<String> {
        let apps = projects.filter { !built.contains($0.path) }
        guard apps.count > 1 else { return [] }
        func absolute(_ path: String, in project: XcodeProject) -> String {
            XcodeProjectReader.ProjectPath.url(path, in: project.projectDirectory).standardizedFileURL.path
        }
        var vendored = Set<String>()
        for project in apps {
            let folder = project.projectDirectory.standardizedFileURL.path
            let appKinds: Set<XcodeTarget.Kind> = [.application, .appExtension]
            // Each file the project builds, with whether an app target of its own builds it.
            var ownBuilds: [String: Bool] = [:]
            for target in project.targets {
                for source in target.sources {
                    let path = absolute(source, in: project)
                    ownBuilds[path] = (ownBuilds[path] ?? false) || appKinds.contains(target.kind)
                }
            }
            let isVendored = apps.contains { other in
                guard other.path != project.path else { return false }
                let own = other.projectDirectory.standardizedFileURL.path
                return other.targets.flatMap({ $0.sources + $0.resources.map(\.path) }).contains { written in
                    let file = absolute(written, in: other)
                    let common = commonFolder(file, folder)
                    guard !(own == common || own.hasPrefix(common + "/")) else { return false }
                    return folder.hasPrefix(common + "/") || ownBuilds[file] == false
                }
            }
            if isVendored { vendored.insert(project.path) }
        }
        return vendored
    }

    /// The deepest folder that holds both paths.
    static func commonFolder(_ first: String, _ second: String) -> String {
        let a = first.split(separator: "/", omittingEmptySubsequences: false)
        let b = second.split(separator: "/", omittingEmptySubsequences: false)
        var shared: [Substring] = []
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            shared.append(x)
        }
        return shared.joined(separator: "/")
    }

    /// The configurations in which a target looks the same to the audit (the same Info.plist, font
    /// settings, SDK, phases and dependencies), each group audited once, in the project's order.
    static func configurationGroups(of name: String, in variants: [XcodeProject])
        -> [(project: XcodeProject, target: XcodeTarget, configurations: [String])]
    {
        var groups: [(shape: XcodeTarget, project: XcodeProject, target: XcodeTarget, configurations: [String])] = []
        for variant in variants {
            guard let target = variant.targets.first(where: { $0.name == name }) else { continue }
            let shape = auditShape(of: target, in: variant.projectDirectory)
            if let index = groups.firstIndex(where: { $0.shape == shape }) {
                groups[index].configurations.append(variant.configuration)
            } else {
                groups.append((shape, variant, target, [variant.configuration]))
            }
        }
        return groups.map { ($0.project, $0.target, $0.configurations) }
    }

    /// A target with only the settings the audit reads (Info.plist, `INFOPLIST_KEY_…`, SDK and
    /// platforms, product name): two configurations whose targets have the same shape give the same findings. Where a
    /// setting is written (each configuration has its own line) counts only where a finding points
    /// at it: an `INFOPLIST_KEY_UIAppFonts`, an `INFOPLIST_FILE` whose file is missing.
    static func auditShape(of target: XcodeTarget, in directory: URL) -> XcodeTarget {
        var shape = target
        let read: (String) -> Bool = { key in
            ["INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "SDKROOT", "SUPPORTED_PLATFORMS", "PRODUCT_NAME"].contains(
                key)
                || key.hasPrefix("INFOPLIST_KEY_")
        }
        shape.settings = target.settings.filter { read($0.key) }
        let plistMissing = target.infoPlistFile.map { !Disk.exists(directory.appendingPathComponent($0).path) } ?? false
        shape.settingLocations = target.settingLocations.filter { key, _ in
            key.hasPrefix("INFOPLIST_KEY_UIAppFonts") || (key == "INFOPLIST_FILE" && plistMissing)
        }
        return shape
    }

    /// The Info.plist files any target of any audited project uses in any build configuration
    /// (`variants`: every project read in each configuration), as standardized absolute paths: a
    /// plist is unused only if none of them names it.
    static func usedInfoPlists(of variants: [XcodeProject]) -> Set<String> {
        var used = Set<String>()
        for variant in variants {
            for plist in variant.targets.compactMap(\.infoPlistFile) {
                used.insert(URL(fileURLWithPath: plist, relativeTo: variant.projectDirectory).standardizedFileURL.path)
            }
        }
        return used
    }
}
