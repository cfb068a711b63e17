import SwiftUI

@main
struct OtherApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Other").font(.custom("Roboto-Italic", size: 17))
        }
    }
}
