import FontAuditModel

/// Tells, without parsing for values, whether CoreFoundation's old-style (OpenStep) property-list
/// parser would print a complaint on standard error for some bytes: it logs "Old-style plist parser:
/// missing semicolon in dictionary on line N" (and "missing semicolon or value") itself, with
/// `CFLog`, instead of only returning the error. ``SafePlist`` asks first and reports such a file
/// itself, so nothing is printed and standard error is never redirected (a crash inside the parser
/// keeps its message).
///
/// It walks the same grammar CoreFoundation's `CFOldStylePList.c` does, leaving the cursor where
/// that parser leaves it after each failure (an array survives a member that failed to parse), and
/// answers at the first place that parser would log. Old-style parsing is what CoreFoundation does
/// with anything that is neither a binary nor a well-formed XML plist; valid XML starts with `<`,
/// which the old-style grammar reads as data and gives up on at once, so no XML plist is refused.
package struct OldStylePlistPreflight {
    /// What CoreFoundation would do with the text.
    package enum Verdict: Equatable {
        /// Parse it (or fail) without printing.
        case quiet
        /// Print its complaint about the dictionary on this 1-based line.
        case wouldLog(line: Int)
        /// Containers nested deeper than ``maximumDepth``: not followed (no real plist nests so).
        case tooDeep
    }

    /// Nesting followed before giving up (the walk recurses, as CoreFoundation's does).
    static let maximumDepth = 512

    private let text: [UInt16]
    private var at = 0
    private var logged: Int?
    private var tooDeep = false
    private var depth = 0

    private init(_ text: [UInt16]) {
        self.text = text
    }

    /// The verdict for `text` as CoreFoundation would decode it (UTF-16 code units).
    package static func verdict(_ text: [UInt16]) -> Verdict {
        var walk = OldStylePlistPreflight(text)
        walk.topLevel()
        if walk.tooDeep { return .tooDeep }
        return walk.logged.map { .wouldLog(line: $0) } ?? .quiet
    }

    /// Whether the walk must stop: a complaint or the depth limit was reached.
    private var stopped: Bool { logged != nil || tooDeep }

    private mutating func topLevel() {
        let begin = at
        guard skipSpace() else { return }
        let first = object(required: true)
        guard !stopped, first != nil else { return }
        if skipSpace(), first == .string {
            // A strings file: `"key" = "value";` pairs without braces, read again from the start.
            at = begin
            _ = dictionaryContent()
        }
    }

    private enum Kind { case string, container }

    /// Skips white space and comments; false at the end of the text.
    private mutating func skipSpace() -> Bool {
        while at < text.count {
            let unit = text[at]
            at += 1
            if (9...13).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029 { continue }
            if unit == slash {
                guard at < text.count else {
                    at -= 1
                    return true
                }
                if text[at] == slash {
                    at += 1
                    while at < text.count, ![0x0A, 0x0D, 0x2028, 0x2029].contains(text[at]) { at += 1 }
                } else if text[at] == star {
                    at += 1
                    while at < text.count {
                        let unit = text[at]
                        at += 1
                        if unit == star, at < text.count, text[at] == slash {
                            at += 1
                            break
                        }
                    }
                } else {
                    at -= 1
                    return true
                }
                continue
            }
            at -= 1
            return true
        }
        return false
    }

    /// One level deeper: false, and ``tooDeep`` set, past ``maximumDepth`` (the caller leaves
    /// the level again either way).
    private mutating func enter() -> Bool {
        depth += 1
        if depth > Self.maximumDepth { tooDeep = true }
        return depth <= Self.maximumDepth
    }

    private mutating func object(required: Bool) -> Kind? {
        guard skipSpace() else { return nil }
        let unit = text[at]
        at += 1
        switch unit {
        case openBrace:
            let entered = enter()
            defer { depth -= 1 }
            guard entered, dictionaryContent(), !stopped else { return nil }
            guard skipSpace(), text[at] == closeBrace else { return nil }
            at += 1
            return .container
        case openParen:
            let entered = enter()
            defer { depth -= 1 }
            return entered ? array() : nil
        case lessThan:
            return data() ? .container : nil
        case quote, apostrophe:
            return quoted(unit) ? .string : nil
        default:
            at -= 1
            guard Self.isUnquoted(unit) else { return nil }
            unquoted()
            return .string
        }
    }

    private mutating func dictionaryContent() -> Bool {
        var hasKey = string()
        while hasKey, !stopped {
            guard skipSpace() else {
                logged = line()
                return false
            }
            if text[at] == semicolon {
                // `"key";` in a strings file: the key is its own value; the `;` is read below.
            } else if text[at] == equals {
                at += 1
                guard object(required: true) != nil, !stopped else { return false }
            } else {
                return false
            }
            if skipSpace(), text[at] == semicolon {
                at += 1
                hasKey = string()
            } else {
                logged = line()
                return false
            }
        }
        return !stopped
    }

    private mutating func array() -> Kind? {
        var member = object(required: false)
        while member != nil, !stopped {
            guard skipSpace() else { return nil }
            if text[at] == comma {
                at += 1
                member = object(required: false)
            } else {
                member = nil
            }
        }
        guard !stopped, skipSpace(), text[at] == closeParen else { return nil }
        at += 1
        return .container
    }

    /// A key: quoted or unquoted; false (cursor on the character) for anything else.
    private mutating func string() -> Bool {
        guard skipSpace() else { return false }
        let unit = text[at]
        if unit == quote || unit == apostrophe {
            at += 1
            return quoted(unit)
        }
        guard Self.isUnquoted(unit) else { return false }
        unquoted()
        return true
    }

    /// After the opening quote; an unterminated string leaves the cursor after that quote.
    private mutating func quoted(_ delimiter: UInt16) -> Bool {
        let start = at
        while at < text.count {
            let unit = text[at]
            if unit == delimiter {
                at += 1
                return true
            }
            if unit == backslash { at += escapeLength(after: at + 1) + 1 } else { at += 1 }
        }
        at = start
        return false
    }

    /// How many code units the escape after a backslash at `index - 1` takes: one, up to three
    /// octal digits, or `U` and up to four hex digits.
    private func escapeLength(after index: Int) -> Int {
        guard index < text.count else { return 1 }
        let unit = text[index]
        if (0x30...0x37).contains(unit) {
            var length = 1
            while length < 3, index + length < text.count, (0x30...0x37).contains(text[index + length]) { length += 1 }
            return length
        }
        if unit == 0x55 {
            var length = 1
            while length < 5, index + length < text.count, Self.isHex(text[index + length]) { length += 1 }
            return length
        }
        return 1
    }

    private mutating func unquoted() {
        while at < text.count, Self.isUnquoted(text[at]) { at += 1 }
    }

    /// `<…>`: hex digit pairs and white space up to `>`.
    private mutating func data() -> Bool {
        while at < text.count {
            let unit = text[at]
            if unit == greaterThan {
                at += 1
                return true
            }
            if Self.isHex(unit) {
                guard at + 1 < text.count, Self.isHex(text[at + 1]) else { return false }
                at += 2
            } else if [0x20, 0x0A, 0x09, 0x0D, 0x2028, 0x2029].contains(unit) {
                at += 1
            } else {
                return false
            }
        }
        return false
    }

    /// The 1-based line of the cursor, counting CR, LF and CRLF once each.
    private func line() -> Int {
        var count = 1
        var index = 0
        while index < min(at, text.count) {
            if text[index] == 0x0D {
                count += 1
                if index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
            } else if text[index] == 0x0A {
                count += 1
            }
            index += 1
        }
        return count
    }

    private static func isUnquoted(_ unit: UInt16) -> Bool {
        (0x61...0x7A).contains(unit) || (0x41...0x5A).contains(unit) || (0x30...0x39).contains(unit)
            || [0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D].contains(unit)
    }

    private static func isHex(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x46).contains(unit) || (0x61...0x66).contains(unit)
    }
}

private let slash: UInt16 = 0x2F
private let star: UInt16 = 0x2A
private let openBrace: UInt16 = 0x7B
private let closeBrace: UInt16 = 0x7D
private let openParen: UInt16 = 0x28
private let closeParen: UInt16 = 0x29
private let lessThan: UInt16 = 0x3C
private let greaterThan: UInt16 = 0x3E
private let quote: UInt16 = 0x22
private let apostrophe: UInt16 = 0x27
private let backslash: UInt16 = 0x5C
private let semicolon: UInt16 = 0x3B
private let equals: UInt16 = 0x3D
private let comma: UInt16 = 0x2C
