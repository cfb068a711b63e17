import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// Where fix mode rewrites a requested name, the same for every rule whose fix is another name
/// (`font-name-unknown`, `font-name-not-postscript`): the opening of their `fixMode`.
let nameRewriteReach =
    "The name is rewritten where its one literal is written: the string in Swift (at the constant's or enum case's definition when the call names one), the `@\"…\"` literal in Objective-C, the `fontDescription` `name=` and `family=` in a storyboard or xib (and its `<customFonts>` map), the `fontName` value in a style dictionary."

/// The faces of a family as the system matches traits against them: every static face, and every
/// named instance and axis range of a variable face.
struct FamilyStyles {
    /// One way the family can be rendered.
    struct Style {
        var weights: ClosedRange<Double>
        var italic: Bool
    }

    let styles: [Style]

    init(faces: [FontFace]) {
        var styles: [Style] = []
        for face in faces {
            let weight = Double(face.weightClass ?? (face.bold ? 700 : 400))
            styles.append(Style(weights: weight...weight, italic: face.italic))
            if let axis = face.axes.first(where: { $0.tag == "wght" }), axis.min <= axis.max {
                let italicAxis = face.axes.first { $0.tag == "ital" }
                styles.append(Style(weights: axis.min...axis.max, italic: face.italic))
                if let italicAxis, italicAxis.max >= 1 {
                    styles.append(Style(weights: axis.min...axis.max, italic: true))
                }
            }
            for instance in face.instances {
                let w = instance.coordinates["wght"] ?? weight
                let italic =
                    face.italic || (instance.coordinates["ital"] ?? 0) >= 1
                    || (instance.name ?? "").lowercased().contains("italic")
                styles.append(Style(weights: w...w, italic: italic))
            }
        }
        self.styles = styles
    }

    /// Whether a face with this weight (within half a step) and slope exists.
    /// Whether a face has the italic trait asked and a weight within `tolerance` of the one asked.
    func has(weight: Double?, italic: Bool, tolerance: Double = 50) -> Bool {
        styles.contains { style in
            (!italic || style.italic)
                && weight.map {
                    style.weights.lowerBound - tolerance <= $0 && $0 <= style.weights.upperBound + tolerance
                } ?? true
        }
    }

    /// SwiftUI's `Font.Weight` names as usWeightClass values.
    static let weightValues: [String: Double] = RequestedTraits.weightClasses.mapValues(Double.init)
}

/// What a lookup by a family or full name of bundled faces finds, for the message and fix
/// of `font-name-not-postscript`: the one face to write, or why there is none fix mode may write.
struct FaceChoice {
    /// The PostScript name to suggest, when there is one.
    let name: String?
    /// The face it names.
    let face: FontFace?
    /// Why fix mode must not write it (or has nothing to write); nil when the rewrite renders
    /// exactly as the request does now.
    let refusal: String?

    /// The faces' distinct PostScript names, in order.
    static func names(of faces: [(font: FontFile, face: FontFace)]) -> [String] {
        var names: [String] = []
        for name in faces.compactMap(\.face.postscriptName) where !names.contains(name) { names.append(name) }
        return names
    }

    /// Whether a face is a variable font with a weight axis.
    static func isVariable(_ face: FontFace) -> Bool { face.axes.contains { $0.tag == "wght" } }

    /// `wght 100–900, opsz 14–32`.
    static func axes(of face: FontFace) -> String {
        face.axes.map { "\($0.tag) \(NumberText.sixDigits($0.min))–\(NumberText.sixDigits($0.max))" }.joined(
            separator: ", ")
    }

