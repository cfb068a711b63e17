import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditRules

extension FollowedNamesTests {
    @Test func storedLetsTakeWhatTheirInitializersGive() {
        let views = """
            import SwiftUI
            struct Balance: View {
                let amount: Int
                let fontName: String
                var body: some View { Text("\\(amount)").font(.custom(fontName, size: 12)) }
            }
            final class Badge {
                let fontName: String
                var other: String
                init(bold: Bool) {
                    self.fontName = bold ? "X" : "Y"
                    other = "Z"
                }
                init(fontName: String) { self.fontName = fontName; other = "" }
                func font() -> UIFont? { UIFont(name: fontName, size: 10) }
                func otherFont() -> UIFont? { UIFont(name: other, size: 10) }
            }
            func optional(_ customFont: String? = nil) -> UIFont? {
                if let name = customFont { return UIFont(name: name, size: 12) }
                return nil
            }
            """
        let uses = """
            let a = Balance(amount: 1, fontName: "Brand-Bold")
            let b = Badge(fontName: "Brand-Light")
            let c = optional("Brand-Italic")
            """
        let found = scan(["Views.swift": views, "Uses.swift": uses])
        #expect(
            found.requests.map { "\($0.name) \($0.followed?.source.label ?? "-")" } == [
                "Brand-Bold Balance(amount:fontName:)", "X Badge.fontName", "Y Badge.fontName",
                "Brand-Light Badge(fontName:)", "Z Badge.other",
                "Brand-Italic optional(_:)",
            ])
        // A `var` is every value the checkout assigns it (issue 63): `Z`; the empty string holds a place.
        #expect(found.dynamic.isEmpty)
    }

    @Test func functionsThatSayTheyGiveAFontNameGiveEveryValueTheyReturn() {
        let source = """
            import SwiftUI
            enum Script { case elder, cirth }
            enum RunicFonts {
                static func fontName(for script: Script, bold: Bool) -> String {
                    switch script {
                    case .cirth: "Angerthas-Moria"
                    case .elder: bold ? "Noto-Bold" : "Noto-Regular"
                    }
                }
                static func identifier(_ script: Script) -> String {
                    switch script { case .cirth: return "regular"; case .elder: return "Zapfino" }
                }
            }
            struct Entry {
                let script: Script
                var widgetFontName: String { RunicFonts.fontName(for: script, bold: false) }
            }
            func a(_ entry: Entry) -> Font { .custom(entry.widgetFontName, size: 12) }
            func b() -> Font { .custom(RunicFonts.identifier(.elder), size: 12) }
            """
        let found = scan(["A.swift": source])
        #expect(
            found.requests.map { "\($0.name) \($0.followed?.source.label ?? "-")" } == [
                "Angerthas-Moria RunicFonts.fontName()", "Noto-Bold RunicFonts.fontName()",
                "Noto-Regular RunicFonts.fontName()",
            ])
        // A function whose name does not say it gives a font's name is not followed: its values
        // may be keys of something else (`identifier` returns a dictionary's keys).
        #expect(found.dynamic.map(\.line) == [19])
    }

    @Test func aTypeAStringLiteralMakesHasItsStaticLetsAsCases() {
        let source = """
            import SwiftUI
            public struct FontName: RawRepresentable, ExpressibleByStringLiteral {
                public var rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public init(stringLiteral value: String) { self.rawValue = value }
            }
            extension FontName {
                public static let matterMedium: Self = "Matter-Medium"
                public static let matterSemiBold: FontName = "Matter-SemiBold"
                static let note = "not a font"
            }
            extension Font {
                public static func custom(_ name: FontName, size: CGFloat) -> Self { .custom(name.rawValue, size: size) }
            }
            let title = Font.custom(.matterSemiBold, size: 20)
            """
        // The overload's own body calls SwiftUI's `custom(_:size:)`, a call of the same name the
        // audit cannot tell apart: its argument is not one of the values, so any may be given.
        // The call site is a request too (`Font.custom(.matterSemiBold, …)`, the member's value).
        #expect(
            values(["A.swift": source]) == [
                "Matter-Medium case matterMedium", "Matter-SemiBold case matterSemiBold", "Matter-SemiBold -",
            ])
    }

    /// The shapes a review found claiming values the code cannot give: each stays open.
    @Test func namesTheCodeBindsOtherwiseStayOpen() {
        let source = """
            import UIKit
            enum Theme { static let fontName = "Brand-Regular" }
            enum Style { case custom(String), plain }
            func a(_ label: UILabel) -> UIFont? { UIFont(name: label.font.fontName, size: 20) }
            func b(_ style: Style) -> UIFont? {
                switch style {
                case .custom(let fontName): return UIFont(name: fontName, size: 12)
                case .plain: return nil
                }
            }
            func c(_ names: [String]) {
                let name = "Brand-Title"
                for name in names { _ = UIFont(name: name, size: 12) }
            }
            func d(_ fontName: String?) -> UIFont? {
                let fontName = fontName ?? UserDefaults.standard.string(forKey: "f")
                if let name = fontName { return UIFont(name: name, size: 12) }
                return nil
            }
            let e = d("Brand-Bold")
            """
        let found = scan(["A.swift": source])
        #expect(found.requests.map(\.name) == [], "\(found.requests.map { "\($0.line) \($0.name)" })")
        #expect(found.dynamic.map(\.line) == [4, 7, 13, 17])
    }
}

