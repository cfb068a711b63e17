import AppKit
import SwiftUI

// A macOS app: UIAppFonts is the only key its Info.plist has, which macOS does not read.
let title = NSFont(name: "Roboto-Bold", size: 24)
let body = Font.custom("Roboto-Regular", size: 13)
