import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Run-time registrations read from Objective-C sources.
@Suite struct ObjectiveCRegistrationScannerTests {
    @Test func objectiveCRegistrationIsRead() {
        let found = ObjectiveCRegistrationScanner.scan(
            """
            NSURL *url = [[NSBundle mainBundle] URLForResource:@"Brand-Bold" withExtension:@"ttf"];
            CTFontManagerRegisterFontsForURL((__bridge CFURLRef)url, kCTFontManagerScopeProcess, nil);
            """, path: "Fonts.m")
        #expect(found.count == 1)
        #expect(
            found.first?.files == ["Brand-Bold.ttf"] && found.first?.bundleReference == .main && found.first?.line == 2)
    }
}
