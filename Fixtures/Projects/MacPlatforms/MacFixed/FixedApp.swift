import AppKit

// The same app with ATSApplicationFontsPath: its fonts register from Contents/Resources.
let title = NSFont(name: "Roboto-Bold", size: 24)
