import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

extension FixModeTests {
    @Test func storyboardObjectiveCAndStyleDictionary() async throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <label opaque="NO" text="Grüße" id="abc-12-xyz">
                                <fontDescription key="fontDescription" name="Roboto Bold" family="Roboto Bold" pointSize="17"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                            </label>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let objc = "// Überschrift\nUIFont *f = [UIFont fontWithName:@\"Roboto Bold\" size:17];\n"
        let styles = """
            {
              "body": { "fontName": "Roboto Regular", "fontSize": 17 },
              "headline": { "fontName": "Roboto-Bold", "fontSize": 17 },
              "caption": { "fontName": "Roboto-Regular", "fontSize": 12 },
              "titel": { "fontName": "Roboto-Bold", "fontSize": 28 }
            }

            """
        let app = try FixApp(
            files: [
                "App/Info.plist": FixApp.plist(["Roboto-Bold.ttf", "Roboto-Regular.ttf"]),
                "App/Main.storyboard": storyboard, "App/Legacy.m": objc, "App/Styles.json": styles,
            ],
            fonts: [
                "App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                "App/Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
            ])
        let outcome = try await app.fix()
        #expect(
            try app.text("App/Main.storyboard")
                == storyboard.replacingOccurrences(
                    of: "name=\"Roboto Bold\" family=\"Roboto Bold\"", with: "name=\"Roboto-Bold\" family=\"Roboto\""))
        #expect(
            try app.text("App/Legacy.m") == objc.replacingOccurrences(of: "@\"Roboto Bold\"", with: "@\"Roboto-Bold\""))
        #expect(
            try app.text("App/Styles.json")
                == styles.replacingOccurrences(of: "\"Roboto Regular\"", with: "\"Roboto-Regular\"")
                .replacingOccurrences(of: "\"titel\"", with: "\"title\""))
        #expect(
            outcome.left.filter { FixModeTests.fixableRules.contains($0.rule) }.isEmpty,
            "\(outcome.left.map(\.message))")
    }

    /// diaryApp's shape: a misspelt entry (`.TFF`) for a file nothing lists, asked for by name. The
    /// rename makes the entry; adding the file as well would list it twice.
    @Test func anEntryRenamedToTheUnlistedFileIsNotAddedAgain() async throws {
        let plist = FixApp.plist(["ROBOTO-BOLD.TFF"])
        let app = try FixApp(
            files: [
                "App/Info.plist": plist, "App/Label.m": "UIFont *f = [UIFont fontWithName:@\"Roboto-Bold\" size:17];\n",
            ],
            fonts: ["App/Fonts/ROBOTO-BOLD.TTF": "Roboto/Roboto-Bold.ttf"])
        let outcome = try await app.fix()
        #expect(
            try app.text("App/Info.plist") == plist.replacingOccurrences(of: "ROBOTO-BOLD.TFF", with: "ROBOTO-BOLD.TTF")
        )
        #expect(
            outcome.plan.fixable.count == 3,
            "the rename, and the two findings it resolves: font-not-listed, font-name-not-registered")
        #expect(outcome.left.isEmpty, "\(outcome.left.map(\.message))")
    }

    @Test func storyboardFontMapFollowsTheRename() async throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <customFonts key="customFonts">
                    <array key="Roboto-Bold.ttf">
                        <string>Roboto Bold</string>
                    </array>
                </customFonts>
                <objects>
                    <label text="A" id="a1">
                        <fontDescription key="fontDescription" name="Roboto Bold" family="Roboto" pointSize="17"/>
                    </label>
                    <label text="B" id="b2">
                        <fontDescription key="fontDescription" name="Roboto Bold" family="Roboto" pointSize="20"/>
                    </label>
                </objects>
            </document>

            """
        let app = try FixApp(
            files: ["App/Info.plist": FixApp.plist(["Roboto-Bold.ttf"]), "App/Card.xib": storyboard],
            fonts: ["App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        _ = try await app.fix()
        #expect(try app.text("App/Card.xib") == storyboard.replacingOccurrences(of: "Roboto Bold", with: "Roboto-Bold"))
    }

    @Test func binaryPlistIsRewrittenInBinaryForm() async throws {
        let dictionary: [String: Any] = ["CFBundleIdentifier": "com.example.app", "UIAppFonts": ["roboto-bold.ttf"]]
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        let app = try FixApp(files: [:], fonts: ["App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        try data.write(to: app.url("App/Info.plist"))
        let outcome = try await app.fix()
        let written = try Data(contentsOf: app.url("App/Info.plist"))
        #expect(written.starts(with: Array("bplist".utf8)))
        let read = try PropertyListSerialization.propertyList(from: written, format: nil) as? [String: Any]
        #expect(read?["UIAppFonts"] as? [String] == ["Roboto-Bold.ttf"])
        #expect(read?["CFBundleIdentifier"] as? String == "com.example.app")
        #expect(
            outcome.plan.unifiedDiff
                == "# App/Info.plist is a binary plist: --fix rewrites it through PropertyListSerialization in binary form\n"
        )
        #expect(outcome.left.isEmpty)
    }
}
