import FontAuditInventory
import FontAuditModel
import FontInspectorModel
import Foundation

/// `plist-unreadable`: a plist that cannot be parsed, or whose font key has the wrong type.
package struct PlistUnreadableRule: Rule {
    package static let description = RuleDescription(
        identifier: "plist-unreadable",
        name: "Info.plist font keys cannot be read",
        severity: .error,
        summary:
            "A plist cannot be parsed, UIAppFonts / ATSApplicationFontsPath has the wrong type, the key is Xcode's label (`Fonts provided by application`) instead of UIAppFonts, or UIAppFonts is inside another key's value instead of at the top level.",
        rationale: """
            A merge conflict left in an Info.plist, or UIAppFonts written as a single string instead of \
            an array, makes iOS ignore the key: no font in it registers, and nothing says so. Repair the \
            plist so that UIAppFonts is an array of strings and ATSApplicationFontsPath is a string.
            """,
        triggeringExamples: [
            Self.example(
                "UIAppFonts as a string",
                dict: """
                        <key>UIAppFonts</key>
                        ↓<string>Roboto-Bold.ttf</string>
                    """),
            Self.example(
                "a merge conflict left in the plist",
                dict: """
                        <key>UIAppFonts</key>
                        <array>
                    ↓<<<<<<< HEAD
                            <string>Roboto-Bold.ttf</string>
                    =======
                            <string>Roboto-Regular.ttf</string>
                    >>>>>>> feature
                        </array>
                    """),
            Self.example(
                "UIAppFonts inside another key's value",
                dict: """
                        <key>UIApplicationSceneManifest</key>
                        <dict>
                            ↓<key>UIAppFonts</key>
                            <array>
                                <string>Roboto-Bold.ttf</string>
                            </array>
                        </dict>
                    """),
            Self.example(
                "a number among the entries",
                dict: """
                        <key>UIAppFonts</key>
                        <array>
                            <string>Roboto-Bold.ttf</string>
                            ↓<integer>7</integer>
                        </array>
                    """),
        ],
        nonTriggeringExamples: [
            .listing("an array of strings", font: "Roboto/Roboto-Bold.ttf")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            manifest.problems.compactMap { problem -> Finding? in
                let name = FileName.lastComponent(of: manifest.path)
                // Xcode's label as the key, for fonts that code registers anyway: inert, not fatal.
                if let entries = problem.labelEntries, !entries.isEmpty {
                    let registeredPaths = inventory.registeredPaths
                    let registered = inventory.fonts.filter { registeredPaths.contains($0.path) }
                        .map { FileName.lastComponent(of: $0.bundlePath) }
                    if entries.allSatisfy({ registered.contains(FileName.lastComponent(of: $0)) }) {
                        // A key the app's own code reads for its list (it registers them): no problem.
                        if problem.orphanIn != nil { return nil }
                        var result = finding(
                            problem.misplacedIn.map {
                                .appFontsMisplacedInert(path: manifest.path, outer: $0, fonts: entries.count)
                            } ?? .appFontsLabelInert(path: manifest.path, fonts: entries.count),
                            file: manifest.path, line: problem.line, name: name)
                        result.severity = .warning
                        return result
                    }
                    // Fonts the app does not hold at all: a list of something else (another
                    // platform's, a web view's), not a registration meant here.
                    if problem.orphanIn != nil {
                        let held = Set(inventory.fonts.map { FileName.lastComponent(of: $0.bundlePath) })
                        if !entries.contains(where: { held.contains(FileName.lastComponent(of: $0)) }) { return nil }
                    }
                }
                return finding(
                    .plistProblem(path: manifest.path, problem: problem.message), file: manifest.path,
                    line: problem.line, name: name)
            }
        }
    }
}

extension Finding.Message {
    /// What is wrong with an Info.plist's font keys.
    static func plistProblem(path: String, problem: String) -> Self {
        Self("plistProblem", facts: ["path": path, "problem": problem], text: "\(quoted(path)): \(problem)")
    }

    /// A UIAppFonts list inside the value of the top-level key `outer`, whose `fonts` code
    /// registers anyway.
    static func appFontsMisplacedInert(path: String, outer: String, fonts: Int) -> Self {
        Self(
            "appFontsMisplacedInert", facts: ["path": path, "outer": outer, "fonts": String(fonts)],
            text:
                "\(quoted(path)): UIAppFonts is inside the value of \(quoted(outer)), not at the top level where iOS reads it; code registers all \(fonts) of its fonts anyway, so the list is inert. Remove it, or move it to the top level."
        )
    }

    /// Xcode's label for UIAppFonts as a key, whose `fonts` code registers anyway.
    static func appFontsLabelInert(path: String, fonts: Int) -> Self {
        Self(
            "appFontsLabelInert", facts: ["path": path, "fonts": String(fonts)],
            text:
                "\(quoted(path)): the key `\(Manifest.appFontsLabel)` is only how Xcode's editor shows UIAppFonts, so iOS ignores it; code registers all \(fonts) of its fonts anyway, so the key is inert. Remove it."
        )
    }
}

extension PlistUnreadableRule {
    /// An app that bundles `Roboto-Bold.ttf` and whose whole Info.plist is an XML plist with
    /// `dict`'s lines in its dictionary.
    fileprivate static func example(_ title: String, dict: String) -> RuleExample {
        RuleExample(
            title,
            rawInfoPlist: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \(dict)
                </dict>
                </plist>
                """, files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
    }
}
