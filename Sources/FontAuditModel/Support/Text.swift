/// `text` in backticks, for messages.
package func quoted(_ text: String) -> String { "`\(text)`" }

/// Lower case, letters and digits only: "Brand Bold", "brand-bold" and "BrandBold" fold alike.
package func folded(_ text: String) -> String {
    text.lowercased().filter { $0.isLetter || $0.isNumber }
}

extension String {
    /// The string without every trailing repetition of `suffix`.
    package func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix), !text.isEmpty { text.removeLast(suffix.count) }
        return text
    }
}
