import UIKit

/// The weights of the brand family: `black` has no face (Roboto-Black is not bundled).
enum Weight: String, CaseIterable {
    case regular = "Regular"
    case bold = "Bold"
    case black = "Black"
}

enum Brand {
    static let family = "Roboto"

    /// Every weight of the family, by its raw value: `Roboto-Black` matches no face.
    static func font(_ weight: Weight, size: CGFloat) -> UIFont? {
        UIFont(name: "Roboto-\(weight.rawValue)", size: size)
    }

    /// An interpolated constant: `Roboto-Italic` is registered (silent).
    static let italic = UIFont(name: "\(family)-Italic", size: 12)

    /// An interpolated constant: `Roboto-Medium` matches no face.
    static let medium = UIFont(name: "\(family)-Medium", size: 12)
}
