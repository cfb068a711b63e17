import UIKit

// An iOS app that also runs as a Mac Catalyst app: both read UIAppFonts.
let title = UIFont(name: "Roboto-Bold", size: 24)
