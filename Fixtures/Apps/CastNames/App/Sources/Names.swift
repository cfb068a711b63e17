import CoreText
import SwiftUI
import UIKit

/// Each name below is a plain literal behind a cast or a wrapper that leaves it unchanged.
struct Names {
    let core = CTFontCreateWithName(("GlyphTest-Regular" as CFString?)!, 17, nil)
    let bridged = UIFont(name: "GlyphTest-Bold" as NSString as String, size: 17)
    let converted = Font.custom(String("GlyphTest-Regular"), size: 17, relativeTo: .body)
    let nested = UIFont(name: ((("GlyphTest-Bold"))), size: 20)
    // font-name-unknown: a typo, reported at the literal inside NSString(string:).
    let typo = UIFont(name: NSString(string: "GlyphTest-Regualr") as String, size: 17)
    // font-name-unknown: a typo behind a force-unwrapped optional cast.
    let boldTypo = CTFontCreateWithName(("GlyphTest-Bodl" as CFString?)!, 17, nil)
}
