import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A key-value write with a key the audit cannot tell (`[x setValue:v forKey:key]`) leaves a theme
/// object's reads open only where `x` may be a theme: one on a receiver the file declares as a
/// system object (an `NSMutableDictionary` in a JSON scanner) sets no theme's property (issue 73:
/// one app kept 128 of its 439 names open for such a write alone). Controls: the same write on a
/// receiver declared as the theme's class, or as `id`, still leaves the read open.
@Suite struct ObjectiveCKeyValueWriteTests {
    static let theme: [String: String] = [
        "App/Theme.h": """
        @interface Theme : NSObject
        @property (nonatomic, copy) NSString *bodyFont;
        + (instancetype)shared;
        @end

        """,
        "App/Theme.m": """
        #import "Theme.h"
        @implementation Theme
        + (instancetype)shared { static Theme *t; if (!t) { t = [Theme new]; } return t; }
        - (instancetype)init { self = [super init]; self.bodyFont = @"Brand-Body"; return self; }
        @end

        """,
        "App/Label.m": """
        #import "Theme.h"
        @implementation Label
        - (void)style { self.font = [UIFont fontWithName:[Theme shared].bodyFont size:14]; }
        @end

        """,
    ]

    static func audit(writer: String) async throws -> AuditResult {
        var files = theme
        files["App/Parser.m"] = writer
        return try await OpenNameTests.audit(files)
    }

    @Test func aWriteToASystemObjectLeavesTheThemeKnown() async throws {
        let result = try await Self.audit(
            writer: """
                @implementation Parser
                - (NSDictionary *)parse:(NSArray *)pairs {
                    NSMutableDictionary *result = [NSMutableDictionary dictionary];
                    for (NSArray *pair in pairs) { [result setValue:pair[1] forKey:pair[0]]; }
                    return result;
                }
                @end

                """)
        #expect(result.openNames.isEmpty, "\(result.openNames)")
        #expect(result.findings.contains { $0.name == "Brand-Body" && $0.file == "App/Label.m" })
    }

    @Test(arguments: ["Theme *target = [Theme shared];", "id target = [Theme shared];"])
    func aWriteThatMayReachTheThemeLeavesItOpen(_ declaration: String) async throws {
        let result = try await Self.audit(
            writer: """
                @implementation Parser
                - (void)apply:(NSString *)key value:(id)value {
                    \(declaration)
                    [target setValue:value forKey:key];
                }
                @end

                """)
        #expect(result.openNames.map(\.file) == ["App/Label.m"])
        #expect(result.openNames.first?.reason.kind == .assignment)
        #expect(!result.findings.contains { $0.name == "Brand-Body" })
    }
}
