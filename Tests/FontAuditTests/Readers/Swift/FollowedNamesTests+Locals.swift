import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditRules

extension FollowedNamesTests {
    @Test func theSameArgumentInTwoHelpersIsTwoCauses() async throws {
        let app = try FixApp(
            files: [
                "App/Info.plist": FixApp.plist(["Roboto-Bold.ttf"]),
                "App/A.swift":
                    "import UIKit\nfunc title(fontName: String) -> UIFont? { UIFont(name: fontName, size: 20) }\nlet t = title(fontName: \"Brand-Title\")\n",
                "App/B.swift":
                    "import UIKit\nfunc body(fontName: String) -> UIFont? { UIFont(name: fontName, size: 12) }\nlet b = body(fontName: \"Brand-Body\")\n",
            ], fonts: ["App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        let (_, result) = try await Auditor().auditOne(path: app.root)
        #expect(
            result.findings.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.name ?? "")" } == [
                "App/A.swift:2 Brand-Title", "App/B.swift:2 Brand-Body",
            ])
    }

    @Test func anImplementationFilesMacroIsItsOwn() {
        var merged = SourceContribution()
        let reader = ObjectiveCSourceReader(libraries: [])
        for (path, text) in [
            ("A.m", "#define BRAND @\"Brand-A\"\nstatic NSString *const kBody = @\"Body-A\";\n"),
            (
                "B.m",
                "UIFont *f = [UIFont fontWithName:BRAND size:12];\nUIFont *g = [UIFont fontWithName:kBody size:12];\n"
            ),
        ] {
            merged.merge(reader.read(SourceFile(display: path, bytes: Array(text.utf8))))
        }
        merged.resolveObjectiveCNames()
        #expect(merged.requests.isEmpty)
        #expect(merged.dynamic.map(\.line) == [1, 2])
    }

    @Test func aParameterNoCallBindsStaysOpen() {
        let source = """
            import UIKit
            func make(fontName: String) -> UIFont? { UIFont(name: fontName, size: 12) }
            func other(_ name: String) { _ = make(fontName: name) }
            """
        let found = scan(["A.swift": source])
        #expect(found.requests.isEmpty)
        #expect(found.dynamic.count == 1)
    }

    @Test func localsAssignedInBranchesAndFromOtherLocals() {
        let source = """
            import UIKit
            func f(bold: Bool) -> UIFont? {
                let extraBold = "Brand-ExtraBold"
                var name = "Brand-Bold"
                if bold { name = extraBold }
                return UIFont(name: name, size: 12)
            }
            func g(italic: Bool) -> UIFont? {
                let name: String
                if italic { name = "Brand-Italic" } else { name = Fonts.regular }
                return UIFont(name: name, size: 12)
            }
            enum Fonts { static let regular = "Brand-Regular" }
            """
        #expect(
            scan(["A.swift": source]).requests.map(\.name) == [
                "Brand-Bold", "Brand-ExtraBold", "Brand-Italic", "Brand-Regular",
            ])
    }

    @Test func unqualifiedInitializersInsideExtensions() {
        let source = """
            import SwiftUI
            import UIKit
            extension Font { static let caption2 = custom("Brand-Caption", size: 12) }
            extension UIFont {
                convenience init?(brandSize size: CGFloat) { self.init(name: "Brand-Body", size: size) }
                static func heading() -> UIFont? { Self(name: "Brand-Heading", size: 20) }
            }
            struct NotAFont { func custom(_ name: String, size: Int) {} ; func f() { custom("Not-A-Font", size: 1) } }
            """
        let found = scan(["A.swift": source]).requests
        #expect(found.map(\.name) == ["Brand-Caption", "Brand-Body", "Brand-Heading"])
        #expect(found.map(\.api) == ["Font.custom", "UIFont(name:size:)", "UIFont(name:size:)"])
    }

    @Test func setsPastTheBoundAreOpenWithTheirEnds() {
        let cases = (0..<40).map { "case c\($0) = \"W\($0)\"" }.joined(separator: "\n")
        let source = """
            import UIKit
            enum Many: String {
            \(cases)
            }
            func f(_ m: Many) -> UIFont? { UIFont(name: "Brand-" + m.rawValue + "-Regular", size: 12) }
            """
        let found = scan(["A.swift": source])
        #expect(found.requests.isEmpty)
        #expect(found.dynamic.map { "\($0.prefix)…\($0.suffix)" } == ["Brand-W…-Regular"])
    }

    @Test func nameValuesCombineWithinTheBound() {
        let ab = NameValue.known([NameCandidate(text: "A", source: nil), NameCandidate(text: "B", source: nil)])
        #expect(NameValue.concatenation([.literal("x-"), ab]).candidates?.map(\.text) == ["x-A", "x-B"])
        #expect(
            NameValue.concatenation([.literal("x-"), .unknown, .literal("-y")]) == .open(prefix: "x-", suffix: "-y"))
        #expect(NameValue.union([ab, .literal("A")]).candidates?.map(\.text) == ["A", "B"])
        #expect(NameValue.union([ab, .open(prefix: "", suffix: "")]) == .open(prefix: "", suffix: ""))
        let many = NameValue.known((0..<20).map { NameCandidate(text: "Brand-\($0)", source: nil) })
        #expect(NameValue.concatenation([many, many]) == .open(prefix: "Brand-", suffix: ""))
    }
}
