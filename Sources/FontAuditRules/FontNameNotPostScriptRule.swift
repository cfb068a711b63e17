import FontAuditInventory
import FontAuditModel

/// `font-name-not-postscript`: a family or full name used where the PostScript name belongs.
package struct FontNameNotPostScriptRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-name-not-postscript",
        name: "Family or full name used instead of the PostScript name",
        severity: .warning,
        summary:
            "A requested name is the family or full name of a registered face, or a system font's family name, not a PostScript name.",
        rationale: """
            Font lookups by name expect the PostScript name (`Roboto-Bold`). A family name (`Roboto`) or \
            full name (`Roboto Bold`) may still find a face: CoreText matches other names "in a fallback \
            manner" (`CTFontCreateWithName`'s documentation), but which face it finds is not defined and changes when another face of the family \
            is added, so text silently changes weight or falls back. Write the PostScript name. For a \
            family of several faces the fix is the face the lookup finds today, the regular upright one \
            (usWeightClass 400, not italic: `Roboto` is `Roboto-Regular`); a family without one, or a \
            call that also asks for `.bold()`, `.italic()` or a weight (the trait then picks the face), \
            is left to you. A variable font (a `wght` axis) asked for by its family name in \
            `Font.custom` is not reported: that is how SwiftUI reaches the weights of its axis, set \
            with `.weight(…)` or `.bold()` on the font, `.fontWeight(…)` on the view or on any \
            container. Elsewhere (UIKit, AppKit, storyboards) the fix is its PostScript name, its \
            default instance, only when weight is its one axis; with others (optical size, width) a \
            lookup by that name may set them otherwise, so fix mode leaves it to you. The same holds for the \
            family name of a system font (`Menlo`, `Avenir Next`) and its full name (`Times New Roman \
            Bold`), checked against the fonts of the request's platform: the fix is the face the lookup \
            finds today (the regular face for a family). A font file's name (`Roboto-Bold.ttf`'s \
            `Roboto-Bold` aside) is no font name at all: CoreText never looks fonts up by file, so such \
            a request is `font-name-unknown`, with the file's face as the fix. A React Native \
            `fontFamily` is read alike: a family name is React Native's own first lookup and fine, \
            but a full name (`'Lato Regular'`) is opened as a font name, through the same fallback.
            """,
        triggeringExamples: [
            .withRobotoBold(
                "the family name",
                sources: ["Title.swift": "let f = Font.custom(↓\"Roboto\", size: 17)\n"],
                expect: [.atMarker(fix: "Roboto-Bold")]),
            .withRobotoBold(
                "the full name",
                sources: ["Title.swift": "let f = UIFont(name: ↓\"Roboto Bold\", size: 17)\n"],
                expect: [.atMarker(fix: "Roboto-Bold")]),
            .listing(
                "the family name of several faces: the regular upright face is the one the lookup finds",
                fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"],
                sources: ["Title.swift": "let f = Font.custom(↓\"Roboto\", size: 17)\n"],
                expect: [.atMarker(fix: "Roboto-Regular")]),
            .listing(
                "the family name of a bold and an italic face: no regular upright face, so no fix",
                fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Italic.ttf"],
                sources: ["Title.swift": "let f = Font.custom(↓\"Roboto\", size: 17)\n"],
                expect: [.atMarker(fix: nil)]),
            .listing(
                "the family name with .bold(): the trait picks the face, so no fix",
                fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"],
                sources: ["Title.swift": "let f = Font.custom(↓\"Roboto\", size: 17).bold()\n"],
                expect: [.atMarker(fix: nil)]),
            RuleExample(
                "a macOS system family's name: the regular face is what the lookup finds",
                sources: ["Editor.swift": "let f = NSFont(name: ↓\"Menlo\", size: 13)\n"],
                expect: [.atMarker(fix: "Menlo-Regular")]),
            RuleExample(
                "a system face's full name",
                sources: ["Editor.swift": "let f = NSFont(name: ↓\"Times New Roman Bold\", size: 13)\n"],
                expect: [.atMarker(fix: "TimesNewRomanPS-BoldMT")]),
            RuleExample(
                "an iOS system family's name",
                sources: ["Title.swift": "let f = UIFont(name: ↓\"Avenir Next\", size: 17)\n"],
                expect: [.atMarker(fix: "AvenirNext-Regular")]),
        ],
        nonTriggeringExamples: [
            .withRobotoBold(
                "the PostScript name",
                sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: 17)\n"])
        ],
        fixReplacesName: true,
        fixMode:
            nameRewriteReach
            + " A family name of several faces becomes its regular upright face; a family without one, a call that asks for a trait too, and a variable font with axes besides weight are left to you."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        // A name asked again with another element's style is judged where it is written.
        return inventory.requests.filter { !$0.inherited }.compactMap { request -> Finding? in
            if case .systemName(let kind, let family, let faces, let fix) = inventory.resolution(of: request) {
                return systemName(request, kind: kind, family: family, faces: faces, fix: fix, in: inventory)
            }
            guard case .notPostScript(let faces, let kind) = inventory.resolution(of: request) else { return nil }
            // A variable font asked for by its family name in SwiftUI: that is how SwiftUI reaches
            // the weights of its wght axis, set on the font (`.weight(…)`, `.bold()`), on the view
            // (`.fontWeight(…)`) or on a container, where no reader of one call can see it.
            if kind == "family name", request.api == "Font.custom",
                faces.contains(where: { FaceChoice.isVariable($0.face) })
            {
                return nil
            }
            let names = FaceChoice.names(of: faces)
            let choice = FaceChoice(request: request, faces: faces, kind: kind)
            let variable = names.count == 1 ? faces.first(where: { FaceChoice.isVariable($0.face) })?.face : nil
            let message = Finding.Message.notPostScriptName(
                name: request.name, api: request.api, kind: kind, faces: names,
                axes: variable.map(FaceChoice.axes(of:)),
                family: variable.flatMap { $0.typographicFamily ?? $0.family }, suggestion: choice.name,
                refused: choice.refusal != nil)
            var notes = faces.map { "\($0.face.postscriptName ?? "?") in \($0.font.path)" }
            if let variable, !variable.instances.isEmpty {
                notes.append(
                    "named instances: \(quotedList(variable.instances.compactMap(\.coreTextPostScriptName)))"
                )
            }
            // A family registered only lazily, by a generated accessor: asking by name depends on order.
            if let lazy = faces.lazy.compactMap({ inventory.registrations(of: $0.font.path).first }).first,
                faces.allSatisfy({ inventory.registrations(of: $0.font.path).allSatisfy { $0.kind == .swiftGenLazy } }),
                case let manifestRegistered = inventory.manifestRegisteredPaths,
                !faces.contains(where: { manifestRegistered.contains($0.font.path) })
            {
                notes.append(
                    "\(lazy.described): asked for by name before that code runs, the text renders in the system font")
            }
            // Fix mode writes the face only where the rewrite renders exactly as the name does now.
            var result = finding(
                message, at: request,
                fix: choice.refusal == nil ? choice.name : nil, notes: notes)
            if let why = choice.refusal {
                result.action = .manual(why)
            } else if let name = choice.name, request.lookup == .reactNative {
                // The same fontFamily is Android's file name: rewriting it may move Android's text.
                result.action = .manual(
                    "the same fontFamily names a file on Android (assets/fonts/\(request.name).ttf): write \(quoted(name)) where iOS reads it, with Platform.select if Android needs the other"
                )
            } else if let name = choice.name {
                result.action = .replaceName(request: request, new: name, family: choice.face?.family)
            }
            return result
        }
    }

    /// A system family's name (`Menlo`) or full name (`Times New Roman Bold`): the fix is the face
    /// the lookup finds now.
    private func systemName(
        _ request: FontRequest, kind: String, family: String, faces: [String], fix: String?, in inventory: Inventory
    ) -> Finding {
        let platform = inventory.systemFonts(for: request).platform.displayName
        let message = Finding.Message.systemFontNotPostScriptName(
            name: request.name, api: request.api, kind: kind, platform: platform,
            faces: faces, suggestion: fix)
        var result = finding(message, at: request, fix: fix)
        if let fix {
            result.action = .replaceName(request: request, new: fix, family: family)
        } else {
            result.action = .manual("choose one of \(quotedList(faces))")
        }
        return result
    }
}

