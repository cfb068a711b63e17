import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Shop",
    targets: [
        .app(name: "Shop", dependencies: [.target(name: "ShopKit")]),
        .framework(name: "ShopKit"),
    ]
)
