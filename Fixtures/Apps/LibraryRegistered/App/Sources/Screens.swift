import SwiftUI
import UIKit

struct Screens {
    // Resources/Fonts/GlyphTest-Regular.ttf: FontBlaster registers it.
    let body = UIFont(name: "GlyphTest-Regular", size: 17)
    // Resources/Fonts/Bold/GlyphTest-Bold.ttf: a subfolder, which FontBlaster walks too.
    let title = Font.custom("GlyphTest-Bold", size: 28, relativeTo: .title)
    // font-name-not-registered: Roboto-Regular.ttf is in an asset catalog's data set, compiled
    // into Assets.car, where FontBlaster's walk of the bundle's folders never finds it.
    let legacy = UIFont(name: "Roboto-Regular", size: 15)
}
