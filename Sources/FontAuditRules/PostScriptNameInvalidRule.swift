import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `postscript-name-invalid`: a face lacks nameID 6, or its PostScript name is malformed.
package struct PostScriptNameInvalidRule: Rule {
    package static let description = RuleDescription(
        identifier: "postscript-name-invalid",
        name: "PostScript name missing or malformed",
        severity: .warning,
        summary:
            "A face has no PostScript name, or one with characters the OpenType specification does not allow in it (a space, non-ASCII, or one of [](){}<>/%), or longer than 63 characters.",
        rationale: """
            Code asks for a font by its PostScript name (nameID 6). A face without one cannot be asked \
            for reliably; a name with a space, a non-ASCII character or one of `[](){}<>/%`, or one longer \
            than 63 characters, is outside what the OpenType specification allows (printable ASCII, codes \
            33 to 126, but those ten), and lookups for it behave differently across OS versions. `_` and \
            `.` are allowed. Fix the font's name table (or ask the foundry for a corrected build).
            """,
        triggeringExamples: [
            .listing(
                "a space in the name", font: "Edge/SpaceInPostScriptName.ttf",
                expect: [.init(file: "App/Fonts/SpaceInPostScriptName.ttf", line: nil, fix: "RobotoSpacedRegular")]),
            .listing(
                "a 68-character name", font: "Edge/LongPostScriptName.ttf",
                expect: [.init(file: "App/Fonts/LongPostScriptName.ttf", line: nil, fix: nil)]),
            .listing(
                "no nameID 6", font: "Edge/NoPostScriptName.ttf",
                expect: [.init(file: "App/Fonts/NoPostScriptName.ttf", line: nil, fix: nil)]),
        ],
        nonTriggeringExamples: [
            .listing("a well-formed name", font: "Roboto/Roboto-Italic.ttf"),
            RuleExample(
                "an underscore, which the specification allows", appFonts: ["Underscored.ttf"],
                files: ["Fonts/Underscored.ttf": "Edge/UnderscoreInPostScriptName.ttf"]),
        ]
    )

    /// The longest PostScript name the OpenType specification allows.
    package static let maximumLength = 63

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.faces(of: inventory.appFonts).flatMap { font, face -> [Finding] in
            guard let name = face.postscriptName else {
                return [
                    finding(
                        .noPostScriptName(path: font.path, face: face.index, fullName: face.fullName), file: font.path,
                        name: face.fullName)
                ]
            }
            var found: [Finding] = []
            if face.postscriptNameDerived {
                found.append(finding(.postScriptNameFromCFF(path: font.path, name: name), file: font.path, name: name))
            }
            let named =
                [(name, face.postscriptNameDerived)]
                + face.instances.compactMap { instance in
                    instance.postscriptName.map { ($0, instance.postscriptNameDerived) }
                }
            for (candidate, derived) in named where !derived || candidate == name {
                found.append(contentsOf: problems(with: candidate, font: font))
            }
            return found
        }
    }

    private func problems(with name: String, font: FontFile) -> [Finding] {
        var found: [Finding] = []
        let bad = name.unicodeScalars.filter { !PostScriptCharacters.isAllowed($0) }
        if !bad.isEmpty {
            let shown = Set(bad).sorted().map { $0 == " " ? "a space" : "'\($0)'" }.joined(separator: ", ")
            let fixed = String(name.unicodeScalars.filter { PostScriptCharacters.isAllowed($0) })
            found.append(
                finding(
                    .disallowedCharacters(path: font.path, name: name, characters: shown, fixed: fixed),
                    file: font.path, name: name, fix: fixed))
        }
        if name.count > Self.maximumLength {
            found.append(
                finding(
                    .postScriptNameTooLong(path: font.path, name: name, maximum: Self.maximumLength), file: font.path,
                    name: name))
        }
        return found
    }
}

extension Finding.Message {
    /// Face `face` of the font at `path` has no PostScript name.
    static func noPostScriptName(path: String, face: Int, fullName: String?) -> Self {
        Self(
            "noPostScriptName", facts: ["path": path, "face": String(face), "fullName": fullName ?? ""],
            text:
                "\(quoted(path)) face \(face) (\(fullName ?? "no full name")) has no PostScript name (nameID 6), so it cannot be asked for by name. Add nameID 6 to the font's name table."
        )
    }

    /// A PostScript name read from the CFF table, for want of nameID 6.
    static func postScriptNameFromCFF(path: String, name: String) -> Self {
        Self(
            "postScriptNameFromCFF", facts: ["path": path, "name": name],
            text:
                "\(quoted(path)) has no nameID 6; its PostScript name \(quoted(name)) is derived from the CFF table, and lookups by name may fail. Add nameID 6 \(quoted(name)) to the font's name table."
        )
    }

    /// A PostScript name with `characters` (as shown: `'/', a space`) it may not have; `fixed`,
    /// the name without them.
    static func disallowedCharacters(path: String, name: String, characters: String, fixed: String) -> Self {
        Self(
            "disallowedCharacters", facts: ["path": path, "name": name, "characters": characters, "fixed": fixed],
            text:
                "\(quoted(path)) has the PostScript name \(quoted(name)), with characters the OpenType specification does not allow in a PostScript name (\(characters)); lookups by this name are unreliable. Rename it \(quoted(fixed)) in the font's name table."
        )
    }

    /// A PostScript name longer than `maximum` characters.
    static func postScriptNameTooLong(path: String, name: String, maximum: Int) -> Self {
        Self(
            "postScriptNameTooLong", facts: ["path": path, "name": name, "maximum": String(maximum)],
            text:
                "\(quoted(path)) has a PostScript name of \(name.count) characters (\(quoted(name))); at most \(maximum) are allowed. Shorten it in the font's name table."
        )
    }
}
