import Brand
import SwiftUI

@main
struct ModularApp: App {
    init() {
        // Registers every font of the Brand package's bundle (SwiftGen's generated code).
        FontFamily.registerAllCustomFonts()
    }

    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Title").font(.custom("Roboto-Bold", size: 28, relativeTo: .title))
                Text("Body").font(FontFamily.Roboto.regular.swiftUIFont(size: 17))
            }
        }
    }
}
