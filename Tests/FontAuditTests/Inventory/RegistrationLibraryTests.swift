import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Registration libraries (FontBlaster), in-house helpers declared in `.fontaudit.yml`, and copies
/// of one font: each fixture is audited for real and its findings are pinned exactly.
@Suite struct RegistrationLibraryTests {
    struct Key: Hashable, CustomStringConvertible {
        let rule: String
        let file: String?
        let line: Int?
        let column: Int?
        init(_ rule: String, _ file: String?, _ line: Int? = nil, _ column: Int? = nil) {
            self.rule = rule
            self.file = file
            self.line = line
            self.column = column
        }
        var description: String {
            "\(rule) \(file ?? "-"):\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")"
        }
    }

    func keys(_ result: AuditResult) -> Set<Key> {
        Set(result.findings.map { Key($0.rule, $0.file, $0.line, $0.column) })
    }

    // MARK: FontBlaster

    @Test func fontBlasterRegistersTheFontFilesOfEveryFolderButNotTheAssetCatalog() async throws {
        let (inventory, result) = try await Auditor().auditOne(
            path: Repo.apps.appendingPathComponent("LibraryRegistered").path)
        #expect(
            keys(result) == [
                Key("font-not-listed", "App/Assets.xcassets/Legacy.dataset/Roboto-Regular.ttf"),
                Key("font-name-not-registered", "App/Sources/Screens.swift", 11, 31),
            ], "\(result.findings.map(\.message))")
        let blast = try #require(inventory.registrations.first)
        #expect(inventory.registrations.count == 1)
        #expect(blast.call == "FontBlaster.blast()" && blast.file == "App/Sources/AppDelegate.swift" && blast.line == 8)
        #expect(blast.kind == .graphicsFont && blast.bundle == nil && !blast.isDynamic)
        // The subfolder's font too; not the data set's.
        #expect(
            blast.fonts == ["App/Resources/Fonts/Bold/GlyphTest-Bold.ttf", "App/Resources/Fonts/GlyphTest-Regular.ttf"])
        let unlisted = try #require(result.findings.first { $0.rule == "font-not-listed" })
        #expect(
            unlisted.stated("path", "dataSet") == [
                "dataSetFontNeverRegistered", "App/Assets.xcassets/Legacy.dataset/Roboto-Regular.ttf", "Legacy",
            ])
        #expect(
            unlisted.notes == [
                "FontBlaster.blast() at App/Sources/AppDelegate.swift:8 registers only the .ttf, .otf and .ttc files in any folder of the bundle and of the bundles inside it"
            ])
        #expect(result.summary.namesResolved == 2)
        // No UIAppFonts entry can name a data set: the message says to register it in code, and no fix edits the plist.
        let unregistered = try #require(result.findings.first { $0.rule == "font-name-not-registered" })
        #expect(unregistered.stated("dataSet") == ["requestedDataSetFontNeverRegistered", "Legacy"])
        #expect(unregistered.fix == nil && unregistered.action == nil)
    }

    @Test func fontBlasterCallsAndTheirBundles() throws {
        let source = """
            import FontBlaster
            func setUp() {
                FontBlaster.blast()
                FontBlaster.blast(bundle: .main) { _ in }
                FontBlaster.blast(bundle: Bundle.module)
                blast(bundle: Bundle.main)          // not FontBlaster's: no type
                Other.blast()
            }
            """
        let found = RegistrationScanner().scan(swift: [SourceText(path: "A.swift", text: source)])
        #expect(found.registrations.map(\.line) == [3, 4, 5])
        #expect(found.registrations.map(\.bundleReference) == [.main, .main, .own])
        #expect(found.registrations.allSatisfy { $0.library == .fontBlaster && $0.files == nil && !$0.isDynamic })
    }

    @Test func librariesThatRegisterTheURLTheyAreGiven() {
        let swift = """
            import MDFFontDiskLoader
            func loadBrand() {
                let url = Bundle.main.url(forResource: "Brand-Regular", withExtension: "otf")!
                let loader = MDFFontDiskLoader(fontName: "Brand-Regular", fontURL: url)
                loader.load()
            }
            func loadIcons() {
                guard let url = Bundle.main.url(forResource: "Icons", withExtension: "ttf") else { return }
                _ = UIFont.registerFont(from: url)
                _ = Other.registerFont(from: url)
            }
            """
        let found = RegistrationScanner().scan(swift: [SourceText(path: "A.swift", text: swift)])
            .registrations
        #expect(found.map(\.call) == ["MDFFontDiskLoader(fontName:fontURL:)", "UIFont.registerFont(from:)"])
        #expect(found.map(\.line) == [4, 9])
        #expect(found.map(\.files) == [["Brand-Regular.otf"], ["Icons.ttf"]])
        #expect(found.allSatisfy { $0.kind == .url && $0.bundleReference == .main })

        let objc = """
            - (void)loadFonts {
                NSURL *url = [[NSBundle mainBundle] URLForResource:@"Icons" withExtension:@"ttf"];
                NSArray *names = [UIFont registerFontFromURL:url];
            }
            """
        let registered = ObjectiveCRegistrationScanner.scan(objc, path: "A.m")
        #expect(registered.map(\.call) == ["+[UIFont registerFontFromURL:]"] && registered.map(\.line) == [3])
        #expect(registered.first?.files == ["Icons.ttf"] && registered.first?.bundleReference == .main)
        let disk = ObjectiveCRegistrationScanner.scan(
            """
            NSURL *url = [[NSBundle mainBundle] URLForResource:@"Brand" withExtension:@"otf"];
            MDFFontDiskLoader *loader = [[MDFFontDiskLoader alloc] initWithFontName:@"Brand-Regular" fontURL:url];
            """, path: "B.m")
        #expect(
            disk.map(\.call) == ["-[MDFFontDiskLoader initWithFontName:fontURL:]"] && disk.first?.files == ["Brand.otf"]
        )
    }

    @Test func fontBlasterReachesNestedBundlesAndMatchesByPattern() {
        var blast = FontRegistration(
            kind: .graphicsFont, call: "FontBlaster.blast()", file: "A.swift", line: 1,
            bundleReference: .main, files: nil, isDynamic: false)
        blast.library = .fontBlaster
        func font(_ bundlePath: String, bundle: String? = nil) -> FontFile {
            FontFile(
                path: "App/" + bundlePath, bundlePath: bundlePath,
                report: .init(
                    path: bundlePath, format: nil, freetypeFormat: nil, loadableOnIOS: true, notLoadableReason: nil,
                    error: nil, faces: []), bundle: bundle)
        }
        #expect(blast.covers(font("A.ttf"), exactLayout: true))
        #expect(blast.covers(font("Fonts/Deep/B.otf"), exactLayout: true))
        #expect(blast.covers(font("C.ttf", bundle: "Kit_Kit.bundle"), exactLayout: true))
        // 6.x's .ttc, and any letter case: no version's font is said to be unregistered.
        #expect(blast.covers(font("D.ttc"), exactLayout: true))
        #expect(blast.covers(font("E.TTF"), exactLayout: true))
        #expect(!blast.covers(font("F.otc"), exactLayout: true))
        #expect(!blast.covers(font("G.woff2"), exactLayout: true))
        // A data set is compiled into Assets.car: no folder holds it, in a source tree either.
        #expect(!blast.covers(font("asset:Display"), exactLayout: true))
        #expect(
            !blast.covers(
                FontFile(
                    path: "App/Assets.xcassets/Display.dataset/Display.ttf", bundlePath: "asset:Display",
                    report: font("x").report), exactLayout: false))
        // From a package's own bundle, only that bundle.
        blast.bundle = "Kit_Kit.bundle"
        #expect(blast.covers(font("C.ttf", bundle: "Kit_Kit.bundle"), exactLayout: true))
        #expect(!blast.covers(font("A.ttf"), exactLayout: true))
    }

    @Test func globsMatchWholePaths() {
        func glob(_ pattern: String, _ path: String) -> Bool { RegistrationLibrary.glob(pattern, matches: path) }
        #expect(glob("Fonts/*.ttf", "Fonts/A.ttf"))
        #expect(!glob("Fonts/*.ttf", "Fonts/Sub/A.ttf"))
        #expect(!glob("Fonts/*.ttf", "Other/Fonts/A.ttf"))
        #expect(glob("**/*.otf", "A.otf") && glob("**/*.otf", "a/b/c/A.otf"))
        #expect(glob("Fonts/**", "Fonts/a/b.ttf"))
        #expect(glob("Brand-?.ttf", "Brand-1.ttf") && !glob("Brand-?.ttf", "Brand-12.ttf"))
        #expect(!glob("A+B.ttf", "AAB.ttf") && glob("A+B.ttf", "A+B.ttf"))
        #expect(!glob("*.ttf", "A.TTF") && RegistrationLibrary.glob("*.ttf", matches: "A.TTF", ignoringCase: true))
    }

    // MARK: An in-house helper declared in .fontaudit.yml

    static let helperApp = Repo.apps.appendingPathComponent("HelperRegistered")

    @Test func aDeclaredHelperRegistersTheFilesItsPatternMatches() async throws {
        let configuration = try Configuration.load(
            from: Self.helperApp.appendingPathComponent(".fontaudit.yml"),
            displayPath: ".fontaudit.yml", knownRules: Auditor.ruleIdentifiers)
        #expect(configuration.registrationHelpers.map(\.call) == ["Fonts.load()"])
        let (inventory, result) = try await Auditor(configuration: configuration).auditOne(path: Self.helperApp.path)
        #expect(
            keys(result) == [
                Key("font-not-listed", "App/Extra/GlyphTest-Bold.ttf"),
                Key("font-name-not-registered", "App/Sources/Screens.swift", 8, 29),
            ], "\(result.findings.map(\.message))")
        let load = try #require(inventory.registrations.first)
        #expect(inventory.registrations.count == 1)
        #expect(load.kind == .url && load.file == "App/Sources/AppDelegate.swift" && load.line == 7)
        #expect(load.fonts == ["App/Brand/GlyphTest-Regular.ttf"])
        let unlisted = try #require(result.findings.first { $0.rule == "font-not-listed" })
        #expect(
            unlisted.notes == [
                "Fonts.load() at App/Sources/AppDelegate.swift:7 registers only the files matching `Brand/*.ttf` (.fontaudit.yml)"
            ])

        // Without the declaration the call is nothing: both fonts are unregistered.
        let (_, plain) = try await Auditor().auditOne(path: Self.helperApp.path)
        #expect(Set(plain.findings.map(\.rule)) == ["font-not-listed", "font-name-not-registered"])
        #expect(plain.findings.count == 4)
    }

    @Test func aDeclaredHelperInObjectiveC() {
        let helper = RegistrationLibrary(
            type: "Fonts", function: "load", bundle: .main, kind: .url, patterns: ["*.ttf"], summary: "")
        let free = RegistrationLibrary(
            type: nil, function: "LoadBrandFonts", bundle: .own, kind: .url, patterns: ["*.ttf"], summary: "")
        let source = """
            void LoadBrandFonts(void);
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)app didFinishLaunchingWithOptions:(NSDictionary *)options {
                [Fonts load];
                LoadBrandFonts();
                [Other load];
                return YES;
            }
            @end
            """
        let found = ObjectiveCRegistrationScanner.scan(source, path: "AppDelegate.m", libraries: [helper, free])
        #expect(found.map(\.line) == [4, 5])
        #expect(found.map(\.call) == ["Fonts.load()", "LoadBrandFonts()"])
        #expect(found.map(\.bundleReference) == [.main, .own])
    }

    // MARK: Copies of one font

    @Test func copiesOfOneFontAndDynamicRegistrationsAreNoDuplicates() async throws {
        let app = Repo.apps.appendingPathComponent("FontCopies")
        let (inventory, result) = try await Auditor().auditOne(path: app.path)
        #expect(keys(result) == [], "\(result.findings.map(\.message))")
        // The two listed files are one font; the third Roboto-Regular (other bytes) is covered
        // only by a registration whose file name is not a constant.
        #expect(
            inventory.identicalCopies == [
                "App/Onboarding/Roboto-Regular-Onboarding.ttf": "App/Fonts/Roboto-Regular.ttf"
            ])
        #expect(inventory.registeredPaths.contains("App/Downloads/Roboto-Regular-Full.ttf"))
        #expect(!inventory.knownRegisteredPaths.contains("App/Downloads/Roboto-Regular-Full.ttf"))
        #expect(inventory.registrations.filter(\.isDynamic).map(\.line) == [8])

        // Listed in UIAppFonts, the other version is a real conflict, reported once, at the file not
        // named after the name.
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("FontCopies")
        try FileManager.default.copyItem(at: app, to: copy)
        let plist = copy.appendingPathComponent("App/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
            .replacingOccurrences(
                of: "<string>Roboto-Regular-Onboarding.ttf</string>",
                with: "<string>Roboto-Regular-Onboarding.ttf</string>\n\t\t<string>Roboto-Regular-Full.ttf</string>")
        try text.write(to: plist, atomically: true, encoding: .utf8)
        let (_, listed) = try await Auditor().auditOne(path: copy.path)
        #expect(
            keys(listed) == [Key("postscript-name-duplicate", "App/Downloads/Roboto-Regular-Full.ttf")],
            "\(listed.findings.map(\.message))")
        let duplicate = try #require(listed.findings.first)
        #expect(duplicate.stated("firstPath") == ["registeredTwice", "App/Fonts/Roboto-Regular.ttf"])
    }
}
