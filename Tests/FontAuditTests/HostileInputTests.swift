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

/// The audit half of issue 7's bad-input matrix: scratch app trees with mangled manifests, sources,
/// projects and folders. Every case ends in findings or an ``AuditError`` naming the path, never a
/// crash or a hang, and nothing outside the audited app is read as part of its bundle.
@Suite struct HostileInputTests {
    // MARK: Manifests

    @Test func manifestsOfTheWrongShape() async throws {
        let xml = { (body: String) in
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \(body)
                </dict>
                </plist>

                """.utf8)
        }
        let mixed: [Any] = [
            "Roboto-Regular.ttf", 7, 2.5, true, Date(timeIntervalSince1970: 0), Data([1, 2, 3]), ["A.ttf"], ["k": "v"],
        ]
        let binaryMixed = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": mixed], format: .binary, options: 0)
        let binaryGood = try PropertyListSerialization.data(
            fromPropertyList: [
                "UIAppFonts": ["Roboto-Regular.ttf"],
                "CFBundleIdentifier": "com.example.app",
            ],
            format: .binary, options: 0)
        let laughs = (1...9).map { "<!ENTITY l\($0) \"" + String(repeating: "&l\($0 - 1);", count: 10) + "\">" }
            .joined()
        let cases: [(label: String, plist: Data, rules: [String: Int])] = [
            (
                "UIAppFonts as a string", xml("<key>UIAppFonts</key><string>Roboto-Regular.ttf</string>"),
                ["plist-unreadable": 1]
            ),
            (
                "UIAppFonts as a dictionary",
                xml("<key>UIAppFonts</key><dict><key>a</key><string>Roboto-Regular.ttf</string></dict>"),
                ["plist-unreadable": 1]
            ),
            ("UIAppFonts as an integer", xml("<key>UIAppFonts</key><integer>1</integer>"), ["plist-unreadable": 1]),
            (
                "integers, reals, booleans, dates, data, arrays and dictionaries among the entries",
                xml(
                    """
                    <key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string><integer>7</integer><real>2.5</real><true/>
                    <date>1970-01-01T00:00:00Z</date><data>AQID</data><array><string>A.ttf</string></array><dict><key>k</key><string>v</string></dict></array>
                    """), ["plist-unreadable": 7]
            ),
            ("the same as a binary plist", binaryMixed, ["plist-unreadable": 7]),
            (
                "ATSApplicationFontsPath as an array",
                xml("<key>ATSApplicationFontsPath</key><array><string>Fonts</string></array>"), ["plist-unreadable": 1]
            ),
            ("a binary plist cut in half", binaryGood.prefix(binaryGood.count / 2), ["plist-unreadable": 1]),
            ("a binary plist header only", Data("bplist00".utf8), ["plist-unreadable": 1]),
            (
                "a merge conflict",
                xml(
                    "<key>UIAppFonts</key><array>\n<<<<<<< HEAD\n<string>Roboto-Regular.ttf</string>\n=======\n</array>"
                ), ["plist-unreadable": 1]
            ),
            (
                "an unclosed array", xml("<key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string>"),
                ["plist-unreadable": 1]
            ),
            (
                "a stray ampersand", xml("<key>UIAppFonts</key><array><string>Roboto & Co.ttf</string></array>"),
                ["plist-unreadable": 1]
            ),
            ("a NUL byte", xml("<key>UIAppFonts</key><array><string>Roboto\u{0}.ttf</string></array>"), [:]),
            (
                "Latin-1 bytes in a string",
                latin1(
                    String(
                        decoding: xml(
                            "<key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string><string>Polices/Théâtre.ttf</string></array>"
                        ), as: UTF8.self)), [:]
            ),
            ("only the start of a plist", Data("<plist".utf8), ["plist-unreadable": 1]),
            ("an empty Info.plist", Data(), ["plist-unreadable": 1]),
            // Read as an empty dictionary (unlike the empty file): no key, so the font is unlisted.
            ("white space only", Data("  \n\t\n".utf8), ["plist-unreadable": 0, "font-not-listed": 1]),
            (
                "a top level that is an array",
                Data(
                    "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>Roboto-Regular.ttf</string></array></plist>"
                        .utf8), ["plist-unreadable": 1]
            ),
            (
                "10,000 nested arrays",
                xml(
                    "<key>UIAppFonts</key>" + String(repeating: "<array>", count: 10_000)
                        + String(repeating: "</array>", count: 10_000)), [:]
            ),
            (
                "10,000 nested dictionaries in OpenStep format",
                Data(
                    ("{UIAppFonts = " + String(repeating: "{a = ", count: 10_000) + "b"
                        + String(repeating: ";}", count: 10_000) + ";}").utf8), [:]
            ),
            // Bytes that are not UTF-8 in a comment or a name trapped in XMLParser before 8032e62 (SafeXML).
            (
                "a Latin-1 é in an XML comment",
                latin1(
                    String(
                        decoding: xml(
                            "<!-- Polices personnalisées -->\n<key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string><string>Missing.ttf</string></array>"
                        ), as: UTF8.self)),
                ["plist-unreadable": 0, "manifest-file-missing": 1, "font-not-listed": 0]
            ),
            (
                "a Latin-1 é in an element name", latin1(String(decoding: xml("<clé/>"), as: UTF8.self)),
                ["plist-unreadable": 1]
            ),
            (
                "an entity expanding to a billion laughs",
                Data(
                    "<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY l0 \"ha\">\(laughs)]><plist version=\"1.0\"><dict><key>UIAppFonts</key><array><string>&l9;</string></array></dict></plist>"
                        .utf8), [:]
            ),
        ]
        for item in cases {
            let scratch = try ScratchFolder()
            try write(
                ["App/Info.plist": item.plist, "App/Fonts/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf")],
                in: scratch.url)
            guard let (_, findings) = await auditMustAnswer(scratch.url.path, item.label) else { continue }
            for (rule, count) in item.rules {
                #expect(
                    findings.filter { $0.rule == rule }.count == count,
                    "\(item.label): \(findings.map { "\($0.rule): \($0.message)" })")
            }
        }
        // Every cut of a binary plist, straight through the manifest reader.
        for cut in 0..<binaryGood.count {
            #expect(
                PlistManifestReader().read(binaryGood.prefix(cut)).problems.count == 1,
                "binary plist cut to \(cut) bytes")
        }
        print(
            "HostileInput manifests of the wrong shape: \(cases.count) cases in app trees, \(binaryGood.count) binary plist cuts"
        )
    }

    @Test func entriesThatPointOutsideTheBundleDoNotResolve() async throws {
        let scratch = try ScratchFolder()
        let root = scratch.url
        let outsideFont = try font("Cantarell/Cantarell-Regular.otf")
        let secret = "SECRET-\(UUID().uuidString)"
        let entries = [
            "../../outside.ttf", "../outside.ttf", "Fonts/../../../outside.ttf", "/System/Library/Fonts/X.ttf",
            root.appendingPathComponent("outside.ttf").path, root.appendingPathComponent("Outer/outside.ttf").path,
            "Roboto-Regular.ttf",
        ]
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": entries, "CFBundleIdentifier": "x"], format: .xml, options: 0)
        // An external entity naming a file outside: the XML readers must not read it.
        let entity = Data(
            """
            <?xml version="1.0"?><!DOCTYPE plist [<!ENTITY x SYSTEM "\(root.appendingPathComponent("secret.txt").path)">]>
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>&x;</string><string>Roboto-Regular.ttf</string></array></dict></plist>
            """.utf8)
        let request = Data(
            "import UIKit\nlet a = UIFont(name: \"Cantarell-Regular\", size: 12)\nlet b = UIFont(name: \"Roboto-Regular\", size: 12)\n"
                .utf8)
        try write(
            [
                "outside.ttf": outsideFont, "Outer/outside.ttf": outsideFont, "secret.txt": Data(secret.utf8),
                "Outer/Repo/App/Info.plist": plist,
                "Outer/Repo/App/Fonts/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
                "Outer/Repo/App/Fonts.swift": request,
                "Outer/Repo/Entity/Info.plist": entity,
                "Outer/Repo/Entity/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
                "Outer/Built/X.app/Info.plist": try PropertyListSerialization.data(
                    fromPropertyList: ["UIAppFonts": entries], format: .binary, options: 0),
                "Outer/Built/X.app/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
            ], in: root)

        var cases = 0
        for path in ["Outer/Repo", "Outer/Built/X.app"] {
            cases += 1
            let audited = root.appendingPathComponent(path)
            guard let (inventories, findings) = await auditMustAnswer(audited.path, path) else { continue }
            for inventory in inventories {
                for file in inventory.fonts {
                    #expect(
                        !file.path.hasPrefix("/") && !file.path.split(separator: "/").contains(".."),
                        "\(path): \(file.path)")
                    #expect(
                        file.report.faces.first?.postscriptName != "Cantarell-Regular",
                        "\(path): \(file.path) is the font outside")
                }
                #expect(inventory.fonts.map(\.bundlePath).filter { $0.hasSuffix("outside.ttf") }.isEmpty, "\(path)")
            }
            let missing = findings.filter { $0.rule == "manifest-file-missing" }.compactMap(\.name)
            #expect(Set(missing) == Set(entries.dropLast()), "\(path): \(findings.map(\.message))")
            #expect(!findings.contains { $0.message.contains(secret) })
            if path == "Outer/Repo" {
                #expect(
                    findings.contains { $0.rule == "font-name-unknown" && $0.name == "Cantarell-Regular" },
                    "the font outside the app does not answer a request inside it")
            }
        }
        print("HostileInput entries outside the bundle: \(cases) cases, \(entries.count - 1) escaping entries each")
    }

    @Test func aHundredThousandEntriesFinish() async throws {
        let scratch = try ScratchFolder()
        let entries = (0..<100_000).map { "Fonts/Font\($0).ttf" }
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": entries], format: .xml, options: 0)
        try write(
            ["App/Info.plist": plist, "App/Fonts/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf")],
            in: scratch.url)
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(inventory.manifests.first?.appFonts.count == 100_000)
        let missing = result.findings.filter { $0.rule == "manifest-file-missing" }
        #expect(missing.count == 100_000)
        #expect(Set(missing.compactMap(\.name)).count == missing.count, "one finding per entry at most")
        #expect(result.findings.count <= 100_000 + 1)
        print("HostileInput 100,000 UIAppFonts entries: 1 of 1 cases finished, \(result.findings.count) findings")
    }

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

    // MARK: Projects and folders

    @Test func projectFilesThatAreNotProjects() async throws {
        let real = try Data(
            contentsOf: Repo.root.appendingPathComponent("Fixtures/Projects/Groups/Groups.xcodeproj/project.pbxproj"))
        let cases: [(label: String, pbxproj: Data?, problem: ProjectReadError.Problem?)] = [
            ("random bytes", randomBytes(8192, seed: 3), nil),
            ("an empty file", Data(), .empty),
            ("a real project cut in half", real.prefix(real.count / 2), nil),
            (
                "10,000 nested braces",
                Data((String(repeating: "{a = ", count: 10_000) + String(repeating: "}", count: 10_000)).utf8),
                .nestedTooDeep(levels: OldStylePlistPreflight.maximumDepth)
            ),
            ("a dictionary without objects", Data("// !$*UTF8*$!\n{ archiveVersion = 1; }\n".utf8), .noObjects),
            ("objects that are not dictionaries", Data("{ objects = (1, 2); rootObject = X; }".utf8), .noObjects),
            ("no project.pbxproj at all", nil, .incomplete(file: "project.pbxproj", container: ".xcodeproj")),
        ]
        var count = 0
        for item in cases {
            let scratch = try ScratchFolder()
            let project = scratch.url.appendingPathComponent("Broken.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            if let pbxproj = item.pbxproj { try pbxproj.write(to: project.appendingPathComponent("project.pbxproj")) }
            try write(
                [
                    "App/Info.plist": Data(RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.utf8),
                    "App/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
                ], in: scratch.url)
            #expect("\(item.label)") {
                try XcodeProjectReader().read(projectAt: project, displayPath: "Broken.xcodeproj")
            } throws: { error in
                guard let error = error as? ProjectReadError else { return false }
                return item.problem.map { $0 == error.problem } ?? true
            }
            for path in [scratch.url.path, project.path] {
                count += 1
                // In a folder, an .xcodeproj without its pbxproj is a generated project's leftover,
                // not a project: the folder is audited as a source tree (its app is clean).
                if item.pbxproj == nil, path == scratch.url.path {
                    let outcome = try await Auditor().audit(path: path)
                    #expect(
                        outcome.result.findings.isEmpty && outcome.result.summary.files == 1,
                        "\(outcome.result.findings.map(\.message))")
                    continue
                }
                guard
                    let (_, findings) = await auditMustAnswer(
                        path, "\(item.label) at \((path as NSString).lastPathComponent)")
                else { continue }
                #expect(
                    findings.contains {
                        $0.rule == "project-unreadable" && $0.file == "Broken.xcodeproj/project.pbxproj"
                    },
                    "\(item.label): \(findings.map { "\($0.rule) \($0.file ?? "")" })")
            }
        }
        print("HostileInput project files: \(count) cases")
    }

    @Test func twentyThousandEmptyFontsEachAFinding() async throws {
        let scratch = try ScratchFolder()
        let folder = scratch.url.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<20_000 {
            let fd = open(
                folder.appendingPathComponent("Empty\(index).ttf").path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            #expect(fd >= 0)
            close(fd)
        }
        let (inventory, result) = try await Auditor().auditOne(path: folder.path)
        #expect(inventory.fonts.count == 20_000)
        let unreadable = result.findings.filter { $0.rule == "font-unreadable" }
        #expect(unreadable.count == 20_000)
        #expect(unreadable.allSatisfy { $0.stated("error") == ["cannotBeRead", "empty file (0 bytes)"] })
        print(
            "HostileInput 20,000 empty .ttf files: 1 of 1 cases finished, \(unreadable.count) font-unreadable findings")
    }

    @Test func symbolicLinkLoopsFinish() async throws {
        let scratch = try ScratchFolder()
        try write(
            [
                "App/Info.plist": Data(RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.utf8),
                "App/Fonts/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
            ], in: scratch.url)
        let fonts = scratch.url.appendingPathComponent("App/Fonts")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("self").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("a.ttf").path, withDestinationPath: "b.ttf")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("b.ttf").path, withDestinationPath: "a.ttf")
        guard let (_, findings) = await auditMustAnswer(scratch.url.path, "symbolic link loops") else { return }
        #expect(
            findings.contains { $0.rule == "font-unreadable" && $0.file == "App/Fonts/a.ttf" },
            "\(findings.map(\.message))")
        print("HostileInput symbolic link loops: 1 of 1 cases finished (4 links)")
    }

    // MARK: Readers on random bytes

    @Test func readersTakeRandomBytes() throws {
        var generator = SeededGenerator(seed: 0x7_0007)
        let scratch = try ScratchFolder()
        let prefixes = [
            "", "<?xml version=\"1.0\"?>", "<plist version=\"1.0\"><dict><key>UIAppFonts</key><array>", "bplist00",
            "{", "// !$*UTF8*$!\n{ objects = {", "<document>", "UIFont(name: ", "[UIFont fontWithName:@\"",
        ]
        var cases = 0
        for index in 0..<200 {
            let prefix = Array(prefixes[index % prefixes.count].utf8)
            let bytes = Data(
                prefix
                    + (0..<Int.random(in: 1...2048, using: &generator)).map { _ in
                        // Mostly printable, so the text readers get past their first byte.
                        Bool.random(using: &generator)
                            ? UInt8.random(in: 0x20...0x7E, using: &generator)
                            : UInt8.random(in: 0...255, using: &generator)
                    })
            let text = String(decoding: bytes, as: UTF8.self)
            // Case 6 (`<document>` and random bytes) trapped in XMLParser before 8032e62.
            _ = PlistManifestReader().read(bytes)
            let interfaceBuilder = InterfaceBuilderScanner().scan(bytes, path: "r.storyboard")
            #expect(
                interfaceBuilder.problem != nil || !interfaceBuilder.requests.isEmpty || interfaceBuilder.fontMap != nil
            )
            _ = StyleDictionaryScanner().scan(bytes, path: "r.plist")
            _ = ObjectiveCNameScanner().scan(text, path: "r.m")
            _ = SwiftNameScanner().scan([
                SwiftNameScanner.File(path: "r.swift", bytes: [UInt8](bytes)),
                SwiftNameScanner.File(path: "t.swift", text: "UIFont(name: " + text),
            ])
            if index % 4 == 0 {
                let project = scratch.url.appendingPathComponent("R\(index).xcodeproj")
                try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
                try bytes.write(to: project.appendingPathComponent("project.pbxproj"))
                _ = try? XcodeProjectReader().read(projectAt: project, displayPath: "R.xcodeproj")
            }
            cases += 1
        }
        print("HostileInput readers on random bytes: \(cases) cases × 6 readers")
    }

    // MARK: Crashers

    // A DTD declaring a notation, an attribute list or an unparsed entity crashed XMLParser on Linux
    // (SIGSEGV in strlen in _NSXMLParserNotationDecl / AttributeDecl / UnparsedEntityDecl); SafeXML
    // now refuses internal DTD declarations, which plists, storyboards and workspaces never have.
    @Test func documentTypeDeclarationsDoNotCrash() async throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [<!NOTATION n SYSTEM "y">]>
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string></array></dict></plist>
            """
        let storyboard =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE document [<!ATTLIST document type CDATA #IMPLIED>]>\n<document/>\n"
        let workspace =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE Workspace [<!ENTITY x SYSTEM \"x\" NDATA n>]>\n<Workspace version = \"1.0\"></Workspace>\n"
        let cases: [(label: String, path: String, text: String, audited: String)] = [
            ("an Info.plist declaring a notation", "App/Info.plist", plist, ""),
            ("a storyboard declaring an attribute list", "App/Main.storyboard", storyboard, ""),
            (
                "a workspace declaring an unparsed entity", "W.xcworkspace/contents.xcworkspacedata", workspace,
                "W.xcworkspace"
            ),
        ]
        for item in cases {
            let scratch = try ScratchFolder()
            var files = [
                "App/Info.plist": Data(RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.utf8),
                "App/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
            ]
            files[item.path] = Data(item.text.utf8)
            try write(files, in: scratch.url)
            _ = await auditMustAnswer(scratch.url.appendingPathComponent(item.audited).path, item.label)
        }
    }

    // MARK: Nothing audited is written

    @Test func auditingTheFixturesChangesNothingAndLeavesNoTemporaries() async throws {
        let fixtures = Repo.root.appendingPathComponent("Fixtures")
        let temporary = FileManager.default.temporaryDirectory.path
        let temporariesBefore = Set(
            try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("fontaudit-") })
        let before = try FixtureSnapshot(of: fixtures)
        #expect(before.files.count > 50)

        var targets: [URL] = []
        for group in ["Apps", "Projects"] {
            let folder = fixtures.appendingPathComponent(group)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                targets.append(url)
                // The bundles, projects and workspaces inside, audited at their own paths too.
                for inner in FileManager.default.enumerator(atPath: url.path)?.compactMap({ $0 as? String }) ?? []
                where ["app", "xcodeproj", "xcworkspace"].contains((inner as NSString).pathExtension) {
                    targets.append(url.appendingPathComponent(inner))
                }
            }
        }
        // An .ipa of a fixture app, which is extracted into a temporary folder.
        let scratch = try ScratchFolder()
        let ipa = scratch.url.appendingPathComponent("Demo.ipa")
        let archive = try Archive(url: ipa, accessMode: .create)
        let demo = fixtures.appendingPathComponent("Apps/Built/Demo.app")
        for file in FileManager.default.enumerator(atPath: demo.path)!.compactMap({ $0 as? String }).sorted() {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: demo.appendingPathComponent(file).path, isDirectory: &isFolder)
            if !isFolder.boolValue {
                try archive.addEntry(with: "Payload/Demo.app/" + file, fileURL: demo.appendingPathComponent(file))
            }
        }
        targets.append(ipa)

        for target in targets {
            do {
                _ = try await Auditor().audit(path: target.path)
            } catch let error as AuditError {
                #expect(error.message.contains(target.lastPathComponent), "\(error.message)")
            }
        }
        let inspector = try FontFileInspector()
        var fonts = 0
        for file in before.files.keys.sorted()
        where FontFileFinder.fontExtensions.contains((file as NSString).pathExtension.lowercased()) {
            _ = inspector.inspectFile(at: fixtures.appendingPathComponent(file))
            fonts += 1
        }
        _ = await FontFileInspector.inspectFiles(
            before.files.keys.sorted().map { (fixtures.appendingPathComponent($0), $0) })

        let after = try FixtureSnapshot(of: fixtures)
        #expect(after.files.keys.sorted() == before.files.keys.sorted(), "no file was added or removed under Fixtures/")
        for (path, fingerprint) in before.files where after.files[path] != fingerprint {
            Issue.record("\(path) changed: \(fingerprint) → \(after.files[path].map { "\($0)" } ?? "gone")")
        }

        // What the audit makes in the temporary folder (an .ipa's app, fontaudit-ipa-…) must be gone.
        // Only its own prefix is looked at: other tests, and other runs on the machine (a CI clone's
        // plugin test, a fuzzing run), make fontaudit-… folders of their own at any moment. A
        // folder that another audit is still using vanishes a moment later, so look twice.
        func leftovers() throws -> Set<String> {
            Set(
                try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("fontaudit-ipa-") }
            )
            .subtracting(temporariesBefore)
        }
        var left = try leftovers()
        if !left.isEmpty {
            try await Task.sleep(for: .seconds(2))
            left = left.intersection(try leftovers())
        }
        #expect(left.isEmpty, "temporary folders left behind: \(left.sorted())")
        print(
            "HostileInput fixtures unchanged: \(targets.count + fonts) cases (\(targets.count) audits, \(fonts) fonts inspected), \(before.files.count) files hashed"
        )
    }
}

