import SwiftUI
import UIKit

struct Screens {
    let title = Font.custom("Roboto-Bold", size: 28, relativeTo: .title)
    let body = UIFont(name: "Inter", size: 17)
    // font-name-not-registered: a named instance of a font registered as a CGFont
    let strong = Font.custom("Inter_Bold", size: 17)
    let display = Font.custom("Roboto-Italic", size: 34, relativeTo: .largeTitle)
}
