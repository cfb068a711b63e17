import FontAuditInventory
import FontAuditModel
import FontInspectorModel
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
        summary:
            "A font the app's manifest lists is only in a framework's, extension's, resource bundle's or Swift package's bundle.",
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
            RuleExample(
                "a font only a framework copies", project: "Groups/Groups.xcodeproj", target: "App",
                expect: [.init(file: "App/Info.plist", line: 16, fix: nil)]),
            RuleExample(
                "an entry for a font that only a Swift package bundles, which nothing registers",
                appFonts: ["Roboto-Bold.ttf"],
                files: ["Packages/Brand/Sources/Brand/Resources/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                sources: ["Packages/Brand/Package.swift": brandPackage],
                expect: [.init(file: "App/Info.plist", line: 9, fix: nil)]),
            RuleExample(
                "an inert entry: the package registers the font from its own bundle (a warning)",
                appFonts: ["Roboto-Bold.ttf"],
                files: ["Packages/Brand/Sources/Brand/Resources/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                sources: [
                    "Packages/Brand/Package.swift": brandPackage,
                    "Packages/Brand/Sources/Brand/Fonts.swift": """
                    import CoreText
                    import Foundation
                    public func registerBrandFonts() {
                        let url = Bundle.module.url(forResource: "Roboto-Bold", withExtension: "ttf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    """,
                ],
                expect: [.init(file: "App/Info.plist", line: 9, fix: nil)]),
        ],
        nonTriggeringExamples: [
            RuleExample("fonts copied by the app itself", project: "Synced/Synced.xcodeproj", target: "App")
        ],
        fixMode:
            "An inert entry (code registers the font from its own bundle) is removed; an entry whose font nothing registers is left to you."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            manifest.appFonts.compactMap { entry -> Finding? in
                guard case .inOtherBundle(let path, let targets) = entry.resolution else { return nil }
                let registrations = inventory.registrations(of: path)
                if let registration = registrations.first {
                    var result = finding(
                        .entryRegistersNothing(
                            entry: entry.value, targets: targets, path: path, registration: registration.described),
                        file: manifest.path, line: entry.line, name: entry.value)
                    result.severity = .warning
                    // The entry registers nothing: removing it changes nothing at run time.
                    result.action = .removeEntry(manifest: manifest.path, line: entry.line, value: entry.value)
                    return result
                }
                let generated = inventory.font(at: path).flatMap {
                    UnregisteredReason.missingGeneratedCall(for: $0, in: inventory)
                }
                return finding(
                    .onlyInOtherBundle(
                        entry: entry.value, targets: targets, path: path, swiftGenFile: generated?.file,
                        enumName: generated?.enumName, inPackage: inventory.font(at: path)?.bundle != nil),
                    file: manifest.path, line: entry.line, name: entry.value)
            }
        }
    }
}

extension Finding.Message {
    /// A UIAppFonts entry for a font that only `targets` copy (to `path`), where `registration`
    /// (``FontRegistration/described``) registers it: the entry registers nothing.
    static func entryRegistersNothing(entry: String, targets: [String], path: String, registration: String) -> Self {
        Self(
            "entryRegistersNothing",
            facts: [
                "entry": entry, "targets": targets.joined(separator: ", "), "path": path, "registration": registration,
            ],
            text:
                "UIAppFonts lists \(quoted(entry)), which is only in the \(quotedList(targets)) bundle (\(quoted(path))): the entry registers nothing, and the font is \(registration). Remove the entry."
        )
    }

    /// A UIAppFonts entry for a font that only `targets` copy (to `path`) and nothing registers:
    /// `swiftGenFile` declares it (as `enumName`) but is never called, or it is in a package's
    /// bundle (`inPackage`), or in another target's.
    static func onlyInOtherBundle(
        entry: String, targets: [String], path: String, swiftGenFile: String?, enumName: String?, inPackage: Bool
    ) -> Self {
        let how: String
        if let swiftGenFile, let enumName {
            how =
                "SwiftGen's generated \(quoted(swiftGenFile)) can register it from there, but nothing calls `\(enumName).registerAllCustomFonts()` and no code uses its generated fonts: call \(enumName).registerAllCustomFonts() at launch, then remove the entry."
        } else if inPackage {
            how =
                "Register it at run time from the package's bundle: CTFontManagerRegisterFontsForURL(Bundle.module.url(forResource: \"\(FileName.lastComponent(of: path))\", withExtension: nil)! as CFURL, .process, nil) in a function of that package the app calls at launch (SwiftGen's `registerAllCustomFonts()` does this), or copy the font into the app target."
        } else {
            how =
                "Copy the font into the app target too, or register it from that bundle with CTFontManagerRegisterFontsForURL."
        }
        return Self(
            "onlyInOtherBundle",
            facts: [
                "entry": entry, "targets": targets.joined(separator: ", "), "path": path,
                "swiftGenFile": swiftGenFile ?? "",
                "enumName": enumName ?? "", "inPackage": String(inPackage),
            ],
            text:
                "UIAppFonts lists \(quoted(entry)), but only \(targets.joined(separator: ", ")) \(targets.count == 1 ? "copies" : "copy") it (\(quoted(path))), into \(targets.count == 1 ? "its" : "their") own bundle: UIAppFonts registers from the main bundle only, and nothing registers it from that bundle, so it never loads. \(how)"
        )
    }
}
