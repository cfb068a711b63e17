import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Swift sources parsed with swift-syntax: every request API, constants across files, traits in
/// the modifier chain, dynamic names counted, and no finding from comparisons, comments or logs.
@Suite struct SwiftNameScannerTests {
    func scan(_ files: [String: String]) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        SwiftNameScanner().scan(
            files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
    }

    @Test func everyAPIWithALiteral() {
        let source = """
            import SwiftUI
            import UIKit
            let a = Font.custom("A-Regular", size: 17)
            let b: Font = .custom("B-Regular", size: 17, relativeTo: .body)
            let c: Font = .custom("C-Regular", fixedSize: 12)
            let d = UIFont(name: "D-Regular", size: 17)
            let e = NSFont(name: "E-Regular", size: 17)
            let f = UIFontDescriptor(name: "F-Regular", size: 17)
            let g = UIFontDescriptor(fontAttributes: [.name: "G-Regular"])
            let h = CTFontCreateWithName("H-Regular" as CFString, 17, nil)
            let i = UIFont.init(name: "I-Regular", size: 17)
            """
        let (requests, dynamic) = scan(["App.swift": source])
        #expect(
            requests.map(\.name) == [
                "A-Regular", "B-Regular", "C-Regular", "D-Regular", "E-Regular", "F-Regular", "G-Regular", "H-Regular",
                "I-Regular",
            ])
        #expect(
            requests.map(\.api) == [
                "Font.custom", "Font.custom", "Font.custom", "UIFont(name:size:)", "NSFont(name:size:)",
                "UIFontDescriptor(name:size:)", "UIFontDescriptor(fontAttributes: [.name:])",
                "CTFontCreateWithName", "UIFont(name:size:)",
            ])
        #expect(requests.map(\.line) == [3, 4, 5, 6, 7, 8, 9, 10, 11])
        #expect(requests[0].column == 21)
        #expect(requests[4].platform == .macOS)
        #expect(requests[3].platform == .iOS)
        #expect(dynamic.isEmpty)
    }

    @Test func constantsEnumsAndConcatenationAcrossFiles() {
        let names = """
            enum FontName: String {
                case bold = "Brand-Bold"
                case regular
            }
            enum Fonts {
                static let headline = "Brand-" + Weights.heavy
            }
            enum Weights {
                static let heavy = "Heavy"
            }
            let family = "Brand"
            """
        let view = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("a").font(.custom(FontName.bold.rawValue, size: 17))
                    Text("b").font(.custom(FontName.regular.rawValue, size: 17))
                    Text("c").font(.custom(Fonts.headline, size: 17))
                    Text("d").font(.custom(family + "-Light", size: 17))
                    Text("e").font(Font.custom(("Brand-Italic"), size: 17))
                }
            }
            """
        let (requests, dynamic) = scan(["Names.swift": names, "V.swift": view])
        #expect(requests.map(\.name) == ["Brand-Bold", "regular", "Brand-Heavy", "Brand-Light", "Brand-Italic"])
        #expect(requests.allSatisfy { $0.file == "V.swift" })
        #expect(dynamic.isEmpty)
    }

    @Test func dynamicNamesAreCountedNotGuessed() {
        let source = """
            import UIKit
            func make(_ name: String, weight: Int) -> UIFont? {
                let a = UIFont(name: name, size: 12)
                let b = UIFont(name: "Brand-\\(weight)", size: 12)
                let c = UIFont(name: String(format: "%@-Bold", name), size: 12)
                var v = "Brand-Bold"
                let d = UIFont(name: v, size: 12)
                return a ?? b ?? c ?? d
            }
            struct X { let n = "One" }
            struct Y { let n = "Two" }
            let e = UIFont(name: n, size: 1)
            """
        let (requests, dynamic) = scan(["F.swift": source])
        // A `var` never assigned anything but its literal holds that literal.
        #expect(requests.map(\.name) == ["Brand-Bold"], "\(requests.map(\.name))")
        #expect(dynamic.map(\.line) == [3, 4, 5, 12])
    }

    @Test func comparisonsCommentsAndLogsAreNoRequests() {
        let source = """
            import UIKit
            // let f = UIFont(name: "Commented-Out", size: 12)
            /* Font.custom("Block-Comment", size: 12) */
            func check(_ font: UIFont) -> Bool {
                print("UIFont(name: \\"Logged\\", size: 12)")
                let style = Animation.custom("NotAFont", speed: 2)
                return font.fontName == "Compared-Name" || font.familyName.hasPrefix("Brand")
            }
            """
        let (requests, dynamic) = scan(["C.swift": source])
        #expect(requests.isEmpty, "\(requests.map(\.name))")
        #expect(dynamic.isEmpty)
    }

    @Test func traitsInTheModifierChain() {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("a").font(.custom("A", size: 17).bold())
                    Text("b").font(.custom("B", size: 17)).italic()
                    Text("c").bold().font(.custom("C", size: 17))
                    Text("d").font(.custom("D", size: 17).weight(.semibold))
                    Text("e").font(.custom("E", size: 17)).fontWeight(.bold)
                    Text("f").font(.custom("F", size: 17))
                }
            }
            """
        let (requests, _) = scan(["T.swift": source])
        let traits = Dictionary(uniqueKeysWithValues: requests.map { ($0.name, $0.traits) })
        #expect(traits["A"] == RequestedTraits(bold: true))
        #expect(traits["B"] == RequestedTraits(italic: true))
        #expect(traits["C"] == RequestedTraits(bold: true))
        #expect(traits["D"] == RequestedTraits(weight: "semibold"))
        #expect(traits["E"] == RequestedTraits(bold: true))
        #expect(traits["F"] == RequestedTraits())
    }

    @Test func filesWithoutRequestsAreNotParsedForRequests() {
        let (requests, _) = scan(["Other.swift": "let x = 1 // no request words here\n"])
        #expect(requests.isEmpty)
    }

    @Test func invalidSourceDoesNotCrash() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = "UIFont(name: " + String(decoding: bytes, as: UTF8.self)
            _ = scan(["R.swift": text])
        }
        _ = scan(["U.swift": "let f = UIFont(name: \"unterminated, size: 1"])
    }
}

