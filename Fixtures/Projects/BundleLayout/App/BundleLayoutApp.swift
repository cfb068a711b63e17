import DesignKit
import SwiftUI
import UIKit

@main
struct BundleLayoutApp: App {
    init() {
        DesignFonts.register()
    }

    var body: some Scene {
        WindowGroup {
            Text("Title").font(Font(UIFont(name: "Roboto-Bold", size: 28)!))
        }
    }
}
