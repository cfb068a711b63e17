import ProjectDescription

extension Target {
    public static func app(name: String, dependencies: [TargetDependency]) -> Target {
        .target(
            name: name,
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.\(name)",
            infoPlist: .file(path: "\(name)/Info.plist"),
            sources: ["\(name)/Sources/**"],
            resources: ["\(name)/Resources/**"],
            dependencies: dependencies
        )
    }

    public static func framework(name: String) -> Target {
        var resources: ResourceFileElements?
        resources = ["\(name)/Resources/**"]
        return .target(
            name: name,
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.\(name)",
            sources: ["\(name)/Sources/**"],
            resources: resources
        )
    }
}
