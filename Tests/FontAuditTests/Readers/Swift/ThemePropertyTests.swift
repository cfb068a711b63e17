import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontInspectorModel

/// Issue 63: a stored `var` of a theme type (`Theme.shared.bodyFont`) is every value the checkout
/// gives it, its declaration's and every assignment's, when the audit can follow them all; one it
/// cannot follow, a decoded type, a property wrapper or a name two types declare leaves it open.
@Suite struct ThemePropertyTests {
    func audit(_ files: [String: String]) async throws -> (requests: [String], findings: [String], open: Int) {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"])
        for (path, source) in files { try folder.write("App/" + path, source) }
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        return (
            inventory.requests.map { "\(FileName.lastComponent(of: $0.file)):\($0.line) \($0.name)" }.sorted(),
            result.findings.map {
                "\($0.rule) \(FileName.lastComponent(of: $0.file ?? "-")):\($0.line ?? 0) \($0.name ?? "-")"
            }
            .sorted(),
            result.summary.namesDynamic
        )
    }

    /// A theme whose two names, followed, are full names (`font-name-not-postscript`).
    static let theme = """
        final class Theme {
            static let shared = Theme()
            var bodyFont = "Roboto Bold"
            var titleFont = "Roboto Bold"
        }

        """

    static let screen = """
        import UIKit
        final class Screen {
            func make(theme: Theme) {
                _ = UIFont(name: Theme.shared.bodyFont, size: 17)
                _ = UIFont(name: theme.titleFont, size: 22)
            }
        }

        """

