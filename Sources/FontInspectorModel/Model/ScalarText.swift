import Foundation

/// How a report writes one character.
package enum ScalarText {
    /// A character as a message shows it: itself, or `U+0301` for a mark or a private-use character.
    package static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .privateUse:
            return String(format: "U+%04X", scalar.value)
        default:
            return String(Character(scalar))
        }
    }
}

extension String {
    /// This text with each scalar for which `replacement` gives a string written as that string,
    /// and every other scalar kept: what each escaper (HTML, XML, GitHub's workflow commands)
    /// supplies is only its table.
    @inlinable
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
