import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Inputs a review of issue 65's faster readers found read differently from before, each now read
/// as before: a Copy Files destination made of the target's own setting, a NUL in a strings
/// table, numbers Foundation refuses in a string catalog, a strings table with two byte-order marks.
@Suite struct ReviewRegressionTests {
    /// The project read resolves only the settings an audit reads, and the words a Copy Files
    /// phase's `dstPath` names: `$(FONT_DIR)` still places the font in `Fonts/`.
    @Test func copyFilesDestinationMadeOfATargetSetting() throws {
        let scratch = try ScratchFolder()
        let source = Repo.root.appendingPathComponent("Fixtures/Projects/CopyFiles")
        let copy = scratch.url.appendingPathComponent("CopyFiles")
        try FileManager.default.copyItem(at: source, to: copy)
        let pbxproj = copy.appendingPathComponent("CopyFiles.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        let written = "\t\t\tdstPath = Fonts;\n\t\t\tdstSubfolderSpec = 1;"
        #expect(text.contains(written))
        text = text.replacingOccurrences(
            of: written, with: "\t\t\tdstPath = \"$(FONT_DIR)\";\n\t\t\tdstSubfolderSpec = 1;")
        let setting = "\t\t\t\tINFOPLIST_FILE = Phone/Info.plist;"
        #expect(text.contains(setting))
        text = text.replacingOccurrences(of: setting, with: setting + "\n\t\t\t\tFONT_DIR = Fonts;")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        func bundlePaths(_ reader: XcodeProjectReader) throws -> [String] {
            let project = try reader.read(
                projectAt: copy.appendingPathComponent("CopyFiles.xcodeproj"), displayPath: "x")
            let phone = try #require(project.targets.first { $0.name == "Phone" })
            return phone.resources.map(\.bundlePath).filter { $0.hasSuffix("Roboto-Regular.ttf") }
        }
        let audited = try bundlePaths(XcodeProjectReader(settingsKept: XcodeTarget.isAudited))
        #expect(audited == (try bundlePaths(XcodeProjectReader())))
        #expect(audited == ["Fonts/Roboto-Regular.ttf"])
    }

    /// A NUL makes the full parser refuse a table: the one-pass scan leaves such a table to it.
    @Test func nulInAStringsTableIsTheFullParsers() {
        for text in ["\"greeting\" = \"Cze\u{0}ść\";\n", "\"a\" = \"b\\\u{0}\";\n", "\"k\u{0}\" = \"v\";\n"] {
            #expect(StringsTableScanner.entries(text) == nil)
            #expect(!StringsTableScanner.reads(utf8: Array(text.utf8)))
            #expect((try? SafePlist.parse(Data(text.utf8)).value as? [String: Any]) == nil)
        }
        #expect(StringsTableScanner.reads(utf8: Array("\"a\" = \"b\";\n".utf8)))
    }

    /// Numbers Foundation's JSON parser refuses (a leading zero, a value past a Double's range)
    /// make the one-pass catalog reader step aside; those it takes it reads.
    @Test func catalogNumbersFoundationRefuses() {
        for number in ["01", "-01", "00", "1e400", "1.7976931348623159e308", "-1e999"] {
            #expect(TranslationJSON.tree(Array("{\"version\" : \(number), \"strings\" : {}}".utf8)) == nil, "\(number)")
        }
        for number in ["0", "-0", "0.5", "10", "1e300", "-2.5E-3"] {
            #expect(TranslationJSON.tree(Array("{\"version\" : \(number), \"strings\" : {}}".utf8)) != nil, "\(number)")
        }
        // JSON tables of a React Native app are read as before (not strict).
        #expect(TranslationJSON.leaves(Array("{\"a\" : 01, \"b\" : \"x\"}".utf8)) != nil)
    }

    /// A second byte-order mark is dropped as Foundation drops it, so an XML table keeps its lines.
    @Test func stringsTableWithTwoByteOrderMarks() {
        let xml =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>b</string>\n</dict>\n</plist>\n"
        let text = LocalizationReader.decodeStrings(Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]) + Data(xml.utf8))
        #expect(text?.hasPrefix("<?xml") == true)
    }
}
