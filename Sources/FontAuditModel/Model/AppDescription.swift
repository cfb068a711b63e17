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
    }

    package var kind: Kind
    /// The app's folder (where its `package.json` is), as shown; empty for the audited folder.
    package var folder: String
    /// The iOS application target audited, when there is a project.
    package var target: String?
    /// The Expo config the iOS app is made from, when there is no project.
    package var config: String?

    package init(kind: Kind, folder: String, target: String? = nil, config: String? = nil) {
        self.kind = kind
        self.folder = folder
        self.target = target
        self.config = config
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
        }
    }
}

/// What kind of file a manifest is: it decides how fix mode and messages add an entry to it.
package enum ManifestDialect: String, Sendable, Hashable, Codable {
    /// An Info.plist: `UIAppFonts`, `ATSApplicationFontsPath`.
    case infoPlist = "info-plist"
    /// An XcodeGen spec (`project.yml`), whose `info.properties` generate the plist.
    case xcodeGen = "xcodegen"
    /// A Tuist `Project.swift`, whose `infoPlist: .extendingDefault(with:)` generates the plist.
    case tuist
    /// An Expo app's config (`app.json`, `app.config.ts`), whose `expo-font` plugin lists the
    /// fonts prebuild puts in the generated plist's `UIAppFonts`.
    case expoConfig = "expo-config"

    /// The dialect of a manifest at `path`, from its name.
    package static func of(path: String) -> Self {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "app.json" || name.hasPrefix("app.config.") { return .expoConfig }
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return .xcodeGen }
        if path.hasSuffix(".swift") { return .tuist }
        return .infoPlist
    }
}
