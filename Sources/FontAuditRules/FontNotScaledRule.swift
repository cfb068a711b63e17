import FontAuditInventory
import FontAuditModel

/// `font-not-scaled` (opt-in): a custom UIKit font that keeps its point size at every Dynamic
/// Type setting.
package struct FontNotScaledRule: Rule {
    private static let storyboardText = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="InboxViewController" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <label text="Inbox" id="title-1">
                                        %@
                                    </label>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="title-1" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The storyboard above with its label's font line.
    private static func storyboard(_ font: String, adjusts: Bool = false) -> String {
        let text = storyboardText.replacingOccurrences(of: "%@", with: font)
        return adjusts
            ? text.replacingOccurrences(
                of: "<label text=\"Inbox\"", with: "<label adjustsFontForContentSizeCategory=\"YES\" text=\"Inbox\"")
            : text
    }

    private static let font =
        "<fontDescription key=\"fontDescription\" name=\"Roboto-Bold\" family=\"Roboto\" pointSize=\"17\"/>"

    package static let description = RuleDescription(
        identifier: "font-not-scaled",
        name: "Custom UIKit font does not scale with Dynamic Type",
        severity: .warning,
        summary:
            "A custom font reaches a label, button or text view as a fixed size: through `UIFont(name:size:)` without `UIFontMetrics`, or set in Interface Builder.",
        rationale: """
            SwiftUI's `Font.custom(_:size:)` scales with Dynamic Type by itself; UIKit's \
            `UIFont(name:size:)` does not, until it goes through \
            `UIFontMetrics(forTextStyle:).scaledFont(for:)` (and the view sets \
            `adjustsFontForContentSizeCategory`). A custom font set in a storyboard or xib never scales \
            by itself either. A user at the largest accessibility size then reads 17 pt text. Reported: \
            a `UIFont(name:size:)` assigned to a view's `font` in the same scope without going through \
            any call (`scaledFont(for:)` or a helper); a storyboard or xib label, button, text field or \
            text view with a custom font, no `adjustsFontForContentSizeCategory`, and no code that sets \
            the font of an outlet connected to it; a style dictionary's fonts when no code of the app \
            calls `scaledFont(for:)` or `Font.custom` (the ScaledFont pattern counts as scaled). \
            Opt-in: some apps keep sizes fixed on purpose.
            """,
        triggeringExamples: [
            .withRobotoBold(
                "a UIFont set as a label's font as it is",
                sources: [
                    "Inbox.swift":
                        "func style() {\n    titleLabel.font = UIFont(name: ↓\"Roboto-Bold\", size: 17)!\n}\n"
                ],
                expect: [.atMarker(fix: "UIFontMetrics(forTextStyle: .body).scaledFont(for:)")]),
            .withRobotoBold(
                "through a local constant, on a button's title label",
                sources: [
                    "Inbox.swift":
                        "func style() {\n    let font = UIFont(name: ↓\"Roboto-Bold\", size: 15) ?? .systemFont(ofSize: 15)\n    sendButton.titleLabel?.font = font\n}\n"
                ],
                expect: [.atMarker(fix: "UIFontMetrics(forTextStyle: .body).scaledFont(for:)")]),
            .withRobotoBold(
                "a storyboard label with a custom font and no code that scales it",
                sources: ["Base.lproj/Main.storyboard": storyboard("↓" + font)],
                expect: [.atMarker(fix: "UIFontMetrics(forTextStyle: .body).scaledFont(for:)")]),
        ],
        nonTriggeringExamples: [
            .withRobotoBold(
                "scaled with UIFontMetrics",
                sources: [
                    "Inbox.swift":
                        "func style() {\n    titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: \"Roboto-Bold\", size: 17)!)\n}\n"
                ]),
            .withRobotoBold(
                "a local constant scaled before it is set",
                sources: [
                    "Inbox.swift":
                        "func style() {\n    let font = UIFont(name: \"Roboto-Bold\", size: 17)!\n    titleLabel.font = UIFontMetrics.default.scaledFont(for: font)\n}\n"
                ]),
            .withRobotoBold(
                "SwiftUI's Font.custom scales by itself, and fixedSize is a choice",
                sources: [
                    "Inbox.swift":
                        "let a = Font.custom(\"Roboto-Bold\", size: 17)\nlet b = Font.custom(\"Roboto-Bold\", fixedSize: 17)\n"
                ]),
            .withRobotoBold(
                "a storyboard label whose outlet's font code sets",
                sources: [
                    "Base.lproj/Main.storyboard": storyboard(font),
                    "InboxViewController.swift":
                        "func viewDidLoad() {\n    titleLabel.font = UIFontMetrics.default.scaledFont(for: titleLabel.font)\n}\n",
                ]),
            .withRobotoBold(
                "a storyboard label that adjusts its font for the content size",
                sources: ["Base.lproj/Main.storyboard": storyboard(font, adjusts: true)]),
            .withRobotoBold(
                "a style dictionary the app reads through UIFontMetrics (the ScaledFont pattern)",
                sources: [
                    "Styles.json":
                        "{\n  \"body\": {\"fontName\": \"Roboto-Bold\", \"fontSize\": 17},\n  \"headline\": {\"fontName\": \"Roboto-Bold\", \"fontSize\": 17},\n  \"caption\": {\"fontName\": \"Roboto-Bold\", \"fontSize\": 12}\n}\n",
                    "ScaledFont.swift":
                        "func font(forTextStyle style: UIFont.TextStyle) -> UIFont {\n    UIFontMetrics(forTextStyle: style).scaledFont(for: base(style))\n}\n",
                ]),
        ],
        optIn: true
    )

    package init() {}

    /// Elements whose font a user reads as text.
    private static let textElements: Set<String> = ["label", "button", "textField", "textView"]

    package func findings(in inventory: Inventory) -> [Finding] {
        let fix = "UIFontMetrics(forTextStyle: .body).scaledFont(for:)"
        return inventory.requests.compactMap { request -> Finding? in
            guard case .registered = inventory.resolution(of: request), !request.isMacOS(in: inventory) else {
                return nil
            }
            switch request.scaling {
            case .unscaled(let receiver):
                return finding(
                    .setAsItIs(api: request.api, name: request.name, receiver: receiver),
                    at: request, fix: fix)
            case .interfaceBuilder(let element, let outlets, let adjusts):
                guard Self.textElements.contains(element), !adjusts,
                    !outlets.contains(where: inventory.scalingCode.setsFont(of:))
                else { return nil }
                return finding(
                    .setInInterfaceBuilder(element: element, name: request.name, outlet: outlets.first?.property),
                    at: request, fix: fix)
            case nil where request.source.isStyleEntry:
                let scope = inventory.owner(of: request.file)?.scope ?? ""
                guard
                    !inventory.scalingCode.scalingFiles.contains(where: {
                        (inventory.owner(of: $0)?.scope ?? "") == scope
                    })
                else { return nil }
                return finding(
                    .styleDictionaryNeverScaled(api: request.api, name: request.name),
                    at: request, fix: fix)
            default:
                return nil
            }
        }
    }
}

