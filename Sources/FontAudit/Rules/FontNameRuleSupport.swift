import FontInspector

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
                if let italicAxis, italicAxis.max >= 1 { styles.append(Style(weights: axis.min...axis.max, italic: true)) }
            }
            for instance in face.instances {
                let w = instance.coordinates["wght"] ?? weight
                let italic = face.italic || (instance.coordinates["ital"] ?? 0) >= 1
                    || (instance.name ?? "").lowercased().contains("italic")
                styles.append(Style(weights: w...w, italic: italic))
            }
        }
        self.styles = styles
    }

    /// Whether a face with this weight (within half a step) and slope exists.
    func has(weight: Double?, italic: Bool) -> Bool {
        styles.contains { style in
            (!italic || style.italic) && weight.map { style.weights.lowerBound - 50 <= $0 && $0 <= style.weights.upperBound + 50 } ?? true
        }
    }

    /// SwiftUI's `Font.Weight` names as usWeightClass values.
    static let weightValues: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]
}
