/// `postscript-name-duplicate`: two registered faces share a PostScript name.
public struct PostScriptNameDuplicateRule: Rule {
    public static let description = RuleDescription(
        identifier: "postscript-name-duplicate",
        name: "Two faces share a PostScript name",
        severity: .error,
        summary: "Two registered fonts (or named instances) have the same PostScript name.",
        rationale: """
        Fonts are looked up by PostScript name, and a name can be registered once: when two files \
        carry the same one (a static Bold next to a variable font's Bold instance, or the same font \
        under two file names) only the first registers and which one wins is not defined. Keep one \
        file, or use fonts whose PostScript names differ.
        """,
        triggeringExamples: [
            RuleExample("the same font under two file names",
                        appFonts: ["Roboto-Regular.ttf", "Roboto-Regular-Copy.ttf"],
                        files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                                "Fonts/Roboto-Regular-Copy.ttf": "Roboto/Roboto-Regular.ttf"],
                        expect: [.init(file: "App/Fonts/Roboto-Regular.ttf", line: nil, fix: nil)]),
        ],
        nonTriggeringExamples: [
            RuleExample("a regular and a bold face", appFonts: ["Roboto-Regular.ttf", "Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                                "Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"]),
        ]
    )

    public init() {}

    public func findings(in inventory: Inventory) -> [Finding] {
        // Each app registers its own fonts: compare names within one manifest's scope only.
        var owners: [String: [(path: String, face: Int)]] = [:]
        var scopes: [String: String] = [:]
        for (font, face) in inventory.faces(of: inventory.registeredFonts) {
            let scope = inventory.owner(of: font.path)?.scope ?? ""
            for name in face.registeredNames {
                let key = scope + "\u{0}" + name
                scopes[key] = name
                owners[key, default: []].append((font.path, face.index))
            }
        }
        var found: [Finding] = []
        for (key, places) in owners.sorted(by: { $0.key < $1.key }) where places.count > 1 {
            let name = scopes[key] ?? key
            let first = places[0]
            for place in places.dropFirst() {
                let other = place.path == first.path ? "face \(first.face) of the same file" : quoted(first.path)
                found.append(finding(
                    "\(quoted(place.path)) registers the PostScript name \(quoted(name)), which \(other) registers too: only one of them loads. Keep one file, or ship fonts whose PostScript names differ.",
                    file: place.path, name: name, notes: places.map { "\($0.path) face \($0.face)" }))
            }
        }
        return found
    }
}
