import SwiftUI

// One target built for iOS and for macOS: the iOS build reads UIAppFonts, the macOS one does not.
let title = Font.custom("Roboto-Bold", size: 24)
