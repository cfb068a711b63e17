import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `font-weight-picks-other-face`: a React Native style names one face in `fontFamily` and writes a
/// `fontWeight` that makes React Native draw another face of its family.
package struct FontWeightPicksOtherFaceRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-weight-picks-other-face",
        name: "fontWeight draws another face than fontFamily names",
        severity: .warning,
        summary:
            "A React Native style names a face by its PostScript name and writes a fontWeight that draws another face of its family.",
        rationale: """
            React Native on iOS takes a `fontFamily` that is no family name as a font name, then keeps \
            only its family: with a `fontWeight` written in the same style it draws the family's \
            registered face closest to that weight (of the same slope), whatever face the name says. \
            The old architecture (`RCTFont`) reads `'normal'` and `'400'` as the regular weight, so \
            `{ fontFamily: 'Biotif-Bold', fontWeight: 'normal' }` draws Biotif-Regular when that face \
            is registered; the new one (Fabric) reads them as the named face's own weight. The \
            finding is made where the app runs the old architecture (from its React Native \
            version, the Podfile's `RCT_NEW_ARCH_ENABLED` and the Expo config's `newArchEnabled`) \
            for the regular weight, which reads as "no weight" and silently swaps the face: a \
            heavier or lighter weight written beside a face's name (`'bold'` beside `Inter-Regular`) \
            draws the face closest to it, as the weight asks, and is taken as meant. Fabric as React \
            Native 0.83 to 0.86.2 ship it asks a font name's heaviest face for any weight but the \
            regular one (react-native#57483: `'300'` beside `Inter-Regular` draws Inter-Black): \
            there the finding is made for any weight whose closest face is not the heaviest. \
            The weight of a face is read as React Native reads it: from the end of its PostScript \
            name (`…Bold`, `…Light`), else from its weight class. Drop the `fontWeight`, write the \
            named face's own weight, or name the face that is drawn.
            """,
        triggeringExamples: [
            RuleExample(
                "'normal' beside a bold face's name, the regular face registered (Fixtures/Projects/ReactNative)",
                project: "ReactNative",
                expect: [.init(file: "src/screens/Weights.tsx", line: 6, fix: nil)])
        ],
        nonTriggeringExamples: [
            RuleExample(
                "weights whose closest face is the one named (Fixtures/Projects/ExpoPlugin)", project: "ExpoPlugin")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        // Where the app may run either renderer: silent.
        switch inventory.app?.renderers {
        case [.paper]?: regularWeightOnPaper(in: inventory)
        case [.fabricHeaviest]?: anyWeightOnFabricHeaviest(in: inventory)
        default: []
        }
    }

    /// Only the old architecture reads the regular weight as a weight; Fabric reads it as the named
    /// face's own, which draws the face named.
    private func regularWeightOnPaper(in inventory: Inventory) -> [Finding] {
        // A name asked again with another element's style is judged where it is written.
        inventory.requests.filter { !$0.inherited }.compactMap { request -> Finding? in
            guard request.lookup == .reactNative, let written = request.traits.writtenWeight,
                // The regular weight alone: a heavier or lighter one draws the face closest to it,
                // as the weight written asks, which is taken as meant.
                ReactNativeWeight.asked(written) == 0,
                case .registered(let font, let named) = inventory.resolution(of: request),
                named.postscriptName == request.name, inventory.runtimeFace(alias: request.name) == nil,
                // A slanted face named without a fontStyle: the renderers read its slope apart.
                !named.italic || request.traits.italic
            else { return nil }
            // RCTFont's loop over the family's faces: the same slope and width, the closest weight.
            let faces = inventory.registeredFamilyFaces(of: named, in: font).filter {
                $0.italic == request.traits.italic && ($0.widthClass ?? 5) == (named.widthClass ?? 5)
                    && $0.postscriptName != nil
            }
            guard let drawn = Self.closest(to: 0, among: faces), drawn != named.postscriptName else { return nil }
            return finding(
                .weightPicksOtherFace(
                    written: written, name: request.name, drawn: drawn,
                    namedWeight: ReactNativeWeight.written(for: named)),
                at: request, fix: nil)
        }
    }

    /// The one face closest in weight to `weight`; nil for a tie, which the order UIKit lists
    /// the family's faces in settles, and the audit does not know.
    /// Fabric of React Native 0.83 to 0.86.2 (``TextRenderer/fabricHeaviest``): any weight but the
    /// regular one beside a face's name asks `1.0`, so the family's heaviest face of the style's
    /// slope is drawn (`RCTFontWithFontProperties`; react-native#57483). A name that is also a
    /// family's takes the family's path, which weighs faces as asked: left out.
    private func anyWeightOnFabricHeaviest(in inventory: Inventory) -> [Finding] {
        inventory.requests.filter { !$0.inherited }.compactMap { request -> Finding? in
            guard request.lookup == .reactNative, let written = request.traits.writtenWeight,
                let asked = ReactNativeWeight.asked(written), asked != 0,
                case .registered(let font, let named) = inventory.resolution(of: request),
                named.postscriptName == request.name, inventory.runtimeFace(alias: request.name) == nil
            else { return nil }
            let family = inventory.registeredFamilyFaces(of: named, in: font)
            guard !family.contains(where: { $0.family == request.name || $0.typographicFamily == request.name })
            else { return nil }
            let faces = family.filter { $0.italic == request.traits.italic && $0.postscriptName != nil }
            // Only where the fixed release would draw another face: the one closest to the weight.
            guard let drawn = Self.closest(to: 1.0, among: faces), drawn != named.postscriptName,
                let meant = Self.closest(to: asked, among: faces), meant != drawn
            else { return nil }
            return finding(
                .weightPicksHeaviestFace(written: written, name: request.name, drawn: drawn, meant: meant), at: request,
                fix: nil)
        }
    }

    static func closest(to weight: Double, among faces: [FontFace]) -> String? {
        let distance = { (face: FontFace) in abs(ReactNativeWeight.of(face) - weight) }
        guard let best = faces.map(distance).min() else { return nil }
        let closest = faces.filter { distance($0) == best }
        return closest.count == 1 ? closest[0].postscriptName : nil
    }
}

