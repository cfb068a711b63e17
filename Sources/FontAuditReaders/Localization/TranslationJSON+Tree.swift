extension TranslationJSON {
    /// A JSON value as a string catalog's reader asks for it: an object's members keep the line
    /// their key is written on.
    indirect enum Node {
        case string(String)
        /// Members in the order they are written, each key once: its last value, at the line of
        /// its first writing (`JSON.parse` and Foundation keep the last value too).
        case object([Member])
        case array([Node])
        /// A number, `true`, `false` or `null`.
        case other

        /// The value of `key`, when this is an object that has it.
        subscript(key: String) -> Node? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }

        /// The members, when this is an object.
        var members: [Member]? {
            guard case .object(let members) = self else { return nil }
            return members
        }

        var string: String? {
            guard case .string(let text) = self else { return nil }
            return text
        }
    }

    /// One member of an object.
    struct Member {
        var key: String
        var line: Int
        var value: Node
    }

    /// The value `bytes` hold, read in one pass; nil when they are not strict JSON in valid UTF-8,
    /// or hold a lone surrogate escape or nesting past ``maximumDepth`` (left to a reader of its own).
    static func tree(_ bytes: [UInt8]) -> Node? {
        guard bytes.withUnsafeBufferPointer({ OldStylePlistParser.isUTF8($0) }) else { return nil }
        var reader = Reader(bytes: bytes)
        reader.strict = true
        reader.skipSpace()
        guard let node = reader.node(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? node : nil
    }
}

extension TranslationJSON.Reader {
    /// Objects with more members than this find a key written twice through a table.
    private static let linearMembers = 16

    /// The value at `index`.
    mutating func node(depth: Int) -> TranslationJSON.Node? {
        guard depth < TranslationJSON.maximumDepth, index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return string().map { .string($0) }
        case UInt8(ascii: "{"):
            var members: [TranslationJSON.Member] = []
            guard open(closing: UInt8(ascii: "}")) else { return .object(members) }
            var positions: [String: Int]?
            while true {
                guard let (key, line) = memberKey() else { return nil }
                guard let value = node(depth: depth + 1) else { return nil }
                let earlier: Int?
                if let known = positions {
                    earlier = known[key]
                } else {
                    earlier = members.firstIndex { $0.key == key }
                    if members.count == Self.linearMembers {
                        positions = Dictionary(
                            members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
                    }
                }
                if let earlier {
                    members[earlier].value = value
                } else {
                    positions?[key] = members.count
                    members.append(TranslationJSON.Member(key: key, line: line, value: value))
                }
                guard let more = next(closing: UInt8(ascii: "}")) else { return nil }
                if !more { return .object(members) }
            }
        case UInt8(ascii: "["):
            var items: [TranslationJSON.Node] = []
            guard open(closing: UInt8(ascii: "]")) else { return .array(items) }
            while true {
                skipSpace()
                guard let item = node(depth: depth + 1) else { return nil }
                items.append(item)
                guard let more = next(closing: UInt8(ascii: "]")) else { return nil }
                if !more { return .array(items) }
            }
        case UInt8(ascii: "t"): return word("true") ? .other : nil
        case UInt8(ascii: "f"): return word("false") ? .other : nil
        case UInt8(ascii: "n"): return word("null") ? .other : nil
        default: return number() ? .other : nil
        }
    }
}
