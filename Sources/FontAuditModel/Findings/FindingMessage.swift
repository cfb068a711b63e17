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

extension Finding.Message {
    /// This message about a request whose name was followed through code (``FollowedName``): it
    /// quotes the argument as written and says which value it is checked as and where the code
    /// gives it: "`Brand-\(weight.rawValue)` (UIFont(name:size:)) can be `Brand-Black` (`case
    /// black`, Fonts.swift:7), which matches no PostScript name…". Unchanged when not followed.
    package func followed(_ followed: FollowedName?, name: String, api: String) -> Finding.Message {
        guard let followed else { return self }
        let source = "\(quoted(followed.source.label)), \(followed.source.file):\(followed.source.line)"
        var facts = self.facts
        facts["written"] = followed.written
        facts["valueFrom"] = source
        let opening = "\(quoted(name)) (\(api)) "
        let text =
            if self.text.hasPrefix(opening) {
                "\(quoted(followed.written)) (\(api)) can be \(quoted(name)) (\(source)), which "
                    + self.text.dropFirst(opening.count)
            } else {
                self.text + " The name is \(quoted(followed.written)), which can be \(quoted(name)) (\(source))."
            }
        return Finding.Message(id, facts: facts, text: text)
    }
}
