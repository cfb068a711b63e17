import FontAuditModel

// The style a `fontFamily` is asked with: React Native's `fontWeight` and `fontStyle`.
extension JavaScriptModuleScanner {
    /// React Native's `fontWeight` values as weight names (``RequestedTraits/weightClasses``);
    /// `normal` and `400` ask nothing of the family.
    static let weights: [String: String] = [
        "bold": "bold", "100": "ultraLight", "200": "thin", "300": "light", "500": "medium", "600": "semibold",
        "700": "bold", "800": "heavy", "900": "black",
    ]

    /// The `fontWeight` values that ask the regular weight.
    static let regularWeights: Set<String> = ["normal", "400"]

    /// The `fontWeight` and `fontStyle` written as literals beside the key at `index`, in the same
    /// object (`{ fontFamily: …, fontWeight: '700', fontStyle: 'italic' }`); a value the file does
    /// not write there (a variable, a ternary, another style of an array) asks nothing.
    func siblingTraits(of index: Int) -> RequestedTraits {
        guard let open = enclosing(index), tokens[open].isPunct("{"), let close = closing(of: open) else {
            return RequestedTraits()
        }
        var traits = RequestedTraits()
        var cursor = open + 1
        while cursor + 3 <= close {
            defer { cursor += 1 }
            // `'italic' as const` ends where `'italic'` would.
            let end =
                cursor + 4 < close && tokens[cursor + 3].word == "as" && tokens[cursor + 4].word == "const"
                ? cursor + 5 : cursor + 3
            guard enclosing(cursor) == open, tokens[cursor + 1].isPunct(":"),
                tokens[end].isPunct(",") || tokens[end].isPunct("}"),
                cursor == open + 1 || tokens[cursor - 1].isPunct(",")
            else { continue }
            let key: String
            switch tokens[cursor].kind {
            case .word(let word), .string(let word): key = word
            default: continue
            }
            let value: String
            switch tokens[cursor + 2].kind {
            case .string(let text), .number(let text): value = text
            default: continue
            }
            if key == "fontStyle", value == "italic" { traits.italic = true }
            if key == "fontWeight", Self.weights[value] != nil || Self.regularWeights.contains(value) {
                Self.setWeight(value, of: &traits)
            }
        }
        return traits
    }

    /// `traits` with the weight React Native's `fontWeight: value` asks (`'bold'`, `'600'`), in
    /// place of any it had; `normal`, `400` and any other value ask none.
    static func setWeight(_ value: String, of traits: inout RequestedTraits) {
        traits.bold = false
        traits.weight = nil
        traits.weighted = false
        traits.writtenWeight = weights[value] != nil || regularWeights.contains(value) ? value : nil
        guard let weight = weights[value] else { return }
        if weight == "bold" { traits.bold = true } else { traits.weight = weight }
        traits.weighted = true
    }
}
