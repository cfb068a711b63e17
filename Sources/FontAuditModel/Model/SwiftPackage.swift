import FontInspector

/// What the audit needs from a local Swift package's `Package.swift`: its targets, where their
/// sources are, and which files SwiftPM copies into each target's resource bundle.
public struct SwiftPackage: Sendable, Hashable {
    /// One target of the package.
    public struct Target: Sendable, Hashable {
        /// The target's name.
        public var name: String
        /// Its folder, relative to the package folder (`path:`, or `Sources/<name>`).
        public var path: String
        /// Its `resources:` rules, in order.
        public var resources: [Resource]
        /// Its `exclude:` paths, relative to ``path``.
        public var exclude: [String]
        /// True for test targets, whose code never runs in an app.
        public var isTest: Bool

        /// Creates a target.
        public init(name: String, path: String, resources: [Resource], exclude: [String] = [], isTest: Bool = false) {
            self.name = name
            self.path = path
            self.resources = resources
            self.exclude = exclude
            self.isTest = isTest
        }
    }

    /// One `resources:` rule.
    public struct Resource: Sendable, Hashable {
        /// `.process` flattens what it names into the bundle's root; `.copy` keeps a folder as it is.
        public enum Rule: String, Sendable, Hashable {
            /// `.process(_:)`.
            case process
            /// `.copy(_:)`.
            case copy
        }

        /// The rule.
        public var rule: Rule
        /// The file or folder, relative to the target's folder.
        public var path: String

        /// Creates a resource rule.
        public init(rule: Rule, path: String) {
            self.rule = rule
            self.path = path
        }
    }

    /// The package's `name:`.
    public var name: String
    /// The folder that holds `Package.swift`, relative to the audited path.
    public var path: String
    /// Its targets, in the manifest's order.
    public var targets: [Target]
    /// Its library products: product name → target names.
    public var products: [String: [String]]

    /// Creates a package.
    public init(name: String, path: String, targets: [Target], products: [String: [String]] = [:]) {
        self.name = name
        self.path = path
        self.targets = targets
        self.products = products
    }

    /// The name of a target's resource bundle as SwiftPM builds it.
    public func bundleName(of target: Target) -> String {
        "\(name)_\(target.name).bundle"
    }
}

extension SwiftPackage {
    /// One file a target's resource bundle will hold.
    public struct BundledFile: Sendable, Hashable {
        /// The file, relative to the package folder.
        public var path: String
        /// Where it lands, relative to the bundle's root.
        public var bundlePath: String
        /// The target whose bundle holds it.
        public var target: String
        /// That bundle's name.
        public var bundle: String
    }

    /// The files of `candidates` (paths relative to the package folder) that SwiftPM copies into a
    /// target's resource bundle: below a `.process` rule they land in the bundle's root, below a
    /// `.copy` rule they keep the copied folder. Excluded paths are left out.
    public func bundledFiles(among candidates: [String]) -> [BundledFile] {
        var files: [BundledFile] = []
        for target in targets where !target.isTest {
            let base = Self.join(target.path, "")
            for resource in target.resources {
                let root = Self.join(target.path, resource.path)
                for candidate in candidates where candidate == root || candidate.hasPrefix(root + "/") {
                    let inTarget = String(candidate.dropFirst(base.count))
                    if target.exclude.contains(where: { inTarget == $0 || inTarget.hasPrefix(Self.join($0, "")) }) { continue }
                    let bundlePath: String
                    switch resource.rule {
                    case .process:
                        bundlePath = FileName.lastComponent(of: candidate)
                    case .copy:
                        let copied = FileName.lastComponent(of: root)
                        bundlePath = candidate == root ? copied : copied + "/" + candidate.dropFirst(root.count + 1)
                    }
                    files.append(BundledFile(path: candidate, bundlePath: bundlePath, target: target.name, bundle: bundleName(of: target)))
                }
            }
        }
        return files
    }

    /// The target whose folder holds `path` (relative to the package folder), if any.
    public func target(holding path: String) -> Target? {
        targets.filter { path.hasPrefix(Self.join($0.path, "")) }.max { $0.path.count < $1.path.count }
    }

    static func join(_ folder: String, _ name: String) -> String {
        var folder = folder
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.hasSuffix("/") { folder.removeLast() }
        if folder.isEmpty || folder == "." { return name }
        return name.isEmpty ? folder + "/" : folder + "/" + name
    }
}
