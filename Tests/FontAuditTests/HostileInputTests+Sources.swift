import Foundation
import Testing
import ZIPFoundation

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules
@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

extension HostileInputTests {
    // MARK: Sources

    /// Chains the parser and the walks recurse through link by link, at one bracket depth (which
    /// ``SwiftNesting`` does not bound): 20,000 `else if`s and an 80,000-link postfix chain each
    /// overflowed an 8 MB thread stack and crashed the audit. They are parsed and walked on a deep
    /// stack (``DeepStack``), and the request beside them is found.
    @Test func chainsLongerThanAThreadsStackFinish() async throws {
        let elseIfs =
            "import UIKit\nfunc pick(x: Int) {\n  label.font = UIFont(name: \"Chained-Else\", size: 12)\n  if x == 0 { }"
            + (1..<20_000).map { " else if x == \($0) { }" }.joined() + "\n}\n"
        let postfix =
            "import UIKit\nlet font = UIFont(name: \"Chained-Postfix\", size: 12)\nlet x = y"
            + String(repeating: ".a()", count: 80_000) + "\n"
        #expect(elseIfs.utf8.count > DeepStack.threshold && postfix.utf8.count > DeepStack.threshold)
        for (name, text) in [("ElseIf.swift", elseIfs), ("Postfix.swift", postfix)] {
            let scratch = try ScratchFolder()
            try write(["App/\(name)": Data(text.utf8)], in: scratch.url)
            let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
            #expect(
                inventory.requests.map(\.name) == [name == "ElseIf.swift" ? "Chained-Else" : "Chained-Postfix"],
                "\(name)")
            #expect(result.findings.contains { $0.rule == "font-name-unknown" }, "\(name)")
        }
        // The manifests are Swift too: a package's and a Tuist project's, with the same chain.
        let chain = "let x = y" + String(repeating: ".a()", count: 80_000) + "\n"
        let package = PackageManifestReader().read(chain + "let package = Package(name: \"Deep\")\n", path: "Deep")
        #expect(package.name == "Deep")
        #expect(
            GeneratedProjectManifestReader().readTuistResources(
                chain + "let p = Project(targets: [.target(name: \"A\", resources: [\"R/**\"])])\n") == ["R/**"])
        // A small input runs where it is; a large one on the deep stack, with the run's trace.
        #expect(DeepStack.run(ifLarger: 10) { Thread.isMainThread } == Thread.isMainThread)
        let trace = FileTrace(ignoring: nil)
        #expect(FileTrace.$current.withValue(trace) { DeepStack.run { FileTrace.current === trace } })
    }

    @Test func sourcesThatAreNotWhatTheySay() async throws {
        let nested = { (open: String, close: String, inner: String) in
            String(repeating: open, count: 10_000) + inner + String(repeating: close, count: 10_000)
        }
        let missing = "let missing = UIFont(name: \"Missing-Font\", size: 1)\n"
        let missingObjC = "UIFont *missing = [UIFont fontWithName:@\"Missing-Font\" size:1];\n"
        let invalid: [UInt8] = [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0xE2, 0x82]
        // Past what the parser reads (``SwiftNesting``: 40 brackets, 8 `[`), a region is blanked
        // before parsing and read token by token, so what follows is still parsed.
        let cases: [(label: String, file: String, bytes: Data, expect: SourceExpectation)] = [
            ("a storyboard that is not XML", "Main.storyboard", Data("this is not XML at all\n".utf8), .fileReported),
            (
                "a xib of random 7-bit bytes", "View.xib", Data(randomBytes(4096, seed: 1).map { $0 & 0x7F }),
                .fileReported
            ),
            (
                "a storyboard cut mid-tag", "Cut.storyboard",
                Data("<?xml version=\"1.0\"?><document><scenes><scene><fontDescription name=\"Missing-Font\"".utf8),
                .fileReported
            ),
            (
                "a storyboard with a Latin-1 comment", "Latin1.storyboard",
                latin1("<?xml version=\"1.0\"?><document><!-- écran --></document>"), .fileReported
            ),
            (
                "Swift with invalid UTF-8", "Bad.swift", Data("let a = \"".utf8 + invalid + "\"\n".utf8 + missing.utf8),
                .requestAfter
            ),
            (
                "Swift with invalid UTF-8 inside the name", "BadName.swift",
                Data("let a = UIFont(name: \"Rob".utf8 + invalid + "\", size: 1)\n".utf8 + missing.utf8), .requestAfter
            ),
            (
                "Objective-C with invalid UTF-8", "Bad.m",
                Data("NSString *a = @\"".utf8 + invalid + "\";\n".utf8 + missingObjC.utf8), .requestAfter
            ),
            (
                "Swift with 10,000 nested parentheses", "Parens.swift",
                Data(
                    ("let deep = UIFont(name: " + nested("(", ")", "\"Roboto-Regular\"") + ", size: 1)\n" + missing)
                        .utf8), .requestAfter
            ),
            (
                "Swift with 10,000 nested braces", "Braces.swift",
                Data(("func f() " + nested("{", "}", "") + "\n" + missing).utf8), .requestAfter
            ),
            // Nested `[` make swift-syntax 602's lookahead exponential (each level tries an InlineArray
            // type, then a plain type: time doubles per level, 20 levels take 6.5 s in debug, 27 take
            // 14 s in release); past 8 they are blanked, not parsed.
            (
                "Swift with 10,000 nested square brackets", "Squares.swift",
                Data(("let a = " + nested("[", "]", "1") + "\n" + missing).utf8), .requestAfter
            ),
            (
                "Swift with 30 unclosed square brackets", "Open30.swift",
                Data((missing + "let a = " + String(repeating: "[", count: 30)).utf8), .requestAfter
            ),
            (
                "Swift with 12 nested square brackets", "Squares12.swift",
                Data(
                    ("let a = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) + "\n"
                        + missing).utf8), .requestAfter
            ),
            (
                "Objective-C with 10,000 nested brackets", "Deep.m",
                Data(
                    ("void f(void) {\n  id x = " + nested("[", "]", "UIFont fontWithName:@\"Roboto-Regular\" size:1")
                        + ";\n  int y = " + nested("(", ")", "1") + ";\n}\n" + missingObjC).utf8), .requestAfter
            ),
            (
                "10,000 unbalanced brackets in Swift", "Open.swift",
                Data((missing + "let x = UIFont(name: " + String(repeating: "({", count: 10_000)).utf8), .requestAfter
            ),
            (
                "10,000 unbalanced brackets in Objective-C", "Open.m",
                Data((missingObjC + "id x = " + String(repeating: "[(", count: 10_000)).utf8), .requestAfter
            ),
            (
                "a style dictionary cut in half", "Styles.json",
                Data(
                    #"{"body": {"fontName": "Missing-Font", "fontSize": 17}, "headline": {"fontName": "Missing-Font", "fontSize": 17}, "caption1": {"fontNa"#
                        .utf8),
                .fileReported
            ),
        ]
        for item in cases {
            let scratch = try ScratchFolder()
            try write(
                [
                    "App/Info.plist": Data(RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.utf8),
                    "App/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
                    "App/Use.swift": Data("let ok = UIFont(name: \"Roboto-Regular\", size: 1)\n".utf8),
                    "App/" + item.file: item.bytes,
                ], in: scratch.url)
            guard let (inventories, findings) = await auditMustAnswer(scratch.url.path, item.label) else { continue }
            #expect(
                inventories.first?.requests.contains { $0.name == "Roboto-Regular" && $0.file == "App/Use.swift" }
                    == true,
                "\(item.label): the other files are still scanned")
            if item.expect == .requestAfter {
                let found = findings.contains { $0.name == "Missing-Font" && $0.file == "App/" + item.file }
                #expect(
                    found, "\(item.label): the request after the bad bytes is still found: \(findings.map(\.message))")
            }
            if item.expect == .fileReported {
                #expect(
                    findings.contains { $0.file == "App/" + item.file }, "\(item.label): \(findings.map(\.message))")
            }
        }
        print("HostileInput sources: \(cases.count) cases")
    }
}

/// What a source case must still produce: the request written after the bad part, a finding naming
/// the file (which could not be read), or nothing in particular.
private enum SourceExpectation {
    case requestAfter, fileReported
}
