import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditRules

/// Names that reach their request through code (issue 46): enum raw values and case names,
/// interpolated constants, computed properties' switches, helpers' parameters bound at their call
/// sites, locals assigned in branches, `custom(…)` inside `extension Font`. Each value is checked as
/// a literal would be, the finding says which value and where it comes from, and what stays open
/// is counted, never guessed.
@Suite struct FollowedNamesTests {
    @Test func objectiveCNamesFromOtherFiles() {
        func scan(_ files: [String: String]) -> SourceContribution {
            var merged = SourceContribution()
            let reader = ObjectiveCSourceReader(libraries: [])
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                merged.merge(reader.read(SourceFile(display: path, bytes: Array(text.utf8))))
            }
            merged.resolveObjectiveCNames()
            return merged
        }
        let found = scan([
            "A/Fonts.h": "#define BRAND_BOLD @\"Brand-Bold\"\n",
            "B/Other.h": "#define BRAND_BOLD @\"Other-Bold\"\n#define ONLY_HERE @\"Only-Here\"\n",
            "A/View.m":
                "#import \"Fonts.h\"\nUIFont *a = [UIFont fontWithName:BRAND_BOLD size:12];\nUIFont *b = [UIFont fontWithName:ONLY_HERE size:12];\n",
            "C/Loose.m":
                "UIFont *c = [UIFont fontWithName:BRAND_BOLD size:12];\nUIFont *d = [UIFont fontWithName:NOWHERE size:12];\n",
        ])
        // The imported header's macro; a name one file alone defines; two definitions that do
        // not agree, for a file that imports neither, and a name nothing defines, stay open.
        #expect(
            found.requests.map { "\($0.file):\($0.line) \($0.name) \($0.followed?.source.label ?? "-")" } == [
                "A/View.m:2 Brand-Bold #define BRAND_BOLD", "A/View.m:3 Only-Here #define ONLY_HERE",
            ])
        #expect(found.dynamic.map { "\($0.file):\($0.line)" } == ["C/Loose.m:1", "C/Loose.m:2"])
    }

    func scan(_ files: [String: String]) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        SwiftNameScanner().scan(
            files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
    }

    /// The names asked for, each with the label of where its value comes from ("-" when it is
    /// written at the request or in a constant).
    func values(_ files: [String: String]) -> [String] {
        scan(files).requests.map { "\($0.name) \($0.followed?.source.label ?? "-")" }
    }

    @Test func followedNamesAppPinsEveryFindingAndItsSource() async throws {
        let (_, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("FollowedNames").path)
        let keys = result.findings.map {
            "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0) \($0.name ?? "-")"
        }
        #expect(
            keys == [
                "font-not-listed App/Fonts/Cantarell-Regular.otf:0:0 Cantarell-Regular.otf",
                "font-name-not-registered App/Sources/Font+Brand.swift:5:34 Cantarell-Regular",
                "font-name-unknown App/Sources/Legacy.m:5:38 Roboto-Blak",
                "font-name-unknown App/Sources/TextStyle.swift:17:18 Roboto-Heavy",
                "font-name-unknown App/Sources/Views.swift:6:31 Roboto-Bolt",
                "font-name-unknown App/Sources/Weights.swift:15:22 Roboto-Black",
                "font-name-unknown App/Sources/Weights.swift:22:38 Roboto-Medium",
            ], "\(result.findings.map(\.message))")
        let facts = result.findings.compactMap { finding in
            finding.messageValue.facts["valueFrom"].map {
                "\(finding.name ?? "") \(finding.messageValue.facts["written"] ?? "") \($0)"
            }
        }
        #expect(
            facts == [
                "Roboto-Blak FONT_TITLE `#define FONT_TITLE`, App/Sources/Theme.h:4",
                "Roboto-Heavy style.fontName `TextStyle.fontName`, App/Sources/TextStyle.swift:11",
                "Roboto-Bolt fontName `makeLabel(fontName:)`, App/Sources/Views.swift:25",
                #"Roboto-Black "Roboto-\(weight.rawValue)" `case black`, App/Sources/Weights.swift:7"#,
            ])
        let black = try #require(result.findings.first { $0.name == "Roboto-Black" })
        #expect(
            black.message.hasPrefix(
                #"`"Roboto-\(weight.rawValue)"` (UIFont(name:size:)) can be `Roboto-Black` (`case black`, App/Sources/Weights.swift:7), which matches no PostScript name"#
            ))
        // A value given at a call site: the suggestion stays in the message, but the request is
        // not where it is written, so there is no fix to write there.
        let bolt = try #require(result.findings.first { $0.name == "Roboto-Bolt" })
        #expect(bolt.fix == nil && bolt.message.contains("Did you mean `Roboto-Bold`?"))
        // The controls: the interpolated constant that is registered, every case of `AppFont`, the
        // default value and call sites of `makeTitle`, the user's font with its fallback, and in
        // Objective-C the prefix header's macro and the extern constant defined in Theme.m.
        #expect(!result.findings.contains { ["Roboto-Italic", "Roboto-Regular"].contains($0.name) })
        #expect(result.summary.namesFound == 13)
        #expect(
            result.summary.namesFollowed == 8,
            "5 in Swift; in Objective-C, a macro of an imported header, of the prefix header, an extern constant")
        #expect(result.summary.namesDynamic == 2, "the user's font stays open, in Swift and in Objective-C")
    }

    @Test func enumsRawValuesAndCaseNames() {
        let source = """
            import UIKit
            enum Weight: String, CaseIterable { case Regular, bold = "Bold" }
            enum Style { case Light, Heavy }
            enum Family: String {
                case brand = "Brand"
                var regular: UIFont? { UIFont(name: "\\(rawValue)-Regular", size: 12) }
            }
            func a(_ weight: Weight) -> UIFont? { UIFont(name: "Brand-\\(weight.rawValue)", size: 12) }
            func b(_ style: Style) -> UIFont? { UIFont(name: "Brand-\\(style)", size: 12) }
            func c() { for weight in Weight.allCases { _ = UIFont(name: "Loop-" + weight.rawValue, size: 12) } }
            """
        #expect(
            values(["A.swift": source]) == [
                "Brand-Regular case brand",
                "Brand-Regular case Regular", "Brand-Bold case bold",
                "Brand-Light case Light", "Brand-Heavy case Heavy",
                "Loop-Regular case Regular", "Loop-Bold case bold",
            ])
    }

    @Test func anEnumThatDescribesItselfOrCarriesValuesStaysOpen() {
        let source = """
            import UIKit
            enum Shown: CustomStringConvertible { case a; var description: String { "x" } }
            enum Carried { case a(Int), b }
            func f(_ s: Shown, _ c: Carried) {
                _ = UIFont(name: "Brand-\\(s)", size: 12)
                _ = UIFont(name: "Brand-\\(c)", size: 12)
            }
            """
        let found = scan(["A.swift": source])
        #expect(found.requests.isEmpty)
        #expect(found.dynamic.map(\.prefix) == ["Brand-", "Brand-"])
        // Made to describe itself by an extension in another file: its raw values still count.
        let elsewhere = scan([
            "Weight.swift": "enum Weight: String { case bold = \"Bold\", light = \"Light\" }\n",
            "Weight+Text.swift": "extension Weight: CustomStringConvertible { var description: String { \"w\" } }\n",
            "Use.swift": """
            import UIKit
            func f(_ w: Weight) {
                _ = UIFont(name: "Brand-\\(w)", size: 12)
                _ = UIFont(name: "Brand-\\(w.rawValue)", size: 12)
            }
            """,
        ])
        #expect(elsewhere.requests.map(\.name) == ["Brand-Bold", "Brand-Light"])
        #expect(elsewhere.dynamic.map { "\($0.line) \($0.prefix)" } == ["3 Brand-"])
    }

    @Test func interpolatedConstantsAndComputedProperties() {
        let names = """
            enum Theme {
                static let family = "Brand"
                static var title: String { "\\(family)-Heavy" }
            }
            struct Palette {
                enum Role { case body, caption }
                let role: Role
                var fontName: String {
                    switch role {
                    case .body: return "Brand-Regular"
                    case .caption: return Theme.family + "-Light"
                    }
                }
            }
            """
        let view = """
            import UIKit
            let a = UIFont(name: "\\(Theme.family)-Bold", size: 12)
            let b = UIFont(name: Theme.title, size: 12)
            func c(_ palette: Palette) -> UIFont? { UIFont(name: palette.fontName, size: 12) }
            """
        #expect(
            values(["Names.swift": names, "View.swift": view]) == [
                "Brand-Bold -", "Brand-Heavy Theme.title", "Brand-Regular Palette.fontName",
                "Brand-Light Palette.fontName",
            ])
    }

    @Test func parametersAreBoundAtTheirCallSitesAcrossFiles() {
        let helpers = """
            import SwiftUI
            import UIKit
            extension Font {
                static func brand(_ name: String = "Brand-Regular", size: CGFloat) -> Font { .custom(name, size: size) }
                static func title(_ font: CustomFont) -> Font { .custom(font.rawValue, size: 20) }
            }
            enum CustomFont: String { case rokkitt = "Rokkitt-Regular", alegreya = "Alegreya-Regular", unused = "Unused" }
            struct Label {
                let fontName: String
                init(fontName: String) { self.fontName = fontName }
            }
            """
        let uses = """
            import SwiftUI
            let a = Font.brand(size: 12)
            let b = Font.brand("Brand-Bold", size: 12)
            let c = Text("x").font(.title(.rokkitt))
            let d = Text("y").font(.title(CustomFont.alegreya))
            """
        let found = values(["Helpers.swift": helpers, "Uses.swift": uses])
        // An enum parameter is any of its cases: its calls are not read only to narrow it.
        #expect(
            found == [
                "Brand-Regular brand(_:size:)", "Brand-Bold brand(_:size:)",
                "Rokkitt-Regular case rokkitt", "Alegreya-Regular case alegreya", "Unused case unused",
            ])
    }

    /// Two parameters of one helper take the values each call gives them together: one call's
    /// family is never put with another's style (which would ask for faces no code asks for).
    @Test func twoParametersOfOneCallGoTogether() {
        let found = values([
            "Views.swift": """
            import UIKit
            func brandFont(family: String, style: String = "Regular", size: CGFloat) -> UIFont? {
                UIFont(name: "\\(family)-\\(style)", size: size)
            }
            let a = brandFont(family: "Cantarell", size: 24)
            let b = brandFont(family: "Roboto", style: "Bold", size: 15)
            """
        ])
        #expect(
            found == ["Cantarell-Regular brandFont(family:style:size:)", "Roboto-Bold brandFont(family:style:size:)"])
        // One call giving a value read at run time leaves the name open, as one parameter would.
        let open = scan([
            "Views.swift": """
            import UIKit
            func brandFont(family: String, style: String) -> UIFont? { UIFont(name: family + "-" + style, size: 12) }
            let a = brandFont(family: "Roboto", style: "Bold")
            let b = brandFont(family: "Roboto", style: UserDefaults.standard.string(forKey: "style")!)
            """
        ])
        #expect(open.requests.isEmpty && open.dynamic.map(\.prefix) == ["Roboto-"])
    }
}