    @Test func aThemesVarIsEveryValueTheCheckoutGivesIt() async throws {
        let found = try await audit([
            "Theme.swift": """
            final class Theme {
                static let shared = Theme()
                var bodyFont = "Roboto-Regular"
                private(set) var titleFont: String
                init() { titleFont = "Roboto-Bold" }
                func useCondensed() { self.titleFont = "Roboto Condensed-Bold" }
            }

            """,
            // Assigned in a file that asks for no font.
            "Launch.swift": """
            func launch(compact: Bool) {
                if compact { Theme.shared.bodyFont = "Roboto-Bold" }
            }

            """,
            "Screen.swift": Self.screen,
        ])
        #expect(
            found.requests == [
                "Screen.swift:4 Roboto-Bold", "Screen.swift:4 Roboto-Regular", "Screen.swift:5 Roboto Condensed-Bold",
                "Screen.swift:5 Roboto-Bold",
            ], "\(found.requests)")
        #expect(found.findings == ["font-name-unknown Screen.swift:5 Roboto Condensed-Bold"], "\(found.findings)")
        #expect(found.open == 0)
    }

    /// A struct's `static var` is one value set; its instances' `var`s are copies with their own.
    @Test func aStructsStaticVarIsFollowedItsInstanceVarsAreNot() async throws {
        let found = try await audit([
            "Palette.swift": """
            import UIKit
            struct Palette {
                var heading = "Roboto-Bold"
                static var caption = "Roboto-Regular"
            }
            func setUp() { Palette.caption = "Roboto Bold" }
            func heading(_ palette: Palette) -> UIFont? { UIFont(name: palette.heading, size: 20) }
            func caption() -> UIFont? { UIFont(name: Palette.caption, size: 12) }

            """
        ])
        #expect(
            found.requests == ["Palette.swift:8 Roboto Bold", "Palette.swift:8 Roboto-Regular"], "\(found.requests)")
        #expect(found.findings == ["font-name-not-postscript Palette.swift:8 Roboto Bold"], "\(found.findings)")
        #expect(found.open == 1)
    }

    /// A typeface singleton whose optional names its initializer sets, unwrapped before a helper
    /// asks for the font (`guard let name = regularName`): the helper's parameter is their values.
    @Test func anUnwrappedPropertyIsItsValues() async throws {
        let found = try await audit([
            "Typeface.swift": """
            import UIKit
            final class Typeface {
                static let shared = Typeface()
                var regularName: String?
                var boldName: String? = "Roboto Bold"
                init() {
                    regularName = "Roboto-Regular"
                    boldName = "Roboto-Blod"
                }
                private func safeFont(name: String, size: CGFloat) -> UIFont {
                    UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
                }
                func regular(size: CGFloat) -> UIFont {
                    guard let name = regularName else { return .systemFont(ofSize: size) }
                    return safeFont(name: name, size: size)
                }
                func bold(size: CGFloat) -> UIFont {
                    if let name = boldName { return safeFont(name: name, size: size) }
                    return .boldSystemFont(ofSize: size)
                }
            }

            """
        ])
        // `Roboto Bold`, which the initializer always replaces, is never asked for.
        #expect(
            found.requests == ["Typeface.swift:11 Roboto-Blod", "Typeface.swift:11 Roboto-Regular"], "\(found.requests)"
        )
        #expect(found.findings == ["font-name-unknown Typeface.swift:11 Roboto-Blod"], "\(found.findings)")
        #expect(found.open == 0)
    }

    /// Shapes a review found giving a value the request never takes; each must stay open.
    @Test func anAssignmentTheAuditCannotTieToTheTypeLeavesItOpen() async throws {
        let theme = Self.theme
        let cases: [(String, [String: String])] = [
            // A receiver of another (or unknown) type that has a property of the same name.
            (
                "other receiver",
                [
                    "Theme.swift": theme,
                    "Other.swift":
                        "func set(_ item: UINavigationItem, _ x: AnyObject) { item.bodyFont = \"Roboto-Bold\"; x.titleFont = \"Roboto-Bold\" }",
                ]
            ),
            // The same type name in two targets, one setting its own.
            (
                "two targets",
                [
                    "Theme.swift": theme,
                    "Widget/Theme.swift": theme.replacingOccurrences(of: "Roboto Bold", with: "Roboto-Bold"),
                ]
            ),
            // A tuple assignment, a binding to the property, an extension that may make it Codable.
            (
                "tuple",
                [
                    "Theme.swift": theme,
                    "Load.swift": "extension Theme { func load() { (bodyFont, titleFont) = (\"A\", \"B\") } }",
                ]
            ),
            (
                "binding",
                [
                    "Theme.swift": theme,
                    "Picker.swift": "func bind(_ t: Theme) { _ = [$bodyFont, $titleFont]; _ = $t.bodyFont }",
                ]
            ),
            ("codable extension", ["Theme.swift": theme, "Codable.swift": "extension Theme: Decodable {}"]),
            (
                "one build's value",
                [
                    "Theme.swift": theme,
                    "Mac.swift":
                        "func mac() {\n#if targetEnvironment(macCatalyst)\nTheme.shared.bodyFont = \"A\"; Theme.shared.titleFont = \"B\"\n#endif\n}",
                ]
            ),
            // A class that may be subclassed: a subclass may set or override it.
            ("open class", ["Theme.swift": theme.replacingOccurrences(of: "final class", with: "class")]),
            // Instances given their own values, or a variable that may be another instance.
            (
                "instances",
                [
                    "Theme.swift": theme.replacingOccurrences(
                        of: "    static let shared = Theme()\n",
                        with:
                            "    static let shared = Theme(body: \"Roboto-Bold\")\n    init(body: String = \"Roboto-Bold\") { bodyFont = body; titleFont = body }\n"
                    )
                ]
            ),
            (
                "a variable",
                [
                    "Theme.swift": theme,
                    "Set.swift": "func set(_ t: Theme) { t.bodyFont = \"Roboto-Bold\"; t.titleFont = \"Roboto-Bold\" }",
                ]
            ),
            (
                "Bindable",
                [
                    "Theme.swift": theme,
                    "Edit.swift": "func edit(_ t: Theme) { _ = [Bindable(t).bodyFont, Bindable(t).titleFont] }",
                ]
            ),
        ]
        for (why, files) in cases {
            let found = try await audit(files.merging(["Screen.swift": Self.screen]) { $1 })
            #expect(found.findings.isEmpty && found.open == 2, "\(why): \(found.findings) \(found.requests)")
        }
        // A local of the property's name inside the type is not the property.
        let shadow = theme.replacingOccurrences(
            of: "    var titleFont = \"Roboto Bold\"\n",
            with:
                "    var titleFont = \"Roboto-Bold\"\n    func f() { var bodyFont = \"x\"; bodyFont = \"Roboto-Blod\"; _ = bodyFont }\n"
        )
        let found = try await audit(["Theme.swift": shadow, "Screen.swift": Self.screen])
        #expect(found.findings == ["font-name-not-postscript Screen.swift:4 Roboto Bold"], "\(found.findings)")
    }

    @Test func whatTheAuditCannotFollowLeavesThePropertyOpen() async throws {
        let theme = Self.theme
        // Unchanged, both are followed to their one value.
        let plain = try await audit(["Theme.swift": theme, "Screen.swift": Self.screen])
        #expect(
            plain.findings == [
                "font-name-not-postscript Screen.swift:4 Roboto Bold",
                "font-name-not-postscript Screen.swift:5 Roboto Bold",
            ], "\(plain.findings)")
        // Each changes one of the two properties in a way the audit does not follow.
        for change in [
            "func load(name: String) { Theme.shared.bodyFont = name; Theme.shared.titleFont = name }",
            "func bolder() { Theme.shared.bodyFont += \"-Bold\"; Theme.shared.titleFont.append(\"x\") }",
            "func swap(_ a: inout String) {}\nfunc run() { swap(&Theme.shared.bodyFont); swap(&Theme.shared.titleFont) }",
            "let paths: [ReferenceWritableKeyPath<Theme, String>] = [\\.bodyFont, \\.titleFont]",
            "final class Other { var bodyFont = \"Roboto-Bold\"; var titleFont = \"Roboto-Bold\" }",
        ] {
            let found = try await audit(["Theme.swift": theme, "Change.swift": change, "Screen.swift": Self.screen])
            #expect(found.findings.isEmpty && found.open == 2, "\(change): \(found.findings) \(found.requests)")
        }
        // Values from data or from a property wrapper that is no storage of the app's: never the
        // declaration's alone (a storage wrapper's: ThemePropertyTests+Storage.swift).
        for declaration in [
            "struct Theme: Codable { static let shared = Theme(); var bodyFont = \"Roboto Bold\"; var titleFont = \"Roboto Bold\" }",
            """
            import SwiftUI
            final class Theme { static let shared = Theme(); @Environment(\\.body) var bodyFont = "Roboto Bold"
                @Clamped("title") var titleFont = "Roboto Bold" }
            """,
            // Objective-C, which may set them, is not read for Swift's properties.
            "import UIKit\n@objcMembers final class Theme: NSObject { static let shared = Theme(); var bodyFont = \"Roboto Bold\"; var titleFont = \"Roboto Bold\" }",
            "import UIKit\nfinal class Theme: NSObject { static let shared = Theme(); @objc var bodyFont = \"Roboto Bold\"; @objc dynamic var titleFont = \"Roboto Bold\" }",
        ] {
            let found = try await audit(["Theme.swift": declaration, "Screen.swift": Self.screen])
            #expect(found.findings.isEmpty && found.open == 2, "\(declaration): \(found.findings)")
        }
    }
}