/// What the review of the names issue found: scope, dead code, escapes, switched-off traits and
/// constants defined across several files.
@Suite struct SwiftNameScopeTests {
    func scan(_ files: [String: String]) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        SwiftNameScanner().scan(
            files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
    }

    @Test func parametersAndLocalsNeverResolveToUnrelatedConstants() {
        let source = """
            import SwiftUI
            struct Profile { let name = "Anonymous" }
            let primary = "Global-Primary"
            func a(face: String) -> UIFont? { UIFont(name: face, size: 1) }
            func b() -> UIFont? { let face = "Local-Face"; return nil }
            func c(primary: String) -> UIFont? { UIFont(name: primary, size: 1) }
            struct V: View {
                let names: [String]
                var body: some View {
                    ForEach(names, id: \\.self) { name in Text(name).font(.custom(name, size: 17)) }
                }
            }
            func d(_ items: [String]) { for name in items { _ = UIFont(name: name, size: 1) } }
            func e(_ x: String?) { if let name = x { _ = UIFont(name: name, size: 1) } }
            let f = UIFont(name: primary, size: 1)
            """
        let (requests, dynamic) = scan(["S.swift": source])
        #expect(requests.map(\.name) == ["Global-Primary"], "only the file-scope constant resolves")
        #expect(dynamic.count == 5)
    }

    @Test func typeMembersResolveUnqualifiedInsideTheirType() {
        let source = """
            enum Typography {
                static let family = "Brand"
                static let caption = family + "-Regular"
                static let body = UIFont(name: caption, size: 17)
            }
            enum Other {
                static let caption = "Other-Caption"
                static let x = UIFont(name: caption, size: 1)
            }
            """
        let (requests, _) = scan(["T.swift": source])
        #expect(requests.map(\.name) == ["Brand-Regular", "Other-Caption"])
    }

    @Test func deadCodeEscapesAndSwitchedOffTraits() {
        let source = """
            import SwiftUI
            #if false
            let dead = UIFont(name: "Dead-Swift", size: 1)
            #endif
            let escaped = UIFont(name: "Roboto\\u{2D}Bold", size: 1)
            let raw = UIFont(name: #"Roboto-Raw"#, size: 1)
            let t = Text("i").font(.custom("Roboto-Regular", size: 1)).italic(false).bold(true)
            """
        let (requests, _) = scan(["D.swift": source])
        #expect(requests.map(\.name) == ["Roboto-Bold", "Roboto-Raw", "Roboto-Regular"])
        #expect(requests.last?.traits == RequestedTraits(bold: true))
    }

    @Test func constantChainsAcrossThreeFiles() {
        let (requests, dynamic) = scan([
            "A.swift": "let f = UIFont(name: Fonts.caption, size: 1)\n",
            "B.swift": "enum Fonts { static let caption = Base.family + \"-Regular\" }\n",
            "C.swift": "enum Base { static let family = \"Brand\" }\n",
        ])
        #expect(requests.map(\.name) == ["Brand-Regular"])
        #expect(dynamic.isEmpty)
    }
}

/// Files past the memory budget are read again from disk: the same requests either way.
@Suite struct SwiftFileStorageTests {
    @Test func filesOnDiskGiveTheSameRequestsAsFilesInMemory() throws {
        let scratch = try ScratchFolder()
        let sources = [
            "A.swift":
                "let f = UIFont(name: Fonts.caption, size: 1)\nlet g = Font.custom(FontName.bold.rawValue, size: 2)\n",
            "B.swift": "enum Fonts { static let caption = Base.family + \"-Regular\" }\n",
            "C.swift":
                "enum Base { static let family = \"Brand\" }\nenum FontName: String { case bold = \"Brand-Bold\" }\n",
            "D.swift": "struct Other { let x = 1 }\n",
        ]
        var inMemory: [SourceText] = []
        var onDisk: [SourceText] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let path = scratch.url.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            inMemory.append(SourceText(path: name, text: text))
            onDisk.append(SourceText(path: name, diskPath: path))
        }
        let memory = SwiftNameScanner().scan(inMemory)
        let disk = SwiftNameScanner().scan(onDisk)
        #expect(memory.requests.map(\.name) == ["Brand-Regular", "Brand-Bold"])
        #expect(disk.requests == memory.requests)
        #expect(disk.dynamic == memory.dynamic)
    }
}
