import SwiftUI

@main
struct NoTargetApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Listed and copied").font(.custom("Roboto-Regular", size: 17))
                // Fonts/Excluded.ttf: in the synchronized folder, but a membership exception keeps it out of the target.
                Text("In the folder, not in the target").font(.custom("Roboto-Bold", size: 17))
                // Design/Cantarell-Regular.otf: in the checkout, in no group or target at all.
                Text("In the checkout only").font(.custom("Cantarell-Regular", size: 17))
            }
        }
    }
}
