import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A Tuist project with its own fonts template (`Tuist/ResourceSynthesizers/Fonts.stencil`) gets
/// its fonts registered by code Tuist generates, which the checkout does not hold: which fonts
/// that code registers is not known, so no font is called unlisted or unregistered because of it.
/// Without the template, nothing registers them and both are reported.
@Suite struct TuistFontTemplateTests {
    static func findings(template: String?) async throws -> [String] {
        let scratch = try ScratchFolder()
        let root = try CachedCheckTests.copy("Fixtures/Apps/TuistApp", in: scratch)
        let manifest = root.appendingPathComponent("Project.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text = text.replacingOccurrences(
            of: """
                                "UIAppFonts": [
                                    "Roboto-Regular.ttf",
                                    "Roboto-Bold.ttf",
                                ],

                """, with: "")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        if let template {
            let url = root.appendingPathComponent("Tuist/ResourceSynthesizers/Fonts.stencil")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try template.write(to: url, atomically: true, encoding: .utf8)
        }
        let (_, result) = try await Auditor().audit(path: root.path)
        return result.findings.map { "\($0.rule) \($0.name ?? "")" }.sorted()
    }

    @Test func aTemplateThatRegistersLeavesRegistrationOpen() async throws {
        let template = """
            {{accessModifier}} func register() {
              guard let url = url else { return }
              CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
            }

            """
        #expect(try await Self.findings(template: template) == [])
    }

    /// The control: no template (or one that registers nothing) leaves the fonts unregistered.
    @Test func withoutATemplateTheFontsAreUnregistered() async throws {
        let none = try await Self.findings(template: nil)
        #expect(none.contains("font-name-not-registered Roboto-Bold"), "\(none)")
        #expect(try await Self.findings(template: "{{ fonts }}\n") == none)
    }
}
