import FontAuditModel
import Foundation

extension XcodeProjectReader {
    /// Resolves one target's build settings for one configuration, as Xcode layers them: the
    /// project level, then the target level; each level is its `.xcconfig` (with its includes),
    /// then its `buildSettings` on top. `$(inherited)` is the value from below.
    ///
    /// A conditional key (`KEY[sdk=iphoneos*]`, `KEY[config=Debug]`, ...) is used only when the
    /// plain key is set nowhere: the audit does not know the SDK or architecture, and the plain
    /// value is what an iOS build without a matching condition gets.
    struct SettingsResolver {
        let objects: Objects
        let paths: PathTable
        let xcconfigs: XcconfigReader
        /// The pbxproj's text, split into lines, for the line of each recorded setting.
        let pbxprojLines: [Substring]
        /// The line where each object's `{` opens (``objectLines(_:)``), found once per project.
        let objectLines: [Substring: Int]
        /// The pbxproj as shown in findings: `App.xcodeproj/project.pbxproj`.
        let pbxprojDisplayPath: String
        let configuration: String
        let projectName: String
        /// The settings resolved (nil: all); the others are read as what those refer to.
        var kept: (@Sendable (String) -> Bool)? = nil

        /// Stands for `$(SRCROOT)` during expansion, so `$(SRCROOT)/App` becomes `App` while an
        /// absolute `/Users/...` stays absolute.
        private static let sourceRootMarker = "\u{1}"

        /// Settings whose location is recorded for findings.
        static func isLocated(_ key: String) -> Bool {
            key == "INFOPLIST_FILE" || key == "GENERATE_INFOPLIST_FILE" || key.hasPrefix("INFOPLIST_KEY_")
        }

        /// The configuration named ``configuration`` in a configuration list, else the list's first.
        func configuration(inList listID: String?) -> Object? {
            guard let list = objects[listID] else { return nil }
            let configurations = objects.objects(list.ids("buildConfigurations"))
            return configurations.first { $0.string("name") == configuration } ?? configurations.first
        }

        /// The merged, expanded settings of a target and where the located ones are written.
        /// - Parameter named: Settings resolved besides ``kept``'s (those a Copy Files phase's
        ///   `dstPath` names).
        func settings(project: Object, target: Object, targetName: String, named: Set<String> = [])
            -> (settings: [String: String], locations: [String: FileLocation])
        {
            let assignments =
                assignments(of: configuration(inList: project.string("buildConfigurationList")))
                + assignments(of: configuration(inList: target.string("buildConfigurationList")))
            var raw: [String: String] = [:]
            var locations: [String: FileLocation] = [:]
            var conditional: [String: Assignment] = [:]
            for assignment in assignments {
                if assignment.isConditional {
                    conditional[assignment.key] = assignment
                    continue
                }
                raw[assignment.key] = Self.substitutingInherited(in: assignment.value, with: raw[assignment.key] ?? "")
                if Self.isLocated(assignment.key) { locations[assignment.key] = assignment.location }
            }
            for (key, assignment) in conditional where raw[key] == nil {
                raw[key] = Self.substitutingInherited(in: assignment.value, with: "")
                if Self.isLocated(key) { locations[key] = assignment.location }
            }

            let builtIns = [
                "SRCROOT": Self.sourceRootMarker, "PROJECT_DIR": Self.sourceRootMarker,
                "SOURCE_ROOT": Self.sourceRootMarker, "TARGET_NAME": targetName, "PROJECT_NAME": projectName,
                "CONFIGURATION": configuration,
            ]
            var variables = raw.merging(builtIns) { _, builtIn in builtIn }
            if variables["PRODUCT_NAME"] == nil { variables["PRODUCT_NAME"] = "$(TARGET_NAME)" }
            var expander = Expander(variables: variables)
            var settings: [String: String] = [:]
            for key in Set(raw.keys).union(["TARGET_NAME", "PRODUCT_NAME", "PROJECT_NAME"])
            where kept?(key) ?? true || named.contains(key) {
                let expanded = expander.expand(variables[key] ?? "", depth: 0)
                let root = paths.sourceRoot
                // Most values hold no marker: Foundation is asked only for those that do.
                settings[key] =
                    (expanded.utf8.contains(1)
                    ? expanded
                        .replacingOccurrences(of: Self.sourceRootMarker + "/", with: root.isEmpty ? "" : root + "/")
                        .replacingOccurrences(of: Self.sourceRootMarker, with: root) : expanded)
                    .trimming(.whitespaces)
            }
            if let file = settings["INFOPLIST_FILE"], !file.isEmpty {
                settings["INFOPLIST_FILE"] = ProjectPath.relative(
                    ProjectPath.normalize(file), to: paths.projectDirectory)
            }
            return (settings, locations)
        }

        /// One level: the configuration's `.xcconfig` assignments, then its `buildSettings`.
        private func assignments(of configuration: Object?) -> [Assignment] {
            guard let configuration else { return [] }
            var assignments: [Assignment] = []
            if let xcconfig = xcconfigPath(of: configuration) {
                assignments += xcconfigs.assignments(in: ProjectPath.url(xcconfig, in: paths.projectDirectory))
            }
            let buildSettings = configuration.fields["buildSettings"] as? [String: Any] ?? [:]
            for (key, value) in buildSettings.sorted(by: { $0.key < $1.key }) {
                let text: String
                if let string = value as? String {
                    text = string
                } else if let array = value as? [Any] {
                    text = array.compactMap { $0 as? String }.joined(separator: " ")
                } else {
                    continue
                }
                var assignment = Assignment(writtenKey: key, value: text, location: nil)
                if Self.isLocated(assignment.key) {
                    assignment.location = FileLocation(
                        file: pbxprojDisplayPath,
                        line: Self.line(
                            of: assignment.writtenKey, in: pbxprojLines, from: objectLines[Substring(configuration.id)])
                    )
                }
                assignments.append(assignment)
            }
            return assignments
        }

