import FontInspector
import Foundation

/// `generated-font-stale`: a SwiftGen-generated font whose name or family no longer matches its file.
public struct GeneratedFontStaleRule: Rule {
    static let generated = """
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        internal enum FontFamily {
          internal enum Roboto {
            internal static let bold = FontConvertible(name: "%@", family: "Roboto", path: "Roboto-Bold.ttf")
            internal static let all: [FontConvertible] = [bold]
          }
        }
        internal struct FontConvertible {
          internal let name: String
          internal let family: String
          internal let path: String
        }

        """

    public static let description = RuleDescription(
        identifier: "generated-font-stale",
        name: "Generated font no longer matches its file",
        severity: .error,
        summary: "A SwiftGen-generated FontConvertible names a PostScript name or family that the font file at its path does not have.",
        rationale: """
        SwiftGen writes each font's PostScript name, family and path into the generated fonts file. \
        When a font is updated or renamed and the file is not regenerated, `FontFamily.X.y.font(size:)` \
        asks for a name the registered file does not have: the text silently renders in the system \
        font (error). A family that differs from the one the font reports makes `registerIfNeeded()` \
        register the file again on every use (warning). Run `swiftgen` again.
        """,
        triggeringExamples: [
            RuleExample("a generated name the file no longer has", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Generated/Fonts.swift": generated.replacingOccurrences(of: "\"%@\"", with: "↓\"Roboto-Heavy\"")],
                        expect: [.atMarker(fix: "Roboto-Bold")]),
        ],
        nonTriggeringExamples: [
            RuleExample("a generated file that matches its fonts", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Generated/Fonts.swift": generated.replacingOccurrences(of: "%@", with: "Roboto-Bold")]),
        ]
    )

    public init() {}

    public func findings(in inventory: Inventory) -> [Finding] {
        inventory.generatedFonts.filter { !$0.synthesized }.flatMap { file -> [Finding] in
            let matches = file.fonts.map { generated in
                inventory.fonts.first { font in
                    font.bundle == file.bundle && inventory.inSameApp(font: font, as: file.file) && (font.bundlePath == generated.path || FileName.lastComponent(of: font.bundlePath) == generated.path)
                }
            }
            // Without one of its files in the inventory, the bundle is not known well enough to judge.
            guard matches.contains(where: { $0 != nil }) else { return [] }
            return zip(file.fonts, matches).compactMap { generated, font -> Finding? in
                let key = "\(file.enumName).\(generated.key)"
                guard let font else {
                    return finding(
                        "\(quoted(key)) is generated for \(quoted(generated.path)), which is not in the bundle any more, so \(quoted(generated.name)) never registers and its text renders in the system font. Run `swiftgen` again, or restore the font.",
                        file: file.file, line: generated.line, column: generated.column, name: generated.name)
                }
                guard font.report.error == nil else { return nil }
                let faces = font.report.faces
                guard let face = faces.first(where: { $0.registeredNames.contains(generated.name) }) else {
                    let names = faces.compactMap(\.postscriptName)
                    return finding(
                        "\(quoted(key)) asks for \(quoted(generated.name)), but \(quoted(font.path)) has \(names.map(quoted).joined(separator: ", ")) now: the generated file is stale, and the text renders in the system font. Run `swiftgen` again.",
                        file: file.file, line: generated.line, column: generated.column, name: generated.name,
                        fix: names.count == 1 ? names[0] : nil)
                }
                let families = [face.typographicFamily, face.family].compactMap { $0 }
                guard !generated.family.isEmpty, !families.isEmpty, !families.contains(generated.family) else { return nil }
                var result = finding(
                    "\(quoted(key)) gives the family \"\(generated.family)\", but \(quoted(font.path)) reports \"\(families[0])\": `registerIfNeeded()` never finds the font registered and registers the file again on every use. Run `swiftgen` again.",
                    file: file.file, line: generated.line, column: generated.column, name: generated.name, fix: families[0])
                result.severity = .warning
                return result
            }
        }
    }
}
