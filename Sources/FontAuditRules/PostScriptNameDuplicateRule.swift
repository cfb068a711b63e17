import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `postscript-name-duplicate`: two registered faces share a PostScript name.
package struct PostScriptNameDuplicateRule: Rule {
    package static let description = RuleDescription(
        identifier: "postscript-name-duplicate",
        name: "Two faces share a PostScript name",
        severity: .error,
        summary: "Two registered fonts (or named instances) have the same PostScript name.",
        rationale: """
            Fonts are looked up by PostScript name, and a name can be registered once: when two \
            different files carry the same one (a static Bold next to a variable font's Bold instance, \
            two versions of one font) only the first registers and which one wins is not defined. Keep \
            one file, or use fonts whose PostScript names differ. Where one of the files is named after \
            the name, the others are reported. Byte-identical copies of one file are \
            not reported: whichever registers, it is the same font. Nor is a font that only a \
            registration whose file name is not a constant covers: that call registers one file, not \
            every file it might name.
            """,
        triggeringExamples: [
            RuleExample(
                "two versions of one font under two file names",
                appFonts: ["Roboto-Regular.ttf", "Roboto-Regular-Lite.ttf"],
                files: [
                    "Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                    "Fonts/Roboto-Regular-Lite.ttf": "Edge/Roboto-Regular-Subset.ttf",
                ],
                expect: [.init(file: "App/Fonts/Roboto-Regular-Lite.ttf", line: nil, fix: nil)])
        ],
        nonTriggeringExamples: [
            .listing(
                "a regular and a bold face", fonts: ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf"]),
            RuleExample(
                "the same file under two names: a copy, not a conflict",
                appFonts: ["Roboto-Regular.ttf", "Roboto-Regular-Copy.ttf"],
                files: [
                    "Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                    "Fonts/Roboto-Regular-Copy.ttf": "Roboto/Roboto-Regular.ttf",
                ]),
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        // Each app registers its own fonts: compare names within one manifest's scope only.
        var owners: [ScopedName: [FaceKey]] = [:]
        // Only what is known to register: a dynamic registration names one file, not all it covers.
        let registered = inventory.knownRegisteredPaths
        for (font, face) in inventory.faces(of: inventory.fonts.filter { registered.contains($0.path) }) {
            let scope = inventory.owner(of: font.path)?.scope ?? ""
            for name in face.registeredNames {
                owners[ScopedName(scope: scope, name: name), default: []].append(FaceKey(font, face))
            }
        }
        var found: [Finding] = []
        for (key, all) in owners.sorted(by: { ($0.key.scope, $0.key.name) < ($1.key.scope, $1.key.name) })
        where all.count > 1 {
            let name = key.name
            // Byte-identical copies are one font: keep the first of each.
            var seen = Set<FaceKey>()
            var places = all.filter {
                seen.insert(FaceKey(path: inventory.identicalCopies[$0.path] ?? $0.path, index: $0.index)).inserted
            }
            guard places.count > 1 else { continue }
            // The file named after the name is its owner; the finding goes to the others
            // (`OpenSans-ExtraBoldItalic.ttf` that calls itself `OpenSans-Italic`).
            if let owner = places.firstIndex(where: { FileName.stem(of: $0.path).lowercased() == name.lowercased() }),
                owner > 0
            {
                places.insert(places.remove(at: owner), at: 0)
            }
            let first = places[0]
            for place in places.dropFirst() {
                found.append(
                    finding(
                        .registeredTwice(path: place.path, name: name, firstPath: first.path, firstFace: first.index),
                        file: place.path, name: name, notes: places.map { "\($0.path) face \($0.index)" }))
            }
        }
        return found
    }

    /// A PostScript name within one app's scope (``Manifest/scope``).
    private struct ScopedName: Hashable {
        var scope: String
        var name: String
    }
}

extension Finding.Message {
    /// A font at `path` that registers `name`, which face `firstFace` of `firstPath` registers first.
    static func registeredTwice(path: String, name: String, firstPath: String, firstFace: Int) -> Self {
        let other = path == firstPath ? "face \(firstFace) of the same file" : quoted(firstPath)
        return Self(
            "registeredTwice",
            facts: ["path": path, "name": name, "firstPath": firstPath, "firstFace": String(firstFace)],
            text:
                "\(quoted(path)) registers the PostScript name \(quoted(name)), which \(other) registers too: only one of them loads. Keep one file, or ship fonts whose PostScript names differ."
        )
    }
}