        /// The `.xcconfig` a configuration is based on: `baseConfigurationReference`, or in Xcode 16
        /// a path relative to a synchronized folder (`baseConfigurationReferenceAnchor`).
        private func xcconfigPath(of configuration: Object) -> String? {
            if let reference = paths.path(of: configuration.string("baseConfigurationReference")) {
                return reference
            }
            guard let anchor = paths.path(of: configuration.string("baseConfigurationReferenceAnchor")),
                let relative = configuration.string("baseConfigurationReferenceRelativePath")
            else { return nil }
            return ProjectPath.join(anchor, relative)
        }

        /// Puts the value from the levels below in place of `$(inherited)` and `${inherited}`.
        static func substitutingInherited(in value: String, with inherited: String) -> String {
            // Without a `$`, neither form is there (no character is canonically equivalent to one).
            guard value.utf8.contains(UInt8(ascii: "$")) else { return value.trimming(.whitespaces) }
            return value.replacingOccurrences(of: "$(inherited)", with: inherited)
                .replacingOccurrences(of: "${inherited}", with: inherited)
                .trimming(.whitespaces)
        }

        /// The line index where each object opens: a line that starts (after indentation) with
        /// the object's id and holds its `{`; the first such line of each id.
        static func objectLines(_ lines: [Substring]) -> [Substring: Int] {
            var starts: [Substring: Int] = [:]
            for (index, line) in lines.enumerated() {
                // An ASCII line by its bytes (each a character of its own), the same test, on the
                // line's own storage when it has one.
                let token = line.utf8.withContiguousStorageIfAvailable { Self.asciiToken($0) }
                switch token {
                case .noObject?:
                    continue
                case .token(let first, let end)?:
                    let start = line.utf8.index(line.startIndex, offsetBy: first)
                    let id = line[start..<line.utf8.index(start, offsetBy: end - first)]
                    if starts[id] == nil { starts[id] = index }
                    continue
                case .notASCII?, nil:
                    break
                }
                if token == nil, line.utf8.allSatisfy({ $0 < 0x80 }) {
                    let bytes = line.utf8
                    guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
                        let end = bytes[first...].firstIndex(where: {
                            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "=")
                        }),
                        end > first, bytes[end...].contains(UInt8(ascii: "{"))
                    else { continue }
                    let id = line[first..<end]
                    if starts[id] == nil { starts[id] = index }
                    continue
                }
                let rest = line.drop { $0 == " " || $0 == "\t" }
                guard let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "=" }), end > rest.startIndex,
                    rest[end...].contains("{")
                else { continue }
                let id = rest[..<end]
                if starts[id] == nil { starts[id] = index }
            }
            return starts
        }

        /// What an ASCII line's bytes say of ``objectLines(_:)``: the byte range of the object id
        /// it opens, none, or that the line is not ASCII (then its characters are looked at).
        enum LineToken {
            case noObject
            case token(Int, Int)
            case notASCII
        }

        static func asciiToken(_ bytes: UnsafeBufferPointer<UInt8>) -> LineToken {
            var first = 0
            while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
                first += 1
            }
            var end = first
            while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t"),
                bytes[end] != UInt8(ascii: "=")
            {
                end += 1
            }
            var opens = false
            for byte in bytes {
                if byte >= 0x80 { return .notASCII }
            }
            if end < bytes.count, end > first {
                for position in end..<bytes.count where bytes[position] == UInt8(ascii: "{") {
                    opens = true
                    break
                }
            }
            return opens ? .token(first, end) : .noObject
        }

        /// The 1-based line where `key` is assigned inside the object whose `{` opens at line index
        /// `start` of the pbxproj text, else its first assignment anywhere, else nil.
        static func line(of key: String, in lines: [Substring], from start: Int?) -> Int? {
            if let start {
                var depth = 0
                for index in start..<lines.count {
                    if index > start, assigns(key, lines[index]) { return index + 1 }
                    for byte in lines[index].utf8 {
                        if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth -= 1 }
                    }
                    if depth <= 0 { break }
                }
            }
            return lines.firstIndex { assigns(key, $0) }.map { $0 + 1 }
        }

        /// Whether a line starts with `key =` or `"key" =`, by its bytes (a setting's name is ASCII:
        /// a byte after it that would join it into another character is no `=` or white space).
        static func assigns(_ key: String, _ line: Substring) -> Bool {
            let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var rest = line.utf8.drop(while: blank)
            let name = key.utf8
            if rest.first == UInt8(ascii: "\""), rest.dropFirst().starts(with: name),
                rest.dropFirst(name.count + 1).first == UInt8(ascii: "\"")
            {
                rest = rest.dropFirst(name.count + 2)
            } else if rest.starts(with: name) {
                rest = rest.dropFirst(name.count)
            } else {
                return false
            }
            return rest.drop(while: blank).first == UInt8(ascii: "=")
        }
    }
}
