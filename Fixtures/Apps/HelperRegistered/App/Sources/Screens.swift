import SwiftUI
import UIKit

struct Screens {
    // Brand/GlyphTest-Regular.ttf: Fonts.load() registers it.
    let body = UIFont(name: "GlyphTest-Regular", size: 17)
    // font-name-not-registered: Extra/ is not Brand/, so nothing registers GlyphTest-Bold.
    let title = Font.custom("GlyphTest-Bold", size: 28, relativeTo: .title)
}
