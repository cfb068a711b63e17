// swift-tools-version:6.0
// A user of the libraries, outside this package: it sees their public API and nothing else.
// `scripts/check-library-example` type-checks it against the modules `swift build` made (no
// package name, so `package` declarations are invisible, as to any other package); building it
// as a package works too: `swift build --package-path Examples/LibraryUser`.
import PackageDescription

let package = Package(
    name: "LibraryUser",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "LibraryUser",
            dependencies: [
                .product(name: "FontAudit", package: "FontAudit"),
                .product(name: "FontInspector", package: "FontAudit"),
            ]
        )
    ]
)
