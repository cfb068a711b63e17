import FontAuditModel

extension FontGlyphMissingRule {
    package static let description = RuleDescription(
        identifier: "font-glyph-missing",
        name: "Characters the font has no glyph for",
        severity: .warning,
        summary:
            "Text the app shows in a custom font holds characters the font's cmap does not map: they render in the system font.",
        rationale: """
            A font can load perfectly and still not draw the app's text. A brand font cut for English \
            shows "Zażółć" with `ż ó ł ć` taken from the system font, in the middle of the word, on every \
            Polish device, and nothing logs it. The rule reads each face's `cmap` through FreeType and \
            checks it against the text the app shows in that face, where the sources tell both: a \
            storyboard element with a custom `fontDescription` (its text, titles, placeholder, and its \
            translations in the `.lproj` folders beside it), a SwiftUI `Text`, `Button` or `Label` whose \
            font is set in its own modifier chain or on an enclosing view, or in its own chain by one of \
            the app's font helpers that gives one face (`Text("key").font(.brandTitle())`, where `static \
            func brandTitle() -> Font` in `extension Font` returns `.custom(…)`), and a UIKit label whose `font` \
            and `text` are set in one scope, or in the members of its own label or button class (the \
            text in `init`, the font in a `didSet`). A text may be a string constant the app defines \
            with `NSLocalizedString` (`Strings.title`). The font may be named by its PostScript name, or \
            by a family or full name that one registered face alone answers to. Localized keys are looked up in every language of the app's \
            `.strings`, `.stringsdict` and `.xcstrings` tables. White space, controls, format \
            specifiers, emoji (always drawn from Apple Color Emoji), variation selectors and joiners are \
            not expected of a text font. Text written in code or a storyboard gives one finding per face, \
            file and element; translations give one per font family and language, with how many \
            strings lack characters, a few of them, and every string's place as a related location. A \
            character the development language's text of the same string holds too (`ⓘ` in "Show ⓘ \
            button") is said once, for that language, not for each translation that keeps it. \
            Where no view ties a string to its font (an appearance proxy, a label subclass, a style \
            system's `Fonts.body`), the app's text font is the family its requests reach in two faces \
            (or named instances) or more when it is the only text family they reach, in three or more \
            when that is more than any other family, or a family asked for in three files or more, \
            or two families that React Native styles of one file each set as their `fontFamily` on \
            four lines or more (a theme's type scale: headings in one family, body text in another). \
            Only a text face counts, told by its character map and never by how often it is asked \
            for: it maps `A`–`Z` and `a`–`z`, and maps nothing in the Private Use Area, or a small \
            share beside all of printable ASCII; an icon font (Material Icons' ligatures spell \
            `a`–`z`; Font Awesome's icons sit in the Private Use Area) never does. A shipped language \
            whose letters it lacks in the app's own table, `Localizable`, is one finding per family, \
            language and app, at the table most of its strings are in; a character the English text of \
            the same key holds too (a kaomoji in a command's description, a language's name in its own \
            script) is said once, in English's table. Other tables are not the app's \
            text: `InfoPlist`, `AppShortcuts` and `Intents` are drawn by iOS, a library's own table \
            (`DateTools.strings`) by the library's views in its fonts, and a `.bundle` folder's by \
            whoever opens that bundle (a `Settings.bundle` by the Settings app).
            """,
        triggeringExamples: [
            .listing(
                "a Polish translation of a SwiftUI text in a Latin-only face", font: "Glyphs/GlyphTest-Regular.ttf",
                sources: [
                    "Greeting.swift": "let t = Text(\"greeting\").font(.custom(\"GlyphTest-Regular\", size: 17))\n",
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                    "pl.lproj/Localizable.strings": "↓\"greeting\" = \"Cześć\";\n",
                ],
                expect: [
                    .atMarker(
                        fix:
                            "No registered face of the family \"Glyph Test\" has them: ship a version of the font that covers `pl`, or show this text in a font that does."
                    )
                ]),
            .listing(
                "a storyboard label's own text, with a bolder face that has the characters",
                fonts: ["Glyphs/GlyphTest-Regular.ttf", "Glyphs/GlyphTest-Bold.ttf"],
                sources: [
                    "Base.lproj/Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            ↓<label text="Zażółć gęślą jaźń" id="abc-12-xyz">
                                <fontDescription key="fontDescription" name="GlyphTest-Regular" family="Glyph Test" pointSize="17"/>
                            </label>
                        </scenes>
                    </document>

                    """
                ],
                expect: [
                    .atMarker(
                        fix:
                            "`GlyphTest-Bold`, registered from the same family, has them: use it for this text, or ship a version of `GlyphTest-Regular` that covers them."
                    )
                ]),
            .listing(
                "the app's text font, set by a style system, lacks a shipped language's letters",
                fonts: ["Glyphs/GlyphTest-Regular.ttf", "Glyphs/GlyphTest-Bold.ttf"],
                sources: [
                    "Typography.swift": """
                    enum Typography {
                        static let body = UIFont(name: "GlyphTest-Regular", size: 17)!
                        static let title = UIFont(name: "GlyphTest-Bold", size: 22)!
                    }
                    func style() { UILabel.appearance().font = Typography.body }

                    """,
                    "Profile.swift":
                        "func show(_ label: UILabel) { label.text = NSLocalizedString(\"greeting\", comment: \"\") }\n",
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                    "pl.lproj/Localizable.strings": "↓\"greeting\" = \"Cześć\";\n",
                ],
                expect: [
                    .atMarker(
                        fix:
                            "`GlyphTest-Bold`, registered from the same family, has them: use it for this text, or ship a version of `GlyphTest-Regular` that covers `pl`."
                    )
                ]),
        ],
        nonTriggeringExamples: [
            .listing(
                "emoji and format specifiers are not the font's job", font: "Glyphs/GlyphTest-Regular.ttf",
                sources: [
                    "Count.swift":
                        "let t = Text(verbatim: \"👍🏽 %lld items 🇵🇱 ❤️\").font(.custom(\"GlyphTest-Regular\", size: 17))\n"
                ]),
            .listing(
                "a text shown in a system font", font: "Glyphs/GlyphTest-Regular.ttf",
                sources: [
                    "Title.swift": """
                    let a = Font.custom("GlyphTest-Regular", size: 17)
                    let t = Text("Zażółć").font(.body)

                    """
                ]),
        ]
    )
}
