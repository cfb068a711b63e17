import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A Tuist app target whose Info.plist Tuist writes without UIAppFonts: its fonts register only
/// through code, and Tuist's synthesized accessors register a font only when they are called.
extension RegistrationTests {
    /// A Tuist project `Notes` with Roboto in its resources, `infoPlist:` written as given, and
    /// one Swift file.
    func tuistApp(infoPlist: String, product: String = ".app", source: String) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try scratch.write(
            "Project.swift",
            """
            import ProjectDescription
            let project = Project(
                name: "Notes",
                targets: [
                    .target(
                        name: "Notes",
                        destinations: .iOS,
                        product: \(product),
                        bundleId: "com.example.notes",
                        \(infoPlist)
                        sources: ["Notes/Sources/**"],
                        resources: ["Notes/Resources/**"]
                    ),
                ]
            )

            """)
        try scratch.write("Notes/Sources/Screen.swift", source)
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Notes/Resources/Fonts"), withIntermediateDirectories: true)
        for name in ["Roboto-Bold", "Roboto-Regular"] {
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Roboto/\(name).ttf"),
                to: scratch.url.appendingPathComponent("Notes/Resources/Fonts/\(name).ttf"))
        }
        return scratch
    }

    static let byName = """
        import UIKit
        let title = UIFont(name: "Roboto-Bold", size: 17)

        """

    @Test func aTuistAppWithoutUIAppFontsRegistersNoFontByItsPlist() async throws {
        for plist in ["infoPlist: .extendingDefault(with: [\"UILaunchScreen\": [:]]),", "infoPlist: .default,", ""] {
            let app = try tuistApp(infoPlist: plist, source: Self.byName)
            let (inventory, result) = try await Auditor().auditOne(path: app.url.path)
            #expect(inventory.manifests.map(\.path) == ["Project.swift"], "\(plist)")
            #expect(
                keys(result) == [
                    Key("font-name-not-registered", "Notes/Sources/Screen.swift", 2, .error),
                    Key("font-not-listed", "Notes/Resources/Fonts/Roboto-Bold.ttf", nil, .warning),
                    Key("font-not-listed", "Notes/Resources/Fonts/Roboto-Regular.ttf", nil, .warning),
                ], "\(plist): \(result.findings.map(\.message))")
            #expect(
                result.findings.first?.messageValue.facts["addition"]
                    == "`\"UIAppFonts\": [\"Roboto-Bold.ttf\"],` to the target's "
                    + "`infoPlist: .extendingDefault(with: [...])` in `Project.swift`")
        }
    }

    @Test func aSynthesizedAccessorRegistersOnlyTheFontItIsCalledFor() async throws {
        let app = try tuistApp(
            infoPlist: "infoPlist: .default,",
            source: Self.byName + "let body = NotesFontFamily.Roboto.regular.font(size: 15)\n")
        let (_, result) = try await Auditor().auditOne(path: app.url.path)
        #expect(
            keys(result) == [Key("font-name-not-registered", "Notes/Sources/Screen.swift", 2, .error)],
            "\(result.findings.map(\.message))")
        #expect(
            result.findings.first?.message.contains(
                "registers only on first use of `NotesFontFamily.Roboto.bold` through its API") == true)

        // Called once at launch, the accessors register every font.
        let eager = try tuistApp(
            infoPlist: "infoPlist: .default,",
            source: Self.byName + "func launch() { NotesFontFamily.registerAllCustomFonts() }\n")
        #expect(try await Auditor().auditOne(path: eager.url.path).1.findings.isEmpty)
    }

    /// Issue 82: a synthesized accessor is the face it is generated from wherever a name goes,
    /// written in place (`UIFont(font:size:)`) or returned by the app's own property of the
    /// generated type; one no face makes is no accessor Tuist generates, and asks for nothing.
    @Test func aSynthesizedAccessorIsTheFacesName() async throws {
        let source = """
            import UIKit
            enum Weight {
                case regular, bold
                var convertible: NotesFontConvertible {
                    switch self {
                    case .regular: NotesFontFamily.Roboto.regular
                    case .bold: NotesFontFamily.Roboto.bold
                    }
                }
            }
            func launch() { NotesFontFamily.registerAllCustomFonts() }
            let title = UIFont(font: NotesFontFamily.Roboto.bold, size: 17)
            let body = UIFont(font: Weight.regular.convertible, size: 15)
            let none = UIFont(font: NotesFontFamily.Roboto.black, size: 15)

            """
        let app = try tuistApp(infoPlist: "infoPlist: .default,", source: source)
        let (inventory, result) = try await Auditor().auditOne(path: app.url.path)
        #expect(
            inventory.requests.map { "\($0.line) \($0.name)" }.sorted() == ["12 Roboto-Bold", "13 Roboto-Regular"],
            "\(inventory.requests.map(\.name))")
        #expect(result.findings.isEmpty && result.summary.namesDynamic == 0, "\(result.findings.map(\.message))")
    }

    @Test func aPlistTuistMayFillIsNotJudged() async throws {
        // A dictionary held in a variable, a plist of the project's own, a framework: what the
        // app's plist holds is not known here, so nothing is said.
        for (plist, product) in [
            ("infoPlist: .extendingDefault(with: infoPlist),", ".app"),
            ("infoPlist: .file(path: \"Notes/Info.plist\"),", ".app"),
            ("infoPlist: .default,", ".framework"),
        ] {
            let app = try tuistApp(infoPlist: plist, product: product, source: Self.byName)
            let (inventory, result) = try await Auditor().auditOne(path: app.url.path)
            #expect(inventory.manifests.isEmpty && result.findings.isEmpty, "\(plist) \(product)")
        }
    }
}
