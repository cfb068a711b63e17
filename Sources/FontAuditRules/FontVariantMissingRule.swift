import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `font-variant-missing`: bold, italic or a weight asked of a family that has no such face.
package struct FontVariantMissingRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-variant-missing",
        name: "Bold, italic or weight the family does not have",
        severity: .warning,
        summary:
            "Bold, italic or a weight is asked of a custom font whose family has no registered face with that trait.",
        rationale: """
            SwiftUI never synthesizes bold or italic for custom fonts: `.custom("Brand-Regular", size: 17)` \
            `.bold()` finds the family's bold face if one is registered and otherwise renders regular text, \
            with no warning. The traits count where they are applied: to the font, to the view it is set \
            on, or to a font helper's result (`.font(.brand(17)).italic()` for a `static func brand` of \
            `extension Font` that returns `.custom(…)`), and a family asked for by its name is judged by \
            its faces. Register the face with that trait (or the variable font that covers it), or drop \
            the modifier. React Native's `fontWeight` and `fontStyle`, written beside a `fontFamily` in \
            one style object, are read the same way: it takes the family's face closest in weight, \
            upright when none is italic, so a weight no face comes within one class of (`'900'` of a \
            family of 400 and 700), or an italic the family lacks, renders without it. On Android \
            (a React Native app's other half, `platform: android`) React Native opens the asset file \
            `fonts/<fontFamily>_bold.ttf` (`_italic`, `_bold_italic`) for a weight of 700 and above or \
            an italic: where only `<fontFamily>.ttf` is there, Android draws Roboto in that style, an \
            error. Add the file under that name, or write the face's own file's name without the style.
            """,
        triggeringExamples: [
            .listing(
                "bold asked of a family with only a regular face", font: "Roboto/Roboto-Regular.ttf",
                sources: ["Title.swift": "let f = Font.custom(↓\"Roboto-Regular\", size: 17).bold()\n"]),
            .listing(
                "italic asked of a family with no italic",
                fonts: ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf"],
                sources: ["Title.swift": "let t = Text(\"Hi\").font(.custom(↓\"Roboto-Regular\", size: 17)).italic()\n"]
            ),
            .listing(
                "italic applied to what a font helper returns", font: "Roboto/Roboto-Regular.ttf",
                sources: [
                    "Brand.swift":
                        "extension Font {\n    static func brand(_ size: CGFloat) -> Font { .custom(\"Roboto-Regular\", size: size) }\n}\n",
                    "Title.swift": "let t = Text(\"Hi\").font(↓.brand(17)).italic()\n",
                ]),
            .listing(
                "italic asked of a family by its name", fonts: ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf"],
                sources: ["Title.swift": "let t = Text(\"Hi\").font(.custom(↓\"Roboto\", size: 17)).italic()\n"]),
        ],
        nonTriggeringExamples: [
            .listing(
                "a helper whose name is the case each call passes: a use's traits are not asked of every case",
                fonts: ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf"],
                sources: [
                    "Brand.swift": """
                    enum Face: String { case roboto = "Roboto-Regular", other = "Roboto-Bold" }
                    extension Font {
                        static func title(_ face: Face) -> Font { .custom(face.rawValue, size: 20) }
                    }
                    let t = Text("Hi").font(.title(.roboto)).fontWeight(.bold)

                    """
                ]),
            .listing(
                "bold with the bold face registered", fonts: ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf"],
                sources: ["Title.swift": "let f = Font.custom(\"Roboto-Regular\", size: 17).bold()\n"]),
            .listing(
                "a weight a variable font covers", font: "Inter/Inter-roman.var.ttf",
                sources: ["Title.swift": "let f = Font.custom(\"Inter\", size: 17).weight(.semibold)\n"]),
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        androidFindings(in: inventory) + iOSFindings(in: inventory)
    }

    private func iOSFindings(in inventory: Inventory) -> [Finding] {
        return inventory.requests.flatMap { request -> [Finding] in
            guard !request.traits.isEmpty || !request.helperUses.isEmpty else { return [] }
            // A face asked for by its PostScript name, or a family asked for by its name
            // (`.custom("Source Serif 4", size: 17).italic()`): either way the family's faces decide.
            let font: FontFile
            let face: FontFace
            switch inventory.resolution(of: request) {
            case .registered(let registeredFont, let registeredFace):
                (font, face) = (registeredFont, registeredFace)
            case .notPostScript(let faces, "family name") where !faces.isEmpty:
                (font, face) = (faces[0].font, faces[0].face)
            default:
                return []
            }
            var family = face.typographicFamily ?? face.family ?? ""
            var familyFaces = inventory.registeredFamilyFaces(of: face, in: font)
            // An alias expo-font registers (`useFonts`) is a family of its file's one face.
            if request.lookup == .reactNative, case .registered = inventory.resolution(of: request),
                inventory.runtimeFace(alias: request.name)?.face == face
            {
                (family, familyFaces) = (request.name, [face])
            }
            let styles = FamilyStyles(faces: familyFaces)
            let faces = Set(familyFaces.compactMap(\.postscriptName)).sorted()
            // The traits asked where the font is made, and at each use of the helper that makes it
            // (`.font(.brand(20)).italic()`), which is where the finding points.
            var asks: [(traits: RequestedTraits, place: FileLocation)] = []
            if !request.traits.isEmpty { asks.append((request.traits, request.location)) }
            for use in request.helperUses {
                var traits = use.traits
                traits.bold = traits.bold || request.traits.bold
                traits.italic = traits.italic || request.traits.italic
                traits.weight = traits.weight ?? request.traits.weight
                asks.append((traits, FileLocation(file: use.file, line: use.line, column: use.column)))
            }
            return asks.compactMap { traits, place in
                var weight = traits.weight.flatMap { FamilyStyles.weightValues[$0] }
                if traits.bold { weight = max(weight ?? 700, 700) }
                // React Native takes the family's closest weight: a neighbouring weight class
                // (600 asked of 500 and 700) is what the family has, not a face missing.
                let tolerance: Double = request.lookup == .reactNative ? 100 : 50
                guard !styles.has(weight: weight, italic: traits.italic, tolerance: tolerance) else { return nil }
                var asked: [String] = []
                if request.lookup == .reactNative {
                    // React Native's style keys, as the code writes them.
                    if traits.bold { asked.append("fontWeight 'bold'") }
                    if let w = traits.weight, let value = RequestedTraits.weightClasses[w] {
                        asked.append("fontWeight '\(value)'")
                    }
                    if traits.italic { asked.append("fontStyle 'italic'") }
                    return finding(
                        .noFaceWithStyle(asked: asked, name: request.name, family: family, registered: faces),
                        file: place.file, line: place.line, column: place.column, name: request.name,
                        notes: request.inheritedNote.map { [$0] } ?? [])
                }
                if traits.bold { asked.append("bold") }
                if let w = traits.weight { asked.append("weight .\(w)") }
                if traits.italic { asked.append("italic") }
                return finding(
                    .noFaceWithTraits(asked: asked, name: request.name, family: family, registered: faces),
                    file: place.file, line: place.line, column: place.column, name: request.name)
            }
        }
    }
}