extension FollowedNamesTests {
    /// A property that switches on `self`, read on one case (`Galmuri.pressStart2P.value`), is that
    /// case's value alone (issue 74, a fresh Tuist app: "can be any of three" named the wrong font);
    /// an arm of several cases holds for each, `default:` for every case, and a value of unknown
    /// case (`style.value`) is every value, as before.
    @Test func aPropertyThatSwitchesOnSelfIsTheCaseItIsReadOn() {
        let fonts = """
            import SwiftUI
            extension Font {
                enum Galmuri {
                    case galmuriBold, galmuriCondensed, pressStart2P, pixel, other
                    var value: String {
                        switch self {
                        case .galmuriBold: return "Galmuri11-Bold"
                        case .galmuriCondensed: return "Galmuri11-Condensed"
                        case .pressStart2P, .pixel: return "PressStart2P-Regular"
                        default: return "Galmuri11-Regular"
                        }
                    }
                }
                static func pressStart28() -> Font { .custom(Galmuri.pressStart2P.value, size: 28) }
                static func galBold() -> Font { .custom(Font.Galmuri.galmuriBold.value, size: 22) }
                static func pixel() -> Font { .custom(Galmuri.pixel.value, size: 12) }
                static func other() -> Font { .custom(Galmuri.other.value, size: 12) }
                static func any(_ style: Galmuri) -> Font { .custom(style.value, size: 12) }
            }
            """
        let names = scan(["Font+Galmuri.swift": fonts]).requests.map(\.name)
        #expect(
            names == [
                "PressStart2P-Regular", "Galmuri11-Bold", "PressStart2P-Regular", "Galmuri11-Regular",
                "Galmuri11-Bold", "Galmuri11-Condensed", "PressStart2P-Regular", "Galmuri11-Regular",
            ])
    }
}

extension FollowedNamesTests {
    /// A text whose own modifier chain sets an app's font helper (`Text("진행 중").font(.pressStart9())`,
    /// where `static func pressStart9() -> Font { .custom(…) }`) is drawn in the face the helper
    /// gives, whose glyphs are then checked (issue 74, a fresh Tuist app's Korean labels in a
    /// Latin pixel font). Controls: a helper that gives two names, a system font, a helper set
    /// on another view of the chain, and SwiftUI's `.largeTitle` beside the app's `largeTitle(_:)`
    /// say nothing.
    @Test func aTextInAFontHelperIsDrawnInTheFaceItGives() {
        let fonts = """
            import SwiftUI
            extension Font {
                enum Pixel { case press; var value: String { switch self { case .press: return "PressStart2P-Regular" } } }
                static func pressStart9() -> Font { .custom(Pixel.press.value, size: 9) }
                static var brandCaption: Font { .custom("Galmuri11-Bold", size: 11) }
                static func either(_ bold: Bool) -> Font { .custom(bold ? "Galmuri11-Bold" : "Galmuri11-Condensed", size: 12) }
                static func largeTitle(_ size: CGFloat) -> Font { .custom("Galmuri11-Bold", size: size) }
            }
            """
        let views = """
            import SwiftUI
            struct Progress: View {
                var body: some View {
                    VStack {
                        Text("진행 중").font(.pressStart9()).foregroundColor(.gray)
                        Text(verbatim: "백업").font(Font.brandCaption)
                        Text("둘").font(.either(true))
                        Text("시스템").font(.system(size: 12))
                        HStack { Text("밖") }.font(.pressStart9())
                        Text("큰 제목").font(.largeTitle)
                        Text("앱 제목").font(.largeTitle(30))
                    }
                }
            }
            """
        let scan = SwiftNameScanner().scanWithTexts(
            [SourceText(path: "Font+Pixel.swift", text: fonts), SourceText(path: "Progress.swift", text: views)])
        #expect(
            scan.texts.map { "\($0.written) \($0.fontName) \($0.line)" }.sorted() == [
                "백업 Galmuri11-Bold 6", "앱 제목 Galmuri11-Bold 11", "진행 중 PressStart2P-Regular 5",
            ])
        #expect(scan.texts.first { $0.written == "백업" }?.content == .verbatim)
    }
}

