import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A quoted `#import "Constants.h"` finds the header beside the file that imports it, whether the
/// project lists the header or not (clang searches the includer's folder first): its macros are
/// the names the target's code asks for (issue 74: `#define FONT_REGULAR(s) [UIFont
/// fontWithName:@"HelveticaNeue-Regular" size:s]` went unreported in a project, and was reported
/// for the same files in a plain folder).
@Suite struct ObjectiveCHeaderBesideTests {
    @Test func aMacroOfAHeaderBesideTheImporterIsReadThoughTheProjectListsNoHeader() async throws {
        let scratch = try ScratchFolder()
        let root = scratch.url.appendingPathComponent("NoPlist")
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Fixtures/Projects/NoPlist"), to: root)
        // The Plain target compiles `V.m` in place of its Swift file.
        let pbxproj = root.appendingPathComponent("NoPlist.xcodeproj/project.pbxproj")
        try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "PlainApp.swift", with: "V.m")
            .replacingOccurrences(
                of: "lastKnownFileType = sourcecode.swift; path = V.m",
                with: "lastKnownFileType = sourcecode.c.objc; path = V.m"
            )
            .write(to: pbxproj, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Plain/PlainApp.swift"))
        let files = [
            "Plain/Constants.h": #"#define FONT_REGULAR(s) [UIFont fontWithName:@"HelveticaNeue-Regular" size:s]"#,
            // Controls: a header beside it that nothing imports, and one the import cannot find.
            "Plain/Unused.h": #"#define FONT_LIGHT(s) [UIFont fontWithName:@"Unused-Light" size:s]"#,
            "Elsewhere/Other.h": #"#define FONT_BOLD(s) [UIFont fontWithName:@"Other-Bold" size:s]"#,
            "Plain/V.m": """
            #import <UIKit/UIKit.h>
            #import "Constants.h"
            #import "Other.h"
            @implementation V
            - (void)x { self.a.font = FONT_REGULAR(12); self.b.font = FONT_LIGHT(12); self.c.font = FONT_BOLD(12); }
            @end
            """,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        let (_, result) = try await Auditor().auditOne(path: root.path)
        let plain = result.findings.filter { $0.file?.hasPrefix("Plain/") == true }
        #expect(plain.map { "\($0.rule) \($0.file ?? ""):\($0.line ?? 0)" } == ["font-name-unknown Plain/V.m:5"])
        #expect(plain.first?.message.contains("HelveticaNeue-Regular") == true)
    }
}
