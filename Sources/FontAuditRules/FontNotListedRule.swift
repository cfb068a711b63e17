import FontAuditInventory
import FontAuditModel
import FontInspectorModel
import Foundation

/// `font-not-listed`: a font file in the bundle that no manifest registers.
package struct FontNotListedRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-not-listed",
        name: "Bundled font is not registered",
        severity: .warning,
        summary: "A font file that will be in the bundle is in no UIAppFonts entry or ATS folder.",
        rationale: """
            Copying a font into the bundle is not enough: iOS registers only the files listed in the \
            Info.plist's UIAppFonts (on macOS, those in the ATSApplicationFontsPath folder). A font that \
            is bundled but not listed costs download size and never loads; `UIFont(name:size:)` returns \
            nil and SwiftUI falls back to the system font. List it, or remove it from the target.
            """,
        triggeringExamples: [
            RuleExample(
                "a bundled font missing from UIAppFonts", appFonts: ["Roboto-Regular.ttf"],
                files: [
                    "Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                    "Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                ],
                expect: [.init(file: "App/Fonts/Roboto-Bold.ttf", line: nil, fix: "Roboto-Bold.ttf")]),
            RuleExample(
                "fonts with no UIAppFonts key at all", appFonts: nil,
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                expect: [.init(file: "App/Fonts/Roboto-Bold.ttf", line: nil, fix: "Roboto-Bold.ttf")]),
            RuleExample(
                "app fonts beside the script that subsets them (no web page)", appFonts: [],
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                sources: [
                    "Fonts/subset.py": "# pyftsubset Roboto-Bold.ttf --unicodes=U+0020-007E\n",
                    "Fonts/index.js": "module.exports = { bold: require('./Roboto-Bold.ttf') };\n",
                ],
                expect: [.init(file: "App/Fonts/Roboto-Bold.ttf", line: nil, fix: "Roboto-Bold.ttf")]),
        ],
        nonTriggeringExamples: [
            .listing(
                "every bundled font listed", fonts: ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf"]),
            RuleExample(
                "a macOS app whose fonts are in the ATS folder", atsFontsPath: "Fonts",
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"]),
            RuleExample(
                "fonts beside their web versions, for a web view's CSS", appFonts: [],
                files: [
                    "Web/fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                    "Web/fonts/Icons.woff2": "FontAwesome/fontawesome-webfont.woff2",
                ]),
            RuleExample(
                "a second copy of a font the app registers", appFonts: ["Roboto-Bold.ttf"],
                files: [
                    "Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                    "Web/RobotoBold.ttf": "Roboto/Roboto-Bold.ttf",
                ]),
            RuleExample(
                "fonts of a web page, in a folder below its HTML", appFonts: [],
                files: ["Help/fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                sources: ["Help/index.html": "<link rel=stylesheet href=fonts.css>\n"]),
        ],
        fixMode:
            "The font file is added to the Info.plist's UIAppFonts array (or a new UIAppFonts key), in the file's own indentation and line breaks."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        guard inventory.layout != .fontsFolder else { return [] }
        var accounted = inventory.registeredPaths
        for manifest in inventory.manifests {
            for entry in manifest.appFonts {
                if case .caseMismatch(let path, _) = entry.resolution { accounted.insert(path) }
            }
        }
        // A folder holding web fonts (WOFF, WOFF2) serves a web view's CSS: its fonts are not the app's.
        let webFolders = Set(
            inventory.fonts.filter {
                ["woff", "woff2"].contains(FileName.pathExtension(of: $0.path)) && !accounted.contains($0.path)
            }
            .map { FileName.parent(of: $0.path) })
        // A copy of a font the app registers from another file adds nothing to register: its
        // names resolve already (covpass-ios copies its fonts for a web view and registers the
        // asset catalog's).
        // Each app registers its own fonts: names count within one manifest's scope, as for duplicates.
        var registeredNames: [String: Set<String>] = [:]
        for (registered, face) in inventory.faces(of: inventory.registeredFonts) {
            registeredNames[inventory.owner(of: registered.path)?.scope ?? "", default: []].formUnion(
                face.registeredNames)
        }
        return inventory.fonts.compactMap { font -> Finding? in
            guard !accounted.contains(font.path), font.report.error == nil, font.report.loadableOnIOS,
                !webFolders.contains(FileName.parent(of: font.path)), !inventory.engineFontPaths.contains(font.path)
            else { return nil }
            // Listed in UIAppFonts of a macOS app: one finding on the Info.plist says it (uiappfonts-ignored-on-macos).
            if inventory.appFontsIgnored(listing: font.path) != nil { return nil }
            let names = font.report.faces.compactMap(\.postscriptName)
            let registeredInApp = registeredNames[inventory.owner(of: font.path)?.scope ?? ""] ?? []
            if !names.isEmpty, names.allSatisfy(registeredInApp.contains) { return nil }
            // An entry that names it already has its finding (font-in-other-bundle).
            guard
                !inventory.manifests.contains(where: {
                    $0.appFonts.contains { entry in
                        if case .inOtherBundle(let path, _) = entry.resolution { return path == font.path }
                        return false
                    }
                })
            else { return nil }
            var result = unlisted(font, in: inventory)
            // Say which registration code passes it by, and why.
            for registration in inventory.registrations
            where registration.bundle == font.bundle && !registration.isDynamic
                && (registration.fileExtension != nil || registration.subdirectory != nil || registration.library != nil
                    || !registration.followed.isEmpty)
                && inventory.inSameApp(font: font, as: registration.file)
            {
                if let library = registration.library {
                    result?.notes.append(
                        "\(registration.call) at \(registration.file):\(registration.line) registers only \(library.summary)"
                    )
                    continue
                }
                // Files named through code (an enum's cases): the values it gives, this file not among them.
                if let written = registration.followed.values.first?.written, let files = registration.files {
                    let shown =
                        quotedList(files.prefix(3))
                        + (files.count > 3 ? " and \(files.count - 3) more" : "")
                    result?.notes.append(
                        "\(registration.call) at \(registration.file):\(registration.line) registers only the files "
                            + "\(quoted(written)) can name: \(shown)")
                    continue
                }
                var filter: [String] = []
                if let ext = registration.fileExtension { filter.append(".\(ext) files") }
                if let files = registration.files {
                    filter.append(
                        files.map {
                            $0.hasPrefix(AssetDataSet.prefix)
                                ? "the data set \(quoted(String($0.dropFirst(AssetDataSet.prefix.count))))" : quoted($0)
                        }
                        .joined(separator: ", "))
                }
                if let folder = registration.subdirectory { filter.append("in the bundle folder \(quoted(folder))") }
                result?.notes.append(
                    "\(registration.call) at \(registration.file):\(registration.line) registers only \(filter.joined(separator: " "))"
                )
            }
            return result
        }
    }

    private func unlisted(_ font: FontFile, in inventory: Inventory) -> Finding? {
        let faces = font.report.faces.compactMap(\.postscriptName)
        switch UnregisteredReason(of: font, in: inventory) {
        // Registers on first use through SwiftGen's API: unused, it costs only size.
        case .registersOnFirstUse:
            return nil
        case .generatedNeverRegistered(let call):
            // Nothing in this app uses the generated API or names the font: a target that links the
            // package for its other resources (Mastodon's extensions) needs no font of it.
            guard inventory.requestedFontPaths.contains(font.path) else { return nil }
            return finding(
                .generatedFontNeverRegistered(
                    path: font.path, generatedFile: call.file, enumName: call.enumName, faces: faces),
                file: font.path, name: font.bundlePath)
        case .dataSet(let dataSet):
            return finding(
                .dataSetFontNeverRegistered(path: font.path, dataSet: dataSet, faces: faces),
                file: font.path, name: font.bundlePath)
        case .packageBundle(let bundle):
            return finding(
                .packageFontNeverRegistered(path: font.path, bundle: bundle, bundlePath: font.bundlePath, faces: faces),
                file: font.path, name: font.bundlePath)
        // The Info.plist's finding (uiappfonts-ignored-on-macos) says the ATS folder that registers
        // this file too; another UIAppFonts entry would not. A plist that cannot be read already has
        // its finding; do not add one per font.
        case .listedOnlyForIOS, .fontKeysUnknown, .macOSAppWithUIAppFontsOnly, .plistUnreadable:
            return nil
        case .missingFromSpec(let context, let spec):
            return finding(
                .fontMissingFromSpec(
                    path: font.path, target: context.target.name, spec: spec, bundlePath: font.bundlePath, faces: faces),
                file: font.path, name: font.bundlePath, fix: font.bundlePath)
        case .behindAbsentInfoPlist(let context, let plist):
            return finding(
                .fontBehindAbsentInfoPlist(
                    path: font.path, target: context.target.name, plist: plist, bundlePath: font.bundlePath,
                    faces: faces),
                file: font.path, name: font.bundlePath, fix: font.bundlePath)
        case .targetWithoutInfoPlist(let context):
            return finding(
                .fontInTargetWithoutInfoPlist(
                    path: font.path, target: context.target.name, generatesInfoPlist: context.target.generatesInfoPlist,
                    bundlePath: font.bundlePath, faces: faces),
                file: font.path, name: font.bundlePath, fix: font.bundlePath)
        case .outsideATSFolder(let owner):
            return finding(
                .fontOutsideATSFolder(path: font.path, folder: owner.atsFontsPath?.value ?? "Fonts", faces: faces),
                file: font.path, name: font.bundlePath)
        case .notListed(let owner, _):
            var result = finding(
                .fontNotListed(
                    path: font.path, addition: owner?.addition(of: font.bundlePath), bundlePath: font.bundlePath,
                    faces: faces),
                file: font.path, name: font.bundlePath, fix: font.bundlePath)
            // With `font-unused` on, a file no request asks for is not listed back: its fix is to
            // leave the bundle (`--fix-rule font-unused` may just have removed its entry).
            if inventory.usageSearched, !inventory.requestedFontPaths.contains(font.path) {
                result.notes.append(
                    "No request asks for it (font-unused is on): remove it from the target rather than list it; fix mode leaves it alone."
                )
            } else {
                result.action = owner.map { .addEntry(manifest: $0.path, entry: font.bundlePath) }
            }
            return result
        }
    }
}
