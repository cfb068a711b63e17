/// An element of a component (`<Label weight="Bold" size={14} {...rest} />`): each prop's name and
/// value's tokens (a string's one token, the `{…}`'s inner tokens, none for a bare prop), whether a
/// spread gives it more, and where its name is written. Its props are the argument a component of
/// the app's is called with.
struct JSXTag: Sendable {
    var name: String
    var member: String? = nil
    var props: [(name: String, value: [JavaScriptLexer.Token])] = []
    var spreads = false
    var line = 0
    var column = 0
}

/// An element whose props write a weight or a slant as a style library takes them (Tamagui's
/// `<Text fontFamily="$mono" fontWeight="bold">`): each prop's string, where the first is written;
/// a prop whose value is no one string is open.
struct JSXTraitTag: Sendable {
    var name: String
    var member: String? = nil
    var family: String? = nil
    var familyOpen = false
    var weight: String? = nil
    var style: String? = nil
    var line = 0
    var column = 0

    /// Takes the prop named by `attribute` with the value `token` (nil: not one string).
    mutating func read(_ key: JavaScriptLexer.Token, _ token: JavaScriptLexer.Token?) {
        guard let attribute = key.word, ["fontFamily", "fontWeight", "fontStyle"].contains(attribute) else {
            return
        }
        var text: String?
        switch token?.kind {
        case .string(let value), .number(let value): text = value
        default: text = nil
        }
        if attribute == "fontFamily" {
            family = text
            familyOpen = text == nil
            return
        }
        // An open weight or slant: Tamagui may swap the face or not, so the element asks nothing.
        if attribute == "fontWeight" { weight = text ?? "?" } else { style = text ?? "?" }
        if line == 0 { (line, column) = (key.line, key.column) }
    }
}
