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

    /// Writes that may reach the theme, each found by a review of the first version (which read
    /// the receiver's declaration anywhere in the file, and any `NS`-prefixed class as a system one):
    /// `NSObject`, a parameter typed as the theme beside another method's dictionary of the same
    /// name, a cast, a property.
    static let reachingWrites = [
        "- (void)apply:(NSString *)key value:(id)value { Theme *target = [Theme shared]; [target setValue:value forKey:key]; }",
        "- (void)apply:(NSString *)key value:(id)value { id target = [Theme shared]; [target setValue:value forKey:key]; }",
        "- (void)apply:(NSString *)key value:(id)value { NSObject *target = [Theme shared]; [target setValue:value forKey:key]; }",
        """
        - (void)apply:(Theme *)target json:(NSDictionary *)json { for (NSString *key in json) { [target setValue:json[key] forKey:key]; } }
        - (void)other { NSMutableDictionary *target = [NSMutableDictionary new]; [target setValue:@1 forKey:@"a"]; }
        """,
        "- (void)apply:(NSDictionary *)json { NSMutableDictionary *o = [Theme shared]; [(Theme *)o setValuesForKeysWithDictionary:json]; }",
        "- (void)apply:(NSDictionary *)json { NSArray *target = nil; [self.target setValuesForKeysWithDictionary:json]; }",
    ]

    @Test(arguments: reachingWrites)
    func aWriteThatMayReachTheThemeLeavesItOpen(_ method: String) async throws {
        let result = try await Self.audit(
            writer: """
                @implementation Parser
                \(method)
                @end

                """)
        #expect(result.openNames.map(\.file) == ["App/Label.m"])
        #expect(result.openNames.first?.reason.kind == .assignment)
        #expect(!result.findings.contains { $0.name == "Brand-Body" })
    }
}

/// An app's own class with an Apple-style prefix (`PHTheme`) is a theme like any other: a
/// key-value write to it leaves its reads open.
@Suite struct ObjectiveCKeyValueWritePrefixTests {
    @Test func anAppClassWithAnApplePrefixIsNoSystemObject() async throws {
        var files: [String: String] = [:]
        for (path, text) in ObjectiveCKeyValueWriteTests.theme {
            files[path.replacingOccurrences(of: "Theme", with: "PHTheme")] = text.replacingOccurrences(
                of: "Theme", with: "PHTheme")
        }
        files["App/Parser.m"] = """
            @implementation Parser
            - (void)apply:(NSString *)key value:(id)value { PHTheme *theme = [PHTheme shared]; [theme setValue:value forKey:key]; }
            @end

            """
        let result = try await OpenNameTests.audit(files)
        #expect(result.openNames.map(\.file) == ["App/Label.m"])
        #expect(!result.findings.contains { $0.name == "Brand-Body" })
    }
}