extension Finding.Message {
    /// A `UIFont(name:size:)` that reaches `receiver.font` unscaled.
    static func setAsItIs(api: String, name: String, receiver: String) -> Self {
        Self(
            "setAsItIs", facts: ["api": api, "name": name, "receiver": receiver],
            text:
                "\(api) for \(quoted(name)) goes to \(receiver).font as it is, so the text keeps its point size at every Dynamic Type setting. Scale it: \(receiver).font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font), and set \(receiver).adjustsFontForContentSizeCategory = true."
        )
    }

    /// An Interface Builder `element` with a custom font that no code rescales; `outlet`, the
    /// property through which code could.
    static func setInInterfaceBuilder(element: String, name: String, outlet: String?) -> Self {
        let through = outlet.map { "its outlet \($0)" } ?? "an outlet to it"
        return Self(
            "setInInterfaceBuilder", facts: ["element": element, "name": name, "outlet": outlet ?? ""],
            text:
                "This \(element)'s custom font \(quoted(name)) is set in Interface Builder, where a font never scales: it keeps its point size at every Dynamic Type setting. In code, through \(through), set its font to UIFontMetrics(forTextStyle: .body).scaledFont(for: …) and adjustsFontForContentSizeCategory = true."
        )
    }

    /// A style dictionary's font in an app whose code never scales a font.
    static func styleDictionaryNeverScaled(api: String, name: String) -> Self {
        Self(
            "styleDictionaryNeverScaled", facts: ["api": api, "name": name],
            text:
                "The style dictionary's font \(quoted(name)) (\(api)) never scales: no code of the app calls UIFontMetrics' scaledFont(for:) or Font.custom, so its size stays the same at every Dynamic Type setting. Pass each font through UIFontMetrics(forTextStyle:).scaledFont(for:), as the ScaledFont pattern does."
        )
    }
}
