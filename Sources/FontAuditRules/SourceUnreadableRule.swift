import FontAuditInventory
import FontAuditModel

/// `source-unreadable`: a source, storyboard or style dictionary that cannot be read or parsed.
package struct SourceUnreadableRule: Rule {
    package static let description = RuleDescription(
        identifier: "source-unreadable",
        name: "Source file cannot be read",
        severity: .warning,
        summary:
            "A Swift, Objective-C, storyboard, xib or style-dictionary file cannot be read or parsed, so its font names were not checked.",
        rationale: """
            The audit reads font names from the app's sources. A file it cannot read (a permission, a \
            special file) or parse (a storyboard that is not well-formed XML, a style dictionary whose \
            JSON is cut short) may ask for fonts that nobody checked. Swift nested deeper than the \
            parser reads is not reported: the deep part is read token by token and the rest parsed. The app itself \
            may be fine: this says only that the audit is incomplete there. Fix the file, or exclude it \
            in `.fontaudit.yml` when it is not part of the app.
            """,
        triggeringExamples: [
            RuleExample(
                "a storyboard that is not XML", appFonts: [], sources: ["Main.storyboard": "<document><scenes>\n"],
                expect: [.init(file: "App/Main.storyboard", line: nil, fix: nil)]),
            RuleExample(
                "a style dictionary whose JSON is cut short", appFonts: [],
                sources: [
                    "Styles.json":
                        #"{"body": {"fontName": "Brand-Regular", "fontSize": 17}, "headline": {"fontName": "Brand-Bold", "fontSize": 17}, "caption1": {"fontNa"#
                ],
                expect: [.init(file: "App/Styles.json", line: nil, fix: nil)]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "a well-formed storyboard", appFonts: [],
                sources: [
                    "Main.storyboard":
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"></document>\n"
                ])
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.unreadableSources.map { path, reason in
            finding(.notCheckedForFontNames(path: path, reason: reason), file: path, name: path)
        }
    }
}

extension Finding.Message {
    /// A source file the readers could not read, and why.
    static func notCheckedForFontNames(path: String, reason: String) -> Self {
        Self(
            "notCheckedForFontNames", facts: ["path": path, "reason": reason],
            text: "\(quoted(path)) was not checked for font names: \(reason).")
    }
}
