import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

extension RegistrationScannerTests {
    /// What a review found claiming files the code does not register (each once a false
    /// `registered-file-missing`): a name and an extension that are not known to pair, every case
    /// of an enum where the code picks some, and `withExtension: nil`.
    @Test func registrationsClaimOnlyFilesTheCodeNames() {
        func files(_ source: String) -> [String] {
            RegistrationScanner().scan(swift: [SourceText(path: "Fonts.swift", text: source)]).registrations
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
        let file = SourceText(
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
        let file = SourceText(
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
