/// Which kind of app an inventory audits where the checkout is not a plain Xcode project: a React
/// Native app's iOS target, or an Expo app whose iOS app prebuild makes. The summary says it, so
/// that a user sees which app was audited and from what.
package struct AppDescription: Sendable, Hashable, Codable {
    /// The layouts the summary names.
    package enum Kind: String, Sendable, Hashable, Codable {
        /// A React Native app with its `ios/` project.
        case reactNative = "react-native"
        /// An Expo app with a prebuilt `ios/` project.
        case expoPrebuilt = "expo"
        /// An Expo app with no `ios/` folder (continuous native generation).
        case expoWithoutNativeProject = "expo-without-ios"
        /// A React Native app with its `android/` project and no `ios/` one: its Android half only.
        case reactNativeAndroid = "react-native-android"
    }

    package var kind: Kind
    /// The app's folder (where its `package.json` is), as shown; empty for the audited folder.
    package var folder: String
    /// The iOS application target audited, when there is a project.
    package var target: String?
    /// The Expo config the iOS app is made from, when there is no project.
    package var config: String?
    /// The renderers that may draw the app's text on iOS: one where the app's React Native
    /// version and architecture settings say which, several where the checkout does not.
    package var renderers: [TextRenderer] = TextRenderer.allCases
    /// The font files (by file name) the pods of the app's dependencies copy into its bundle
    /// (react-native-vector-icons' `Ionicons.ttf`), those react-native.config.js turns off aside.
    package var podCopiedFonts: [String] = []

    package init(
        kind: Kind, folder: String, target: String? = nil, config: String? = nil,
        renderers: [TextRenderer] = TextRenderer.allCases, podCopiedFonts: [String] = []
    ) {
        self.kind = kind
        self.folder = folder
        self.target = target
        self.config = config
        self.renderers = renderers
        self.podCopiedFonts = podCopiedFonts
    }

    /// "a React Native app (`mobile`), iOS target `App`", as the summary says it.
    package var described: String {
        let place = folder.isEmpty ? "" : " (`\(folder)`)"
        switch kind {
        case .reactNative:
            return "a React Native app\(place), iOS target `\(target ?? "?")`"
        case .expoPrebuilt:
            return "an Expo app\(place) with its ios/ project, iOS target `\(target ?? "?")`"
        case .expoWithoutNativeProject:
            return "an Expo app\(place) without ios/: the iOS app prebuild makes from `\(config ?? "app.json")`"
        case .reactNativeAndroid:
            return "a React Native app\(place) with its android/ project and no ios/ one: its Android half"
        }
    }
}
