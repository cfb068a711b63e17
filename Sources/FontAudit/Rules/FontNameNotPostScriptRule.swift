/// `font-name-not-postscript`: a family, full or file name used where the PostScript name belongs.
public struct FontNameNotPostScriptRule: Rule {
    public static let description = RuleDescription(
        identifier: "font-name-not-postscript",
        name: "Family, full or file name used instead of the PostScript name",
        severity: .warning,
        summary: "A requested name is the family, full or file name of a registered face, or a system font's family name, not a PostScript name.",
        rationale: """
        Font lookups by name expect the PostScript name (`Roboto-Bold`). A family name (`Roboto`), \
        full name (`Roboto Bold`) or file name may still find a face through CoreText's fallback \
        matching, but which face it finds is not defined and changes when another face of the family \
        is added, so text silently changes weight or falls back. Write the PostScript name. The \
        same holds for the family name of a system font (`Menlo`, `Avenir Next`) and its full name \
        (`Times New Roman Bold`), checked against the fonts of the request's platform: the fix is the \
        face the lookup finds today (the regular face for a family).
        """,
        triggeringExamples: [
            RuleExample("the family name", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Title.swift": "let f = Font.custom(↓\"Roboto\", size: 17)\n"],
                        expect: [.atMarker(fix: "Roboto-Bold")]),
            RuleExample("the full name", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Title.swift": "let f = UIFont(name: ↓\"Roboto Bold\", size: 17)\n"],
                        expect: [.atMarker(fix: "Roboto-Bold")]),
            RuleExample("the family name of several faces: which one is meant is the user's choice, so no fix",
                        appFonts: ["Roboto-Bold.ttf", "Roboto-Regular.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf", "Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"],
                        sources: ["Title.swift": "let f = Font.custom(↓\"Roboto\", size: 17)\n"],
                        expect: [.atMarker(fix: nil)]),
            RuleExample("a macOS system family's name: the regular face is what the lookup finds",
                        sources: ["Editor.swift": "let f = NSFont(name: ↓\"Menlo\", size: 13)\n"],
                        expect: [.atMarker(fix: "Menlo-Regular")]),
            RuleExample("a system face's full name", sources: ["Editor.swift": "let f = NSFont(name: ↓\"Times New Roman Bold\", size: 13)\n"],
                        expect: [.atMarker(fix: "TimesNewRomanPS-BoldMT")]),
            RuleExample("an iOS system family's name", sources: ["Title.swift": "let f = UIFont(name: ↓\"Avenir Next\", size: 17)\n"],
                        expect: [.atMarker(fix: "AvenirNext-Regular")]),
        ],
        nonTriggeringExamples: [
            RuleExample("the PostScript name", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: 17)\n"]),
        ],
        fixReplacesName: true,
        fixMode: "The name is rewritten where its one literal is written: the string in Swift (at the constant's or enum case's definition when the call names one), the `@\"…\"` literal in Objective-C, the `fontDescription` `name=` and `family=` in a storyboard or xib (and its `<customFonts>` map), the `fontName` value in a style dictionary. A name several faces match is left to you."
    )

    public init() {}

    public func findings(in inventory: Inventory) -> [Finding] {
        return inventory.requests.compactMap { request -> Finding? in
            if case .systemName(let kind, let family, let faces, let fix) = inventory.resolution(of: request) {
                return systemName(request, kind: kind, family: family, faces: faces, fix: fix, in: inventory)
            }
            guard case .notPostScript(let faces, let kind) = inventory.resolution(of: request) else { return nil }
            var names: [String] = []
            for name in faces.compactMap(\.face.postscriptName) where !names.contains(name) { names.append(name) }
            let preferred = faces.first { ($0.face.subfamily ?? "").lowercased() == "regular" }?.face.postscriptName ?? names.first
            let list = names.map(quoted).joined(separator: ", ")
            var message = "\(quoted(request.name)) (\(request.api)) is the \(kind) of \(list), not a PostScript name: it works only through CoreText's fallback matching and breaks when another face of the family is added."
            if let preferred { message += names.count > 1 ? " Write the PostScript name of the face you mean, such as \(quoted(preferred))." : " Write \(quoted(preferred))." }
            var notes = faces.map { "\($0.face.postscriptName ?? "?") in \($0.font.path)" }
            // A family registered only lazily, by a generated accessor: asking by name depends on order.
            if let lazy = faces.lazy.compactMap({ inventory.registrations(of: $0.font.path).first }).first,
               faces.allSatisfy({ inventory.registrations(of: $0.font.path).allSatisfy { $0.kind == .swiftGenLazy } })
                && !faces.contains(where: { inventory.manifestRegisteredPaths.contains($0.font.path) }) {
                notes.append("\(lazy.described): asked for by name before that code runs, the text renders in the system font")
            }
            // A family of several faces has no one name to write: the fix is left to the user.
            var result = finding(message, file: request.file, line: request.line, column: request.column,
                                 name: request.name, fix: names.count == 1 ? preferred : nil, notes: notes)
            if names.count == 1, let preferred {
                let family = faces.first { $0.face.postscriptName == preferred }?.face.family
                result.action = .replaceName(request: request, new: preferred, family: family)
            } else if names.count > 1 {
                result.action = .manual("several faces match: choose one of \(list)")
            }
            return result
        }
    }

    /// A system family's name (`Menlo`) or full name (`Times New Roman Bold`): the fix is the face
    /// the lookup finds now.
    private func systemName(_ request: FontRequest, kind: String, family: String, faces: [String], fix: String?, in inventory: Inventory) -> Finding {
        let platform = inventory.systemFonts(for: request).platform.displayName
        let shown = faces.count > 6 ? faces.prefix(5).map(quoted).joined(separator: ", ") + " and \(faces.count - 5) more"
            : faces.map(quoted).joined(separator: ", ")
        var message = "\(quoted(request.name)) (\(request.api)) is the \(kind) of the \(platform) system font\(faces.count > 1 ? "s" : "") \(shown), not a PostScript name: CoreText finds a face for it only through fallback matching."
        message += fix.map { " Write \(quoted($0)), the face it finds today." } ?? " Which face it finds is not defined: write the PostScript name of the face you mean."
        var result = finding(message, file: request.file, line: request.line, column: request.column, name: request.name, fix: fix)
        if let fix {
            result.action = .replaceName(request: request, new: fix, family: family)
        } else {
            result.action = .manual("choose one of \(faces.map(quoted).joined(separator: ", "))")
        }
        return result
    }
}
