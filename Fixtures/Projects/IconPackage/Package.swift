// swift-tools-version:5.9
// A library package that ships a font for its own use, as icon-font packages do: the framework's
// Info.plist sits in the target folder (for the Xcode project that builds the same sources) and is
// excluded here; the font is a resource of the target, registered from Bundle.module by code.
import PackageDescription

let package = Package(
    name: "IconKit",
    products: [
        .library(name: "IconKit", targets: ["IconKit"]),
    ],
    targets: [
        .target(
            name: "IconKit",
            exclude: ["Supporting Files/Info.plist"],
            resources: [
                .process("Resources/Fonts"),
            ]
        ),
    ]
)
