import ProjectDescription

let project = Project(
    name: "Shop",
    targets: [
        .target(
            name: "Shop",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.shop",
            infoPlist: .extendingDefault(with: [:]),
            sources: ["App/Sources/**"],
            dependencies: [.target(name: "DesignSystem")]
        ),
        .target(
            name: "DesignSystem",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.designsystem",
            sources: ["DesignSystem/Sources/**"],
            resources: ["DesignSystem/Resources/**"]
        ),
    ]
)
