import DesignSystem
import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            // Through the aliases of the enum and of one family Tuist synthesizes: each use
            // registers its face from DesignSystem's bundle.
            Text("Title").font(AppFont.Roboto.bold.swiftUIFont(size: 28))
            Text("Body").font(Roboto.regular.swiftUIFont(size: 15))
            // The control: a name no face has.
            Text("Sale").font(.custom("Roboto-Black", size: 13))
        }
    }
}
