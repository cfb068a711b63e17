import CoreText
import Foundation

func registerFonts() {
    let url = Bundle.main.url(forResource: "Roboto-Bold", withExtension: "ttf")!
    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
}
