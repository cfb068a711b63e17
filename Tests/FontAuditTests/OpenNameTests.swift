import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Each name the audit leaves open is listed once with why (``OpenName``, ``OpenReason``): a
/// source-tree app with one open name of each reason the Swift, Objective-C and JavaScript front
/// ends give, and controls the audit knows, which must not be listed.
@Suite struct OpenNameTests {
    static func audit(_ files: [String: String]) async throws -> AuditResult {
        let scratch = try ScratchFolder()
        for (path, text) in files { try scratch.write(path, text) }
        var options = AuditOptions()
        options.cacheDirectory = nil
        return try await Auditor().audit(path: scratch.url.path, options: options).result
    }

    /// (line, reason, subject) of each open name of `file`.
    static func reasons(_ result: AuditResult, in file: String) -> [String] {
        result.openNames.filter { $0.file == file }.map {
            "\($0.line) \($0.reason.kind.rawValue) \($0.reason.subject ?? "-")"
        }
    }

    @Test func swiftNamesSayWhyTheyAreOpen() async throws {
        let result = try await Self.audit([
            "App/Views.swift": """
            import UIKit
            func label(_ fontName: String) -> UIFont? {
                UIFont(name: fontName, size: 12)
            }
            func use(_ any: String) { _ = label(any) }
            struct Config { var name: String }
            struct Other { var name: String }
            func show(config: Config) {
                _ = UIFont(name: config.name, size: 12)
                _ = UIFont(name: Missing.brandBold, size: 12)
                _ = UIFont(name: ServerTheme.fontName(), size: 12)
                _ = UIFont(name: UserDefaults.standard.string(forKey: "f") ?? "Roboto-Bold", size: 12)
                _ = UIFont(name: "Helvetica-Bold", size: 12)
            }

            """
        ])
        #expect(
            Self.reasons(result, in: "App/Views.swift") == [
                "3 parameter label", "9 undefined Config.name", "10 undefined Missing.brandBold",
                "11 call ServerTheme.fontName", "12 expression -",
            ])
        #expect(result.summary.namesDynamic == 5, "the literal control is known")
        let first = try #require(result.openNames.first)
        #expect(first.written == "fontName")
        #expect(first.api == "UIFont(name:size:)")
        #expect(first.reason.explanation.contains("a parameter of `label`"))
    }

    @Test func objectiveCNamesSayWhyTheyAreOpen() async throws {
        let result = try await Self.audit([
            "App/A.h": "#define SHARED @\"Brand-Bold\"\n",
            "App/B.h": "#define SHARED @\"Brand-Book\"\n",
            "App/Label.m": """
            @implementation Label
            - (void)f {
                self.a = [UIFont fontWithName:NOWHERE size:12];
                self.b = [UIFont fontWithName:SHARED size:12];
                self.c = [UIFont fontWithName:self.chosen size:12];
                self.d = [UIFont fontWithName:[self pick:1] size:12];
            }
            @end

            """,
        ])
        #expect(
            Self.reasons(result, in: "App/Label.m") == [
                "3 undefined NOWHERE", "4 ambiguous SHARED", "5 unassigned Label.chosen", "6 expression -",
            ])
    }

    @Test func javaScriptNamesSayWhyTheyAreOpen() async throws {
        let result = try await Self.audit([
            "package.json": #"{ "main": "App.js", "dependencies": { "expo": "~52.0.0", "react-native": "0.74.0" } }"#,
            "app.json": #"{ "expo": { "name": "X", "slug": "x" } }"#,
            "App.js": """
            import { StyleSheet, Text } from 'react-native';
            import { remote } from 'some-package';
            export default function App({ family }) {
              return <Text style={{ fontFamily: family }}>x</Text>;
            }
            const styles = StyleSheet.create({
              title: { fontFamily: remote.bold },
              body: { fontFamily: 'Roboto-Regular' },
            });

            """,
        ])
        // The prop and the package's value, not the literal.
        #expect(Self.reasons(result, in: "App.js") == ["4 expression -", "7 expression -"])
        #expect(result.openNames.map(\.written) == ["family", "remote.bold"])
        #expect(result.openNames.allSatisfy { $0.api == "fontFamily" })
    }

    /// A function whose name says it gives a font's name and that returns its own call (or two
    /// that call each other) is open at the evaluator's depth bound, and so is its reason: the
    /// explanation once followed the calls without end (a crash on a real app, TheAbubakrAbu/Al-Quran-iOS).
    @Test func aFunctionReturningItsOwnCallEnds() async throws {
        let result = try await Self.audit([
            "App/Theme.swift": """
            import UIKit
            enum Theme {
                static func fontName() -> String { Theme.fontName() }
                static func otherFontName() -> String { "Brand-" + Theme.thirdFontName() }
                static func thirdFontName() -> String { Theme.otherFontName() }
            }
            let a = UIFont(name: Theme.fontName(), size: 1)
            let b = UIFont(name: Theme.otherFontName(), size: 1)

            """
        ])
        #expect(result.openNames.map(\.line) == [7, 8])
        #expect(result.openNames.allSatisfy { [.expression, .tooManyValues].contains($0.reason.kind) })
    }

    /// The listed names are the summary's: each open place once (a place two targets read alike
    /// is one entry), sorted.
    @Test func theListMatchesTheCount() async throws {
        let result = try await Self.audit([
            "App/Views.swift": """
            import UIKit
            func a(_ n: String) -> UIFont? { UIFont(name: n, size: 1) }
            func b(_ n: String) -> UIFont? { UIFont(name: n, size: 2) }

            """
        ])
        #expect(result.openNames.count == result.summary.namesDynamic)
        #expect(result.openNames == result.openNames.sorted())
    }
}

