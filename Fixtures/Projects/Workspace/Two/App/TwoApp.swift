import SwiftUI

@main
struct TwoApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Two").font(.custom("Cantarell-Regular", size: 17))
        }
    }
}
