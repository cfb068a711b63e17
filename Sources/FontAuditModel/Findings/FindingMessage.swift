extension Finding {
    /// A finding's message as a value, after swift-format's `Finding.Message`: a rule makes each of
    /// its messages with a factory in its own file (`extension Finding.Message { static func … }`),
    /// which names the message and keeps the facts it states beside the text. Tests compare the
    /// value (which message, with which facts), not parts of the text; reporters print ``text``.
    package struct Message: Hashable, Sendable, CustomStringConvertible {
        /// Which message of its rule: the factory's name.
        package let id: String
        /// The facts the message states, by name, as written in it.
        package let facts: [String: String]
        /// The text shown.
        package let text: String

        /// A message `id` stating `facts`, whose text is `text`.
        package init(_ id: String, facts: [String: String] = [:], text: String) {
            self.id = id
            self.facts = facts
            self.text = text
        }

        package var description: String { text }
    }
}
