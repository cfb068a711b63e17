import ProjectDescription

let project = Project(
    name: "Notes",
    targets: [
        .target(
            name: "Notes",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.notes",
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UIAppFonts": [
                    "Roboto-Regular.ttf",
                    "Roboto-Bold.ttf",
                ],
            ]),
            sources: ["Notes/Sources/**"],
            resources: ["Notes/Resources/**"]
        ),
    ]
)