/// The reasons of an Objective-C theme read and of a Swift member say what the code does, each
/// case one a review found said wrongly: a property no file assigns beside another with a getter of
/// its own, a property assigned an undefined macro, more values than followed, and a variable's
/// member explained through a static member of another type.
@Suite struct OpenReasonReviewTests {
    static let theme = """
        @interface Theme : NSObject
        @property (nonatomic, copy) NSString *bodyFont;
        @property (nonatomic, copy) NSString *titleFont;
        + (instancetype)shared;
        @end

        """

    static func reasons(themeBody: String) async throws -> [String] {
        let result = try await OpenNameTests.audit([
            "App/Theme.h": theme,
            "App/Theme.m":
                "#import \"Theme.h\"\n@implementation Theme\n+ (instancetype)shared { static Theme *t; return t; }\n\(themeBody)\n@end\n",
            "App/Label.m": """
            #import "Theme.h"
            @implementation Label
            - (void)style { self.font = [UIFont fontWithName:[Theme shared].titleFont size:14]; }
            @end

            """,
        ])
        return OpenNameTests.reasons(result, in: "App/Label.m")
    }

    @Test func aPropertyNothingAssignsBesideOneWithAGetter() async throws {
        #expect(
            try await Self.reasons(
                themeBody:
                    "- (NSString *)bodyFont { return [[NSUserDefaults standardUserDefaults] stringForKey:@\"f\"]; }")
                == ["3 unassigned Theme.titleFont"])
    }

    @Test func aPropertyAssignedAnUndefinedMacro() async throws {
        #expect(
            try await Self.reasons(
                themeBody: "- (instancetype)init { self = [super init]; self.titleFont = FONT_TITLE; return self; }")
                == ["3 undefined FONT_TITLE"])
    }

    @Test func aPropertyAssignedMoreValuesThanFollowed() async throws {
        let assignments = (1...9).map { "if (x == \($0)) { self.titleFont = @\"Brand-\($0)\"; }" }.joined(
            separator: " ")
        #expect(
            try await Self.reasons(themeBody: "- (void)pick:(int)x { \(assignments) }") == ["3 too-many-values -"])
    }

    @Test func aVariablesMemberIsNotExplainedByAStaticOne() async throws {
        let result = try await OpenNameTests.audit([
            "App/A.swift": """
            import UIKit
            struct FontConfig: Codable {
                var title: String
                enum Keys { static var title: String { "Brand-" + Other.weight } }
            }
            final class Label {
                var style: FontConfig!
                func apply() { _ = UIFont(name: style.title, size: 1) }
            }

            """
        ])
        #expect(OpenNameTests.reasons(result, in: "App/A.swift") == ["8 unknown-type style.title"])
    }

    /// A JavaScript path is explained as its evaluation looks it up, whole: `fonts.bold`, which
    /// its module does not define, is never explained through another module's `other.bold`.
    @Test func aJavaScriptPathIsExplainedWhole() async throws {
        let result = try await OpenNameTests.audit([
            "package.json": #"{ "main": "App.js", "dependencies": { "expo": "~52.0.0", "react-native": "0.74.0" } }"#,
            "app.json": #"{ "expo": { "name": "X", "slug": "x" } }"#,
            "theme.js":
                "export const fonts = { regular: 'Roboto-Regular' };\nexport const other = { bold: 'Roboto-Bold' };\n",
            "App.js": """
            import { StyleSheet } from 'react-native';
            import { fonts, other } from './theme';
            const styles = StyleSheet.create({ title: { fontFamily: fonts.bold }, body: { fontFamily: other.bold } });

            """,
        ])
        #expect(OpenNameTests.reasons(result, in: "App.js") == ["3 undefined fonts.bold"])
    }
}
