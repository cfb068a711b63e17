import FontAuditModel
import FontInspector
import FontInspectorModel
import FontInspectorReading
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

    /// Creates a reader.
    package init(walks: WalkCache? = nil, recorder: InputRecorder? = nil) {
        self.walks = walks
        self.recorder = recorder
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
        for configuration in wanted {
            var paths = tablePaths
            let displayDirectory = FileName.parent(of: displayPath)
            let resolver = SettingsResolver(
                objects: objects, paths: paths,
                xcconfigs: XcconfigReader(
                    projectDirectory: projectDirectory, displayDirectory: displayDirectory, recorder: recorder),
                pbxprojLines: lines,
                objectLines: objectLines,
                pbxprojDisplayPath: displayPath + "/project.pbxproj",
                configuration: configuration,
                projectName: url.deletingPathExtension().lastPathComponent)

            var targets: [XcodeTarget] = []
            for target in objects.objects(project.ids("targets")) where target.isa == "PBXNativeTarget" {
                let name = target.string("name") ?? target.string("productName") ?? target.id
                let productType = target.string("productType") ?? ""
                let (settings, locations) = resolver.settings(project: project, target: target, targetName: name)
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

    /// Parses the pbxproj and checks that its top level is a dictionary.
    static func parse(_ data: Data) throws(ProjectReadError) -> [String: Any] {
        guard data.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            throw ProjectReadError(.empty)
        }
        let plist: Any
        do {
            plist = try SafePlist.parse(data).value
        } catch {
            let foundation: String?
            switch error {
            case .holdsASet:
                throw ProjectReadError(.holdsASet)
            case .nestedTooDeep:
                throw ProjectReadError(.nestedTooDeep(levels: OldStylePlistPreflight.maximumDepth))
            case .missingSemicolon(let line):
                foundation = "Missing ';' on line \(line)"
            case .unparsable(let error):
                foundation = Self.foundationReason(error)
            }
            let text = Array(data)
            if let conflict = OpenStepScanner.conflictMarkerLine(in: text) {
                throw ProjectReadError(.mergeConflict, line: conflict)
            }
            var reason = foundation
            var line = reason.flatMap(Self.lineNumber(in:)) ?? OpenStepScanner.errorLine(in: text)
            if let reported = line, reason?.hasPrefix("Missing ';'") == true {
                line = OpenStepScanner.lineMissingSemicolon(reportedAt: reported, in: text)
                reason = "a ';' is missing at the end of line \(line ?? reported)"
            }
            throw ProjectReadError(.unparsable(reason: reason), line: line)
        }
        guard let dictionary = plist as? [String: Any] else {
            throw ProjectReadError(.notADictionary(type: SafePlist.typeName(plist)))
        }
        return dictionary
    }

    /// The old-style parser's own explanation, such as "Missing ';' on line 5". Foundation nests it
    /// under `kCFPropertyListOldStyleParsingError`; the outer description is about the XML attempt.
    static func foundationReason(_ error: any Error) -> String? {
        let outer = error as NSError
        guard let inner = outer.userInfo["kCFPropertyListOldStyleParsingError"] else { return nil }
        if let error = inner as? NSError, let text = error.userInfo[NSDebugDescriptionErrorKey] as? String {
            return text
        }
        // On Linux the inner error is a CFError that does not bridge; its description holds the text.
        let description = String(describing: inner)
        guard let start = description.range(of: "NSDebugDescription=") else { return nil }
        let text = description[start.upperBound...].prefix { $0 != "}" }.trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// The number after "line " in a parser message.
    static func lineNumber(in message: String) -> Int? {
        guard let range = message.range(of: "line ", options: .backwards) else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}

extension XcodeProjectReader {
    /// A light scan of OpenStep text for where it breaks, for when Foundation does not say: merge
    /// conflict markers, a closing bracket without an opening one, an unterminated string or comment,
    /// or the innermost bracket never closed. A missing `;` is not found this way.
    enum OpenStepScanner {
        /// The 1-based line of the first `<<<<<<<`, `=======` or `>>>>>>>` at the start of a line.
        static func conflictMarkerLine(in bytes: [UInt8]) -> Int? {
            var line = 1
            var atLineStart = true
            for (index, byte) in bytes.enumerated() {
                if atLineStart, [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(byte),
                    index + 7 <= bytes.count, bytes[index..<(index + 7)].allSatisfy({ $0 == byte })
                {
                    return line
                }
                atLineStart = byte == 0x0A
                if byte == 0x0A { line += 1 }
            }
            return nil
        }

        /// Foundation reports a missing `;` on the line of the token after it; the `;` belongs at
        /// the end of the previous line that holds anything but a comment, unless that line already
        /// ends in a separator.
        static func lineMissingSemicolon(reportedAt reported: Int, in bytes: [UInt8]) -> Int {
            let lines = String(decoding: bytes, as: UTF8.self).lineSlices()
            var index = min(reported, lines.count) - 2
            while index >= 0 {
                var content = lines[index].trimmingCharacters(in: .whitespacesAndNewlines)
                if content.hasSuffix("*/"), let open = content.range(of: "/*", options: .backwards) {
                    content = content[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
                }
                if !content.isEmpty, !content.hasPrefix("//") {
                    return ";{(,=".contains(content.last ?? ";") ? reported : index + 1
                }
                index -= 1
            }
            return reported
        }

        /// The 1-based line where the brackets or quotes go wrong, or nil when they balance.
        static func errorLine(in bytes: [UInt8]) -> Int? {
            var line = 1
            var openers: [(byte: UInt8, line: Int)] = []
            var index = 0
            func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    line += 1
                case UInt8(ascii: "\""):
                    let start = line
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == 0x0A { line += 1 }
                        if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                        index += 1
                    }
                    if index >= bytes.count { return start }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    let start = line
                    index += 2
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    if index >= bytes.count { return start }
                    index += 1
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    openers.append((byte, line))
                case UInt8(ascii: "}"), UInt8(ascii: ")"):
                    let expected = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "(")
                    guard let last = openers.popLast(), last.byte == expected else { return line }
                default:
                    break
                }
                index += 1
            }
            return openers.last?.line
        }
    }

    /// Whether a file is there, noted for the ``recorder``.
    func exists(_ path: String) -> Bool {
        recorder?.file(path)
        return Disk.exists(path)
    }
}
