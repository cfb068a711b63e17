/// Format specifiers (`%@`, `%lld`, `%1$@`, `%#@name@`, a catalog's `%arg`) in the strings an app
/// localizes: what is drawn in their place is not known from the text.
package enum FormatSpecifiers {
    /// `text` with every format specifier (`%@`, `%lld`, `%1$@`, `%#@name@`) replaced by one
    /// placeholder, `%%` kept as `%`: two keys that differ only in their specifiers' types
    /// (`"items %@"`, `"items %lld"`) have the same skeleton. SwiftUI writes an interpolation's
    /// specifier from its type, which a reader of the source does not always know.
    package static func skeleton(of text: String) -> String {
        removing(text, placeholder: "\u{FFFC}", keepPercent: true).0
    }

    /// `text` without its format specifiers, and how many it had (`%%` becomes nothing, uncounted).
    package static func removing(_ text: String, placeholder: Unicode.Scalar? = nil, keepPercent: Bool = false) -> (
        String, Int
    ) {
        guard text.unicodeScalars.contains("%") else { return (text, 0) }
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var dynamic = 0
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        while index < scalars.count {
            guard scalars[index] == "%" else {
                kept.append(scalars[index])
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" {
                if keepPercent { kept.append("%") }
                index = cursor + 1
                continue
            }
            // .stringsdict variable: %#@name@
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@",
                let end = scalars[(cursor + 2)...].firstIndex(of: "@")
            {
                dynamic += 1
                if let placeholder { kept.append(placeholder) }
                index = end + 1
                continue
            }
            // Position: %1$@
            var position = cursor
            while isDigit(position) { position += 1 }
            if position > cursor, position < scalars.count, scalars[position] == "$" { cursor = position + 1 }
            // A string catalog's substitution: %arg.
            if cursor + 3 <= scalars.count, String(String.UnicodeScalarView(scalars[cursor..<(cursor + 3)])) == "arg" {
                dynamic += 1
                if let placeholder { kept.append(placeholder) }
                index = cursor + 3
                continue
            }
            // No space flag: "100 % sure" is text, not `% s`.
            while cursor < scalars.count, "-+#0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == "*" {
                cursor += 1
            } else {
                while isDigit(cursor) { cursor += 1 }
            }
            if cursor < scalars.count, scalars[cursor] == "." {
                cursor += 1
                if cursor < scalars.count, scalars[cursor] == "*" {
                    cursor += 1
                } else {
                    while isDigit(cursor) { cursor += 1 }
                }
            }
            for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
                let units = Array(length.unicodeScalars)
                if cursor + units.count <= scalars.count, Array(scalars[cursor..<(cursor + units.count)]) == units {
                    cursor += units.count
                    break
                }
            }
            if cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]) {
                dynamic += 1
                if let placeholder { kept.append(placeholder) }
                index = cursor + 1
            } else {
                // A lone percent sign is text.
                kept.append(scalars[index])
                index += 1
            }
        }
        return (String(kept), dynamic)
    }
}
