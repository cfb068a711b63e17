import FontInspectorModel
import FontInspectorReading
import FontAuditInventory
import FontAuditModel
import FontAuditReaders
import FontInspector
import Foundation

/// `font-in-other-bundle`: a listed font is only in another bundle: a framework's, an extension's,
/// a resource bundle's or a Swift package target's.
package struct FontInOtherBundleRule: Rule {
    /// The manifest of the examples' Swift package, whose target bundles its `Resources` folder.
    private static let brandPackage = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Brand", targets: [
            .target(name: "Brand", resources: [.process("Resources")]),
        ])
        """

    package static let description = RuleDescription(
        identifier: "font-in-other-bundle",
        name: "Listed font lives in another bundle",
        severity: .error,
        summary: "A font the app's manifest lists is only in a framework's, extension's, resource bundle's or Swift package's bundle.",
        rationale: """
        UIAppFonts registers fonts from the main app bundle only. A font that a framework, an app \
        extension, a resource bundle or a Swift package target (`resources: [.process(…)]`, which \
        lands in `<Package>_<Target>.bundle`) holds is not found by the app's entry. When nothing \
        else registers it, the font never loads (error): register it from that bundle at run time \
        with CTFontManagerRegisterFontsForURL (for a package, from `Bundle.module`), or copy it into \
        the app target. When code already registers it from that bundle, the entry is inert and \
        only misleads (warning): remove it.
        """,
        triggeringExamples: [
            RuleExample("a font only a framework copies", project: "Groups/Groups.xcodeproj", target: "App",
                        expect: [.init(file: "App/Info.plist", line: 16, fix: nil)]),
            RuleExample("an entry for a font that only a Swift package bundles, which nothing registers",
                        appFonts: ["Roboto-Bold.ttf"],
                        files: ["Packages/Brand/Sources/Brand/Resources/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Packages/Brand/Package.swift": brandPackage],
                        expect: [.init(file: "App/Info.plist", line: 9, fix: nil)]),
            RuleExample("an inert entry: the package registers the font from its own bundle (a warning)",
                        appFonts: ["Roboto-Bold.ttf"],
                        files: ["Packages/Brand/Sources/Brand/Resources/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Packages/Brand/Package.swift": brandPackage,
                                  "Packages/Brand/Sources/Brand/Fonts.swift": """
                            import CoreText
                            import Foundation
                            public func registerBrandFonts() {
                                let url = Bundle.module.url(forResource: "Roboto-Bold", withExtension: "ttf")!
                                CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                            }
                            """],
                        expect: [.init(file: "App/Info.plist", line: 9, fix: nil)]),
        ],
        nonTriggeringExamples: [
            RuleExample("fonts copied by the app itself", project: "Synced/Synced.xcodeproj", target: "App"),
        ],
        fixMode: "An inert entry (code registers the font from its own bundle) is removed; an entry whose font nothing registers is left to you."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            manifest.appFonts.compactMap { entry -> Finding? in
                guard case .inOtherBundle(let path, let targets) = entry.resolution else { return nil }
                let owners = targets.map(quoted).joined(separator: ", ")
                let registrations = inventory.registrations(of: path)
                if let registration = registrations.first {
                    var result = finding(
                        "UIAppFonts lists \(quoted(entry.value)), which is only in the \(owners) bundle (\(quoted(path))): the entry registers nothing, and the font is \(registration.described). Remove the entry.",
                        file: manifest.path, line: entry.line, name: entry.value)
                    result.severity = .warning
                    // The entry registers nothing: removing it changes nothing at run time.
                    result.action = .removeEntry(manifest: manifest.path, line: entry.line, value: entry.value)
                    return result
                }
                let package = inventory.font(at: path)?.bundle != nil
                let generated = inventory.font(at: path).flatMap { FontNotListedRule.missingGeneratedCall(for: $0, in: inventory) }
                let how = generated.map { "SwiftGen's generated \(quoted($0.file)) can register it from there, but nothing calls `\($0.enumName).registerAllCustomFonts()` and no code uses its generated fonts: call \($0.enumName).registerAllCustomFonts() at launch, then remove the entry." }
                    ?? (package
                    ? "Register it at run time from the package's bundle: CTFontManagerRegisterFontsForURL(Bundle.module.url(forResource: \"\(FileName.lastComponent(of: path))\", withExtension: nil)! as CFURL, .process, nil) in a function of that package the app calls at launch (SwiftGen's `registerAllCustomFonts()` does this), or copy the font into the app target."
                    : "Copy the font into the app target too, or register it from that bundle with CTFontManagerRegisterFontsForURL.")
                return finding(
                    "UIAppFonts lists \(quoted(entry.value)), but only \(targets.joined(separator: ", ")) \(targets.count == 1 ? "copies" : "copy") it (\(quoted(path))), into \(targets.count == 1 ? "its" : "their") own bundle: UIAppFonts registers from the main bundle only, and nothing registers it from that bundle, so it never loads. \(how)",
                    file: manifest.path, line: entry.line, name: entry.value)
            }
        }
    }
}
