import Testing

@testable import FontAuditModel

/// ``SwiftPackage/targetFinder()`` looks up only a path's own leading folders; it finds the target
/// a scan of every target's folder finds (the longest `path:`, the first of those), on manifests
/// with nested, repeated, `./`-written and root (`.`, empty) folders.
@Suite struct SwiftPackageTargetFinderTests {
    /// The scan it replaced.
    static func scan(_ package: SwiftPackage, _ path: String) -> SwiftPackage.Target? {
        package.targets.filter { path.hasPrefix(SwiftPackage.join($0.path, "")) }.max { $0.path.count < $1.path.count }
    }

    @Test func sameTargetAsAScanOfEveryFolder() {
        var generator = SystemRandomNumberGenerator()
        let folders = [
            "Sources/A", "Sources/A/B", "./Sources/A", "Sources/A/", "Sources", ".", "", "Tests/A", "Sources/AB",
            "a//b",
        ]
        let paths = [
            "Sources/A/x.swift", "Sources/A/B/y.swift", "Sources/AB/z.swift", "Sources/ABC/w.swift", "Tests/A/t.swift",
            "Package.swift", "a//b/c.swift", "Sources/A", "Sources/A/B/C/D/e.swift", "Other/f.swift",
        ]
        var found = 0
        for _ in 0..<300 {
            let targets = (0..<Int.random(in: 0...6, using: &generator)).map { index in
                SwiftPackage.Target(name: "T\(index)", path: folders.randomElement(using: &generator)!, resources: [])
            }
            let package = SwiftPackage(name: "P", path: "", targets: targets)
            let finder = package.targetFinder()
            for path in paths {
                #expect(finder(path) == Self.scan(package, path), "\(targets.map(\.path)) \(path)")
                if finder(path) != nil { found += 1 }
            }
        }
        #expect(found > 500)
    }
}
