import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `weight-class-mismatch`: usWeightClass contradicts the style name.
package struct WeightClassMismatchRule: Rule {
    package static let description = RuleDescription(
        identifier: "weight-class-mismatch",
        name: "Weight class contradicts the style name",
        severity: .warning,
        summary: "OS/2 usWeightClass does not match the weight the style name says (e.g. \"Bold\" with 400).",
        rationale: """
            SwiftUI's `.fontWeight(_:)` and UIFontDescriptor weight traits choose among a family's faces \
            by usWeightClass. A face named Bold that says 400 is treated as a second Regular: asking for \
            bold finds nothing (SwiftUI does not synthesize bold for custom fonts) or the wrong face. Set \
            usWeightClass to the weight the name says (Thin 100 … Black 900).
            """,
        triggeringExamples: [
            .listing(
                "a Bold with weight 400", font: "Edge/WeightMismatch-Bold.ttf",
                expect: [.init(file: "App/Fonts/WeightMismatch-Bold.ttf", line: nil, fix: "700")])
        ],
        nonTriggeringExamples: [
            .listing("a Bold with weight 700", font: "Roboto/Roboto-Bold.ttf"),
            .listing("a variable font's default instance", font: "Inter/Inter-roman.var.ttf"),
        ]
    )

    /// Weight words, compound ones first, with the usWeightClass they stand for.
    static let weights: [(word: String, weight: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600),
        ("extrabold", 800), ("ultrabold", 800), ("hairline", 100), ("thin", 100), ("light", 300),
        ("medium", 500), ("bold", 700), ("black", 900), ("heavy", 900), ("regular", 400), ("book", 400),
    ]

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.faces(of: inventory.appFonts).compactMap { font, face -> Finding? in
            guard let weight = face.weightClass else { return nil }
            if weight < 100 || weight > 1000 {
                return finding(
                    .weightClassOutOfRange(path: font.path, face: face.label, weightClass: weight),
                    file: font.path, name: face.postscriptName)
            }
            guard let (source, word, expected) = Self.namedWeight(face) else { return nil }
            guard abs(weight - expected) > 100 else { return nil }
            return finding(
                .weightClassDisagreesWithName(
                    path: font.path, face: face.label, named: source, word: word, weightClass: weight,
                    expected: expected),
                file: font.path, name: face.postscriptName, fix: String(expected))
        }
    }

    /// The weight the names claim. A weight word other than Regular/Book wins wherever it stands
    /// (typographic subfamily, then the style part of the PostScript name, the subfamily, then what
    /// the family name adds to the typographic family: family "Inter Black" in typographic family
    /// "Inter" is Black); Regular only when nothing else says. Family names alone are never read,
    /// since many contain weight words ("Black Han Sans").
    static func namedWeight(_ face: FontFace) -> (source: String, word: String, weight: Int)? {
        let parts = face.postscriptName?.split(separator: "-") ?? []
        let psStyle = parts.count > 1 ? parts.last.map(String.init) : nil
        var regular: (String, String, Int)?
        var familyStyle: String?
        if let typographic = face.typographicFamily, let family = face.family, family.hasPrefix(typographic) {
            familyStyle = String(family.dropFirst(typographic.count))
        }
        for source in [face.typographicSubfamily, psStyle, face.subfamily, familyStyle].compactMap({ $0 }) {
            let squashed = source.lowercased().filter(\.isLetter)
            guard let match = weights.first(where: { squashed.contains($0.word) }) else { continue }
            if match.weight == 400 {
                regular = regular ?? (source, match.word, match.weight)
                continue
            }
            return (source, match.word, match.weight)
        }
        return regular
    }
}

extension Finding.Message {
    /// A usWeightClass outside 100–1000.
    static func weightClassOutOfRange(path: String, face: String, weightClass: Int) -> Self {
        Self(
            "weightClassOutOfRange", facts: ["path": path, "face": face, "weightClass": String(weightClass)],
            text:
                "\(quoted(path)) (\(face)) has usWeightClass \(weightClass), outside the 100–1000 scale CoreText reads. Set it to the face's weight (400 Regular, 700 Bold)."
        )
    }

    /// A usWeightClass far from the weight `expected` of the `word` in the name `named`.
    static func weightClassDisagreesWithName(
        path: String, face: String, named: String, word: String, weightClass: Int, expected: Int
    ) -> Self {
        Self(
            "weightClassDisagreesWithName",
            facts: [
                "path": path, "face": face, "named": named, "word": word, "weightClass": String(weightClass),
                "expected": String(expected),
            ],
            text:
                "\(quoted(path)) (\(face)) is named \"\(named)\" but its usWeightClass is \(weightClass), not \(expected): weight-based lookups (`.fontWeight(.\(word == "regular" || word == "book" ? "regular" : word))`) will not find it as \(word). Set usWeightClass to \(expected)."
        )
    }
}