// MARK: - Helpers

/// What a source case must still produce: the request written after the bad part, a finding naming
/// the file (which could not be read), or nothing in particular.
private enum SourceExpectation {
    case requestAfter, fileReported
}

/// Audits `path`. A run must end in findings, or in an ``AuditError`` whose message names the path;
/// returns nil after an error. No finding may name a file outside the audited path.
private func auditMustAnswer(
    _ path: String, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> ([Inventory], [Finding])? {
    do {
        let outcome = try await Auditor().audit(path: path)
        #expect(!outcome.result.findings.isEmpty, "\(label): no findings", sourceLocation: sourceLocation)
        for finding in outcome.result.findings {
            if let file = finding.file {
                #expect(
                    !file.hasPrefix("/") && !file.split(separator: "/").contains(".."),
                    "\(label): \(finding.rule) names \(file)", sourceLocation: sourceLocation)
            }
        }
        return (outcome.inventories, outcome.result.findings)
    } catch let error as AuditError {
        #expect(
            error.message.contains((path as NSString).lastPathComponent), "\(label): \(error.message)",
            sourceLocation: sourceLocation)
        return nil
    } catch {
        Issue.record("\(label): \(error) is no AuditError", sourceLocation: sourceLocation)
        return nil
    }
}

/// Writes each file (path relative to `folder` → bytes), creating folders as needed.
private func write(_ files: [String: Data], in folder: URL) throws {
    for (path, bytes) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }
}

