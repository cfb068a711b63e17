import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The two sample apps of issue 16, audited whole: `DynamicType` (SwiftUI, UIKit with and without
/// `UIFontMetrics`, a storyboard, a ScaledFont style dictionary) and `MacEditor` (AppKit code, a
/// Cocoa xib, `ATSApplicationFontsPath`); and the readers that feed the Dynamic Type rules.
@Suite struct DynamicTypeAndMacOSTests {
    typealias Key = AppFixtureTests.Key

    func audit(_ app: String, optIn: Bool = false) async throws -> AuditResult {
        var configuration = Configuration()
        if optIn { configuration.optInRules = ["font-not-scaled", "font-relative-to-mismatch-strict"] }
        let path = Repo.apps.appendingPathComponent(app).path
        return try await Auditor(configuration: configuration).auditOne(path: path).1
    }

    @Test func dynamicTypeAppGivesExactlyTheExpectedFindings() async throws {
        let scaling: Set<Key> = [
            Key("font-relative-to-mismatch", "Reader/Sources/ArticleView.swift", 8)
        ]
        // A 12 pt caption relative to .body: 37 pt at AX5 instead of a caption's 40 pt, too little
        // to see, so only the opt-in strict mode reports it.
        let strict: Set<Key> = [Key("font-relative-to-mismatch-strict", "Reader/Sources/ArticleView.swift", 12)]
        let notScaled: Set<Key> = [
            // UIFont(name:size:) straight to a label, and through a local constant to a button.
            Key("font-not-scaled", "Reader/Sources/ProfileViewController.swift", 13),
            Key("font-not-scaled", "Reader/Sources/ProfileViewController.swift", 25),
            // The name label: a custom font in the storyboard that no code rescales. The bio label
            // is rescaled in code, the city label adjusts, the follow button's font is set in code.
            Key("font-not-scaled", "Reader/Base.lproj/Main.storyboard", 10),
        ]
        // font-not-scaled is opt-in: off by default.
        let plain = try await audit("DynamicType")
        #expect(
            Set(plain.findings.map { Key($0.rule, $0.file, $0.line) }) == scaling, "\(plain.findings.map(\.message))")
        #expect(plain.findings.count == scaling.count)
        let all = try await audit("DynamicType", optIn: true)
        #expect(
            Set(all.findings.map { Key($0.rule, $0.file, $0.line) }) == scaling.union(notScaled).union(strict),
            "\(all.findings.map(\.message))")
        #expect(all.findings.count == 5)
        #expect(
            all.findings.allSatisfy {
                $0.severity == ($0.rule == "font-relative-to-mismatch-strict" ? .note : .warning)
            })
        let title = try #require(all.findings.first { $0.line == 8 })
        #expect(title.fix == "relativeTo: .largeTitle")
        let titleMessage = title.messageValue
        #expect(titleMessage.id == "scalesLikeAnotherStyle")
        #expect(
            titleMessage.facts.filter { ["grown", "nearest", "styled", "difference"].contains($0.key) }
                == ["grown": "106", "nearest": "largeTitle", "styled": "60", "difference": "77% larger"])
        let caption = try #require(
            all.findings.first { $0.line == 12 && $0.rule == "font-relative-to-mismatch-strict" })
        #expect(caption.fix == "relativeTo: .caption")
        #expect(caption.stated("grown", "styled", "difference").dropFirst() == ["37", "40", "6% smaller"])
        let storyboard = try #require(all.findings.first { $0.file == "Reader/Base.lproj/Main.storyboard" })
        #expect(
            storyboard.messageValue
                == .setInInterfaceBuilder(element: "label", name: storyboard.name ?? "", outlet: "nameLabel"))
        let button = try #require(all.findings.first { $0.line == 25 })
        #expect(button.messageValue.id == "setAsItIs")
        #expect(button.messageValue.facts["receiver"] == "followButton.titleLabel?")
    }

    @Test func macOSAppResolvesAgainstMacOSFontsWithErrors() async throws {
        let result = try await audit("MacEditor", optIn: true)
        let expected: Set<Key> = [
            Key("font-name-unknown", "Editor/Base.lproj/MainMenu.xib", 15),
            Key("font-name-not-postscript", "Editor/Base.lproj/MainMenu.xib", 33),
            Key("postscript-name-shadows-system", "Editor/Fonts/ShadowsSystem-HelveticaBold.ttf"),
            Key("font-name-not-postscript", "Editor/Sources/EditorFonts.swift", 13),
            Key("font-name-unknown", "Editor/Sources/EditorFonts.swift", 15),
            Key("font-name-unknown", "Editor/Sources/EditorFonts.swift", 17),
            Key("font-name-not-postscript", "Editor/Sources/EditorFonts.swift", 21),
        ]
        #expect(
            Set(result.findings.map { Key($0.rule, $0.file, $0.line) }) == expected, "\(result.findings.map(\.message))"
        )
        #expect(result.findings.count == expected.count)
        // Names that match nothing on macOS are errors, as on iOS.
        for finding in result.findings where finding.rule == "font-name-unknown" {
            #expect(finding.severity == .error, "\(finding.message)")
            #expect(
                finding.messageValue.facts["platform"] == "macOS"
                    || finding.notes.contains { $0.contains("checked as macOS") })
        }
        func at(_ file: String, _ line: Int) -> Finding? {
            result.findings.first { $0.file == "Editor/\(file)" && $0.line == line }
        }
        #expect(at("Sources/EditorFonts.swift", 13)?.fix == "Menlo-Regular")
        #expect(at("Sources/EditorFonts.swift", 15)?.fix == "Roboto-Bold")
        #expect(at("Sources/EditorFonts.swift", 17)?.stated("family") == ["appleDownloadFont", "SF Mono"])
        #expect(
            at("Sources/EditorFonts.swift", 17)?.messageValue.facts["systemAPI"]?.contains("monospacedSystemFont")
                == true)
        #expect(at("Sources/EditorFonts.swift", 21)?.fix == "TimesNewRomanPS-BoldMT")
        #expect(at("Base.lproj/MainMenu.xib", 33)?.fix == "Menlo-Regular")
        let shadow = try #require(result.findings.first { $0.rule == "postscript-name-shadows-system" })
        #expect(shadow.stated("api") == ["shadowsSystemFont", "NSFont"])
        #expect(shadow.messageValue.facts["provider"]?.hasPrefix("macOS already ships it") == true)
    }

    @Test func sfProIsNamedOnIOSToo() async throws {
        let app = try ScratchFolder()
        try app.write("App/Info.plist", "<plist><dict><key>UIAppFonts</key><array/></dict></plist>")
        try app.write(
            "App/Title.swift",
            "let a = UIFont(name: \"SFProDisplay-Bold\", size: 28)\nlet b = Font.custom(\"SFUIText-Regular\", size: 17)\n"
        )
        let result = try await Auditor().auditOne(path: app.url.path).1
        #expect(result.findings.count == 2)
        for finding in result.findings {
            #expect(finding.rule == "font-name-unknown" && finding.severity == .error)
            #expect(finding.stated("family") == ["appleDownloadFont", "SF Pro"])
            #expect(finding.fix == nil, "no PostScript name to suggest: the system font API is the way")
        }
    }

    /// A Mac Catalyst app is a UIKit app: its requests resolve against the iOS list, where the
    /// macOS-only Monaco is unknown, while the same name in AppKit code resolves.
    @Test func uiKitCodeUsesTheIOSListAsMacCatalystDoes() async throws {
        let app = try ScratchFolder()
        try app.write("App/Info.plist", "<plist><dict><key>UIAppFonts</key><array/></dict></plist>")
        try app.write(
            "App/Console.swift",
            "let a = UIFont(name: \"Monaco\", size: 12)\nlet b = NSFont(name: \"Monaco\", size: 12)\n")
        let result = try await Auditor().auditOne(path: app.url.path).1
        #expect(result.findings.map(\.line) == [1])
        #expect(result.findings.first?.severity == .error)
        #expect(result.findings.first?.stated("platform") == ["unknownName", "iOS"])
    }

    @Test func interfaceBuilderReadsMacOSFontsPlatformsAndOutletOwners() throws {
        let xib = try String(
            contentsOf: Repo.apps.appendingPathComponent("MacEditor/Editor/Base.lproj/MainMenu.xib"), encoding: .utf8)
        let mac = InterfaceBuilderScanner().scan(Data(xib.utf8), path: "MainMenu.xib").requests
        #expect(
            mac.map(\.name) == ["Roboto-Bold", "Inconsolata-Regular", "Avenir-Heavy", "Menlo"],
            "metaFont fonts are system fonts")
        #expect(
            mac.map(\.api) == [
                "<font key=\"font\">", "<font key=\"font\">", "<font key=\"NSFont\">", "<font key=\"NSFont\">",
            ])
        #expect(mac.map(\.line) == [10, 15, 28, 33])
        #expect(mac.allSatisfy { $0.platform == .macOS })

        let storyboard = try String(
            contentsOf: Repo.apps.appendingPathComponent("DynamicType/Reader/Base.lproj/Main.storyboard"),
            encoding: .utf8)
        let ios = InterfaceBuilderScanner().scan(Data(storyboard.utf8), path: "Main.storyboard").requests
        #expect(ios.allSatisfy { $0.platform == .iOS })
        #expect(
            ios.map(\.scaling) == [
                .interfaceBuilder(
                    element: "label", outlets: [Outlet(owner: "ProfileViewController", property: "nameLabel")],
                    adjusts: false),
                .interfaceBuilder(
                    element: "label", outlets: [Outlet(owner: "ProfileViewController", property: "bioLabel")],
                    adjusts: false),
                .interfaceBuilder(element: "label", outlets: [], adjusts: true),
                .interfaceBuilder(
                    element: "button", outlets: [Outlet(owner: "ProfileViewController", property: "followButton")],
                    adjusts: false),
            ])
        // Xcode writes the private system font's name in attributed text itself: not a request.
        let attributed = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label id="a"><attributedString key="attributedText">
            <fragment content="Hi"><attributes><font key="NSFont" size="17" name=".AppleSystemUIFont"/></attributes></fragment>
            <fragment content="!"><attributes><font key="NSFont" size="17" name="Roboto-Bold"/></attributes></fragment>
            </attributedString></label></objects></document>
            """
        #expect(
            InterfaceBuilderScanner().scan(Data(attributed.utf8), path: "A.xib").requests.map(\.name) == ["Roboto-Bold"]
        )
    }

    @Test func swiftReaderTellsHowEachFontScales() {
        let source = """
            let a = Font.custom("A", size: 34)
            let b = Font.custom("B", size: 12.5, relativeTo: .caption)
            let c = Font.custom("C", fixedSize: 10)
            let d = Font.custom("D", size: Theme.size)
            let e = Font.custom("E", size: 17, relativeTo: style)
            func style() {
                label.font = UIFont(name: "F", size: 17)!
                self.button.titleLabel?.font = (UIFont(name: "G", size: 15) ?? .systemFont(ofSize: 15))
                label.font = UIFontMetrics.default.scaledFont(for: UIFont(name: "H", size: 17)!)
                let local = UIFont(name: "I", size: 17)
                field.font = local
                let unused = UIFont(name: "J", size: 17)
                other.font = Theme.make(UIFont(name: "K", size: 17)!)
            }
            """
        let requests = SwiftNameScanner().scan([SourceText(path: "A.swift", text: source)]).requests
        let scaling = Dictionary(requests.map { ($0.name, $0.scaling) }, uniquingKeysWith: { first, _ in first })
        #expect(scaling["A"] == .relative(size: 34, textStyle: nil))
        #expect(scaling["B"] == .relative(size: 12.5, textStyle: "caption"))
        #expect(scaling["C"] == .fixed)
        #expect(scaling["D"] == .relative(size: nil, textStyle: nil))
        #expect(scaling["E"] == .some(nil), "a style from a variable: nothing claimed")
        #expect(scaling["F"] == .unscaled(receiver: "label"))
        #expect(scaling["G"] == .unscaled(receiver: "self.button.titleLabel?"))
        #expect(scaling["H"] == .some(nil), "scaled")
        #expect(scaling["I"] == .unscaled(receiver: "field"))
        #expect(scaling["J"] == .some(nil))
        #expect(scaling["K"] == .some(nil), "passed to another call: not followed")
    }

    @Test func scalingCodeKnowsWhichClassSetsWhichOutlet() {
        var code = ScalingCodeScanner.scan(
            Array(
                """
                @class ProfileViewController;
                @interface ProfileCell : BaseCell
                @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
                @end
                @implementation ProfileCell
                - (void)awakeFromNib { self.subtitleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody]; _captionLabel.adjustsFontForContentSizeCategory = YES; }
                @end
                """.utf8), path: "ProfileCell.m")
        code.merge(
            ScalingCodeScanner.scan(
                Array(
                    """
                    class BaseCell: UITableViewCell {
                        @IBOutlet var nameLabel: UILabel!
                        override func awakeFromNib() { nameLabel.applyBrandFont() }
                    }
                    extension UILabel {
                        func applyBrandFont() {
                            self.font = UIFontMetrics.default.scaledFont(for: font)
                        }
                    }
                    """.utf8), path: "BaseCell.swift"))
        code.merge(
            ScalingCodeScanner.scan(
                Array(
                    "class ProfileViewController: UIViewController {\n    @IBOutlet var subtitleLabel: UILabel!\n}\n"
                        .utf8), path: "Profile.swift"))
        #expect(
            code.classes == ["ProfileCell", "BaseCell", "UILabel", "ProfileViewController"],
            "not the forward declaration")
        #expect(code.superclasses["ProfileCell"] == "BaseCell")
        #expect(code.setsFont(of: "subtitleLabel", owner: "ProfileCell"))
        #expect(code.setsFont(of: "captionLabel", owner: "ProfileCell"))
        #expect(!code.setsFont(of: "titleLabel", owner: "ProfileCell"), "declared, never set")
        #expect(
            code.setsFont(of: "nameLabel", owner: "ProfileCell"),
            "through the superclass's call of a method that sets self.font")
        #expect(
            !code.setsFont(of: "subtitleLabel", owner: "ProfileViewController"), "another class's property of that name"
        )
        #expect(
            code.setsFont(of: "subtitleLabel", owner: "UnknownController"),
            "a class no file defines: any property of that name")
        #expect(code.scalingFiles == ["BaseCell.swift"])
        let methods = ScalingCodeScanner.scan(
            Array(
                """
                extension UITextField {
                    func brand() {
                        font = UIFontMetrics.default.scaledFont(for: font!)
                    }
                    func compact() { font = .systemFont(ofSize: 12) }
                    func check() -> Bool { label.font == nil }
                    func other() { titleLabel.font = nil }
                }
                """.utf8), path: "Field.swift"
        ).fontMethods
        #expect(methods == ["brand", "compact"], "its own font, not a comparison nor another view's")
    }

    @Test func optInRulesAreConfigured() throws {
        let known = Auditor.ruleIdentifiers
        let configuration = try Configuration(
            yaml: "opt_in_rules: [font-not-scaled]\n", path: "x.yml", knownRules: known)
        #expect(configuration.optInRules == ["font-not-scaled"])
        #expect(configuration.runs(FontNotScaledRule.description))
        #expect(!Configuration().runs(FontNotScaledRule.description), "opt-in rules are off by default")
        #expect(Configuration().runs(FontRelativeToMismatchRule.description))
        var disabled = configuration
        disabled.disabledRules = ["font-not-scaled"]
        #expect(!disabled.runs(FontNotScaledRule.description), "disabled wins")
        #expect(throws: ConfigurationError.self) {
            try Configuration(yaml: "opt_in_rules: [font-not-scaledd]\n", path: "x.yml", knownRules: known)
        }
    }
}
