import Foundation

/// What the audit needs from one `.xcodeproj`, for one build configuration: its targets, what each
/// copies into its bundle and compiles, and the build settings that name its Info.plist.
package struct XcodeProject: Sendable, Hashable, Codable {
    /// The `.xcodeproj` path as shown in findings (relative to the audited path when below it).
    package var path: String
    /// The folder that holds the `.xcodeproj`: `$(SRCROOT)` and `$(PROJECT_DIR)`.
    package var projectDirectory: URL
    /// The build configuration the settings were resolved for (`Release` by default).
    package var configuration: String
    /// Every build configuration the project defines (`Debug`, `Release`, ...).
    package var configurationNames: [String] = []
    /// The project's `defaultConfigurationName`, what `xcodebuild` builds without `-configuration`.
    package var defaultConfiguration: String?
    /// Every native target, in the project's order.
    package var targets: [XcodeTarget]
    /// The local Swift packages the project references (`XCLocalSwiftPackageReference`), as folders
    /// relative to ``projectDirectory``.
    package var localPackages: [String] = []
    /// Other projects this one references (subprojects, `wrapper.pb-project`), as paths relative
    /// to ``projectDirectory``: their targets build as dependencies of this project's.
    package var projectReferences: [String] = []
    /// The products this project refers to in the built products folder (`Kit.framework`,
    /// `Lib.a`): its own targets' and those it links or embeds from other projects of a workspace.
    package var productReferences: [String] = []
    /// Every file the project references (file references, and files in synchronized folders),
    /// as paths relative to ``projectDirectory``; used to tell "not in the target" from "missing".
    package var files: [String]

    package init(
        path: String, projectDirectory: URL, configuration: String, configurationNames: [String] = [],
        defaultConfiguration: String? = nil, targets: [XcodeTarget], localPackages: [String] = [],
        projectReferences: [String] = [], productReferences: [String] = [], files: [String]
    ) {
        self.path = path
        self.projectDirectory = projectDirectory
        self.configuration = configuration
        self.configurationNames = configurationNames
        self.defaultConfiguration = defaultConfiguration
        self.targets = targets
        self.localPackages = localPackages
        self.projectReferences = projectReferences
        self.productReferences = productReferences
        self.files = files
    }
}

/// A native target.
package struct XcodeTarget: Sendable, Hashable, Codable {
    /// What the target builds, from its `productType`.
    package enum Kind: String, Sendable, Hashable, Codable {
        /// `com.apple.product-type.application` (and watch/messages apps).
        case application
        /// `com.apple.product-type.app-extension` and other extensions (widgets, intents, ...).
        case appExtension = "app-extension"
        /// `com.apple.product-type.framework` and static frameworks.
        case framework
        /// `com.apple.product-type.bundle`: a resource bundle.
        case bundle
        /// Anything else: tests, tools, libraries.
        case other
    }

    /// The target's name (`$(TARGET_NAME)`).
    package var name: String
    /// The raw `productType`.
    package var productType: String
    /// What the target builds.
    package var kind: Kind
    /// What its Resources build phase, its Copy Files phases into the resources (any
    /// `dstSubfolderSpec` and `dstPath` that land there) and its synchronized folders copy into the
    /// bundle's resources.
    package var resources: [ProjectResource]
    /// What its Copy Files phases put elsewhere in the product (Frameworks, PlugIns, an absolute
    /// path): paths relative to the project directory. Not the app's resources.
    package var copiedOutsideResources: [String] = []
    /// What its Sources build phase compiles, as paths relative to the project directory.
    package var sources: [String]
    /// Its build settings for the configuration: project level, then target level, each over its
    /// `.xcconfig`, with `$(…)` and `${…}` expanded.
    package var settings: [String: String]
    /// Where some settings were written (`INFOPLIST_FILE`, `INFOPLIST_KEY_UIAppFonts`, ...).
    package var settingLocations: [String: FileLocation] = [:]
    /// The Swift package products it links (`XCSwiftPackageProductDependency` product names).
    package var packageProducts: [String] = []
    /// The targets it depends on (`PBXTargetDependency`), by name: frameworks it embeds, say.
    package var dependencies: [String] = []
    /// The file name of what it builds (`App.app`, `Kit.framework`), from its `productReference`.
    package var product: String?

    package init(
        name: String, productType: String, kind: Kind, resources: [ProjectResource],
        copiedOutsideResources: [String] = [], sources: [String], settings: [String: String],
        settingLocations: [String: FileLocation] = [:], packageProducts: [String] = [], dependencies: [String] = [],
        product: String? = nil
    ) {
        self.name = name
        self.productType = productType
        self.kind = kind
        self.resources = resources
        self.copiedOutsideResources = copiedOutsideResources
        self.sources = sources
        self.settings = settings
        self.settingLocations = settingLocations
        self.packageProducts = packageProducts
        self.dependencies = dependencies
        self.product = product
    }

    /// `INFOPLIST_FILE`, relative to the project directory, when set.
    package var infoPlistFile: String? {
        settings["INFOPLIST_FILE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether Xcode generates the Info.plist (`GENERATE_INFOPLIST_FILE = YES`).
    package var generatesInfoPlist: Bool {
        settings["GENERATE_INFOPLIST_FILE"] == "YES"
    }

    /// Whether an audit reads the build setting `key`: the Info.plist and its generated keys, the
    /// SDK and platforms, and the names a Copy Files phase's destination is made of. An audit's
    /// project read resolves only these (brave-ios: every setting of 54 targets and configurations
    /// expanded was a tenth of a cold run).
    package static func isAudited(setting key: String) -> Bool {
        auditedSettings.contains(key) || key.hasPrefix("INFOPLIST_KEY_")
    }

    private static let auditedSettings: Set<String> = [
        "INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "SDKROOT", "SUPPORTED_PLATFORMS", "PRODUCT_NAME", "TARGET_NAME",
        "PROJECT_NAME",
    ]
}

/// One thing a Resources phase copies.
package struct ProjectResource: Sendable, Hashable, Codable {
    /// Its path relative to the project directory (a file, or a folder for a folder reference).
    package var path: String
    /// Where it lands, relative to the bundle's resources root: the file name for a file in a
    /// group (copied flat), the folder's name for a folder reference (which keeps its folder),
    /// `en.lproj/Name` for a localized file.
    package var bundlePath: String
    /// True for a folder reference: everything below ``path`` is copied below ``bundlePath``.
    package var isFolderReference: Bool = false

    package init(path: String, bundlePath: String, isFolderReference: Bool = false) {
        self.path = path
        self.bundlePath = bundlePath
        self.isFolderReference = isFolderReference
    }
}
