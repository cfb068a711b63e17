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
        let file = SourceText(
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

    /// A lookup names its file through a constant of the type it is written in, whatever that
    /// type is: a class (where registration code often lives) or an extension of a nested type.
    @Test func lookupsReadTheConstantsOfTheirClassActorOrExtension() {
        let file = SourceText(
            path: "Fonts.swift",
            text: """
                final class FontManager {
                    static let regularFile = "Roboto-Regular"
                    static func register() {
                        let url = Bundle.main.url(forResource: regularFile, withExtension: "ttf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }
                enum App { enum Fonts {} }
                extension App.Fonts {
                    static let bold = "Roboto-Bold"
                    static func registerBold() -> Bool {
                        guard let url = Bundle.main.url(forResource: Self.bold, withExtension: "ttf") else { return false }
                        return CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }
                actor LightLoader {
                    static let file = "Roboto-Light"
                    func load() {
                        if let url = Bundle.main.url(forResource: Self.file, withExtension: "ttf") {
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                }
                actor ThinLoader {
                    static let file = "Roboto-Thin"
                    func load() {
                        if let url = Bundle.main.url(forResource: Self.file, withExtension: "ttf") {
                            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                        }
                    }
                }
                """)
        // (Two actors' `file`s were one global of two values, so neither lookup was followed.)
        let found = RegistrationScanner().scan(swift: [file]).registrations
        #expect(
            found.map(\.files) == [
                ["Roboto-Regular.ttf"], ["Roboto-Bold.ttf"], ["Roboto-Light.ttf"], ["Roboto-Thin.ttf"],
            ])
        #expect(found.allSatisfy { !$0.isDynamic })
    }

    /// SwiftGen's enum is the one the family enums hang from, wherever the file nests it (here in
    /// a class, before the `BundleToken` class the template ends with).
    @Test func generatedFontsKeepTheirEnumWhereverItIsNested() {
        let generated = SourceText(
            path: "Fonts.swift",
            text: """
                final class Theme {
                  enum FontFamily {
                    enum Roboto {
                      static let bold = FontConvertible(name: "Roboto-Bold", family: "Roboto", path: "Roboto-Bold.ttf")
                    }
                  }
                }
                private final class BundleToken {}
                """)
        let uses = SourceText(path: "View.swift", text: "let f = FontFamily.Roboto.bold.font(size: 12)\n")
        let found = RegistrationScanner().scan(swift: [generated, uses]).generated
        #expect(found.map(\.enumName) == ["FontFamily"])
        #expect(found.flatMap(\.fonts).map(\.key) == ["Roboto.bold"])
        #expect(found.map { $0.uses.keys.sorted() } == [["Roboto.bold"]])
    }

    @Test func generatedFontNamesAndImplicitMembersResolve() {
        let generated = SourceText(
            path: "Fonts.swift",
            text: """
                public enum FontFamily {
                  public enum Inter {
                    public static let semiBold = FontConvertible(name: "Inter-SemiBold", family: "Inter", path: "Inter-SemiBold.otf")
                  }
                }
                """)
        let names = SourceText(
            path: "Names.swift",
            text: """
                extension FontName {
                  public static let matterMedium: Self = "Matter-Medium"
                }
                """)
        let uses = SourceText(
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
        let helper = SourceText(
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
        let fonts = SourceText(
            path: "Fonts.swift",
            text: """
                enum BrandFont: String, CaseIterable {
                    case regular = "Brand-Regular"
                    case bold = "Brand-Bold"
                }
                enum Icon: String, CaseIterable { case glyphs = "Icons" }
                enum Files { static let display = "Display" }
                """)
        let loader = SourceText(
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
        let assets = SourceText(
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
        let open = SourceText(
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
}
