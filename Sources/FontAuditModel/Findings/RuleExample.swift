import Foundation

/// A tiny iOS or macOS source-tree app, as data: an Info.plist and some font files. The examples
/// document each rule, and one test builds every example of every registered rule and checks it:
/// a triggering example must make exactly the findings of ``expected`` (file, line and fix), a
/// non-triggering one none. In ``sources`` and ``rawInfoPlist`` a ``marker`` (`↓`) marks where a
/// finding must point; see ``Expected``.
package struct RuleExample: Sendable, Hashable {
    /// What the example shows.
    package let title: String
    /// The `UIAppFonts` entries of `Info.plist`, or nil for no such key.
    package let appFonts: [String]?
    /// The `ATSApplicationFontsPath` value, or nil for no such key.
    package let atsFontsPath: String?
    /// A whole `Info.plist` text that replaces the generated one (for malformed-plist examples),
    /// without its ``marker``s.
    package let rawInfoPlist: String?
    /// App-relative font paths, each mapped to the sample font it is a copy of (a path below the
    /// project's `Fixtures/Fonts`), or to "" for an empty file.
    package let files: [String: String]
    /// App-relative source files (Swift, Objective-C, storyboards, style dictionaries) and their
    /// text, without its ``marker``s.
    package let sources: [String: String]
    /// For project rules: an Xcode project below the project's `Fixtures/Projects` to audit instead
    /// of a generated app (`Groups/Groups.xcodeproj`), and the target whose findings count.
    package let project: String?
    /// The target of ``project`` the example is about.
    package let target: String?
    /// The findings a triggering example makes, each with the file, line and fix it reports: one
    /// per ``marker`` in ``sources`` and ``rawInfoPlist`` (with the fixes of the `expect:` entries
    /// made by ``Expected/atMarker(fix:)``, in order), then the other `expect:` entries. Empty for a
    /// non-triggering example.
    package let expected: [Expected]

    /// Creates an example. A ``marker`` (`↓`) in `rawInfoPlist` or in a text of `sources` marks the
    /// line and column a finding must point to, and is removed from the text; `expect` gives the
    /// fixes of the findings at the markers (``Expected/atMarker(fix:)``, in marker order) and the
    /// findings elsewhere (``Expected/init(file:line:column:fix:)``).
    package init(
        _ title: String, appFonts: [String]? = nil, atsFontsPath: String? = nil, rawInfoPlist: String? = nil,
        files: [String: String] = [:], sources: [String: String] = [:], project: String? = nil, target: String? = nil,
        expect: [Expected] = []
    ) {
        let marked = Self.placeMarkers(rawInfoPlist: rawInfoPlist, sources: sources, expect: expect)
        self.sources = marked.sources
        self.project = project
        self.target = target
        self.title = title
        self.appFonts = appFonts
        self.atsFontsPath = atsFontsPath
        self.rawInfoPlist = marked.rawInfoPlist
        self.files = files
        self.expected = marked.expected
    }
}

extension RuleExample {
    /// An app that lists one sample font in `UIAppFonts` and bundles it as `Fonts/` and its file
    /// name: `font` is its path below the project's `Fixtures/Fonts` (`Roboto/Roboto-Bold.ttf`).
    /// Most examples are such an app and some `sources`.
    package static func listing(
        _ title: String, font: String, sources: [String: String] = [:], expect: [Expected] = []
    ) -> RuleExample {
        listing(title, fonts: [font], sources: sources, expect: expect)
    }

    /// An app that lists sample fonts in `UIAppFonts`, in this order, and bundles each as `Fonts/`
    /// and its file name: `fonts` are their paths below the project's `Fixtures/Fonts`.
    package static func listing(
        _ title: String, fonts: [String], sources: [String: String] = [:], expect: [Expected] = []
    ) -> RuleExample {
        let names = fonts.map { String($0.split(separator: "/").last ?? Substring($0)) }
        return RuleExample(
            title, appFonts: names, files: Dictionary(uniqueKeysWithValues: zip(names.map { "Fonts/" + $0 }, fonts)),
            sources: sources, expect: expect)
    }

    /// An app that lists and bundles `Roboto-Bold.ttf` (`Roboto-Bold`, the examples' usual font)
    /// and holds `sources`: most examples of the name and Dynamic Type rules differ only there.
    package static func withRobotoBold(_ title: String, sources: [String: String], expect: [Expected] = [])
        -> RuleExample
    {
        listing(title, font: "Roboto/Roboto-Bold.ttf", sources: sources, expect: expect)
    }
}
