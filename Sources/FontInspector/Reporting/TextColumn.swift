/// Fixed-width text columns for terminal tables.
package enum TextColumn {
    /// `text` cut or filled with spaces to `width` characters (Foundation's `padding(toLength:)` is
    /// slow on Linux).
    package static func fit(_ text: String, width: Int) -> String {
        let length = text.count
        if length >= width { return length == width ? text : String(text.prefix(width)) }
        return text + String(repeating: " ", count: width - length)
    }
}
