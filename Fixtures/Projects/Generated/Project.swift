import ProjectDescription

let appName = "Generated"

let project = Project(
    name: appName,
    targets: [
        .target(
            name: appName,
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.generated",
            infoPlist: .extendingDefault(with: [
                "UIAppFonts": .array([
                    .string("Roboto-Regular.ttf"),
                    .string("Roboto-Bold.ttf"),
                ]),
            ]),
            sources: ["App/**"],
            resources: ["Resources/**"]
        ),
        .target(
            name: "\(appName)Widget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.generated.widget",
            infoPlist: .extendingDefault(with: [
                "CFBundleDisplayName": .string("Widget"),
            ]),
            sources: ["Widget/**"],
            resources: ["Resources/Fonts/Roboto-Bold.ttf"]
        ),
    ]
)
