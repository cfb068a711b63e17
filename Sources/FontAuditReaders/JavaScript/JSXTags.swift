/// An element of a component (`<Label weight="Bold" size={14} {...rest} />`): each prop's name and
/// value's tokens (a string's one token, the `{…}`'s inner tokens, none for a bare prop), whether a
/// spread gives it more, and where its name is written. Its props are the argument a component of
/// the app's is called with.
struct JSXTag: Sendable {
    var name: String
    var member: String? = nil
    var props: [(name: String, value: [JavaScriptLexer.Token], line: Int, column: Int)] = []
    var spreads = false
    var line = 0
    var column = 0

    /// The prop named by `key` with the value `value`.
    mutating func add(_ key: JavaScriptLexer.Token, _ value: [JavaScriptLexer.Token]) {
        guard let name = key.word else { return }
        props.append((name, value, key.line, key.column))
    }
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

    /// The traits `tag`'s props write, where the first is written; nil where it writes none. An
    /// open weight or slant (not one string): Tamagui may swap the face or not, so it asks nothing.
    init?(_ tag: JSXTag) {
        (name, member) = (tag.name, tag.member)
        for prop in tag.props where ["fontFamily", "fontWeight", "fontStyle"].contains(prop.name) {
            var text: String?
            if prop.value.count == 1 {
                switch prop.value[0].kind {
                case .string(let value), .number(let value): text = value
                default: break
                }
            }
            if prop.name == "fontFamily" {
                family = text
                familyOpen = text == nil
                continue
            }
            if prop.name == "fontWeight" { weight = text ?? "?" } else { style = text ?? "?" }
            if line == 0 { (line, column) = (prop.line, prop.column) }
        }
        guard weight != nil || style != nil else { return nil }
    }
}