extension FollowedNamesTests {
    /// An app helper named like the SDK's (`static func custom(_ type: FontType, size:) -> Font {
    /// .custom(type.rawValue, fixedSize: size) }`): its callers pass an enum case where SwiftUI's
    /// `Font.custom` takes a `String`, so they call the app's overload, whose body asks for each
    /// case's raw value (issue 74: every caller's name was open). Control: a string constant
    /// passed as an implicit member (`extension String { static let brand = … }`) is a name.
    @Test func anEnumCasePassedToAnSDKNamedHelperIsTheHelpersName() {
        let fonts = """
            import SwiftUI
            extension Font {
                enum FontType: String {
                    case bold700 = "Pretendard-Bold"
                    case medium500 = "Pretendard-Medium"
                }
                static func custom(_ type: FontType, size: CGFloat) -> Font { .custom(type.rawValue, fixedSize: size) }
            }
            extension String { static let brandName = "Brand-Regular" }
            """
        let views = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").font(.custom(.bold700, size: 16))
                        Text("b").font(.custom(Font.FontType.medium500, size: 16))
                        Text("c").font(.custom(.brandName, size: 16))
                    }
                }
            }
            """
        let found = scan(["Font+Type.swift": fonts, "V.swift": views])
        #expect(
            found.requests.map { "\($0.name) \($0.file):\($0.line)" } == [
                "Pretendard-Bold Font+Type.swift:7", "Pretendard-Medium Font+Type.swift:7", "Brand-Regular V.swift:7",
            ])
        #expect(found.dynamic.isEmpty)
    }
}

extension FollowedNamesTests {
    /// Two nested enums of one name in different types (`Font.FontType` and `UIFont.FontType`,
    /// each with its SDK-named helper) with the same cases and raw values are one set of values
    /// (issue 74's third session, GuTaeHo/Zziik: every name of the app was open, the type read as
    /// ambiguous). Control: same-named enums whose values differ stay ambiguous, their names open.
    @Test(arguments: [true, false])
    func sameNamedEnumsWithTheSameValuesAreOneSet(_ same: Bool) {
        let fonts = """
            import SwiftUI
            import UIKit
            extension Font {
                enum FontType: String {
                    case bold700 = "Pretendard-Bold"
                }
                static func custom(_ type: Font.FontType, size: CGFloat) -> Font { .custom(type.rawValue, fixedSize: size) }
            }
            extension UIFont {
                enum FontType: String {
                    case bold700 = "\(same ? "Pretendard-Bold" : "Other-Bold")"
                }
                static func font(type: UIFont.FontType, size: CGFloat) -> UIFont { UIFont(name: type.rawValue, size: size)! }
            }
            """
        let views = """
            import SwiftUI
            struct V: View {
                var body: some View { Text("a").font(.custom(.bold700, size: 16)) }
            }
            """
        let found = scan(["Font+.swift": fonts, "V.swift": views])
        #expect(found.requests.map(\.name) == (same ? ["Pretendard-Bold", "Pretendard-Bold"] : []))
        #expect(found.dynamic.isEmpty == same)
    }
}
