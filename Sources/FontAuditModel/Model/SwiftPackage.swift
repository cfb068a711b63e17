import FontInspectorModel

/// What the audit needs from a local Swift package's `Package.swift`: its targets, where their
/// sources are, and which files SwiftPM copies into each target's resource bundle.
package struct SwiftPackage: Sendable, Hashable, Codable {
    /// One target of the package.
    package struct Target: Sendable, Hashable, Codable {
        /// The target's name.
        package var name: String
        /// Its folder, relative to the package folder (`path:`, or `Sources/<name>`).
        package var path: String
        /// Its `resources:` rules, in order.
        package var resources: [Resource]
        /// Its `exclude:` paths, relative to ``path``.
        package var exclude: [String] = []
        /// True for test targets, whose code never runs in an app.
        package var isTest: Bool = false
        /// The products of other packages it depends on (`.product(name:package:)`), by name.
        package var productDependencies: [String] = []
        /// The names it depends on by name (`"Core"`, `.target(name:)`, `.byName(name:)`): a target
        /// of the same package, or a product of another.
        package var namedDependencies: [String] = []

        package init(name: String, path: String, resources: [Resource], exclude: [String] = [], isTest: Bool = false) {
            self.name = name
            self.path = path
            self.resources = resources
            self.exclude = exclude
            self.isTest = isTest
        }
    }

    /// One `resources:` rule.
    package struct Resource: Sendable, Hashable, Codable {
        /// `.process` flattens what it names into the bundle's root; `.copy` keeps a folder as it is.
        package enum Rule: String, Sendable, Hashable, Codable {
            /// `.process(_:)`.
            case process
            /// `.copy(_:)`.
            case copy
        }

        /// The rule.
        package var rule: Rule
        /// The file or folder, relative to the target's folder.
        package var path: String

        /// Creates a resource rule.
        package init(rule: Rule, path: String) {
            self.rule = rule
            self.path = path
        }
    }

    /// The package's `name:`.
    package var name: String
    /// The folder that holds `Package.swift`, relative to the audited path.
    package var path: String
    /// Its targets, in the manifest's order.
    package var targets: [Target]
    /// Its library products: product name → target names.
    package var products: [String: [String]] = [:]

    /// The folders of the local packages it depends on (`.package(path:)`), relative to its own.
    package var localDependencies: [String] = []

    package init(
        name: String, path: String, targets: [Target], products: [String: [String]] = [:],
        localDependencies: [String] = []
    ) {
        self.name = name
        self.path = path
        self.targets = targets
        self.products = products
        self.localDependencies = localDependencies
    }

    /// The name of a target's resource bundle as SwiftPM builds it.
    package func bundleName(of target: Target) -> String {
        "\(name)_\(target.name).bundle"
    }
}

extension SwiftPackage {
    /// One file a target's resource bundle will hold.
    package struct BundledFile: Sendable, Hashable, Codable {
        /// The file, relative to the package folder.
        package var path: String
        /// Where it lands, relative to the bundle's root.
        package var bundlePath: String
        /// The target whose bundle holds it.
        package var target: String
        /// That bundle's name.
        package var bundle: String
    }

    /// The files of `candidates` (paths relative to the package folder) that SwiftPM copies into a
    /// target's resource bundle: below a `.process` rule they land in the bundle's root, below a
    /// `.copy` rule they keep the copied folder. Excluded paths are left out.
    /// `providesNamespace` says whether a folder of an asset catalog (relative to the package
    /// folder) names its data sets (``AssetDataSet/bundlePath(of:providesNamespace:)``).
    package func bundledFiles(among candidates: [String], providesNamespace: (String) -> Bool = { _ in false })
        -> [BundledFile]
    {
        var files: [BundledFile] = []
        for target in targets where !target.isTest {
            let base = Self.join(target.path, "")
            for resource in target.resources {
                let root = Self.join(target.path, resource.path)
                for candidate in candidates where candidate == root || candidate.hasPrefix(root + "/") {
                    let inTarget = String(candidate.dropFirst(base.count))
                    if target.exclude.contains(where: { inTarget == $0 || inTarget.hasPrefix(Self.join($0, "")) }) {
                        continue
                    }
                    let bundlePath: String
                    switch resource.rule {
                    case .process:
                        // A processed asset catalog is compiled into the bundle's `Assets.car`, as an
                        // app's is: its data sets are reached by `NSDataAsset(name:bundle:)` alone.
                        bundlePath =
                            AssetDataSet.bundlePath(of: candidate, providesNamespace: providesNamespace)
                            ?? FileName.lastComponent(of: candidate)
                    case .copy:
                        let copied = FileName.lastComponent(of: root)
                        bundlePath = candidate == root ? copied : copied + "/" + candidate.dropFirst(root.count + 1)
                    }
                    files.append(
                        BundledFile(
                            path: candidate, bundlePath: bundlePath, target: target.name, bundle: bundleName(of: target)
                        ))
                }
            }
        }
        return files
    }

    /// The target whose folder holds `path` (relative to the package folder), if any: the one
    /// with the longest `path:` (the first of those).
    package func target(holding path: String) -> Target? {
        targetFinder()(path)
    }

    /// ``target(holding:)`` for many paths: each target's folder is joined once, not once per path
    /// (brave-ios: 7,780 sources against its manifest's targets was 14% of a run).
    package func targetFinder() -> @Sendable (String) -> Target? {
        // Each folder's joined form (empty, or ending in `/`), with the targets that have it in
        // order: a path is held by a folder that is one of its own leading folders, so only those
        // are looked up (brave-ios: 7,780 sources against a manifest of many targets).
        var byFolder: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() { byFolder[Self.join(target.path, ""), default: []].append(index) }
        let lengths = targets.map(\.path.count)
        let targets = targets
        let folders = byFolder
        return { path in
            var found: Int?
            func consider(_ folder: Substring) {
                for index in folders[String(folder)] ?? [] {
                    if let best = found,
                        lengths[best] > lengths[index] || (lengths[best] == lengths[index] && best < index)
                    {
                        continue
                    }
                    found = index
                }
            }
            consider("")
            var slash = path.startIndex
            while let next = path[slash...].firstIndex(of: "/") {
                consider(path[...next])
                slash = path.index(after: next)
            }
            return found.map { targets[$0] }
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        var folder = folder
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.hasSuffix("/") { folder.removeLast() }
        if folder.isEmpty || folder == "." { return name }
        return name.isEmpty ? folder + "/" : folder + "/" + name
    }
}

extension SwiftPackage {
    /// The products of other packages that `products` of this one need, through the targets they
    /// are made of and the targets those depend on (every target's, when the manifest names no
    /// product: it was not read as literals). A name no target of this package has is another
    /// package's product (`.byName`).
    package func productDependencies(of products: Set<String>) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var queue =
            self.products.isEmpty
            ? targets.filter { !$0.isTest }.map(\.name)
            : products.flatMap { self.products[$0] ?? (byName[$0] == nil ? [] : [$0]) }
        var seen = Set<String>()
        var found = Set<String>()
        while let name = queue.popLast() {
            guard seen.insert(name).inserted, let target = byName[name] else { continue }
            found.formUnion(target.productDependencies)
            for named in target.namedDependencies {
                if byName[named] != nil { queue.append(named) } else { found.insert(named) }
            }
        }
        return found
    }
}
