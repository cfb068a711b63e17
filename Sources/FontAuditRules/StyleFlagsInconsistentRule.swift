import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `style-flags-inconsistent`: fsSelection, macStyle, italicAngle and the style name disagree.
package struct StyleFlagsInconsistentRule: Rule {
    package static let description = RuleDescription(
        identifier: "style-flags-inconsistent",
        name: "Bold or italic flags disagree",
        severity: .warning,
        summary: "OS/2 fsSelection, head.macStyle, post.italicAngle and the style name disagree on bold or italic.",
        rationale: """
            CoreText decides whether a face is bold or italic from these flags, and SwiftUI's `.bold()` \
            and `.italic()` and UIFontDescriptor's symbolic traits pick faces by them. When the flags \
            disagree with each other or with the style name, asking for the italic can give the upright \
            face (or nothing). Fix the flags in the font so they all say the same thing.
            """,
        triggeringExamples: [
            .listing(
                "an Italic whose fsSelection says upright", font: "Edge/FlagsMismatch-Italic.ttf",
                expect: [.init(file: "App/Fonts/FlagsMismatch-Italic.ttf", line: nil, fix: nil)])
        ],
        nonTriggeringExamples: [
            .listing(
                "a consistent italic and bold", fonts: ["Roboto/Roboto-Italic.ttf", "Roboto/Roboto-Bold.ttf"])
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.faces(of: inventory.appFonts).compactMap { font, face -> Finding? in
            guard let fs = face.fsSelection, let mac = face.macStyle else { return nil }
            let words = Self.styleWords(face.subfamily ?? "")
            var disagreements: [String] = []

            let italicFlags = [fs & 0x1 != 0, mac & 0x2 != 0, words.contains("italic") || words.contains("oblique")]
            if Set(italicFlags).count > 1 {
                disagreements.append(
                    "italic: fsSelection ITALIC \(Self.onOff(italicFlags[0])), macStyle italic \(Self.onOff(italicFlags[1])), style name \"\(face.subfamily ?? "")\""
                )
            }
            if face.italicAngle != 0, fs & 0x201 == 0 {
                disagreements.append(
                    "italicAngle is \(NumberText.shortest(face.italicAngle))° but fsSelection has neither ITALIC nor OBLIQUE"
                )
            }
            let boldFlags = [fs & 0x20 != 0, mac & 0x1 != 0, words.contains("bold")]
            if Set(boldFlags).count > 1 {
                disagreements.append(
                    "bold: fsSelection BOLD \(Self.onOff(boldFlags[0])), macStyle bold \(Self.onOff(boldFlags[1])), style name \"\(face.subfamily ?? "")\""
                )
            }
            guard !disagreements.isEmpty else { return nil }
            return finding(
                .styleFlagsDisagree(path: font.path, face: face.label, disagreements: disagreements),
                file: font.path, name: face.postscriptName, notes: disagreements)
        }
    }

    static func onOff(_ value: Bool) -> String { value ? "set" : "not set" }

    /// The lowercased words of a style name, split at spaces and punctuation and in camel case
    /// (`BoldItalic` is bold and italic), a weight prefix kept with its word (`SemiBold`, `Extra
    /// Bold` and `ultra-bold` are `semibold`, `extrabold`, `ultrabold`: not the bold style).
    static func styleWords(_ style: String) -> Set<String> {
        var parts: [String] = []
        var current = ""
        for character in style {
            if !character.isLetter {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase {
                parts.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        var words: [String] = []
        for part in parts.map({ $0.lowercased() }) {
            if let last = words.last, ["semi", "demi", "extra", "ultra"].contains(last) {
                words[words.count - 1] = last + part
            } else {
                words.append(part)
            }
        }
        return Set(words)
    }

}

extension Finding.Message {
    /// A face whose fsSelection, macStyle and style name disagree, as `disagreements` say.
    static func styleFlagsDisagree(path: String, face: String, disagreements: [String]) -> Self {
        Self(
            "styleFlagsDisagree",
            facts: ["path": path, "face": face, "disagreements": disagreements.joined(separator: "; ")],
            text:
                "\(quoted(path)) (\(face)) has style flags that disagree (\(disagreements.joined(separator: "; "))), so bold/italic lookups may pick the wrong face. Make fsSelection, macStyle and the style name agree."
        )
    }
}
