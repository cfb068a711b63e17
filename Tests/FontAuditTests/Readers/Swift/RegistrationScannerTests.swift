import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Run-time registrations and SwiftGen-generated names read from Swift sources.
@Suite struct RegistrationScannerTests {
    @Test func registrationCallsAreReadWithTheirBundleLookups() {
        let file = SwiftNameScanner.File(
            path: "Fonts.swift",
            text: """
                import CoreText
                enum Fonts {
                    static func registerAll() {
                        for name in ["Brand-Regular", "Brand-Bold"] {
                            guard let url = Bundle.module.url(forResource: name, withExtension: "otf") else { continue }
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                    static func register(_ name: String) {
                        let url = Bundle.main.url(forResource: name, withExtension: "ttf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    static func registerData(_ data: Data) {
                        let font = CGFont(CGDataProvider(data: data as CFData)!)!
                        CTFontManagerRegisterGraphicsFont(font, nil)
                    }
                }
                """)
        let found = RegistrationScanner().scan(swift: [file]).registrations
        #expect(found.count == 3)
        #expect(
            found[0].files == ["Brand-Regular.otf", "Brand-Bold.otf"] && found[0].bundleReference == .own
                && !found[0].isDynamic)
        #expect(
            found[1].files == nil && found[1].fileExtension == "ttf" && found[1].bundleReference == .main
                && found[1].isDynamic)
        #expect(found[2].kind == .graphicsFont && found[2].isDynamic)
        #expect(found.map(\.line) == [6, 11, 15])
    }

    @Test func generatedFontNamesAndImplicitMembersResolve() {
        let generated = SwiftNameScanner.File(
            path: "Fonts.swift",
            text: """
                public enum FontFamily {
                  public enum Inter {
                    public static let semiBold = FontConvertible(name: "Inter-SemiBold", family: "Inter", path: "Inter-SemiBold.otf")
                  }
                }
                """)
        let names = SwiftNameScanner.File(
            path: "Names.swift",
            text: """
                extension FontName {
                  public static let matterMedium: Self = "Matter-Medium"
                }
                """)
        let uses = SwiftNameScanner.File(
            path: "View.swift",
            text: """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("a").font(.custom(FontFamily.Inter.semiBold.name, size: 20))
                        Text("b").font(.custom(.matterMedium, size: 16))
                        Text("c").font(FontFamily.Inter.semiBold.swiftUIFont(size: 12))
                        Text("d").font(theme.font(size: 12))
                    }
                }
                """)
        let found = SwiftNameScanner().scan([generated, names, uses])
        #expect(found.requests.map(\.name) == ["Inter-SemiBold", "Matter-Medium", "Inter-SemiBold"])
        #expect(found.dynamic.isEmpty, "`theme.font(size:)` is no generated font, so no request at all")
    }

    @Test func registrationHelpersAreReadAtTheirCallSites() {
        // The shape of a public SwiftPM app: a helper takes the bundle and the file name.
        let helper = SwiftNameScanner.File(
            path: "Styleguide/RegisterFonts.swift",
            text: """
                import UIKit
                public func registerFonts() -> Bool {
                  [
                    UIFont.registerFont(bundle: .module, fontName: "Brand-Medium", fontExtension: "otf"),
                    UIFont.registerFont(bundle: .main, fontName: "Brand-Regular", fontExtension: "otf"),
                  ].allSatisfy { $0 }
                }
                extension UIFont {
                  static func registerFont(bundle: Bundle, fontName: String, fontExtension: String) -> Bool {
                    guard let url = bundle.url(forResource: fontName, withExtension: fontExtension),
                          let provider = CGDataProvider(url: url as CFURL), let font = CGFont(provider) else { return false }
                    return CTFontManagerRegisterGraphicsFont(font, nil)
                  }
                }
                """)
        let found = RegistrationScanner().scan(swift: [helper]).registrations
        #expect(found.map(\.files) == [["Brand-Medium.otf"], ["Brand-Regular.otf"]])
        #expect(found.map(\.bundleReference) == [.own, .main])
        #expect(found.map(\.line) == [4, 5])
        #expect(found.allSatisfy { $0.kind == .graphicsFont && $0.call == "registerFont(…)" && !$0.isDynamic })
    }

    /// A registration's file is evaluated as a request's name is (issue 46): enum raw values over
    /// `allCases` (a loop or `forEach`), constants of another file, a helper's parameters read at
    /// each call with that call's own arguments; what comes from run time stays dynamic.
    @Test func registrationFilesAreFollowedThroughCode() {
        let fonts = SwiftNameScanner.File(
            path: "Fonts.swift",
            text: """
                enum BrandFont: String, CaseIterable {
                    case regular = "Brand-Regular"
                    case bold = "Brand-Bold"
                }
                enum Icon: String, CaseIterable { case glyphs = "Icons" }
                enum Files { static let display = "Display" }
                """)
        let loader = SwiftNameScanner.File(
            path: "Loader.swift",
            text: """
                import CoreText
                enum Loader {
                    static func registerAll() {
                        BrandFont.allCases.forEach { register(named: $0.rawValue, type: "otf") }
                        Icon.allCases.forEach { icon in register(named: icon.rawValue, type: "ttf") }
                        register(named: Files.display, type: "ttf")
                    }
                    static func register(named name: String, type: String) {
                        guard let url = Bundle.main.url(forResource: name, withExtension: type) else { return }
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    static func registerLoop() {
                        for font in BrandFont.allCases {
                            let url = Bundle.main.url(forResource: font.rawValue, withExtension: "otf")!
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                }
                """)
        let found = RegistrationScanner().scan(swift: [fonts, loader]).registrations
        #expect(
            found.map { "\($0.file):\($0.line) \($0.call) \($0.files ?? ["*"]) \($0.isDynamic)" } == [
                "Loader.swift:4 register(…) [\"Brand-Regular.otf\", \"Brand-Bold.otf\"] false",
                "Loader.swift:5 register(…) [\"Icons.ttf\"] false",
                "Loader.swift:6 register(…) [\"Display.ttf\"] false",
                "Loader.swift:15 CTFontManagerRegisterFontsForURL [\"Brand-Regular.otf\", \"Brand-Bold.otf\"] false",
            ])
        // Where each file name put together in code comes from.
        #expect(
            found[3].followed["Brand-Bold.otf"]
                == FollowedName(
                    written: "font.rawValue",
                    source: ValueSource(label: "case bold", file: "Fonts.swift", line: 3)))
        #expect(found[2].followed.isEmpty, "a constant is no value followed through code")

        // An asset catalog's data set, by a helper that takes the bundle (the shape of a public
        // app's package): each call's name and bundle; `NSDataAsset(name:)` alone reads the main bundle.
        let assets = SwiftNameScanner.File(
            path: "Assets.swift",
            text: """
                import UIKit
                extension UIFont {
                    static let sansBold = "OpenSans-Bold"
                    static func loadCustomFonts() {
                        try? register(with: sansBold, bundle: .module)
                        try? register(with: "Logo", bundle: .main)
                    }
                    private static func register(with name: String, bundle: Bundle) throws {
                        guard let data = NSDataAsset(name: name, bundle: bundle)?.data,
                              let font = CGFont(CGDataProvider(data: data as CFData)!) else { return }
                        CTFontManagerRegisterGraphicsFont(font, nil)
                    }
                    static func registerIcons() {
                        let font = CGFont(CGDataProvider(data: NSDataAsset(name: "Icons")!.data as CFData)!)!
                        CTFontManagerRegisterGraphicsFont(font, nil)
                    }
                }
                """)
        let fromAssets = RegistrationScanner().scan(swift: [assets]).registrations
        #expect(
            fromAssets.map { "\($0.line) \($0.files ?? ["*"]) \($0.bundleReference)" } == [
                "5 [\"asset:OpenSans-Bold\"] own", "6 [\"asset:Logo\"] main", "15 [\"asset:Icons\"] main",
            ])

        // A name read at run time stays dynamic, and so does the helper when one of its calls gives one.
        let open = SwiftNameScanner.File(
            path: "Open.swift",
            text: """
                import CoreText
                enum Open {
                    static func registerDownloaded() {
                        let url = Bundle.main.url(forResource: UserDefaults.standard.string(forKey: "font"), withExtension: "ttf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    static func registerBoth(downloaded: String) {
                        load(file: "Brand-Bold")
                        load(file: downloaded)
                    }
                    static func load(file: String) {
                        let url = Bundle.main.url(forResource: file, withExtension: "otf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }
                """)
        let dynamic = RegistrationScanner().scan(swift: [open]).registrations
        #expect(
            dynamic.map { "\($0.line) \($0.files ?? ["*"]) \($0.fileExtension ?? "-") \($0.isDynamic)" } == [
                "5 [\"*\"] ttf true", "8 [\"Brand-Bold.otf\"] - false", "13 [\"*\"] otf true",
            ])
    }

    /// What a review found claiming files the code does not register (each once a false
    /// `registered-file-missing`): a name and an extension that are not known to pair, every case
    /// of an enum where the code picks some, and `withExtension: nil`.
    @Test func registrationsClaimOnlyFilesTheCodeNames() {
        func files(_ source: String) -> [String] {
            RegistrationScanner().scan(swift: [SwiftNameScanner.File(path: "Fonts.swift", text: source)]).registrations
                .map { "\($0.line) \($0.files ?? ["*"]) \($0.fileExtension ?? "-")" }
        }
        let enumeration =
            "enum FontName: String, CaseIterable { case regular = \"Roboto-Regular\", bold = \"Roboto-Bold\", system = \"Helvetica\" }\n"
        // A ternary extension: each name with whichever extension it has.
        #expect(
            files(
                """
                enum Loader {
                    static func all() { register("Roboto-Regular"); register("Cantarell-Regular", otf: true) }
                    static func register(_ name: String, otf: Bool = false) {
                        guard let url = Bundle.main.url(forResource: name, withExtension: otf ? "otf" : "ttf") else { return }
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }
                """) == ["2 [\"Roboto-Regular\"] -", "2 [\"Cantarell-Regular\"] -"])
        // An enum parameter: the case each call passes.
        #expect(
            files(
                enumeration + """
                    enum Loader {
                        static func all() { register(.regular); register(FontName.bold) }
                        static func register(_ font: FontName) {
                            guard let url = Bundle.main.url(forResource: font.rawValue, withExtension: "ttf") else { return }
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                    """) == ["3 [\"Roboto-Regular.ttf\"] -", "3 [\"Roboto-Bold.ttf\"] -"])
        // A loop that skips a case, and an enum that writes its own allCases: not every case.
        #expect(
            files(
                enumeration + """
                    enum Loader {
                        static func all() {
                            for font in FontName.allCases {
                                if font == .system { continue }
                                guard let url = Bundle.main.url(forResource: font.rawValue, withExtension: "ttf") else { continue }
                                CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                            }
                        }
                    }
                    """) == ["7 [\"*\"] ttf"])
        #expect(
            files(
                """
                enum FontName: String, CaseIterable {
                    case regular = "Roboto-Regular", system = "Helvetica"
                    static var allCases: [FontName] { [.regular] }
                }
                enum Loader {
                    static func all() {
                        FontName.allCases.forEach {
                            guard let url = Bundle.main.url(forResource: $0.rawValue, withExtension: "ttf") else { return }
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                }
                """) == ["9 [\"*\"] ttf"])
        // `withExtension: nil`: the name holds its extension.
        #expect(
            files(
                """
                func registerAll() {
                    let url = Bundle.main.url(forResource: "Roboto-Regular.ttf", withExtension: nil)!
                    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                }
                """) == ["3 [\"Roboto-Regular.ttf\"] -"])
    }

    @Test func followedRegistrationsAppPinsItsFindings() async throws {
        let (inventory, result) = try await Auditor().auditOne(
            path: Repo.apps.appendingPathComponent("FollowedRegistrations").path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "registered-file-missing App/Sources/FontLoader.swift:18 Roboto-Black.ttf"
            ], "\(result.findings.map(\.message))")
        #expect(
            result.findings.first?.message.hasSuffix(
                "The name is `font.rawValue`, which can be `Roboto-Black` (`case black`, App/Sources/FontLoader.swift:9)."
            ) == true)
        // The loop's three files and each helper call's own pair; `"\(family)-\(style)"` is asked
        // only as each call gives it (`Cantarell-Regular`, `Roboto-Bold`), never `Cantarell-Bold`.
        let registrations = inventory.registrations
        #expect(
            registrations.map { "\($0.line) \($0.files ?? [])" } == [
                "18 [\"Roboto-Regular.ttf\", \"Roboto-Bold.ttf\", \"Roboto-Black.ttf\"]",
                "21 [\"Cantarell-Regular.otf\"]", "22 [\"Roboto-Italic.ttf\"]",
            ])
        let requests = inventory.requests
        #expect(Set(requests.map(\.name)) == ["Cantarell-Regular", "Roboto-Bold", "Roboto-Italic"])
        #expect(result.summary.namesDynamic == 0)
    }

    @Test func anExtensionWrittenWithItsDotNamesTheSameFile() {
        // `Bundle` drops one leading dot of an extension: `withExtension: ".ttf"` finds `X.ttf`.
        let file = SwiftNameScanner.File(
            path: "FontManager.swift",
            text: """
                enum FontManager {
                    static func registerFonts() {
                        registerFont(bundle: Bundle.main, fontName: "Brand-Bold", fontExtension: ".ttf")
                    }
                    static func registerIcons() {
                        for url in Bundle.main.urls(forResourcesWithExtension: ".otf", subdirectory: "Icons") ?? [] {
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                    static func registerLogo() {
                        let url = Bundle.main.url(forResource: "Logo", withExtension: ".ttf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    fileprivate static func registerFont(bundle: Bundle, fontName: String, fontExtension: String) {
                        guard let url = bundle.url(forResource: fontName, withExtension: fontExtension),
                              let provider = CGDataProvider(url: url as CFURL), let font = CGFont(provider) else { return }
                        CTFontManagerRegisterGraphicsFont(font, nil)
                    }
                }
                """)
        let found = RegistrationScanner().scan(swift: [file]).registrations
        #expect(found.map(\.files) == [nil, ["Logo.ttf"], ["Brand-Bold.ttf"]])
        #expect(found.map(\.fileExtension) == ["otf", nil, nil])
        let objc = ObjectiveCRegistrationScanner.scan(
            """
            NSURL *url = [[NSBundle mainBundle] URLForResource:@"Brand-Bold" withExtension:@".ttf"];
            CTFontManagerRegisterFontsForURL((__bridge CFURLRef)url, kCTFontManagerScopeProcess, NULL);
            """, path: "Fonts.m")
        #expect(objc.first?.files == ["Brand-Bold.ttf"])
    }

    @Test func localConstantsAndVariablesOfLiteralsResolve() {
        // The shape of a public app: names in locals, a `var` changed for bold legibility.
        let file = SwiftNameScanner.File(
            path: "Style.swift",
            text: """
                import UIKit
                enum Style {
                    var font: UIFont {
                        var boldName = "Inter-Bold"
                        let lightName = "Inter-Light"
                        if UIAccessibility.isBoldTextEnabled { boldName = "Inter-ExtraBold" }
                        return flag ? UIFont(name: boldName, size: 17)! : UIFont(name: lightName, size: 13)!
                    }
                    func mapped() -> UIFont? {
                        let names = ["Pretendard-Bold": "PretendardBold", "Pretendard-Medium": "PretendardMedium"]
                        for (search, real) in names where description.contains(search) { return UIFont(name: real, size: 12) }
                        return nil
                    }
                    func scaled(_ name: String) -> UIFont? {
                        var full = name
                        full += "-Bold"
                        return UIFont(name: full, size: 12)
                    }
                }
                """)
        let found = SwiftNameScanner().scan([file])
        #expect(
            found.requests.map(\.name) == [
                "Inter-Bold", "Inter-ExtraBold", "Inter-Light", "PretendardBold", "PretendardMedium",
            ])
        #expect(found.requests.map(\.line) == [7, 7, 7, 11, 11])
        #expect(found.dynamic.map(\.line) == [17], "a var built from a parameter stays dynamic")
    }

    /// A pattern matched on the lines that hold a needle gives what matching each line that holds
    /// one gives: found from the needles' places in the whole file, lines numbered from 1, a match
    /// on the first and the last line (with and without a final line feed), two needles on one
    /// line matched once, and a needle on a line the pattern does not match.
    @Test func matchesOnLinesHoldingANeedleAreEachLinesMatches() throws {
        let pattern = try NSRegularExpression(
            pattern: "\\b([A-Z][A-Za-z0-9_]*)\\.([A-Z][A-Za-z0-9_]*)\\.([a-z_][A-Za-z0-9_]*)")
        let needles = ["FontFamily.", "Brand."].map(ByteSearch.Needle.init)
        func byLine(_ text: String) -> [RegistrationScanner.Match] {
            // Split at each line feed byte (a `String` holds `\r\n` as one character).
            Array(text.utf8).split(separator: 10, omittingEmptySubsequences: false).enumerated().flatMap {
                index, line -> [RegistrationScanner.Match] in
                guard needles.contains(where: { ByteSearch.contains(Array(line), $0) }) else { return [] }
                return RegistrationScanner.matches(of: pattern, in: String(decoding: line, as: UTF8.self)).map {
                    .init(groups: $0.groups, line: index + 1)
                }
            }
        }
        let texts = [
            "FontFamily.Inter.bold\nlet a = 1\n\nlabel.font = FontFamily.Inter.light.font(size: 12); Brand.Sans.regular\nFontFamily.",
            "let x = 1\r\n  Brand.Serif.italic\r\nfunc f() {}\nBrand.Sans.bold",
            "no needle here\nnor here\n",
            "FontFamily.Inter.bold FontFamily.Inter.black\n",
            "",
            "é FontFamily.Émoji.x Brand.Sans.ok\n",
        ]
        for text in texts {
            let found = RegistrationScanner.matches(of: pattern, inBytes: Array(text.utf8), onLinesHolding: needles)
            let expected = byLine(text)
            #expect(found.map(\.groups) == expected.map(\.groups), "\(text)")
            #expect(found.map(\.line) == expected.map(\.line), "\(text)")
        }
        #expect(
            RegistrationScanner.matches(of: pattern, inBytes: Array(texts[0].utf8), onLinesHolding: needles).map(\.line)
                == [1, 4, 4])
    }
}
