import SwiftUI

@main
struct AppMain: App {
    var body: some Scene {
        WindowGroup {
            Text("Groups").font(.custom("Roboto-Regular", size: 17))
        }
    }
}
