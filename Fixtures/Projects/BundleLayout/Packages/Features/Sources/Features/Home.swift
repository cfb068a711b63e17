import DesignKit
import SwiftUI

/// The app's home screen: its package links DesignKit's product, so DesignKit's resource bundle
/// is copied into the app that links this package's product (transitively).
public struct Home: View {
    public init() { DesignFonts.register() }
    public var body: some View { Text("Home").font(.custom("Roboto-Bold", size: 17)) }
}
