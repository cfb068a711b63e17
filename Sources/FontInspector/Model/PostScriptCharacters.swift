/// The characters of a PostScript name: Adobe Technical Note #5902 and the OpenType `name` table
/// (nameID 6) allow printable ASCII without `[](){}<>/%` and space; Core Text and every derived
/// name keep to letters, digits and hyphens.
public enum PostScriptCharacters {
    /// An ASCII letter or digit.
    public static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    /// An ASCII letter, digit or hyphen: what a PostScript name can hold and be found by.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        isAlphanumeric(scalar) || scalar == "-"
    }
}
