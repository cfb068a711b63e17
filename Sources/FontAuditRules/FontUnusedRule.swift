import FontAuditInventory
import FontAuditModel

/// `font-unused` (opt-in): a font the app bundles and registers that nothing asks for.
package struct FontUnusedRule: Rule {
    /// A SwiftGen-generated fonts file with Roboto's Bold and Regular.
    private static let generated = """
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        internal enum FontFamily {
          internal enum Roboto {
            internal static let bold = FontConvertible(name: "Roboto-Bold", family: "Roboto", path: "Roboto-Bold.ttf")
            internal static let regular = FontConvertible(name: "Roboto-Regular", family: "Roboto", path: "Roboto-Regular.ttf")
            internal static let all: [FontConvertible] = [bold, regular]
          }
        }
        internal struct FontConvertible {
          internal let name: String
          internal let family: String
          internal let path: String
        }

        """

    /// An app that lists and bundles Roboto's Bold and Regular and holds `sources`.
    private static func withTwoFaces(_ title: String, sources: [String: String], expect: [RuleExample.Expected] = [])
        -> RuleExample
    {
        .listing(
            title, fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"],
            sources: sources, expect: expect)
    }

    private static let regularUnused = RuleExample.Expected(file: "App/Fonts/Roboto-Regular.ttf", line: nil, fix: nil)

    package static let description = RuleDescription(
        identifier: "font-unused",
        name: "Font is bundled but never asked for",
        severity: .warning,
        summary:
            "A font file the app bundles and registers, none of whose faces (or some faces of a collection) anything asks for: it costs download size and launch time.",
        rationale: """
            Every font in the bundle adds to the download, and every registered face is opened by \
            CoreText at registration. Apps often carry a whole family of which they use two weights. \
            A face counts as used when a request names it (by PostScript, family or full name, in any \
            of its name records) in Swift, Objective-C, a storyboard or xib, or a style dictionary; when \
            text is shown in it; when code uses its SwiftGen or R.swift accessor; or when a weight or \
            style is applied to a face of its family (`.fontWeight(.heavy)` on `Font.custom`) and it is \
            the face that weight picks. Names the sources do not spell out are treated honestly, and \
            the faces they could reach are kept, not reported (the summary counts them): a face whose \
            name fits what a name built at run time is known to start or end with \
            (`"Roboto-\\(weight)"` reaches every `Roboto-` face); a face one of whose names, or the part \
            of its PostScript name before the last hyphen, is written as a whole string anywhere in \
            the checkout's sources (a Swift array of names, a plist or JSON the app reads, a web page's \
            CSS, React Native's JavaScript, a framework the target links), since code may pass it on; \
            and every face when code lists the registered fonts or lets the user pick one \
            (`UIFont.familyNames`, `NSFontPanel`, `UIFontPickerViewController`, a name read from the \
            font file) and a request takes its name from a value the audit does not follow. A finding \
            names the names it looked for; its notes list the requests whose names the audit could \
            not follow. Remove the file from the target and from `UIAppFonts`, or ask for it where it \
            was meant to be used.
            """,
        triggeringExamples: [
            withTwoFaces(
                "a font nothing asks for, beside one that is used",
                sources: ["Title.swift": "let title = UIFont(name: \"Roboto-Bold\", size: 17)\n"],
                expect: [regularUnused]),
            .listing(
                "a collection with one face asked for: the other is named", font: "Collections/RobotoCondensed.ttc",
                sources: ["Title.swift": "let title = UIFont(name: \"RobotoCondensed-Bold\", size: 17)\n"],
                expect: [.init(file: "App/Fonts/RobotoCondensed.ttc", line: nil, fix: nil)]),
            withTwoFaces(
                "a SwiftGen accessor nothing uses",
                sources: [
                    "Generated/Fonts.swift": generated,
                    "Title.swift": "let title = FontFamily.Roboto.bold.font(size: 17)\n",
                ],
                expect: [regularUnused]),
            RuleExample(
                "a face registered by code only, and never asked for",
                files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"],
                sources: [
                    "Fonts.swift": """
                    func registerFonts() {
                        let url = Bundle.main.url(forResource: "Roboto-Regular", withExtension: "ttf")!
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }

                    """
                ],
                expect: [regularUnused]),
        ],
        nonTriggeringExamples: [
            withTwoFaces(
                "both asked for from Swift and Objective-C",
                sources: [
                    "Title.swift": "let title = UIFont(name: \"Roboto-Bold\", size: 17)\n",
                    "Body.m": "UIFont *body(void) { return [UIFont fontWithName:@\"Roboto-Regular\" size:15]; }\n",
                ]),
            withTwoFaces(
                "asked for from a storyboard and a style dictionary",
                sources: [
                    "Base.lproj/Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes><scene sceneID="s1"><objects><viewController id="vc1"><view key="view" id="v1"><subviews>
                            <label text="Inbox" id="l1"><fontDescription key="fontDescription" name="Roboto-Bold" family="Roboto" pointSize="17"/></label>
                        </subviews></view></viewController></objects></scene></scenes>
                    </document>

                    """,
                    "Styles.json": "{\n  \"body\": {\"fontName\": \"Roboto-Regular\", \"fontSize\": 17}\n}\n",
                ]),
            withTwoFaces(
                "both used through their SwiftGen accessors",
                sources: [
                    "Generated/Fonts.swift": generated,
                    "Title.swift":
                        "let title = FontFamily.Roboto.bold.font(size: 17)\nlet body = FontFamily.Roboto.regular.font(size: 15)\n",
                ]),
            withTwoFaces(
                "reached by a name built at run time with a known prefix",
                sources: [
                    "Title.swift":
                        "func brand(_ weight: String) -> UIFont? {\n    UIFont(name: \"Roboto-\\(weight)\", size: 17)\n}\n"
                ]),
            withTwoFaces(
                "named in a JSON file the app reads its font names from",
                sources: [
                    "Title.swift":
                        "let title = UIFont(name: \"Roboto-Bold\", size: 17)\nfunc themed(_ name: String) -> UIFont? { UIFont(name: name, size: 15) }\n",
                    "Theme/theme.json": "{\n  \"fonts\": [\"Roboto-Regular\"]\n}\n",
                ]),
            withTwoFaces(
                "named by its family in a bundled web page's CSS",
                sources: [
                    "Title.swift": "let title = UIFont(name: \"Roboto-Bold\", size: 17)\n",
                    "Web/help.css": "body { font-family: 'Roboto-Regular', sans-serif; }\n",
                ]),
        ],
        fixMode:
            "Only when asked with `--fix-rule font-unused` (never by default: removing a font the app needs is worse than carrying one): the UIAppFonts entry of a file no face of which is asked for is removed. The font file and its target membership stay: remove them in Xcode.",
        optIn: true,
        fixOnlyWhenNamed: true
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        let usages = inventory.faceUsage()
        guard usages.contains(where: \.isUnused) else { return [] }
        let opaque = inventory.dynamicNames.filter { !$0.hasKnownPart }.sorted { $0.location < $1.location }
        let notes = opaque.isEmpty ? [] : [Self.opaqueNote(opaque)]
        var byFile: [String: [FaceUsage]] = [:]
        var order: [String] = []
        for usage in usages {
            if byFile[usage.font.path] == nil { order.append(usage.font.path) }
            byFile[usage.font.path, default: []].append(usage)
        }
        let requests = inventory.requests.count
        return order.compactMap { path -> Finding? in
            let faces = byFile[path] ?? []
            let unused = faces.filter(\.isUnused)
            guard let first = unused.first else { return nil }
            let names = unused.flatMap { inventory.names(of: $0.face, in: $0.font) }.reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            let message: Finding.Message =
                unused.count == faces.count
                ? .fontNeverAskedFor(
                    path: path, faces: unused.map(\.face.label), size: inventory.fontSizes[path],
                    lookedFor: names, requests: requests, registeredBy: Self.registration(of: path, in: inventory))
                : .facesNeverAskedFor(
                    path: path, unused: unused.map(\.face.label), of: faces.count, size: inventory.fontSizes[path],
                    lookedFor: names, requests: requests)
            var result = finding(message, file: first.font.path, name: first.face.label, notes: notes)
            // A whole file's entry, for `--fix-rule font-unused`: the first that lists it.
            if unused.count == faces.count {
                let listing = inventory.manifests.lazy.flatMap { manifest in
                    manifest.appFonts.filter { $0.resolution == .file(path: path) }.map { (manifest, $0) }
                }.first
                if let (manifest, entry) = listing {
                    result.action = .removeEntry(manifest: manifest.path, line: entry.line, value: entry.value)
                }
            }
            return result
        }
    }

    /// What to remove besides the file, by how the app registers it.
    static func registration(of path: String, in inventory: Inventory) -> String {
        if inventory.manifests.contains(where: { $0.appFonts.contains { $0.resolution == .file(path: path) } }) {
            return "its UIAppFonts entry"
        }
        if inventory.manifestRegisteredPaths.contains(path) {
            return "from the ATSApplicationFontsPath folder, which registers every font in it"
        }
        if inventory.interfaceBuilderRegisteredPaths.contains(path) {
            return "from the storyboards' <customFonts> maps that list it"
        }
        return "from the code that registers it"
    }

    /// The note on requests whose names nothing in the sources tells.
    private static func opaqueNote(_ requests: [DynamicFontName]) -> String {
        let shown = requests.prefix(3).map { "\($0.location)" }.joined(separator: ", ")
        let more = requests.count > 3 ? " and \(requests.count - 3) more" : ""
        return
            "\(requests.count == 1 ? "1 request takes its name" : "\(requests.count) requests take their names") from a value the audit does not follow (\(shown)\(more)): if one can be this font's name, it is used."
    }
}

extension Finding.Message {
    /// A font file none of whose faces anything asks for.
    static func fontNeverAskedFor(
        path: String, faces: [String], size: Int?, lookedFor: [String], requests: Int, registeredBy: String
    ) -> Self {
        let sized = size.map { ", \(ByteCount.text($0))" } ?? ""
        let what = faces.count == 1 ? faces[0] : "its \(faces.count) faces (\(faces.joined(separator: ", ")))"
        return Self(
            "fontNeverAskedFor",
            facts: [
                "path": path, "faces": faces.joined(separator: ", "), "bytes": size.map(String.init) ?? "",
                "lookedFor": lookedFor.joined(separator: ", "),
            ],
            text:
                "\(quoted(path)) (\(faces.count == 1 ? faces[0] : "\(faces.count) faces")\(sized)) is bundled and registered, but nothing asks for \(faces.count == 1 ? "it" : what): none of the app's \(requests) font requests (Swift, Objective-C, storyboards and xibs, style dictionaries, generated accessors) or names built at run time reaches \(quotedList(lookedFor)), no string in the checkout's sources is one of those names, and no code lists the fonts for a name it does not show. Remove the file from the target and \(registeredBy), or ask for it where it was meant to be used."
        )
    }

    /// A collection (or a file with several faces) some of whose faces nothing asks for.
    static func facesNeverAskedFor(
        path: String, unused: [String], of total: Int, size: Int?, lookedFor: [String], requests: Int
    ) -> Self {
        let sized = size.map { ", \(ByteCount.text($0))" } ?? ""
        return Self(
            "facesNeverAskedFor",
            facts: [
                "path": path, "faces": unused.joined(separator: ", "), "of": String(total),
                "bytes": size.map(String.init) ?? "", "lookedFor": lookedFor.joined(separator: ", "),
            ],
            text:
                "\(quoted(path)) (\(total) faces\(sized)): \(unused.count) of its faces \(unused.count == 1 ? "is" : "are") never asked for: \(quotedList(unused)). None of the app's \(requests) font requests or names built at run time reaches \(quotedList(lookedFor)), and no string in the checkout's sources is one of those names. CoreText registers every face of the file; only a file without them (a subset, or the used faces alone) saves their size."
        )
    }
}
