import FontAuditInventory
import FontAuditModel
import FontInspectorModel
import Foundation

/// `registered-file-missing`: registration code names a font file that is not in its bundle.
package struct RegisteredFileMissingRule: Rule {
    package static let description = RuleDescription(
        identifier: "registered-file-missing",
        name: "Registered font file is missing",
        severity: .warning,
        summary:
            "Code registers a font file (CTFontManagerRegister… with a file name the code spells out, directly or through constants, enums and helpers) that is not in the bundle it is looked up in.",
        rationale: """
            `Bundle.url(forResource:withExtension:)` returns nil for a file that is not in the bundle, \
            and the registration silently does nothing: every text that asks for the font renders in \
            the system font. A typo, a renamed file, or a file missing from the target's (or package \
            target's) resources all look the same. Some projects keep licensed fonts out of the \
            repository and add them at build time: then this checkout cannot show the font, and the \
            names that ask for it are not reported as unknown. When a `.gitignore` of the repository \
            ignores the file where a Swift package target's resources would hold it, the finding is a \
            note naming that line: the checkout lacks it on purpose, and only the built app can show \
            it. Add the file, fix the name, or exclude the check in `.fontaudit.yml` when the fonts are \
            supplied at build time.
            """,
        triggeringExamples: [
            RuleExample(
                "a registered file that is not there", appFonts: nil,
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                sources: [
                    "Fonts.swift": """
                    import CoreText
                    func registerFonts() {
                        let url = Bundle.main.url(forResource: "Roboto-Blod", withExtension: "ttf")!
                        ↓CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    """
                ],
                expect: [.atMarker(fix: "Roboto-Bold.ttf")])
        ],
        nonTriggeringExamples: [
            RuleExample(
                "a registered file that is there", appFonts: nil,
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                sources: [
                    "Fonts.swift": """
                    import CoreText
                    func registerFonts() {
                        let url = Bundle.main.url(forResource: "Roboto-Bold", withExtension: "ttf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                    """
                ])
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.registrations.flatMap { registration in
            registration.missingFiles.map { file in
                let nearest = inventory.fonts.filter { $0.bundle == registration.bundle }.map {
                    FileName.lastComponent(of: $0.bundlePath)
                }
                .first {
                    folded(FileName.stem(of: $0)) == folded(FileName.stem(of: file))
                        || EditDistance.between($0.lowercased(), file.lowercased()) <= 2
                }
                if let ignored = registration.gitIgnoredFiles[file] {
                    // Kept out of git on purpose: this checkout cannot tell, so a note, not a warning.
                    var note = finding(
                        .registeredFileKeptOutOfGit(
                            call: registration.call, file: file, bundle: registration.bundle,
                            ignoredAt: "\(ignored.file):\(ignored.line)", pattern: ignored.pattern),
                        at: registration.location, name: file)
                    note.severity = .note
                    return note
                }
                // A name put together in code (an enum's case) says where that value is written.
                let message = Finding.Message.registeredFileMissing(
                    call: registration.call, file: file, bundle: registration.bundle, nearest: nearest
                )
                .followed(registration.followed[file], name: FileName.stem(of: file), api: registration.call)
                return finding(message, at: registration.location, name: file, fix: nearest)
            }
        }
    }
}

extension Finding.Message {
    /// A file that `call` registers from `bundle` (nil: the main bundle), which git ignores (the
    /// line `ignoredAt` of a `.gitignore` keeps `pattern` out).
    static func registeredFileKeptOutOfGit(
        call: String, file: String, bundle: String?, ignoredAt: String, pattern: String
    ) -> Self {
        Self(
            "registeredFileKeptOutOfGit",
            facts: ["call": call, "file": file, "bundle": bundle ?? "", "ignoredAt": ignoredAt, "pattern": pattern],
            text:
                "\(quoted(call)) registers \(quoted(file)) from \(bundleName(bundle)), which this checkout lacks on purpose: \(quoted(ignoredAt)) keeps \(quoted(pattern)) out of git, so the font is added outside the repository (a download or a build step). If that step does not run, the registration does nothing and the text renders in the system font. Audit the built app (`fontaudit check path/to/App.app`) to check the font itself."
        )
    }

    /// A file that `call` registers from `bundle` (nil: the main bundle), which is not there;
    /// `nearest`, the bundle's file it most likely means.
    static func registeredFileMissing(call: String, file: String, bundle: String?, nearest: String?) -> Self {
        let advice =
            nearest.map { " Did you mean \(quoted($0))?" }
            ?? " Add the font to the resources of that bundle (if it is added at build time, this checkout cannot show it)."
        return Self(
            "registeredFileMissing",
            facts: ["call": call, "file": file, "bundle": bundle ?? "", "nearest": nearest ?? ""],
            text:
                "\(quoted(call)) registers \(quoted(file)) from \(bundleName(bundle)), but no such file is there in this checkout, so the registration does nothing and the font renders in the system font."
                + advice)
    }

    /// "the `Kit.bundle` bundle", or "the main bundle" for nil.
    private static func bundleName(_ bundle: String?) -> String {
        bundle.map { "the \(quoted($0)) bundle" } ?? "the main bundle"
    }
}
