import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 63: a font message inside a function-like macro's body is a request wherever the macro
/// is used (`BODY_FONT(14)`), with the macro's string, or the argument a use passes for the
/// parameter the body names; a macro that sends no font message (`RGB(…)`) is not one.
@Suite struct ObjectiveCMacroTests {
    static let header = """
        #define BODY_FONT(size) [UIFont fontWithName:@"Brand-Book" size:size]
        #define TITLE_FONT(size) \\
            [UIFont fontWithName:@"Roboto-Bold" size:(size)]
        #define FONT(name, s) [UIFont fontWithName:name size:s]
        #define RGB(r, g, b) [UIColor colorWithRed:r green:g blue:b alpha:1]
        #define kBrandBold @"Roboto-Bold"

        """

    static let implementation = """
        #import "Theme.h"
        @implementation Profile
        - (void)viewDidLoad {
            self.label.font = BODY_FONT(14);
            self.title.font = TITLE_FONT(20);
            self.other.font = FONT(@"Roboto-Blod", 12);
            self.fourth.font = FONT(kBrandBold, 12);
            self.view.backgroundColor = RGB(1, 2, 3);
        }
        @end

        """

    /// One file that defines and uses its macros.
    @Test func aMacroOfTheFileIsARequestWhereItIsUsed() {
        let found = ObjectiveCNameScanner().scan(Self.header + Self.implementation, path: "P.m")
        #expect(
            found.requests.map { "\($0.line):\($0.column) \($0.name) \($0.followed?.source.label ?? "-")" } == [
                "10:23 Brand-Book #define BODY_FONT(size)",
                "11:23 Roboto-Bold #define TITLE_FONT(size)",
                "12:23 Roboto-Blod #define FONT(name, s)",
                "13:24 Roboto-Bold #define FONT(name, s)",
            ])
        #expect(found.dynamic.isEmpty)
    }

    /// What stays open: a macro defined in both branches of an `#ifdef` (which one a target
    /// compiles is not read), one whose body sends two font messages, and a macro of a header the
    /// file does not import (a library's `FONT(…)` is not this file's).
    @Test func aMacroTheAuditCannotPinDownStaysOpen() {
        let twice = """
            #ifdef LITE
            #define BODY_FONT(s) [UIFont fontWithName:@"Brand-Book" size:s]
            #else
            #define BODY_FONT(s) [UIFont fontWithName:@"BrandPro-Book" size:s]
            #endif
            #define APP_FONT(b, s) ((b) ? [UIFont fontWithName:@"Brand-Bold" size:s] : [UIFont fontWithName:@"Brand-Regular" size:s])
            UIFont *a = BODY_FONT(14);
            UIFont *b = APP_FONT(NO, 14);

            """
        let found = ObjectiveCNameScanner().scan(twice, path: "P.m")
        #expect(found.requests.isEmpty, "\(found.requests.map(\.name))")
        #expect(found.dynamic.map(\.line) == [7, 8])
        // A string `#define` of two values (both branches): which one is built is not known; one
        // written twice with one value is that value.
        let strings = """
            #ifdef LITE
            #define BRAND_FONT @"Brand-Bold"
            #else
            #define BRAND_FONT @"BrandPro-Bold"
            #endif
            #define SAME @"Brand-Book"
            #define SAME @"Brand-Book"
            UIFont *a = [UIFont fontWithName:BRAND_FONT size:12];
            UIFont *b = [UIFont fontWithName:SAME size:12];

            """
        let defined = ObjectiveCNameScanner().scan(strings, path: "S.m")
        #expect(defined.requests.map(\.name) == ["Brand-Book"])
        #expect(defined.dynamic.map(\.line) == [8])
        var names = ObjectiveCNameScanner().scanNames(Self.header, path: "Vendor/Lib.h").names
        names.merge(ObjectiveCNameScanner().scanNames("UIFont *c = BODY_FONT(14);\n", path: "App/Other.m").names)
        #expect(names.resolved().requests.isEmpty)
    }

    /// The macros in a header the implementation imports; the audit says what each use asks for.
    @Test func aHeadersMacroIsFollowedIntoEveryFileThatUsesIt() async throws {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Bold.ttf"])
        try folder.write("App/Theme.h", Self.header)
        try folder.write("App/Profile.m", Self.implementation)
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(inventory.requests.count == 4)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "font-name-unknown App/Profile.m:4 Brand-Book",
                "font-name-unknown App/Profile.m:6 Roboto-Blod",
            ], "\(result.findings.map(\.message))")
        #expect(result.summary.namesDynamic == 0)
    }
}
