import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// CoreFoundation prints "Old-style plist parser: missing semicolon…" itself; the preflight
/// predicts it so SafePlist can report the file without calling the parser (and without
/// redirecting standard error). Its agreement with CoreFoundation on many inputs is checked by
/// `FontAuditCLITests.OldStyleDifferentialTests` and the `oldstyle` fuzz harness.
@Suite struct OldStylePlistPreflightTests {
    private func verdict(_ text: String) -> OldStylePlistPreflight.Verdict {
        OldStylePlistPreflight.verdict(Array(text.utf16))
    }

    @Test func wellFormedTextIsQuiet() {
        #expect(verdict("{ a = b; c = (1, 2, \"x\"); d = { e = <0fa0 12>; }; }") == .quiet)
        #expect(verdict("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\t/* comment */ objects = {\n\t};\n}\n") == .quiet)
        #expect(verdict("\"key\" = \"value with \\\" and \\U00e9 and \\012\";\n\"short\";\n") == .quiet)
        #expect(verdict("") == .quiet)
        #expect(
            verdict("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>A</key><string>x</dict></plist>")
                == .quiet)
    }

    @Test func failuresWithoutAComplaintAreQuiet() {
        // CoreFoundation refuses these with an error only.
        #expect(verdict("{ A = (1, 2; }") == .quiet)
        #expect(verdict("hello world ;;; {") == .quiet)
        #expect(verdict("// !$*UTF8*$!\n{ archiveVersion = 1; objects = { AB = {isa = PBXProject; }; ") == .quiet)
        #expect(verdict("{ a = \"unterminated; }") == .quiet)
        #expect(verdict("{ a b }") == .quiet)
    }

    @Test func missingSemicolonsAreComplaints() {
        #expect(verdict("\"a\" = \"b\"\n\"c\" = \"d\";") == .wouldLog(line: 2))
        #expect(verdict("{ a = b }") == .wouldLog(line: 1))
        #expect(verdict("{\r\n a = b;\r\n c = d\r\n}") == .wouldLog(line: 4))
        #expect(verdict("{ a") == .wouldLog(line: 1))
        // An array survives a member that failed: the complaint is still printed.
        #expect(verdict("( { a = b ) ") == .wouldLog(line: 1))
    }

    /// CoreFoundation drops a UTF-8 byte-order mark before parsing, so the complaint still comes.
    @Test func aByteOrderMarkIsDropped() {
        let text = Data([0xEF, 0xBB, 0xBF]) + Data("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n".utf8)
        #expect(OldStylePlistPreflight.verdict(SafePlist.utf16(text)) == .wouldLog(line: 3))
    }

    @Test func deepNestingIsNotFollowed() {
        #expect(verdict(String(repeating: "(", count: 10_000)) == .tooDeep)
        #expect(verdict(String(repeating: "{a=", count: 600)) == .tooDeep)
        #expect(verdict(String(repeating: "(", count: 100) + String(repeating: ")", count: 100)) == .quiet)
    }

    @Test func safePlistReportsTheComplaintItself() throws {
        do {
            _ = try SafePlist.parse(Data("{\n a = b;\n c = d\n}".utf8))
            Issue.record("parsed")
        } catch {
            guard case .missingSemicolon(let line) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(line == 4)
        }
        // A project missing a `;` gets the message it got when CoreFoundation's error was read.
        let error = #expect(throws: ProjectReadError.self) {
            try XcodeProjectReader.parse(Data("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t}\n}\n".utf8))
        }
        #expect(error?.message.contains("a ';' is missing at the end of line 5") == true, "\(error?.message ?? "")")
        #expect(error?.line == 5)
    }
}
