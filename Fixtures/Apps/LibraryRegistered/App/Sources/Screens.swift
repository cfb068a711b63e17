import SwiftUI
import UIKit

struct Screens {
    // Resources/Fonts/GlyphTest-Regular.ttf: FontBlaster registers it.
    let body = UIFont(name: "GlyphTest-Regular", size: 17)
    // Resources/Fonts/Bold/GlyphTest-Bold.ttf: a subfolder, which FontBlaster walks too.
    let title = Font.custom("GlyphTest-Bold", size: 28, relativeTo: .title)
    // font-name-not-registered: Resources/Legacy/Roboto-Regular.TTF has an upper-case extension,
    // which FontBlaster's ".ttf" test does not match.
    let legacy = UIFont(name: "Roboto-Regular", size: 15)
}
