/// The characters of a PostScript name: Adobe Technical Note #5902 and the OpenType `name` table
/// (nameID 6) allow printable ASCII without `[](){}<>/%` and space; Core Text and every derived
/// name keep to letters, digits and hyphens.
package enum PostScriptCharacters {
    /// An ASCII letter or digit.
    package static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    /// What the OpenType specification lets a PostScript name (nameID 6) hold: printable ASCII,
    /// codes 33 to 126, except the ten characters `[ ] ( ) { } < > / %`. So `_` and `.` are
    /// allowed; a space is not.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        (33...126).contains(scalar.value) && !"[](){}<>/%".unicodeScalars.contains(scalar)
    }
}