/// A fixture font's bytes, by its path under Fixtures/Fonts.
func font(_ relative: String) throws -> Data {
    try Data(contentsOf: Repo.fonts.appendingPathComponent(relative))
}

/// `text` in ISO Latin-1, as an editor without UTF-8 would save it.
private func latin1(_ text: String) -> Data {
    Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
}

private func randomBytes(_ count: Int, seed: UInt64) -> Data {
    var generator = SeededGenerator(seed: seed)
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
}

/// Every file under a folder (symbolic links not followed) with its size, mode and FNV-1a 64 hash.
private struct FixtureSnapshot {
    struct Fingerprint: Equatable, CustomStringConvertible {
        var size: Int
        var mode: UInt32
        var hash: UInt64
        var description: String { "\(size) bytes, mode \(String(mode, radix: 8)), FNV-1a \(String(hash, radix: 16))" }
    }

    var files: [String: Fingerprint] = [:]

    init(of folder: URL) throws {
        let base = folder.path
        for relative in FileManager.default.enumerator(atPath: base)?.compactMap({ $0 as? String }) ?? [] {
            let path = base + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0 else { throw CocoaError(.fileReadUnknown) }
            if (info.st_mode & S_IFMT) == S_IFDIR { continue }
            let bytes: Data
            if (info.st_mode & S_IFMT) == S_IFLNK {
                bytes = Data(try FileManager.default.destinationOfSymbolicLink(atPath: path).utf8)
            } else {
                bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            }
            files[relative] = Fingerprint(size: bytes.count, mode: UInt32(info.st_mode), hash: Self.fnv1a64(bytes))
        }
    }

    static func fnv1a64(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in raw {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
