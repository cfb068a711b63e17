import FontBlaster
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Every .ttf and .otf file of the main bundle, in any folder.
        FontBlaster.blast()
        return true
    }
}
