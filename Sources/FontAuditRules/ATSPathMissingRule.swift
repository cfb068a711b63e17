import FontAuditInventory
import FontAuditModel

/// `ats-path-missing`: ATSApplicationFontsPath names a missing or empty folder.
package struct ATSPathMissingRule: Rule {
    package static let description = RuleDescription(
        identifier: "ats-path-missing",
        name: "ATS fonts folder is missing or empty",
        severity: .error,
        summary: "ATSApplicationFontsPath names a folder that does not exist or holds no font.",
        rationale: """
            On macOS an app registers its fonts by naming one folder, relative to Contents/Resources, in \
            ATSApplicationFontsPath. If that folder is not in the bundle (a group was added instead of a \
            folder reference, or the name differs) or holds no font, none of the app's fonts register. \
            Add the fonts folder to the target as a folder reference, or fix the name.
            """,
        triggeringExamples: [
            RuleExample(
                "a folder name that does not exist", atsFontsPath: "Typefaces",
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                expect: [.init(file: "App/Info.plist", line: 8, fix: nil)])
        ],
        nonTriggeringExamples: [
            RuleExample(
                "a folder with fonts", atsFontsPath: "Fonts",
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.compactMap { manifest -> Finding? in
            guard let ats = manifest.atsFontsPath else { return nil }
            if ats.folder == nil {
                return finding(
                    .atsFolderMissing(folder: ats.value), file: manifest.path, line: ats.line, name: ats.value)
            }
            if ats.fonts.isEmpty {
                return finding(
                    .atsFolderHoldsNoFont(folder: ats.value), file: manifest.path, line: ats.line, name: ats.value)
            }
            return nil
        }
    }
}

extension Finding.Message {
    /// The `ATSApplicationFontsPath` folder is not in the app's resources.
    static func atsFolderMissing(folder: String) -> Self {
        Self(
            "atsFolderMissing", facts: ["folder": folder],
            text:
                "ATSApplicationFontsPath names \(quoted(folder)), but the app's resources have no such folder, so no font registers. Add the fonts folder to the target as a folder reference named \(quoted(folder))."
        )
    }

    /// The `ATSApplicationFontsPath` folder holds no font file.
    static func atsFolderHoldsNoFont(folder: String) -> Self {
        Self(
            "atsFolderHoldsNoFont", facts: ["folder": folder],
            text:
                "ATSApplicationFontsPath names \(quoted(folder)), which holds no font file, so no font registers. Put the app's .ttf/.otf files in that folder."
        )
    }
}