/// React Native's weights as RCTFont compares them: UIKit's `UIFont.Weight` values.
enum ReactNativeWeight {
    /// `fontWeight` values as `RCTConvert` maps them to `UIFont.Weight`.
    static let values: [String: Double] = [
        "normal": 0, "bold": 0.4, "100": -0.8, "200": -0.6, "300": -0.4, "400": 0, "500": 0.23, "600": 0.3,
        "700": 0.4, "800": 0.56, "900": 0.62,
    ]

    /// The weight a `fontWeight` value asks, nil for one React Native does not know.
    static func asked(_ written: String) -> Double? { values[written] }

    /// RCTFont's `weightOfFont`: the first of these words the PostScript name ends with (in this
    /// order: `ExtraLight` ends with `light`), else the face's weight class as CoreText gives it.
    static let suffixes: [(word: String, weight: Double)] = [
        ("normal", 0), ("ultralight", -0.8), ("thin", -0.6), ("light", -0.4), ("regular", 0), ("medium", 0.23),
        ("semibold", 0.3), ("demibold", 0.3), ("extrabold", 0.56), ("ultrabold", 0.56), ("bold", 0.4),
        ("heavy", 0.56), ("black", 0.62),
    ]

    /// The weight RCTFont gives `face`.
    static func of(_ face: FontFace) -> Double {
        let name = (face.postscriptName ?? "").lowercased()
        if let suffix = suffixes.first(where: { name.hasSuffix($0.word) }) { return suffix.weight }
        return classWeight(face.weightClass ?? (face.bold ? 700 : 400))
    }

    /// A weight class (100…900) as `UIFont.Weight`.
    static func classWeight(_ weightClass: Int) -> Double {
        let steps: [(Int, Double)] = [
            (100, -0.8), (200, -0.6), (300, -0.4), (400, 0), (500, 0.23), (600, 0.3), (700, 0.4), (800, 0.56),
            (900, 0.62),
        ]
        return steps.min { abs($0.0 - weightClass) < abs($1.0 - weightClass) }?.1 ?? 0
    }

    /// The `fontWeight` that asks `face`'s own weight (`'700'`).
    static func written(for face: FontFace) -> String {
        let weight = of(face)
        let numbered = values.filter { $0.key.first?.isNumber == true }
        return numbered.min { abs($0.value - weight) < abs($1.value - weight) }?.key ?? "400"
    }
}

extension Finding.Message {
    /// Any weight but the regular one beside `fontFamily: name` makes the Fabric of React Native
    /// 0.83 to 0.86.2 draw the family's heaviest face, `drawn`.
    static func weightPicksHeaviestFace(written: String, name: String, drawn: String, meant: String) -> Self {
        Self(
            "weightPicksHeaviestFace",
            facts: ["fontWeight": written, "name": name, "drawn": drawn, "meant": meant],
            text:
                "fontWeight '\(written)' is written beside \(quoted(name)) (fontFamily): this app runs React Native's new architecture in a release (0.83 to 0.86.2) that asks a font name's heaviest face for any weight but the regular one (react-native#57483), so iOS draws \(quoted(drawn)), not \(quoted(meant)), the face closest to '\(written)' that other releases draw. Write fontFamily \(quoted(meant)) without the fontWeight, or move to a React Native release with the fix."
        )
    }

    /// `fontWeight: written` (the regular weight) beside `fontFamily: name` makes React Native's old
    /// architecture draw `drawn`.
    static func weightPicksOtherFace(written: String, name: String, drawn: String, namedWeight: String) -> Self {
        Self(
            "weightPicksOtherFace",
            facts: ["fontWeight": written, "name": name, "drawn": drawn],
            text:
                "fontWeight '\(written)' is written beside \(quoted(name)) (fontFamily): React Native keeps only the family of a font name and draws its registered face closest to that weight, \(quoted(drawn)), not \(quoted(name)) (this app runs React Native's old architecture, which reads '\(written)' as the regular weight; the new one reads it as the named face's own). Drop the fontWeight or write '\(namedWeight)' to draw \(quoted(name)), or write fontFamily \(quoted(drawn)) to say what is drawn."
        )
    }
}
