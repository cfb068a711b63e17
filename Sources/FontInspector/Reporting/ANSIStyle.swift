/// ANSI text styles for a terminal, or plain text when colors are off. The one styler of the tool:
/// `inspect`'s text and `check`'s text reporter both use it.
public struct ANSIStyle: Sendable, Hashable {
    /// Whether styles are written; when false every function returns its text unchanged.
    public let colors: Bool

    /// A styler that writes escapes only when `colors` is true.
    public init(colors: Bool) { self.colors = colors }

    /// Bold text.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim (faint) text.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Red text.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// Green text.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// Yellow text.
    public func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
