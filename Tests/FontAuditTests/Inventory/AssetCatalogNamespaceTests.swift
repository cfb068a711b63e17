import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A folder of an asset catalog whose `Contents.json` has `"provides-namespace": true` names its
/// data sets `Folder/Name`, as actool compiles them: `NSDataAsset(name: "Fonts/Brand")` finds the
/// set `Fonts/Brand.dataset`, and `NSDataAsset(name: "Brand")` does not.
@Suite struct AssetCatalogNamespaceTests {
    static let registration = """
        import UIKit
        import CoreText

        enum Fonts {
            static func register(_ name: String) {
                guard let asset = NSDataAsset(name: name),
                      let provider = CGDataProvider(data: asset.data as CFData),
                      let font = CGFont(provider) else { return }
                CTFontManagerRegisterGraphicsFont(font, nil)
            }
            static func registerAll() {
                register("FIRST")
                register("SECOND")
            }
        }

        let bold = UIFont(name: "Roboto-Bold", size: 17)
        let regular = UIFont(name: "Roboto-Regular", size: 17)

        """

    /// An app with `Assets.xcassets/Fonts/` (a namespace when `namespaced`) holding the Bold set,
    /// and `Assets.xcassets/Plain/` (never a namespace) holding the Regular set; its code
    /// registers the two names given.
    static func findings(namespaced: Bool, registers names: (String, String)) async throws -> [String] {
        let folder = try ScratchFolder()
        try folder.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>a.b</string></dict></plist>

            """)
        let code = registration.replacingOccurrences(of: "FIRST", with: names.0).replacingOccurrences(
            of: "SECOND", with: names.1)
        try folder.write("App/Sources/Fonts.swift", code)
        let catalog = "App/Assets.xcassets"
        try folder.write(catalog + "/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try folder.write(
            catalog + "/Fonts/Contents.json",
            #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : \#(namespaced) } }"#
        )
        try folder.write(catalog + "/Plain/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        for (set, file) in [("Fonts/Roboto-Bold", "Roboto-Bold.ttf"), ("Plain/Roboto-Regular", "Roboto-Regular.ttf")] {
            try folder.write(
                "\(catalog)/\(set).dataset/Contents.json",
                #"{ "data" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "info" : { "version" : 1 } }"#)
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Roboto/" + file),
                to: folder.url.appendingPathComponent("\(catalog)/\(set).dataset/\(file)"))
        }
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        return result.findings.map { "\($0.rule) \($0.name ?? "")" }.sorted()
    }

    @Test func aNamespacedSetIsRegisteredByItsFullName() async throws {
        #expect(try await Self.findings(namespaced: true, registers: ("Fonts/Roboto-Bold", "Roboto-Regular")) == [])
    }

    /// The set's bare name finds nothing in a namespace: the font is not registered.
    @Test func aNamespacedSetAskedByItsBareNameIsNot() async throws {
        let found = try await Self.findings(namespaced: true, registers: ("Roboto-Bold", "Roboto-Regular"))
        #expect(found.contains("font-name-not-registered Roboto-Bold"), "\(found)")
        #expect(!found.contains { $0.hasSuffix("Roboto-Regular") }, "\(found)")
    }

    /// Without the property (or with it false) the folder is only a folder: the bare name is right.
    @Test func aFolderWithoutANamespaceAddsNothing() async throws {
        #expect(try await Self.findings(namespaced: false, registers: ("Roboto-Bold", "Roboto-Regular")) == [])
        let found = try await Self.findings(namespaced: false, registers: ("Fonts/Roboto-Bold", "Roboto-Regular"))
        #expect(found.contains("font-name-not-registered Roboto-Bold"), "\(found)")
    }
}
