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
