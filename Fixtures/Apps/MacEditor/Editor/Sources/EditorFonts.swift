import AppKit
import SwiftUI

enum EditorFonts {
    // macOS system fonts, by PostScript name: they resolve.
    static let code = NSFont(name: "Menlo-Regular", size: 12)
    static let mono = NSFont(name: "PTMono-Regular", size: 12)
    static let terminal = NSFont(name: "Monaco", size: 12)
    static let ui = NSFont(name: "LucidaGrande", size: 13)
    // The bundled fonts, by PostScript name: they resolve.
    static let body = NSFont(name: "Roboto-Regular", size: 13)
    // font-name-not-postscript: a system family, fixed to the face the lookup finds
    static let gutter = NSFont(name: "Menlo", size: 11)
    // font-name-unknown (error): a typo, with the bundled face suggested
    static let heading = NSFont(name: "Robotto-Bold", size: 17)
    // font-name-unknown (error): Apple's SF Mono download, on no Mac by default
    static let console = NSFont(name: "SFMono-Regular", size: 12)
    // A font iOS added after the macOS lists' last dump (macOS 11-12): not called unknown.
    static let math = NSFont(name: "STIXTwoMath-Regular", size: 13)
    // font-name-not-postscript: a system face's full name
    static let caption = CTFontCreateWithName("Times New Roman Bold" as CFString, 11, nil)
    // No Dynamic Type on macOS: no font-relative-to-mismatch for a 34 pt title.
    static let title = Font.custom("Roboto-Bold", size: 34)
}
