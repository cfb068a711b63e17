import FontBlaster
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Every file of the main bundle whose name contains ".ttf" or ".otf", in any folder.
        FontBlaster.blast()
        return true
    }
}
