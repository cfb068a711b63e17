import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The style dictionary scanner on JSON and plist dictionaries.
@Suite struct StyleDictionaryScannerTests {
    typealias Entry = StyleDictionary.Entry

    @Test func completeJSONStyleDictionary() throws {
        let sizes = [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]
        let lines = StyleDictionary.textStyles.enumerated().map { index, style in
            "  \"\(style)\": {\"fontName\": \"Brand-\(index)\", \"fontSize\": \(sizes[index])}"
        }
        let json = "{\n" + lines.joined(separator: ",\n") + "\n}\n"
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(json.utf8), path: "Styles.json"))
        #expect(dictionary.path == "Styles.json")
        #expect(
            dictionary.entries
                == StyleDictionary.textStyles.enumerated().map { index, style in
                    Entry(
                        key: style, line: index + 2, column: 3, fontName: "Brand-\(index)",
                        fontSize: Double(sizes[index]))
                })
        #expect(dictionary.missingStyles.isEmpty)
    }

    @Test func jsonStyleDictionaryProblems() throws {
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(problemJSON.utf8), path: "Styles.json"))
        let positive = "write a positive number of points"
        #expect(
            dictionary.entries == [
                Entry(key: "body", line: 2, column: 3, fontName: "Brand-Regular", fontSize: 17),
                Entry(key: "bodyy", line: 3, column: 3, fontName: "Brand-Regular", fontSize: 17),
                Entry(
                    key: "title", line: 4, column: 3, fontName: "Brand-Bold", fontSize: 0,
                    problem: "the fontSize is 0; \(positive)"),
                Entry(
                    key: "headline", line: 5, column: 3, fontName: "Brand-Bold", fontSize: nil,
                    problem: "the fontSize is a string (\"17\"); \(positive) without quotes, such as 17"),
                Entry(key: "caption", line: 6, column: 3, fontName: nil, fontSize: 12, problem: "no fontName string"),
                Entry(
                    key: "footnote", line: 7, column: 3, fontName: nil, fontSize: nil,
                    problem:
                        "the fontName is a number, not a string; write the PostScript name in quotes; the fontSize is a boolean; \(positive)"
                ),
                Entry(
                    key: "callout", line: 8, column: 3, fontName: nil, fontSize: nil,
                    problem: "the value is a string, not a dictionary with fontName and fontSize"),
                Entry(
                    key: "caption2", line: 9, column: 5, fontName: "Brand-Regular", fontSize: -3.5,
                    problem: "the fontSize is -3.5; \(positive)"),
                Entry(key: "title2", line: 10, column: 3, fontName: "Brånd-Ünï", fontSize: 22),
                Entry(key: "title3", line: 10, column: 56, fontName: "B", fontSize: 20),
            ])
        #expect(dictionary.missingStyles == ["largeTitle", "subheadline"])
    }

    @Test func jsonStyleDictionaryMissingStyles() throws {
        let json =
            #"{"title": {"fontName": "A", "fontSize": 28}, "headline": {"fontName": "B", "fontSize": 17}, "body": {"fontName": "C", "fontSize": 17}}"#
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(json.utf8), path: "S.json"))
        #expect(
            dictionary.entries.map { "\($0.key) \($0.line!):\($0.column!)" } == [
                "title 1:2", "headline 1:46", "body 1:93",
            ])
        #expect(
            dictionary.missingStyles == [
                "largeTitle", "title2", "title3", "subheadline", "callout", "footnote", "caption", "caption2",
            ])
    }

    @Test func xmlPlistStyleDictionaryKeepsFileOrderAndLines() throws {
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(stylePlist.utf8), path: "Styles.plist"))
        #expect(
            dictionary.entries == [
                Entry(key: "title", line: 5, fontName: "Brand-Bold", fontSize: 28),
                Entry(key: "body", line: 12, fontName: "Brand-Regular", fontSize: 17),
                Entry(
                    key: "caption", line: 19, fontName: "Brand-Regular", fontSize: nil,
                    problem: "the fontSize is a boolean; write a positive number of points"),
            ])
    }

    @Test func binaryPlistStyleDictionaryIsSortedWithoutLines() throws {
        let plist: [String: Any] = [
            "title": ["fontName": "Brand-Bold", "fontSize": 28.0],
            "body": ["fontName": "Brand-Regular", "fontSize": 17],
            "caption": ["fontName": "Brand-Regular", "fontSize": -1],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let dictionary = try #require(StyleDictionaryScanner().scan(data, path: "Styles.plist"))
        #expect(
            dictionary.entries == [
                Entry(key: "body", line: nil, fontName: "Brand-Regular", fontSize: 17),
                Entry(
                    key: "caption", line: nil, fontName: "Brand-Regular", fontSize: -1,
                    problem: "the fontSize is -1; write a positive number of points"),
                Entry(key: "title", line: nil, fontName: "Brand-Bold", fontSize: 28),
            ])
    }

    @Test(arguments: [
        #"{"a": 1}"#, #"[{"body": {"fontName": "A", "fontSize": 17}}]"#,
        #"{"body": {}, "a": 1, "b": 2, "c": 3}"#,
        #"{"body": {"fontName": "A", "fontSize": 17}, "title": {"fontName": "B", "fontSize": 28}}"#,
        #"{"title": "Sale", "body": "Everything at half price", "subtitle": "Today only"}"#,
        "", "not json", "{\"body\": ", "<plist><dict><key>UIAppFonts</key><array/></dict></plist>",
    ])
    func notAStyleDictionary(_ text: String) {
        #expect(StyleDictionaryScanner().scan(Data(text.utf8), path: "x.json") == nil)
        #expect(StyleDictionaryScanner().scan(Data([0xFF, 0x00, 0x12, 0x7B]), path: "x.plist") == nil)
    }

    @Test func configurableKeys() throws {
        let json =
            #"{"body": {"font": "A", "size": 17}, "title": {"font": "B", "size": 28}, "headline": {"fontName": "C", "fontSize": 17}}"#
        let scanner = StyleDictionaryScanner(nameKey: "font", sizeKey: "size")
        let dictionary = try #require(scanner.scan(Data(json.utf8), path: "S.json"))
        #expect(dictionary.entries.map(\.fontName) == ["A", "B", nil])
        #expect(dictionary.entries.map(\.problem) == [nil, nil, "no font string; no size number"])
    }

    // MARK: A style dictionary cut short

    @Test func aDictionaryCutShortIsRecognizedByItsTopLevelStyles() {
        let scanner = StyleDictionaryScanner()
        func reason(_ json: String) -> String? { scanner.brokenReason(Data(json.utf8), path: "S.json") }
        let style = #"{"fontName": "Brand-Regular", "fontSize": 17}"#
        // Two styles, cut inside the second one's keys: the two top-level keys are text styles.
        #expect(
            reason(#"{"body": \#(style), "headline": {"fontName": "Brand-Bold", "fontSi"#)
                == "it looks like a style dictionary (body, headline are text styles) but is not valid JSON; `python3 -m json.tool S.json` names the line where it breaks"
        )
        // Cut in the second key itself: one style written in full is not enough.
        #expect(reason(#"{"body": \#(style), "headl"#) == nil)
        // The keys inside the styles do not count: one top-level style key among other keys.
        #expect(reason(#"{"body": \#(style), "theme": {"title": 1, "caption": 2, "fontName": "x"#) == nil)
        // A payload with text-style keys but no name or size key.
        #expect(reason(#"{"title": "Hello", "body": "Wor"#) == nil)
        // Valid JSON is never "broken".
        #expect(reason(#"{"body": \#(style), "title": \#(style)}"#) == nil)
    }

    @Test func aPropertyListCutShortAndUIKitsStyleNamesAreRecognizedToo() {
        let scanner = StyleDictionaryScanner()
        func plist(_ body: String) -> Data {
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \(body)
                """.utf8)
        }
        let style =
            "<dict><key>fontName</key><string>Brand-Regular</string><key>fontSize</key><integer>17</integer></dict>"
        let cut = plist(
            "<key>body</key>\n\(style)\n<key>headline</key>\n<dict><key>fontName</key><string>Brand-Bold</string>")
        #expect(
            scanner.brokenReason(cut, path: "S.plist")
                == "it looks like a style dictionary (body, headline are text styles) but is not a valid property list (it breaks at line 7); `plutil -lint S.plist` on a Mac names what is wrong"
        )
        // The same, whole: it parses, so it is not broken.
        let whole = plist("<key>body</key>\(style)<key>headline</key>\(style)<key>title</key>\(style)</dict></plist>")
        #expect(scanner.brokenReason(whole, path: "S.plist") == nil)
        #expect(scanner.scan(whole, path: "S.plist")?.entries.count == 3)
        // An app's Info.plist cut short: its keys are no text styles.
        let info = plist(
            "<key>CFBundleName</key><string>App</string>\n<key>UIAppFonts</key><array><string>A.ttf</string>")
        #expect(scanner.brokenReason(info, path: "Info.plist") == nil)
        // UIKit's `title1` beside `largeTitle`, cut after the second style.
        let json = #"{"largeTitle": {"fontName": "A", "fontSize": 34}, "title1": {"fontName": "B", "fontSize": 28},"#
        #expect(
            scanner.brokenReason(Data(json.utf8), path: "S.json")?.hasPrefix(
                "it looks like a style dictionary (largeTitle, title1 are text styles)") == true)
    }

    @Test func cutShortStylesAppIsSourceUnreadable() async throws {
        let (_, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("CutShortStyles").path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-") \($0.severity)" } == [
                "source-unreadable App/Resources/TextStyles.json warning"
            ])
        #expect(
            result.findings.first?.stated("reason") == [
                "notCheckedForFontNames",
                "it looks like a style dictionary (body, headline are text styles) but is not valid JSON; `python3 -m json.tool App/Resources/TextStyles.json` names the line where it breaks",
            ])
    }
}

// MARK: Fixtures (line numbers matter: the tests name them)

private let problemJSON = """
    {
      "body": {"fontName": "Brand-Regular", "fontSize": 17},
      "bodyy": {"fontName": "Brand-Regular", "fontSize": 17},
      "title": {"fontName": "Brand-Bold", "fontSize": 0},
      "headline": {"fontName": "Brand-Bold", "fontSize": "17"},
      "caption": {"fontSize": 12},
      "footnote": {"fontName": 13, "fontSize": true},
      "callout": "Brand-Regular",
        "caption2": {"fontName": "Brand-Regular", "fontSize": -3.5, "nested": {"body": 1}},
      "title2": {"fontName": "Brånd-Ünï", "fontSize": 22}, "title3": {"fontName": "B", "fontSize": 20}
    }
    """

private let stylePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>title</key>
    	<dict>
    		<key>fontName</key>
    		<string>Brand-Bold</string>
    		<key>fontSize</key>
    		<real>28</real>
    	</dict>
    	<key>body</key>
    	<dict>
    		<key>fontName</key>
    		<string>Brand-Regular</string>
    		<key>fontSize</key>
    		<integer>17</integer>
    	</dict>
    	<key>caption</key>
    	<dict>
    		<key>fontName</key>
    		<string>Brand-Regular</string>
    		<key>fontSize</key>
    		<true/>
    	</dict>
    </dict>
    </plist>
    """
