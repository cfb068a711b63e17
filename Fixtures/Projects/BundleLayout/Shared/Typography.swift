import SwiftUI

// Compiled by App, Widget and Notifications (the Shared folder is in all three targets).
enum Typography {
    static let caption = Font.custom("Roboto-Regular", size: 12)
}
