// Generated using SwiftGen (shape of the fonts template; written for this fixture)
import UIKit

internal enum FontFamily {
  internal enum Roboto {
    // generated-font-stale: the file's face is Roboto-Bold now
    internal static let bold = FontConvertible(name: "Roboto-Black", family: "Roboto", path: "Brand-Bold.ttf")
    internal static let all: [FontConvertible] = [bold]
  }
  internal static let allCustomFonts: [FontConvertible] = [Roboto.all].flatMap { $0 }
  internal static func registerAllCustomFonts() {
    allCustomFonts.forEach { $0.register() }
  }
}

internal struct FontConvertible {
  internal let name: String
  internal let family: String
  internal let path: String

  internal func register() {
    guard let url = Bundle.main.url(forResource: path, withExtension: nil) else { return }
    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
  }
}