extension Finding.Message {
    /// A `name` asked for through `api` that is the `kind` (`family name`, `full name`) of the
    /// bundled `faces`, not a PostScript name. `axes` (`wght 100–900`) and `family`: of the one
    /// variable face it names; `suggestion`, the face to write, which fix mode `refused` to write.
    static func notPostScriptName(
        name: String, api: String, kind: String, faces: [String], axes: String?, family: String?,
        suggestion: String?, refused: Bool
    ) -> Self {
        var text =
            "\(quoted(name)) (\(api)) is the \(kind) of \(axes == nil ? "" : "the variable font ")\(quotedList(faces))\(axes.map { " (\($0))" } ?? ""), not a PostScript name: CoreText tries it as a PostScript name, then as a family or display name, and which face of the family it returns is not documented, so it can change when the family does."
        if let suggestion {
            let weights =
                api == "Font.custom"
                ? family.map {
                    ", or write the family name \(quoted($0)) and set the weight with .weight(…), which SwiftUI applies along the wght axis"
                } ?? "" : ""
            if faces.count > 1 {
                text +=
                    " Write \(quoted(suggestion)), the regular upright face it finds today, or the PostScript name of the face you mean."
            } else if axes != nil, refused {
                text +=
                    " Write the PostScript name of the instance you mean (\(quoted(suggestion)) is its default)\(weights)."
            } else if axes != nil {
                text += " Write \(quoted(suggestion)), its default instance\(weights)."
            } else {
                text += " Write \(quoted(suggestion))."
            }
        } else if faces.count > 1 {
            text += " Write the PostScript name of the face you mean."
        }
        return Self(
            "notPostScriptName",
            facts: [
                "name": name, "api": api, "kind": kind, "faces": faces.joined(separator: ", "), "axes": axes ?? "",
                "family": family ?? "", "suggestion": suggestion ?? "", "refused": String(refused),
            ],
            text: text)
    }

    /// A `name` asked for through `api` that is the `kind` of `platform` system `faces`, not a
    /// PostScript name; `suggestion`, the face a lookup finds today, when it is defined.
    static func systemFontNotPostScriptName(
        name: String, api: String, kind: String, platform: String, faces: [String], suggestion: String?
    ) -> Self {
        let shown =
            faces.count > 6
            ? quotedList(faces.prefix(5)) + " and \(faces.count - 5) more"
            : quotedList(faces)
        let advice =
            suggestion.map { " Write \(quoted($0)), the face it finds today." }
            ?? " Which face it finds is not defined: write the PostScript name of the face you mean."
        return Self(
            "systemFontNotPostScriptName",
            facts: [
                "name": name, "api": api, "kind": kind, "platform": platform, "faces": faces.joined(separator: ", "),
                "suggestion": suggestion ?? "",
            ],
            text:
                "\(quoted(name)) (\(api)) is the \(kind) of the \(platform) system font\(faces.count > 1 ? "s" : "") \(shown), not a PostScript name: CoreText finds a face for it only after trying it as a PostScript name, and which face is not documented."
                + advice)
    }
}