    /// The regular upright face CoreText picks for a family name, as it does for a system family
    /// (`Menlo` is `Menlo-Regular`): usWeightClass 400, neither italic nor oblique, of normal width
    /// when several widths have one.
    static func regularUpright(among faces: [(font: FontFile, face: FontFace)]) -> [FontFace] {
        var regular: [FontFace] = []
        for (_, face) in faces
        where (face.weightClass ?? (face.bold ? 700 : 400)) == 400 && !face.italic && !face.oblique
            && face.postscriptName != nil && !regular.contains(where: { $0.postscriptName == face.postscriptName })
        {
            regular.append(face)
        }
        let normal = regular.filter { ($0.widthClass ?? 5) == 5 }
        return regular.count > 1 && !normal.isEmpty ? normal : regular
    }

    /// The face to write for `request`, which names `faces` by their `kind` (`family name`, …).
    init(request: FontRequest, faces: [(font: FontFile, face: FontFace)], kind: String) {
        let names = Self.names(of: faces)
        let list = quotedList(names)
        var chosen: FontFace?
        if names.count == 1 {
            chosen = faces.first { $0.face.postscriptName == names[0] }?.face
        } else if kind == "family name" {
            let regular = Self.regularUpright(among: faces)
            if regular.count == 1 { chosen = regular[0] }
            let traits = Self.asked(request.traits)
            if !traits.isEmpty {
                // The face a family name finds with a trait is the family's face for that trait.
                name = nil
                face = nil
                refusal =
                    "the call asks for \(traits) too, so the face CoreText finds depends on that trait: write the PostScript name of the face you mean (one of \(list)) and drop the modifier"
                return
            }
            if chosen == nil {
                name = nil
                face = nil
                refusal =
                    regular.isEmpty
                    ? "the family has no regular upright face (usWeightClass 400, not italic), so which face CoreText finds is not defined: choose one of \(list)"
                    : "the family has \(regular.count) regular upright faces (\(quotedList(regular.compactMap(\.postscriptName)))): choose one of them"
                return
            }
        } else {
            name = nil
            face = nil
            refusal = "several faces match: choose one of \(list)"
            return
        }
        face = chosen
        name = chosen?.postscriptName
        // A variable font's PostScript name (name ID 6) is its default instance. With no axis but
        // weight and no weight asked, that is what the family name finds; other axes (optical
        // size, width) a lookup by name may set otherwise, so the rewrite is not known to render
        // the same.
        if let chosen, !chosen.axes.isEmpty, chosen.axes.contains(where: { $0.tag != "wght" }) {
            refusal =
                "\(quoted(chosen.postscriptName ?? "?")) is a variable font with axes besides weight (\(Self.axes(of: chosen))): a lookup by its PostScript name may set them otherwise than the \(kind) does, so rewriting it could change how the text renders: edit it by hand"
        } else if let chosen, Self.isVariable(chosen), request.traits.weighted {
            refusal =
                "\(quoted(request.name)) is a variable font asked for with a weight: the weight moves it along its wght axis, which its PostScript name may not: edit it by hand"
        } else {
            refusal = nil
        }
    }

    /// `bold`, `weight .semibold and italic`: what a request asks on top of its name.
    static func asked(_ traits: RequestedTraits) -> String {
        var asked: [String] = []
        if traits.bold { asked.append("bold") }
        if let w = traits.weight {
            asked.append("weight .\(w)")
        } else if traits.weighted && !traits.bold {
            asked.append("a weight")
        }
        if traits.italic { asked.append("italic") }
        return asked.joined(separator: " and ")
    }
}

extension Inventory {
    /// The registered faces of `face`'s family (typographic, else legacy) in the app scope `font`
    /// belongs to: what a lookup by family, or a trait applied to a face, chooses among.
    func registeredFamilyFaces(of face: FontFace, in font: FontFile) -> [FontFace] {
        let family = face.typographicFamily ?? face.family ?? ""
        let registered = registeredPaths
        let scope = owner(of: font.path)?.scope ?? ""
        return faces(of: fonts.filter { registered.contains($0.path) && $0.path.hasPrefix(scope) })
            .map(\.face)
            .filter { ($0.typographicFamily ?? $0.family ?? "") == family }
    }
}
