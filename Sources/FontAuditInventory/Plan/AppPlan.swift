import FontAuditModel

/// What an audited path holds, decided before any reader runs: its apps, each with the platforms
/// it is built for, the folders its sources come from and the inputs that register its fonts,
/// each input known, partly known or not known (``Fact``). One ``LayoutDriver`` makes it, and
/// builds the inventories on what it read to make it (``InventoryBuilder/buildAll(path:)``
/// returns it with them); `fontaudit targets` prints it.
package struct AppPlan: Sendable, Hashable {
    /// Which driver made the plan.
    package enum Layout: String, Sendable, Hashable {
        /// `--package`: the Swift package in the folder.
        case swiftPackage = "a Swift package"
        /// Xcode projects or a workspace, one app per application or extension target.
        case xcodeProjects = "Xcode projects"
        /// An Expo app whose iOS app prebuild makes.
        case expoApp = "an Expo app"
        /// A React Native app with `android/` and no `ios/` (``ReactNativeAndroidDriver``).
        case reactNativeAndroid = "a React Native app for Android"
        /// A JavaScript workspace (a monorepo) of Expo apps.
        case javaScriptWorkspace = "a JavaScript workspace"
        /// A folder with no project: a source tree, a built app, or a folder of fonts.
        case folder = "a folder"
    }

    /// The driver that made it.
    package var layout: Layout
    /// The apps, in the order they are audited.
    package var apps: [PlannedApp]

    package init(layout: Layout, apps: [PlannedApp]) {
        self.layout = layout
        self.apps = apps
    }

    /// Every input of every app that is not known whole, with its app.
    package var openInputs: [(app: PlannedApp, input: PlanInput)] {
        apps.flatMap { app in (app.sources + app.inputs).filter { !$0.fact.isKnown }.map { (app, $0) } }
    }
}

/// A platform an app is built for, as its project or its layout says.
package enum AppPlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS
    case android = "Android"

    /// The platforms of an Xcode target's `SDKROOT` and `SUPPORTED_PLATFORMS` (`iphoneos
    /// iphonesimulator`), in this enum's order; empty when neither is set.
    package static func of(sdkRoot: String?, supported: String?) -> [AppPlatform] {
        let words = ((supported ?? "").split(separator: " ").map(String.init)) + [sdkRoot ?? ""]
        let found = Set(
            words.compactMap { word -> AppPlatform? in
                switch word {
                case "iphoneos", "iphonesimulator": .iOS
                case "macosx": .macOS
                case "appletvos", "appletvsimulator": .tvOS
                case "watchos", "watchsimulator": .watchOS
                case "xros", "xrsimulator": .visionOS
                default: nil
                }
            })
        return allCases.filter(found.contains)
    }
}

/// One app of a plan: what it is, where, for which platforms, from which sources, and which
/// inputs say what it registers.
package struct PlannedApp: Sendable, Hashable {
    /// What kind of app, as `fontaudit targets` names it.
    package enum Kind: String, Sendable, Hashable {
        case xcodeTarget = "Xcode target"
        case reactNativeTarget = "React Native app's iOS target"
        case expoApp = "Expo app without ios/"
        case reactNativeAndroid = "React Native app without ios/"
        case swiftPackage = "Swift package"
        case sourceTree = "source tree"
        case builtApp = "built app"
        case fontsFolder = "fonts folder"
    }

    /// The target's or the app's name (its folder's when it has no other).
    package var name: String
    package var kind: Kind
    /// Its folder (a project's, an app's), relative to the audited path; empty for the path itself.
    package var folder: String
    /// The platforms it is built for; empty when the plan cannot tell (no project states them).
    package var platforms: [AppPlatform]
    /// The folders and packages its sources come from.
    package var sources: [PlanInput] = []
    /// What says which fonts it registers: manifests, plugin lists, pods, copies, code.
    package var inputs: [PlanInput] = []

    package init(name: String, kind: Kind, folder: String, platforms: [AppPlatform]) {
        self.name = name
        self.kind = kind
        self.folder = folder
        self.platforms = platforms
    }
}

/// One input of a planned app, with what the audit knows of it.
package struct PlanInput: Sendable, Hashable {
    /// What the input is to the app: "Info.plist", "expo-font plugin", "workspace package", ….
    package var role: String
    /// Where it is, relative to the audited path (or as the app writes it, for one outside).
    package var path: String
    package var fact: Fact
    /// For a folder of JavaScript: how many of its files the app's entry points reach, of how many.
    package var reached: (files: Int, of: Int)?

    package init(_ role: String, _ path: String, _ fact: Fact = .known, reached: (files: Int, of: Int)? = nil) {
        self.role = role
        self.path = path
        self.fact = fact
        self.reached = reached
    }

    /// The path, with the count of files reached where there is one: `packages/ui (2 of 4 files reached)`.
    package var label: String {
        reached.map { "\(path) (\($0.files) of \($0.of) files reached)" } ?? path
    }

    package static func == (lhs: PlanInput, rhs: PlanInput) -> Bool {
        (lhs.role, lhs.path, lhs.fact, lhs.reached?.files, lhs.reached?.of)
            == (rhs.role, rhs.path, rhs.fact, rhs.reached?.files, rhs.reached?.of)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(path)
        hasher.combine(fact)
        hasher.combine(reached?.files)
        hasher.combine(reached?.of)
    }
}
