import FontAuditInventory
import FontAuditModel

/// `manifest-unsupported-format`: a listed file is a format iOS cannot load.
package struct ManifestUnsupportedFormatRule: Rule {
    package static let description = RuleDescription(
        identifier: "manifest-unsupported-format",
        name: "Listed font is in a format iOS cannot load",
        severity: .error,
        summary: "A registered file is WOFF, WOFF2, Type 1, a dfont or bitmap-only.",
        rationale: """
            App fonts are TrueType and OpenType fonts (.ttf, .otf, .ttc, .otc) with outlines. App Store \
            Connect rejects uploads that bundle WOFF or WOFF2 web fonts ("ITMS-90853: Invalid font … \
            Font not supported by platform", reported by many apps), whether or not CoreText could open \
            them; PostScript Type 1 files, dfont suitcases and bitmap-only fonts are not loaded on iOS. \
            Ship the TTF or OTF version of the font instead.
            """,
        triggeringExamples: [
            .listing(
                "a WOFF2 web font", font: "FontAwesome/fontawesome-webfont.woff2",
                expect: [.init(file: "App/Info.plist", line: 9, fix: nil)]),
            .listing(
                "a PostScript Type 1 font", font: "URW/StandardSymbolsPS.pfb",
                expect: [.init(file: "App/Info.plist", line: 9, fix: nil)]),
        ],
        nonTriggeringExamples: [
            .listing("an OpenType CFF font", font: "Cantarell/Cantarell-Regular.otf")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        var found: [Finding] = []
        for manifest in inventory.manifests {
            for entry in manifest.appFonts {
                let path: String
                switch entry.resolution {
                case .file(let p), .caseMismatch(let p, _): path = p
                case .missing, .notInTarget, .inOtherBundle, .referenceMissing, .copiedByPod, .installedPackage:
                    continue
                }
                guard let font = inventory.font(at: path), let problem = Self.problem(font) else { continue }
                found.append(
                    finding(
                        .unsupportedFormatListed(entry: entry.value, format: problem.format, webFont: problem.webFont),
                        file: manifest.path, line: entry.line, name: entry.value))
            }
            if let ats = manifest.atsFontsPath {
                // A web page's fonts in the folder are its own (engineFontPaths), not the app's.
                for path in ats.fonts where !inventory.engineFontPaths.contains(path) {
                    guard let font = inventory.font(at: path), let problem = Self.problem(font) else { continue }
                    found.append(
                        finding(
                            .unsupportedFormatInATSFolder(path: path, format: problem.format, webFont: problem.webFont),
                            file: manifest.path, line: ats.line, name: path))
                }
            }
        }
        return found
    }

    /// What `font` is when iOS does not load it (`a WOFF2 web font`, `a Mac dfont suitcase`), and
    /// whether it is a web font; nil for a font iOS loads.
    static func problem(_ font: FontFile) -> (format: String, webFont: Bool)? {
        guard font.report.error == nil, !font.report.loadableOnIOS, let format = font.report.format else { return nil }
        let what: String
        switch format {
        case .woff, .woff2: what = "a \(format.displayName) web font"
        case .type1: what = "a PostScript Type 1 font"
        case .dfont: what = "a Mac dfont suitcase"
        case .trueType, .openTypeCFF, .openTypeCFF2, .trueTypeCollection, .openTypeCollection:
            what = "a bitmap-only font (no outlines)"
        case .other: what = "a \(font.report.freetypeFormat ?? "non-OpenType") font"
        }
        return (what, format == .woff || format == .woff2)
    }
}

extension Finding.Message {
    /// A UIAppFonts entry whose file is of a `format` iOS does not load.
    static func unsupportedFormatListed(entry: String, format: String, webFont: Bool) -> Self {
        Self(
            "unsupportedFormatListed", facts: ["entry": entry, "format": format],
            text: "UIAppFonts lists \(quoted(entry)), which is \(unsupportedFormat(format, webFont: webFont))")
    }

    /// A font of a `format` iOS does not load, in the `ATSApplicationFontsPath` folder.
    static func unsupportedFormatInATSFolder(path: String, format: String, webFont: Bool) -> Self {
        Self(
            "unsupportedFormatInATSFolder", facts: ["path": path, "format": format],
            text:
                "\(quoted(path)), in the ATSApplicationFontsPath folder, is \(unsupportedFormat(format, webFont: webFont))"
        )
    }

    /// `a WOFF web font: App Store Connect rejects…`: the format and what it costs.
    private static func unsupportedFormat(_ format: String, webFont: Bool) -> String {
        if webFont {
            return
                "\(format): App Store Connect rejects uploads that bundle one (ITMS-90853, \"Font not supported by platform\"). Ship the .ttf or .otf version instead."
        }
        return
            "\(format): iOS does not load it, and App Store upload rejects it (ITMS-90853). Ship the .ttf or .otf version instead."
    }
}
