import FontAuditCache
import FontAuditModel
import FontInspectorModel
import Foundation

/// Reads an `.xcodeproj` into an ``XcodeProject``: targets, what each copies and compiles, and the
/// build settings of one configuration. `project.pbxproj` is an old-style (OpenStep) property list,
/// which `PropertyListSerialization` reads on Linux and macOS.
///
/// Only what the audit needs is modelled. Dangling object ids (left by merges and hand edits) are
/// skipped, never trapped on; the only errors are a file that cannot be read or parsed, or one
/// without a project object.
package struct XcodeProjectReader {
    /// The run's folder listings, when the caller shares them (synchronized folders are listed
    /// once however many targets and configurations read them).
    package var walks: WalkCache?
    /// Told every file and folder the reader looks at, when the result is kept between runs.
    package var recorder: InputRecorder?

    /// The build settings resolved (nil: every one); the others are only read, as what those
    /// refer to.
    package var settingsKept: (@Sendable (String) -> Bool)?

    /// Creates a reader.
    package init(
        walks: WalkCache? = nil, recorder: InputRecorder? = nil, settingsKept: (@Sendable (String) -> Bool)? = nil
    ) {
        self.walks = walks
        self.recorder = recorder
        self.settingsKept = settingsKept
    }

    /// Reads `url/project.pbxproj`.
    /// - Parameters:
    ///   - url: The `.xcodeproj` folder.
    ///   - displayPath: The `.xcodeproj` as shown in findings; locations of settings written in the
    ///     pbxproj are `displayPath/project.pbxproj`, xcconfigs are shown beside it.
    ///   - configuration: The build configuration; nil for the project's `defaultConfigurationName`
    ///     (what `xcodebuild` builds without `-configuration`). The first one is used where a
    ///     configuration list lacks it.
    package func read(projectAt url: URL, displayPath: String, configuration: String? = nil) throws(ProjectReadError)
        -> XcodeProject
    {
        try readConfigurations(projectAt: url, displayPath: displayPath, first: configuration, all: false)[0]
    }

    /// Reads `url/project.pbxproj` once, and returns the project in the configuration `first`
    /// (nil for the default, as ``read(projectAt:displayPath:configuration:)``) and, when `all`,
    /// in each of its other configurations, in the project's order after it.
    package func readConfigurations(projectAt url: URL, displayPath: String, first: String?, all: Bool)
        throws(ProjectReadError) -> [XcodeProject]
    {
        let pbxproj = url.appendingPathComponent("project.pbxproj")
        WorkCounters.shared.record(.projectRead, url.path)
        recorder?.file(pbxproj.path)
        guard let data = FileData.read(pbxproj.path) else {
            throw ProjectReadError(.incomplete(file: "project.pbxproj", container: ".xcodeproj"))
        }
        let root = try Self.parse(data)
        guard let table = root["objects"] as? [String: Any] else {
            throw ProjectReadError(.noObjects)
        }
        let objects = Objects(table)
        guard let project = objects[root["rootObject"] as? String], project.isa == "PBXProject" else {
            throw ProjectReadError(.noRootProject)
        }

        let projectDirectory = url.deletingLastPathComponent().standardizedFileURL
        let sourceRoot = ProjectPath.relative(project.string("projectDirPath") ?? "", to: projectDirectory)
        var paths = PathTable(objects: objects, projectDirectory: projectDirectory, sourceRoot: sourceRoot)
        paths.walk(from: project.string("mainGroup"))

        let configurationList = objects[project.string("buildConfigurationList")]
        let configurationNames =
            configurationList.map { list in
                objects.objects(list.ids("buildConfigurations")).compactMap { $0.string("name") }
            } ?? []
        let firstConfiguration =
            first ?? configurationList?.string("defaultConfigurationName")
            ?? configurationNames.first ?? "Release"
        let wanted = [firstConfiguration] + (all ? configurationNames.filter { $0 != firstConfiguration } : [])
        let tablePaths = paths
        let lines = String(decoding: data, as: UTF8.self).lineSlices()
        let objectLines = SettingsResolver.objectLines(lines)
        // Sorted once for every configuration's two passes below.
        let fileReferenceIDs = objects.ids(ofType: "PBXFileReference")
        var results: [XcodeProject] = []
        // Each `.xcconfig` is read once for every target and configuration.
        let xcconfigsRead = XcconfigReader.Memo()
        for configuration in wanted {
            var paths = tablePaths
            let displayDirectory = FileName.parent(of: displayPath)
            let resolver = SettingsResolver(
                objects: objects, paths: paths,
                xcconfigs: XcconfigReader(
                    projectDirectory: projectDirectory, displayDirectory: displayDirectory, recorder: recorder,
                    memo: xcconfigsRead),
                pbxprojLines: lines,
                objectLines: objectLines,
                pbxprojDisplayPath: displayPath + "/project.pbxproj",
                configuration: configuration,
                projectName: url.deletingPathExtension().lastPathComponent,
                kept: settingsKept)

            var targets: [XcodeTarget] = []
            for target in objects.objects(project.ids("targets")) where target.isa == "PBXNativeTarget" {
                let name = target.string("name") ?? target.string("productName") ?? target.id
                let productType = target.string("productType") ?? ""
                // A Copy Files phase's destination is expanded with the target's settings: each
                // word its `dstPath` holds is resolved too (`$(FONT_DIR)`).
                let named = Set(
                    objects.objects(target.ids("buildPhases")).filter { $0.isa == "PBXCopyFilesBuildPhase" }
                        .flatMap { phase in
                            (phase.string("dstPath") ?? "").split { !($0.isLetter || $0.isNumber || $0 == "_") }
                                .map(String.init)
                        })
                let (settings, locations) = resolver.settings(
                    project: project, target: target, targetName: name, named: named)
                let contents = contents(
                    of: target, objects: objects, paths: paths, projectDirectory: projectDirectory, settings: settings)
                for file in contents.syncedFiles { paths.addFile(file) }
                var native = XcodeTarget(
                    name: name, productType: productType, kind: Self.kind(of: productType),
                    resources: contents.resources, sources: contents.sources,
                    settings: settings, settingLocations: locations)
                native.copiedOutsideResources = contents.copiedOutsideResources
                native.product = objects[target.string("productReference")].flatMap {
                    $0.string("path") ?? $0.string("name")
                }
                native.packageProducts = objects.objects(target.ids("packageProductDependencies")).compactMap {
                    $0.string("productName")
                }
                native.dependencies = objects.objects(target.ids("dependencies")).compactMap { dependency in
                    objects[dependency.string("target")].flatMap { $0.string("name") ?? $0.string("productName") }
                }
                targets.append(native)
            }
            let resolvedConfiguration =
                resolver.configuration(inList: project.string("buildConfigurationList"))?
                .string("name") ?? configuration
            var result = XcodeProject(
                path: displayPath, projectDirectory: projectDirectory, configuration: resolvedConfiguration,
                targets: targets, files: paths.files)
            result.configurationNames = configurationNames
            result.defaultConfiguration = configurationList?.string("defaultConfigurationName")
            result.localPackages = objects.objects(project.ids("packageReferences"))
                .filter { $0.isa == "XCLocalSwiftPackageReference" }
                .compactMap {
                    $0.string("relativePath").map {
                        ProjectPath.relative(
                            ProjectPath.normalize(ProjectPath.join(sourceRoot, $0)), to: projectDirectory)
                    }
                }
            for id in fileReferenceIDs {
                guard let reference = objects[id] else { continue }
                let name = reference.string("path") ?? reference.string("name") ?? ""
                if reference.string("sourceTree") == "BUILT_PRODUCTS_DIR" {
                    result.productReferences.append(FileName.lastComponent(of: name))
                } else if reference.string("lastKnownFileType") == "wrapper.pb-project"
                    || FileName.pathExtension(of: name) == "xcodeproj",
                    let path = paths.path(of: id)
                {
                    result.projectReferences.append(path)
                }
            }
            // Before Xcode 15 a local package was a folder reference in the project (`path = ..;`,
            // `lastKnownFileType = folder` or `wrapper`); the reader keeps those holding a Package.swift.
            for id in fileReferenceIDs {
                guard let reference = objects[id],
                    ["folder", "wrapper"].contains(reference.string("lastKnownFileType") ?? ""),
                    let path = paths.path(of: id),
                    exists(ProjectPath.url(path, in: projectDirectory).appendingPathComponent("Package.swift").path)
                else { continue }
                result.localPackages.append(path)
            }
            results.append(result)
        }
        return results
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}

extension XcodeProjectReader {
    /// Whether a file is there, noted for the ``recorder``.
    func exists(_ path: String) -> Bool {
        recorder?.file(path)
        return Disk.exists(path)
    }
}
