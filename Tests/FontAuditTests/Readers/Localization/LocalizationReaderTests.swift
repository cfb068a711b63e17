import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditCache
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Strings tables read with Foundation, with lines from a scan of the same text.
@Suite struct LocalizationReaderTests {
    let reader = LocalizationReader()

    func read(_ text: String, _ path: String, utf16: Bool = false) throws -> [LocalizedString] {
        let data = utf16 ? Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)! : Data(text.utf8)
        switch reader.read(data, display: path) {
        case .success(let found): return found.strings
        case .failure(let problem): throw problem
        }
    }

    @Test(arguments: [false, true])
    func stringsFileInUTF8OrUTF16(_ utf16: Bool) throws {
        let text = """
            /* A comment with "quotes" = "and an equals"; */
            "greeting" = "Cześć";
            // A line comment
            "multi\\"quoted" =
                "Zażółć\\n gęślą";
            unquoted = "plain";

            """
        let strings = try read(text, "App/pl.lproj/Main.strings", utf16: utf16)
        #expect(strings.map(\.key) == ["greeting", "multi\"quoted", "unquoted"])
        #expect(strings.map(\.line) == [2, 4, 1])
        #expect(strings.first { $0.key == "multi\"quoted" }?.values == ["Zażółć\n gęślą"])
        #expect(strings.allSatisfy { $0.language == "pl" && $0.table == "Main" && $0.folder == "App" })
    }

    @Test func stringsFileAsAnXMLPropertyListHasItsKeysLines() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>greeting</key>
            \t<string>こんにちは</string>
            \t<key>farewell</key>
            \t<string>さようなら</string>
            </dict>
            </plist>

            """
        let strings = try read(text, "App/ja.lproj/Localizable.strings", utf16: false)
        #expect(strings.map(\.key) == ["farewell", "greeting"])
        #expect(strings.map(\.line) == [7, 5])
        #expect(strings.first { $0.key == "greeting" }?.values == ["こんにちは"])
    }

    @Test func brokenStringsFileIsAProblemNotACrash() {
        guard
            case .failure(let problem) = reader.read(
                Data("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), display: "pl.lproj/X.strings")
        else {
            Issue.record("a strings file missing a semicolon was read")
            return
        }
        #expect(problem.reason.contains("plutil -lint"))
        guard case .failure = reader.read(Data([0xC3, 0x28, 0xFF, 0x00, 0x01]), display: "pl.lproj/X.strings") else {
            Issue.record("bytes that are no text were read")
            return
        }
    }

    @Test func stringsdictGivesEveryPluralVariant() throws {
        let url = Repo.apps.appendingPathComponent("Localized/pl.lproj/Localizable.stringsdict")
        let strings = try read(String(contentsOf: url, encoding: .utf8), "pl.lproj/Localizable.stringsdict")
        #expect(strings.count == 1)
        #expect(strings[0].key == "files_left" && strings[0].line == 5)
        #expect(strings[0].values == ["%#@files@", "Zostały %d pliki", "Został %d plik", "Zostało %d plików"])
    }

    @Test func catalogGivesEveryLanguageAndVariation() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "device" : {
                  "localizations" : {
                    "pl" : { "variations" : { "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Dotknij" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Kliknij myszą" } }
                    } } }
                  }
                },
                "photos %lld in %@" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@photos@ in %@" },
                      "substitutions" : { "photos" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Foto" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Fotos für dich" } }
                      } } } }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let strings = try read(catalog, "App/Localizable.xcstrings")
        let rows = strings.sorted { ($0.key, $0.language) < ($1.key, $1.language) }.map {
            "\($0.key)|\($0.language)|\($0.line)|\($0.values.joined(separator: "/"))"
        }
        #expect(
            rows == [
                "device|en|4|device", "device|pl|4|Dotknij/Kliknij myszą",
                "photos %lld in %@|de|12|%#@photos@ in %@/%arg Foto/%arg Fotos für dich",
                "photos %lld in %@|en|12|photos %lld in %@",
            ])
        #expect(strings.allSatisfy { $0.table == "Localizable" && $0.folder == "App" })
        guard case .failure = reader.read(Data("{ \"strings\" : ".utf8), display: "Localizable.xcstrings") else {
            Issue.record("a catalog cut in half was read")
            return
        }
    }

    @Test func lookupBySkeletonAndFolder() throws {
        let catalog = LocalizationCatalog(
            strings: [
                LocalizedString(
                    table: "Localizable", key: "items %lld", language: "pl", values: ["%lld rzeczy"],
                    file: "pl.lproj/Localizable.strings", line: 1, folder: ""),
                LocalizedString(
                    table: "Main", key: "a.text", language: "pl", values: ["x"], file: "A/pl.lproj/Main.strings",
                    line: 1, folder: "A"),
                LocalizedString(
                    table: "Main", key: "a.text", language: "pl", values: ["y"], file: "B/pl.lproj/Main.strings",
                    line: 1, folder: "B"),
            ], sourceLanguage: nil)
        #expect(catalog.entries(table: "Localizable", key: "items %@").map(\.values) == [["%lld rzeczy"]])
        #expect(catalog.entries(table: "Localizable", key: "items").isEmpty)
        #expect(catalog.entries(table: "Main", key: "a.text", folder: "B").map(\.values) == [["y"]])
        #expect(catalog.developmentLanguage == "en")
    }
    /// An audit's read keeps only the entries its text looks up, each table filtered on the core
    /// that read it: the same entries, in the same order, as the whole catalog filtered at once,
    /// read without a cache, into a new one, and from it again.
    @Test func lookupsFilterEachTableAsTheWholeCatalog() throws {
        let folder = Repo.apps.appendingPathComponent("Localized")
        let files = [
            "Localizable.xcstrings", "en.lproj/Localizable.strings", "en.lproj/Main.strings",
            "pl.lproj/Localizable.strings", "pl.lproj/Localizable.stringsdict", "pl.lproj/Main.strings",
        ]
        .map { (path: folder.appendingPathComponent($0).path, display: "Localized/" + $0) }
        let whole = reader.read(files)
        #expect(whole.strings.count > 10)
        let lookups: Set<LocalizationCatalog.Lookup> = [
            .init(table: "Localizable", key: "greeting"), .init(table: "Main", key: "wel-co-me1.text"),
            .init(table: "Localizable", key: "items_count %@"), .init(table: "Localizable", key: "files_left"),
            .init(table: "Main", key: "no such key"),
        ]
        let expected = whole.keeping(lookups)
        // Every lookup but the missing key finds entries, the skeleton one (`%@` for `%lld`) too.
        #expect(Set(expected.strings.map(\.key)) == ["greeting", "wel-co-me1.text", "items_count %lld", "files_left"])
        #expect(expected.strings.count < whole.strings.count)
        #expect(reader.read(files, keeping: lookups).strings == expected.strings)
        // The run's tables, each parsed whole once, give the same to every target's lookups.
        let shared = LocalizationReader(tables: LocalizationTables())
        #expect(shared.read(files, keeping: lookups).strings == expected.strings)
        #expect(shared.read(files).strings == whole.strings)
        #expect(
            shared.read(files, keeping: [.init(table: "Main", key: "wel-co-me1.text")]).strings.map(\.key) == [
                "wel-co-me1.text", "wel-co-me1.text",
            ])
        let scratch = try ScratchFolder()
        for _ in 0..<2 {
            let cache = RunCache(directory: scratch.url.path, root: folder.path, tool: "tool", configuration: "")
            #expect(reader.read(files, store: cache, keeping: lookups).strings == expected.strings)
            #expect(reader.read(files, store: cache).strings == whole.strings)
            cache.save()
        }
    }
}