extension Finding.Message {
    /// React Native's `fontWeight`/`fontStyle` `asked` beside `fontFamily: name`, which no face of
    /// its `family` has: React Native takes the family's face closest in weight, upright when none
    /// is italic (`RCTFont`).
    static func noFaceWithStyle(asked: [String], name: String, family: String, registered: [String]) -> Self {
        Self(
            "noFaceWithStyle",
            facts: [
                "asked": asked.joined(separator: " and "), "name": name, "family": family,
                "registered": registered.joined(separator: ", "),
            ],
            text:
                "\(asked.joined(separator: " and ")) is asked with \(quoted(name)) (fontFamily), but the family \"\(family)\" has no registered face with \(asked.count == 1 ? "that style" : "those styles") (registered: \(quotedList(registered))); React Native takes the family's closest face instead (upright when none is italic), so the text renders without it. Register that face, or drop the style."
        )
    }

    /// The traits `asked` of `name` (`bold`, `weight .semibold`, `italic`), which no face of its
    /// `family` has; `registered`, the family's faces.
    static func noFaceWithTraits(asked: [String], name: String, family: String, registered: [String]) -> Self {
        Self(
            "noFaceWithTraits",
            facts: [
                "asked": asked.joined(separator: " and "), "name": name, "family": family,
                "registered": registered.joined(separator: ", "),
            ],
            text:
                "\(asked.joined(separator: " and ")) is asked of \(quoted(name)), but the family \"\(family)\" has no registered face with \(asked.count == 1 ? "that trait" : "those traits") (registered: \(quotedList(registered))); SwiftUI does not synthesize it for custom fonts, so the text renders without it. Register that face, or drop the modifier."
        )
    }
}
