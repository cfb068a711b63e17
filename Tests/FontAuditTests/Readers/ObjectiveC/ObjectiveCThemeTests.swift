import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 63, the theme objects: a property assigned only values the audit can know, anywhere in
/// the checkout's Objective-C (`self.bodyFont = BrandBodyFont;` with the macro in a header), is
/// those values where a font request reads it, through a singleton or not. A property assigned a
/// value the audit cannot know (a parameter) stays open.
@Suite struct ObjectiveCThemeTests {
    static let files: [String: String] = [
        "App/Brand.h": """
        #define BrandBodyFont @"Roboto-Regular"
        #define BrandTitleFont @"Roboto-Blod"

        """,
        "App/Theme.h": """
        @interface Theme : NSObject
        @property (nonatomic, copy) NSString *bodyFont;
        @property (nonatomic, copy) NSString *titleFont;
        @property (nonatomic, copy) NSString *userFont;
        + (instancetype)shared;
        @end

        """,
        "App/Theme.m": """
        #import "Theme.h"
        #import "Brand.h"
        @implementation Theme
        + (instancetype)shared { static Theme *theme; return theme; }
        - (instancetype)init {
            self = [super init];
            self.bodyFont = BrandBodyFont;
            _titleFont = BrandTitleFont;
            return self;
        }
        - (void)pick:(NSString *)name { self.userFont = name; }
        @end

        """,
        "App/Screen.m": """
        #import "Theme.h"
        @implementation Screen
        - (void)viewDidLoad {
            self.a.font = [UIFont fontWithName:[Theme shared].bodyFont size:17];
            self.b.font = [UIFont fontWithName:[Theme shared].titleFont size:22];
            self.c.font = [UIFont fontWithName:[[Theme shared] bodyFont] size:12];
            self.d.font = [UIFont fontWithName:[Theme shared].userFont size:12];
        }
        @end

        """,
    ]

    @Test func aThemePropertyIsTheValuesItIsAssigned() async throws {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"])
        for (path, text) in Self.files { try folder.write(path, text) }
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            inventory.requests.map { "\($0.line) \($0.name) \($0.followed?.source.label ?? "-")" }.sorted() == [
                "4 Roboto-Regular bodyFont = BrandBodyFont",
                "5 Roboto-Blod titleFont = BrandTitleFont",
                "6 Roboto-Regular bodyFont = BrandBodyFont",
            ])
        #expect(result.summary.namesDynamic == 1, "userFont is assigned a parameter: open")
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "font-name-unknown App/Screen.m:5 Roboto-Blod"
            ], "\(result.findings.map(\.message))")
        let message = try #require(result.findings.first?.message)
        #expect(message.hasPrefix("`[Theme shared].titleFont` ([UIFont fontWithName:size:]) can be `Roboto-Blod`"))
    }

    /// The reads and assignments as the scanner sees them in one file.
    @Test func readsAndAssignmentsAreTold() {
        let argument = ObjectiveCNameScanner().scanNames(Self.files["App/Screen.m"]!, path: "S.m").names
        #expect(argument.propertyReads.map(\.property) == ["bodyFont", "titleFont", "bodyFont", "userFont"])
        let theme = ObjectiveCNameScanner().scanNames(Self.files["App/Theme.m"]!, path: "T.m").names
        #expect(
            theme.assignments.map { "\($0.property) \($0.literal ?? "-") \($0.word ?? "-")" } == [
                "bodyFont - BrandBodyFont", "titleFont - BrandTitleFont", "userFont - name",
            ])
    }
}
