import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 63: an Objective-C theme singleton whose `NSString *` property is assigned only from
/// macros (`self.bodyFont = BrandBodyFont;` with `#define BrandBodyFont @"…"` in a header) is
/// those values where it is read through the class (`[Theme shared].bodyFont`); a property of
/// another class, an assignment through a variable, a value the audit cannot know, and a font's
/// own name stay open.
@Suite struct ObjectiveCThemeTests {
    static let header = """
        #define BrandBodyFont @"Roboto-Regular"
        #define BrandTitleFont @"Roboto Bold"
        @interface Theme : NSObject
        @property (nonatomic, copy) NSString *bodyFont;
        @property (nonatomic, copy) NSString *titleFont;
        @property (nonatomic, copy) NSString *captionFont;
        + (instancetype)shared;
        @end

        """

    static let implementation = """
        #import "Theme.h"
        @implementation Theme
        + (instancetype)shared {
            static Theme *theme;
            static dispatch_once_t once;
            dispatch_once(&once, ^{ theme = [[Theme alloc] init]; });
            return theme;
        }
        - (instancetype)init {
            if ((self = [super init])) {
                self.bodyFont = BrandBodyFont;
                _titleFont = BrandTitleFont;
                [self setCaptionFont:@"Roboto-Regular"];
            }
            return self;
        }
        - (UIFont *)body { return [UIFont fontWithName:self.bodyFont size:17]; }
        @end

        """

    /// Reads through the accessor, three ways, and through `self`.
    static let screen = """
        #import "Theme.h"
        @implementation Screen
        - (void)viewDidLoad {
            self.a.font = [UIFont fontWithName:[Theme shared].bodyFont size:17];
            self.b.font = [UIFont fontWithName:[[Theme shared] titleFont] size:22];
            self.c.font = [UIFont fontWithName:Theme.shared.captionFont size:12];
            self.d.font = [UIFont fontWithName:self.a.font.fontName size:12];
        }
        @end

        """

    func audit(_ files: [String: String]) async throws -> (requests: [String], findings: [String], open: Int) {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"])
        for (path, text) in files { try folder.write("App/" + path, text) }
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        return (
            inventory.requests.map { "\($0.file):\($0.line) \($0.name)" }.sorted(),
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" },
            result.summary.namesDynamic
        )
    }

    @Test func aThemeSingletonFedByMacrosIsItsValuesWhereItIsRead() async throws {
        let found = try await audit(
            ["Theme.h": Self.header, "Theme.m": Self.implementation, "Screen.m": Self.screen])
        #expect(
            found.requests == [
                "App/Screen.m:4 Roboto-Regular", "App/Screen.m:5 Roboto Bold", "App/Screen.m:6 Roboto-Regular",
                "App/Theme.m:17 Roboto-Regular",
            ], "\(found.requests)")
        #expect(found.findings == ["font-name-not-postscript App/Screen.m:5 Roboto Bold"], "\(found.findings)")
        // The font's own name (`self.a.font.fontName`) is known only at run time.
        #expect(found.open == 1)
    }

    @Test func whatTheAuditCannotTieToTheClassStaysOpen() async throws {
        for (change, why) in [
            ("- (void)load:(NSString *)name { [Theme shared].bodyFont = name; }", "a parameter"),
            ("- (void)load { Theme *theme = [Theme shared]; theme.bodyFont = @\"Roboto-Bold\"; }", "a variable"),
            ("- (void)load { [[Theme shared] setValue:@\"Roboto-Bold\" forKey:@\"bodyFont\"]; }", "key-value coding"),
            ("- (void)load { [Theme shared].bodyFont = nil; }", "nil"),
        ] {
            let other = "#import \"Theme.h\"\n@implementation Loader\n\(change)\n@end\n"
            let found = try await audit([
                "Theme.h": Self.header, "Theme.m": Self.implementation, "Screen.m": Self.screen, "Loader.m": other,
            ])
            #expect(!found.requests.contains("App/Screen.m:4 Roboto-Regular"), "\(why): \(found.requests)")
            #expect(found.open == 3, "\(why): \(found.open)")
        }
        // Shapes a review found: each sets `bodyFont` in a way the audit does not follow.
        let others: [(String, [String: String])] = [
            (
                "a getter of its own",
                [
                    "Getter.m":
                        "@implementation Theme (Dark)\n- (NSString *)bodyFont { return @\"Roboto-Bold\"; }\n@end\n"
                ]
            ),
            (
                "self->_ivar",
                [
                    "Set.m":
                        "@implementation Theme (Set)\n- (void)set:(NSString *)f { self->_bodyFont = [f copy]; }\n@end\n"
                ]
            ),
            (
                "KVC from a dictionary",
                [
                    "Load.m":
                        "@implementation Loader\n- (void)load:(NSDictionary *)d { [[Theme shared] setValuesForKeysWithDictionary:d]; }\n@end\n"
                ]
            ),
            ("Swift sets it", ["AppDelegate.swift": "func launch() { Theme.shared().bodyFont = \"Roboto-Bold\" }\n"]),
            (
                "a Swift subclass's getter",
                [
                    "Dark.swift":
                        "final class DarkTheme: Theme { override var bodyFont: String! { get { \"Roboto-Bold\" } set {} } }\n"
                ]
            ),
            (
                "a second Theme in another target",
                ["Widget/Theme.h": Self.header, "Widget/Theme.m": Self.implementation]
            ),
            (
                "one build's value",
                [
                    "Mac.m":
                        "@implementation Theme (Mac)\n- (void)mac {\n#if TARGET_OS_MACCATALYST\n    self.bodyFont = @\"Roboto-Bold\";\n#endif\n}\n@end\n"
                ]
            ),
            (
                "a storyboard's runtime attribute",
                [
                    "Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="a"><objects>
                    <view key="view" contentMode="scaleToFill" id="b"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="bodyFont" value="Roboto-Bold"/>
                    </userDefinedRuntimeAttributes></view></objects></scene></scenes></document>

                    """
                ]
            ),
        ]
        for (why, files) in others {
            let found = try await audit(
                ["Theme.h": Self.header, "Theme.m": Self.implementation, "Screen.m": Self.screen].merging(files) { $1 })
            #expect(!found.requests.contains("App/Screen.m:4 Roboto-Regular"), "\(why): \(found.requests)")
        }
        for attribute in ["IBInspectable ", "setter=useBodyFont:, "] {
            let header = Self.header.replacingOccurrences(
                of: "@property (nonatomic, copy) NSString *bodyFont;",
                with: attribute.hasPrefix("setter")
                    ? "@property (nonatomic, copy, \(attribute.dropLast(2))) NSString *bodyFont;"
                    : "@property (nonatomic, copy) \(attribute)NSString *bodyFont;")
            let found = try await audit(["Theme.h": header, "Theme.m": Self.implementation, "Screen.m": Self.screen])
            #expect(!found.requests.contains("App/Screen.m:4 Roboto-Regular"), "\(attribute): \(found.requests)")
        }
        // A class that declares no such property, or an accessor it does not declare.
        let undeclared = Self.header.replacingOccurrences(
            of: "@property (nonatomic, copy) NSString *bodyFont;\n", with: ""
        )
        .replacingOccurrences(of: "+ (instancetype)shared;\n", with: "")
        let implementation = Self.implementation.replacingOccurrences(
            of: "+ (instancetype)shared {", with: "+ (id)shared {")
        let found = try await audit(["Theme.h": undeclared, "Theme.m": implementation, "Screen.m": Self.screen])
        #expect(found.requests == [], "\(found.requests)")
        #expect(found.open == 5)
    }
}
