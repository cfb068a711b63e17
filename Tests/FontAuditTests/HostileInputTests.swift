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
}
