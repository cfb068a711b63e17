import FontAuditModel
import FontInspectorModel
import Foundation

extension XcodeProjectReader {
    /// One entry of a pbxproj's `objects` table: an `isa` and its fields, read leniently (a field of
    /// the wrong type reads as absent).
    struct Object {
        let id: String
        let fields: [String: Any]

        var isa: String { fields["isa"] as? String ?? "" }

        func string(_ key: String) -> String? {
            fields[key] as? String
        }

        /// A list of object ids (`children`, `targets`, `files`, ...); empty when absent.
        func ids(_ key: String) -> [String] {
            (fields[key] as? [Any])?.compactMap { $0 as? String } ?? []
        }
    }

    /// The `objects` table. Looking up an id that is not there gives nil, never a crash: merges and
    /// hand edits leave dangling ids behind.
    struct Objects {
        private let table: [String: [String: Any]]
        /// The ids of each `isa`, in no order: ``ids(ofType:)`` is asked for every target.
        private let byType: [String: [String]]

        init(_ raw: [String: Any]) {
            table = raw.compactMapValues { $0 as? [String: Any] }
            var byType: [String: [String]] = [:]
            for (id, fields) in table {
                if let isa = fields["isa"] as? String { byType[isa, default: []].append(id) }
            }
            self.byType = byType
        }

        subscript(id: String?) -> Object? {
            guard let id, let fields = table[id] else { return nil }
            return Object(id: id, fields: fields)
        }

        /// The ids of every object whose `isa` is `isa`, sorted.
        func ids(ofType isa: String) -> [String] {
            (byType[isa] ?? []).sorted()
        }

        /// The objects the ids name, skipping missing ones.
        func objects(_ ids: [String]) -> [Object] {
            ids.compactMap { self[$0] }
        }
    }

    /// Where every file reference and group lives, found by walking the group tree from the
    /// project's main group; paths are relative to the project directory.
    struct PathTable {
        let objects: Objects
        let projectDirectory: URL
        /// `$(SRCROOT)` relative to the project directory: `projectDirPath`, usually empty.
        let sourceRoot: String
        private(set) var paths: [String: String] = [:]
        /// Resolved paths of file references, in tree order, without duplicates.
        private(set) var files: [String] = []
        private var seenFiles: Set<String> = []

        init(objects: Objects, projectDirectory: URL, sourceRoot: String) {
            self.objects = objects
            self.projectDirectory = projectDirectory
            self.sourceRoot = sourceRoot
        }

        /// Walks the tree below `rootID`; a group that contains itself is walked once.
        mutating func walk(from rootID: String?) {
            var visited: Set<String> = []
            walk(rootID, parent: sourceRoot, visited: &visited)
        }

        private mutating func walk(_ id: String?, parent: String?, visited: inout Set<String>) {
            guard let object = objects[id], visited.insert(object.id).inserted else { return }
            let path = resolve(object, parent: parent)
            if let path { paths[object.id] = path }
            switch object.isa {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                for child in object.ids("children") {
                    walk(child, parent: path, visited: &visited)
                }
                if object.isa == "XCVersionGroup", let path { addFile(path) }
            case "PBXFileReference":
                if let path { addFile(path) }
            default:
                break
            }
        }

        mutating func addFile(_ path: String) {
            if seenFiles.insert(path).inserted { files.append(path) }
        }

        /// The path of an object from its `sourceTree`, or nil when it is outside the source tree
        /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, ...) or below such a group.
        func resolve(_ object: Object, parent: String?) -> String? {
            // A file reference may carry only a `name`; for a group, `name` is just what Xcode shows.
            let path = object.string("path") ?? (object.isa == "PBXFileReference" ? object.string("name") : nil)
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                guard let parent else { return nil }
                return path.map { ProjectPath.join(parent, $0) } ?? parent
            case "SOURCE_ROOT":
                return path.map { ProjectPath.join(sourceRoot, $0) } ?? sourceRoot
            case "<absolute>":
                return path.map { ProjectPath.relative($0, to: projectDirectory) }
            default:
                return nil
            }
        }

        /// The path of an object found in the tree, or resolved against the source root when the
        /// tree does not hold it.
        func path(of id: String?) -> String? {
            guard let object = objects[id] else { return nil }
            return paths[object.id] ?? resolve(object, parent: sourceRoot)
        }
    }
}

extension XcodeProjectReader {
    /// Lexical path helpers for project-relative paths (`/` separated, no file system access).
    package enum ProjectPath {
        /// `base/path` with `.` and `..` folded; an absolute `path` wins over `base`.
        static func join(_ base: String, _ path: String) -> String {
            normalize(path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path)
        }

        /// Folds `.` and `..` and repeated slashes; a relative path may keep leading `..`.
        package static func normalize(_ path: String) -> String {
            isNormal(path) ? path : folded(path)
        }

        /// ``normalize(_:)`` done in full: split at each slash, `.` and `..` folded, joined.
        static func folded(_ path: String) -> String {
            let absolute = path.hasPrefix("/")
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == "..", let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if part == "..", absolute {
                    continue
                } else {
                    parts.append(part)
                }
            }
            let joined = parts.joined(separator: "/")
            return absolute ? "/" + joined : joined
        }

        /// Whether ``normalize(_:)`` gives `path` back as it is: ASCII (where a slash is a
        /// character of its own), with no empty, `.` or `..` component and no slash at the end;
        /// one slash at the start. Most paths of a project are, and are not split and joined.
        static func isNormal(_ path: String) -> Bool {
            var utf8 = path.utf8[...]
            if utf8.first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
            guard !utf8.isEmpty else { return true }
            var length = 0
            var dots = 0
            for byte in utf8 {
                guard byte < 0x80 else { return false }
                if byte == UInt8(ascii: "/") {
                    guard length > 0, dots != length || length > 2 else { return false }
                    length = 0
                    dots = 0
                } else {
                    length += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
            }
            return length > 0 && (dots != length || length > 2)
        }

        /// An absolute path relative to `directory` when it lies below it, else the absolute path.
        static func relative(_ absolute: String, to directory: URL) -> String {
            let path = normalize(absolute)
            let root = normalize(directory.standardizedFileURL.path)
            guard path.hasPrefix("/") else { return path }
            if path == root { return "" }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }

        /// The file URL of a project-relative (or absolute) path.
        package static func url(_ path: String, in directory: URL) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        }

        /// Where a file lands in the bundle when copied from a group: its name, or `xx.lproj/Name`
        /// when it sits in an `.lproj` folder.
        static func bundlePath(_ path: String) -> String {
            let folder = FileName.lastComponent(of: FileName.parent(of: path))
            let name = FileName.lastComponent(of: path)
            return folder.hasSuffix(".lproj") ? folder + "/" + name : name
        }
    }
}
