import FontAuditCache
import FontAuditModel
import FontInspectorModel
import Foundation

extension XcodeProjectReader {
    /// What a target copies and compiles: its build phases plus its Xcode 16 synchronized folders.
    struct TargetContents {
        var resources: [ProjectResource] = []
        var sources: [String] = []
        /// Files found on disk in synchronized folders, for ``XcodeProject/files``.
        var syncedFiles: [String] = []
        /// What Copy Files phases put outside the resources (frameworks, plug-ins, elsewhere).
        var copiedOutsideResources: [String] = []
    }

    /// Source files a synchronized folder compiles; every other file is copied as a resource.
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "c", "cpp"]

    /// Folders Xcode treats as one item (compiled or copied whole), never as files to list.
    static let packageExtensions: Set<String> = [
        "xcassets", "bundle", "xcdatamodeld", "docc", "scnassets", "spriteatlas", "framework",
        "xcframework", "mlpackage", "storyboardc", "rcproject",
    ]

    /// Reads the Resources, Copy Files and Sources build phases and the synchronized folders of one
    /// target; `settings` (the target's, resolved) place what Copy Files phases copy.
    func contents(
        of target: Object, objects: Objects, paths: PathTable, projectDirectory: URL,
        settings: [String: String]
    ) -> TargetContents {
        var contents = TargetContents()
        for phase in objects.objects(target.ids("buildPhases")) {
            switch phase.isa {
            case "PBXResourcesBuildPhase":
                for reference in fileReferences(of: phase, objects: objects) {
                    contents.resources += resources(for: reference, objects: objects, paths: paths)
                }
            case "PBXCopyFilesBuildPhase":
                // Into the resources (macOS apps put fonts in Contents/Resources/Fonts this way), or
                // elsewhere in the product (frameworks, plug-ins): those are not the app's resources.
                let copied = fileReferences(of: phase, objects: objects).flatMap {
                    resources(for: $0, objects: objects, paths: paths)
                }
                guard
                    let destination = CopyDestination.resourcesPath(
                        spec: phase.string("dstSubfolderSpec") ?? "", dstPath: phase.string("dstPath") ?? "",
                        settings: settings,
                        wrapperExtension: CopyDestination.wrapperExtension(
                            productType: target.string("productType") ?? ""))
                else {
                    contents.copiedOutsideResources += copied.map(\.path)
                    continue
                }
                contents.resources += copied.map { resource in
                    var moved = resource
                    if !destination.isEmpty { moved.bundlePath = destination + "/" + resource.bundlePath }
                    return moved
                }
            case "PBXSourcesBuildPhase":
                for reference in fileReferences(of: phase, objects: objects) {
                    let members = reference.isa == "PBXVariantGroup" ? reference.ids("children") : [reference.id]
                    contents.sources += members.compactMap { paths.paths[$0] }
                }
            default:
                continue
            }
        }
        for group in objects.objects(target.ids("fileSystemSynchronizedGroups")) {
            guard let folder = paths.path(of: group.id) else { continue }
            let excluded = Set(
                objects.objects(group.ids("exceptions"))
                    .filter {
                        $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id
                    }
                    .flatMap { $0.ids("membershipExceptions") }
                    .map { ProjectPath.normalize($0) })
            let root = ProjectPath.url(folder, in: projectDirectory)
            for relative in Self.listFiles(in: root, walks: walks, recorder: recorder) {
                let path = ProjectPath.join(folder, relative)
                contents.syncedFiles.append(path)
                if Self.isExcluded(relative, by: excluded) { continue }
                let fileExtension = FileName.pathExtension(of: relative)
                if Self.sourceExtensions.contains(fileExtension) {
                    contents.sources.append(path)
                } else {
                    contents.resources.append(ProjectResource(path: path, bundlePath: ProjectPath.bundlePath(relative)))
                }
            }
        }
        // A file of another target's synchronized folder that this target is given through the
        // folder's exception set for it (Xcode's "Target Membership" box): for a target that does
        // not own the folder, membershipExceptions add files rather than leave them out.
        let own = Set(target.ids("fileSystemSynchronizedGroups"))
        for groupID in objects.ids(ofType: "PBXFileSystemSynchronizedRootGroup") where !own.contains(groupID) {
            guard let folder = paths.path(of: groupID) else { continue }
            let added = objects.objects(objects[groupID]?.ids("exceptions") ?? [])
                .filter {
                    $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id
                }
                .flatMap { $0.ids("membershipExceptions") }
                .map { ProjectPath.normalize($0) }
            guard !added.isEmpty else { continue }
            // The names as they are on disk, matched whatever their Unicode normalization (the
            // project may spell a Korean or accented name composed, the file system decomposed);
            // like the owner's own walk, only what is on disk is copied.
            // Swift's strings are equal, and hash alike, when canonically equivalent: the names need
            // no mapping of their own.
            let onDisk = Dictionary(
                Self.listFiles(in: ProjectPath.url(folder, in: projectDirectory), walks: walks, recorder: recorder)
                    .map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
            for relative in added.compactMap({ onDisk[$0] }).sorted() {
                let path = ProjectPath.join(folder, relative)
                if Self.sourceExtensions.contains(FileName.pathExtension(of: relative)) {
                    contents.sources.append(path)
                } else if FileName.lastComponent(of: relative) != "Info.plist" {
                    contents.resources.append(ProjectResource(path: path, bundlePath: ProjectPath.bundlePath(relative)))
                }
            }
        }
        return contents
    }

    /// The objects a build phase's build files point at (`fileRef`), skipping dangling ids and
    /// package products.
    private func fileReferences(of phase: Object, objects: Objects) -> [Object] {
        objects.objects(phase.ids("files")).compactMap { objects[$0.string("fileRef")] }
    }

    /// What one copied reference puts into the bundle.
    private func resources(for reference: Object, objects: Objects, paths: PathTable) -> [ProjectResource] {
        switch reference.isa {
        case "PBXFileReference", "XCVersionGroup":
            guard let path = paths.paths[reference.id] else { return [] }
            // Folder references, and bundles (`Fonts.bundle`), are copied whole, keeping their folder.
            let type = reference.string("lastKnownFileType") ?? reference.string("explicitFileType")
            let isFolder = type == "folder" || type == "wrapper.plug-in" || FileName.pathExtension(of: path) == "bundle"
            return [
                ProjectResource(path: path, bundlePath: FileName.lastComponent(of: path), isFolderReference: isFolder)
            ]
        case "PBXVariantGroup":
            // Each localization keeps its `xx.lproj` folder: `en.lproj/Main.storyboard`.
            return reference.ids("children").compactMap { child in
                paths.paths[child].map { ProjectResource(path: $0, bundlePath: ProjectPath.bundlePath($0)) }
            }
        default:
            return []
        }
    }

    /// Whether a path relative to a synchronized folder is, or lies below, a membership exception.
    static func isExcluded(_ relative: String, by exceptions: Set<String>) -> Bool {
        var path = relative
        while !path.isEmpty {
            if exceptions.contains(path) { return true }
            path = FileName.parent(of: path)
        }
        return false
    }

    /// Every non-hidden file below a folder, relative to it and sorted; a package folder
    /// (`Assets.xcassets`, ...) counts as one file. A name that is not UTF-8 is kept (with U+FFFD
    /// for its bad bytes), so the file is reported as unreadable rather than dropped.
    static func listFiles(in folder: URL, walks: WalkCache? = nil, recorder: InputRecorder? = nil) -> [String] {
        var files: [String] = []
        var walker = DirectoryWalker(cache: walks)
        recorder?.folder(folder.path)
        walker.walk(folder.path) { event in
            switch event {
            case .folder(let item):
                guard !item.name.hasPrefix("."), item.depth < 31 else { return false }
                if packageExtensions.contains(FileName.pathExtension(of: item.name)) {
                    files.append(item.relativePath)
                    return false
                }
                recorder?.folder(item.path)
                return true
            case .file(let item), .invalidName(let item), .brokenLink(let item):
                if !item.name.hasPrefix(".") { files.append(item.relativePath) }
            case .unreadableFolder:
                break
            }
            return false
        }
        return files
    }

    /// The kind of a target from its `productType`.
    static func kind(of productType: String) -> XcodeTarget.Kind {
        let type = productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
        if type.hasPrefix("application") { return .application }
        if type.contains("extension"), type != "kernel-extension", type != "driver-extension" { return .appExtension }
        if type == "framework" || type == "framework.static" { return .framework }
        if type == "bundle" { return .bundle }
        return .other
    }
}
