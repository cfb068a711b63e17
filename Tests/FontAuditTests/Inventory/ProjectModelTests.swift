import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The project model's gaps of issue 30: Copy Files phases, every build configuration, targets
/// without an Info.plist, projects the app does not build, and font files no target places.
@Suite struct ProjectModelTests {
    struct Key: Hashable, CustomStringConvertible {
        let rule: String
        let file: String?
        let line: Int?
        let target: String?
        var configuration: String? = nil
        var description: String {
            "\(rule) \(file ?? "-"):\(line.map(String.init) ?? "-") [\(target ?? "-")]\(configuration.map { " {\($0)}" } ?? "")"
        }
    }

    static let projects = Repo.root.appendingPathComponent("Fixtures/Projects")

    func audit(_ path: String, configuration: String? = nil) async throws -> (
        inventories: [Inventory], result: AuditResult
    ) {
        var options = AuditOptions()
        options.configuration = configuration
        return try await Auditor().audit(path: Self.projects.appendingPathComponent(path).path, options: options)
    }

    func keys(_ result: AuditResult) -> Set<Key> {
        Set(result.findings.map { Key(rule: $0.rule, file: $0.file, line: $0.line, target: $0.target) })
    }

    // MARK: Targets without an Info.plist

    /// `Absent` names an Info.plist that is not in the checkout, `Bare` names none and generates
    /// none: the fonts they copy that no code registers are still unlisted. `Plain` copies no font:
    /// its missing Info.plist is no font problem, so it gets no finding.
    @Test func aTargetWithoutItsInfoPlistStillGetsFontNotListed() async throws {
        let (_, result) = try await audit("NoPlist/NoPlist.xcodeproj")
        #expect(
            keys(result) == [
                Key(rule: "font-not-listed", file: "Absent/Roboto-Regular.ttf", line: nil, target: "Absent"),
                Key(rule: "font-name-not-registered", file: "Absent/AbsentApp.swift", line: 3, target: "Absent"),
                Key(rule: "plist-unreadable", file: "NoPlist.xcodeproj/project.pbxproj", line: 206, target: "Absent"),
                Key(rule: "font-not-listed", file: "Bare/Cantarell-Regular.otf", line: nil, target: "Bare"),
                Key(rule: "font-name-not-registered", file: "Bare/BareApp.swift", line: 3, target: "Bare"),
            ], "\(keys(result))")
        let absent = try #require(result.findings.first { $0.rule == "font-not-listed" && $0.target == "Absent" })
        #expect(absent.stated("plist") == ["fontBehindAbsentInfoPlist", "Absent/Info.plist"])
        let bare = try #require(result.findings.first { $0.rule == "font-not-listed" && $0.target == "Bare" })
        #expect(bare.stated("generatesInfoPlist") == ["fontInTargetWithoutInfoPlist", "false"])
    }

    // MARK: Platforms

    /// A native macOS target reads ATSApplicationFontsPath, never UIAppFonts (issue 47): `Mac` lists its
    /// fonts in UIAppFonts only (one error on the plist, and each request is unregistered, with no
    /// advice to add the entry it has), `Both` builds for iOS and macOS (the plist's error alone: the
    /// iOS build registers them), `MacFixed` has ATSApplicationFontsPath too and `Phone` is an iOS
    /// app that also runs as Mac Catalyst (silent).
    @Test func aMacOSTargetDoesNotReadUIAppFonts() async throws {
        let (_, result) = try await audit("MacPlatforms/MacPlatforms.xcodeproj")
        #expect(
            keys(result) == [
                Key(rule: "uiappfonts-ignored-on-macos", file: "Mac/Info.plist", line: 7, target: "Mac"),
                Key(rule: "font-name-not-registered", file: "Mac/MacApp.swift", line: 5, target: "Mac"),
                Key(rule: "font-name-not-registered", file: "Mac/MacApp.swift", line: 6, target: "Mac"),
                Key(rule: "uiappfonts-ignored-on-macos", file: "Both/Info.plist", line: 7, target: "Both"),
                Key(rule: "font-relative-to-mismatch", file: "Both/BothApp.swift", line: 4, target: "Both"),
            ], "\(keys(result))")
        let mac = try #require(result.findings.first { $0.rule == "uiappfonts-ignored-on-macos" && $0.target == "Mac" })
        #expect(
            mac.message.contains("target Mac builds a macOS app (SDKROOT = macosx), and macOS does not read UIAppFonts")
        )
        #expect(mac.message.contains("Add <key>ATSApplicationFontsPath</key><string>.</string> to `Mac/Info.plist`"))
        let both = try #require(
            result.findings.first { $0.rule == "uiappfonts-ignored-on-macos" && $0.target == "Both" })
        #expect(both.message.contains("also builds for macOS (SUPPORTED_PLATFORMS = iphoneos iphonesimulator macosx)"))
        let request = try #require(result.findings.first { $0.rule == "font-name-not-registered" && $0.line == 5 })
        #expect(
            request.message.contains("which `Mac/Info.plist` lists in UIAppFonts, but this is a macOS app")
                && request.fix == nil)
    }

    /// A Tuist project committed without its generated Info.plists (`Derived/InfoPlists`): the
    /// target's font keys are read from `Project.swift` (target names written as a constant and as
    /// an interpolation of it), not reported as a missing plist.
    @Test func anInfoPlistTuistGeneratesIsReadFromProjectSwift() async throws {
        let (inventories, result) = try await audit("Generated/Generated.xcodeproj")
        let app = try #require(inventories.first { $0.target?.target.name == "Generated" })
        #expect(app.manifests.first?.path == "Project.swift")
        #expect(app.manifests.first?.appFonts.map(\.line) == [15, 16])
        #expect(
            keys(result) == [
                Key(
                    rule: "font-not-listed", file: "Resources/Fonts/Roboto-Bold.ttf", line: nil,
                    target: "GeneratedWidget"),
                Key(rule: "font-name-not-registered", file: "Widget/Widget.swift", line: 3, target: "GeneratedWidget"),
            ], "\(keys(result))")
        #expect(
            result.findings.allSatisfy { $0.messageValue.facts["spec"] == "Project.swift" },
            "\(result.findings.map(\.messageValue))")
    }

    // MARK: Projects the app does not build

    /// The workspace builds App, which links Kit.framework from the vendored Kit project: Kit's
    /// demo app and the Example project below it are not the app, though both are full of defects.
    /// The folder gives the same answer as the workspace.
    @Test func aVendoredProjectsDemoAppsAreNotAudited() async throws {
        for path in ["Vendored/App.xcworkspace", "Vendored"] {
            let (inventories, result) = try await audit(path)
            #expect(inventories.compactMap { $0.target?.target.name } == ["App"], "\(path)")
            #expect(
                keys(result) == [
                    Key(rule: "font-not-listed", file: "App/Sources/Fonts/Roboto-Bold.ttf", line: nil, target: "App")
                ],
                "\(path): \(keys(result))")
        }
        var options = AuditOptions()
        options.targets = ["KitDemo"]
        let (demo, _) = try await Auditor().audit(
            path: Self.projects.appendingPathComponent("Vendored").path, options: options)
        #expect(demo.compactMap { $0.target?.target.name } == ["KitDemo"], "--target still reaches it")
    }

    // MARK: Copy Files phases

    /// A macOS app whose fonts reach Contents/Resources/fonts through Copy Files phases (resources
    /// with a dstPath, the wrapper with `Contents/Resources/fonts`, the products directory with
    /// `$(UNLOCALIZED_RESOURCES_FOLDER_PATH)/fonts`), and an iOS app that copies into its wrapper
    /// and executables folder (both the bundle root): every font registers. The font each copies
    /// only into Frameworks, PlugIns or an absolute path is no resource of the app.
    @Test func copyFilesPhasesPlaceFontsInTheResources() async throws {
        let (inventories, result) = try await audit("CopyFiles/CopyFiles.xcodeproj")
        let mac = try #require(inventories.first { $0.target?.target.name == "Mac" })
        #expect(
            mac.fonts.map(\.bundlePath).sorted() == [
                "fonts/Cantarell-Regular.otf", "fonts/Display/Roboto-Bold.ttf", "fonts/Roboto-Regular.ttf",
            ])
        #expect(
            mac.manifests.first?.atsFontsPath?.fonts.count == 3,
            "the second copy at the root is not a second registration")
        let phone = try #require(inventories.first { $0.target?.target.name == "Phone" })
        #expect(phone.fonts.map(\.bundlePath).sorted() == ["Cantarell-Regular.otf", "Fonts/Roboto-Regular.ttf"])
        #expect(
            phone.target?.target.copiedOutsideResources == ["Shared/Roboto-Italic.ttf", "Shared/Roboto-Italic.ttf"])
        #expect(
            keys(result) == [
                Key(rule: "font-name-unknown", file: "Mac/MacApp.swift", line: 7, target: "Mac"),
                Key(rule: "font-name-unknown", file: "Phone/PhoneApp.swift", line: 6, target: "Phone"),
            ], "\(keys(result))")
    }

    /// Every `dstSubfolderSpec`, on iOS and on macOS: where the phase's files land relative to the
    /// resources root, or nil outside it.
    @Test func everyDestinationOnBothPlatforms() {
        typealias Destination = XcodeProjectReader.CopyDestination
        let mac = ["SDKROOT": "macosx", "PRODUCT_NAME": "Mac"]
        let phone = ["SDKROOT": "iphoneos", "PRODUCT_NAME": "Phone"]
        func place(_ spec: String, _ path: String, _ settings: [String: String]) -> String? {
            Destination.resourcesPath(spec: spec, dstPath: path, settings: settings, wrapperExtension: "app")
        }
        #expect(place("7", "", mac) == "")
        #expect(place("7", "Fonts", mac) == "Fonts")
        #expect(place("1", "Contents/Resources/Fonts", mac) == "Fonts")
        #expect(place("1", "Fonts", mac) == nil, "X.app/Fonts is beside Contents, outside the resources")
        #expect(place("6", "", mac) == nil)
        #expect(place("10", "", mac) == nil)
        #expect(place("11", "", mac) == nil)
        #expect(place("12", "Fonts", mac) == nil)
        #expect(place("13", "", mac) == nil)
        #expect(place("16", "Mac.app/Contents/Resources/Fonts", mac) == "Fonts")
        #expect(place("16", "$(CONTENTS_FOLDER_PATH)/Resources", mac) == "")
        #expect(place("16", "Fonts", mac) == nil, "beside the app in the products directory")
        #expect(place("0", "$(BUILT_PRODUCTS_DIR)/$(UNLOCALIZED_RESOURCES_FOLDER_PATH)/Fonts", mac) == "Fonts")
        #expect(place("0", "/Library/Fonts", mac) == nil)
        #expect(place("1", "Fonts", phone) == "Fonts")
        #expect(place("6", "", phone) == "")
        #expect(place("7", "Fonts/Text", phone) == "Fonts/Text")
        #expect(place("10", "", phone) == nil)
        #expect(place("13", "", phone) == nil)
        #expect(place("1", "PlugIns", phone) == nil)
        #expect(place("16", "$(UNLOCALIZED_RESOURCES_FOLDER_PATH)/Fonts", phone) == "Fonts")
        #expect(place("16", "$(WRAPPER_NAME)", phone) == "")
        #expect(place("7", "../Fonts", phone) == nil)
        #expect(place("99", "", phone) == nil)
    }
}

/// Every font file of the checkout is accounted for: placed by a target the audit reads, or
/// counted (and listed) as placed by nothing it knows.
@Suite struct UnplacedFontTests {
    static let projects = Repo.root.appendingPathComponent("Fixtures/Projects")

    /// A Tuist app whose resources come from helpers in Tuist/ProjectDescriptionHelpers
    /// (`"\(name)/Resources/**"`, also through a `resources` variable): the framework's font is read
    /// and its name resolves (the source-tree model read only the app folder's font before); a
    /// specimen in Docs is in no target and is counted, not silently dropped.
    @Test func tuistHelperGlobsPlaceFontsAndTheRestIsCounted() async throws {
        let (inventories, result) = try await Auditor().audit(
            path: Self.projects.appendingPathComponent("TuistHelpers").path)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(
            inventories.first?.fonts.map(\.path) == [
                "Shop/Resources/Roboto-Regular.ttf", "ShopKit/Resources/Fonts/Roboto-Bold.ttf",
            ])
        #expect(result.summary.files == 2)
        #expect(result.summary.namesResolved == 2)
        #expect(result.summary.unplacedFonts == 1)
        let built = try await InventoryBuilder().buildAll(
            path: Self.projects.appendingPathComponent("TuistHelpers").path)
        #expect(built.unplacedFonts == ["Docs/Specimen/Cantarell-Regular.otf"])
        #expect(
            TextReporter.summary(result, style: ANSIStyle(colors: false)).hasSuffix(
                "; 1 font file in the checkout is in no target the audit knows, so it was not audited (`fontaudit targets PATH` lists them)"
            ))
    }

    @Test func helperResourceGlobs() {
        let text = """
            extension Target {
                static func kit(name: String) -> Target {
                    var resources: ResourceFileElements?
                    resources = ["\\(name)/Resources/**", .glob(pattern: "Shared/Fonts/*.ttf")]
                    return .target(name: name, resources: resources)
                }
                static func app(name: String) -> Target { .target(name: name, resources: ["\\(name)/Assets/**"]) }
            }
            """
        #expect(
            GeneratedProjectManifestReader().readTuistResources(text) == [
                "*/Assets/**", "*/Resources/**", "Shared/Fonts/*.ttf",
            ])
    }

    /// In project mode, fonts any target of a project read copies (a framework's, one copied to
    /// PlugIns, a vendored demo app's) are placed: nothing is left over in these fixtures.
    @Test func projectModeCountsWhatNoTargetPlaces() async throws {
        for path in ["CopyFiles", "Vendored", "Configurations"] {
            let built = try await InventoryBuilder().buildAll(path: Self.projects.appendingPathComponent(path).path)
            let result = Auditor().result(for: built.inventories, unplacedFonts: built.unplacedFonts)
            #expect(result.summary.unplacedFonts == 0, "\(path): \(built.unplacedFonts)")
        }
    }
}
