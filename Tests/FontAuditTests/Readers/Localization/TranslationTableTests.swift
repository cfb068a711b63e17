import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 64: a React Native app's JSON translation tables, which the layout names by a language
/// beside English's and the code requires: their strings, with key paths and lines.
@Suite struct TranslationTableTests {
    @Test func aLanguageIsAnISOCodeWithARegionOrScript() {
        // Three-letter codes of languages with no two-letter one, as integreat-app's tables use them.
        for name in ["fr", "pt-BR", "zh_Hant", "hi_IN", "es-419", "fil", "ckb", "kmr", "prs", "pes", "yue"] {
            #expect(LocalizationReader.language(named: name) == name, "\(name)")
        }
        // Three-letter words common in folder names are no table's name (`orm/`, `rom/`).
        for name in ["ui", "index", "En", "config", "common", "fr-", "en-Latn-XXXXXX", "orm", "rom", "sat"] {
            #expect(LocalizationReader.language(named: name) == nil, "\(name)")
        }
    }

    @Test func aTableIsNamedByItsLanguageBesideEnglishs() {
        let siblings: Set<String> = [
            "locales/en.json", "locales/fr.json", "data/fr.json", "i18n/en/common.json", "i18n/am/common.json",
            "i18n/am/auth.json", "app.json",
        ]
        #expect(LocalizationReader.translationLanguage(of: "locales/fr.json", siblings: siblings) == "fr")
        #expect(LocalizationReader.translationLanguage(of: "i18n/am/auth.json", siblings: siblings) == "am")
        // No English beside it, or no language in its name: no table.
        #expect(LocalizationReader.translationLanguage(of: "data/fr.json", siblings: siblings) == nil)
        #expect(LocalizationReader.translationLanguage(of: "app.json", siblings: siblings) == nil)
    }

    @Test func everyStringLeafIsAnEntryAtItsKeysLine() throws {
        let json = """
            {
              "home": {
                "title": "ยินดีต้อนรับ",
                "items": ["หนึ่ง", "สอง"]
              },
              "count": 3
            }
            """
        let read = try LocalizationReader().read(Data(json.utf8), display: "src/locales/th.json").get()
        let lines = Dictionary(read.strings.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
        #expect(lines == ["home.items.0": 4, "home.items.1": 4, "home.title": 3])
        #expect(read.strings.allSatisfy { $0.language == "th" && $0.table == "Localizable" })
        // Not JSON: a problem, never a trap.
        if case .success = LocalizationReader().read(Data("{ \"a\": ".utf8), display: "src/locales/th.json") {
            Issue.record("a cut table reads")
        }
    }

    /// i18next's resources in one file, as translation services export them: each string in the
    /// language of its first key. A JSON whose keys are not all languages, has no English, or holds
    /// its strings right under the languages (a list of language names), holds none.
    @Test func aFileOfLanguagesHoldsEachLanguagesStrings() throws {
        let json = """
            {
              "en-US": { "translation": { "settings": "Settings" } },
              "fr": {
                "translation": { "settings": "Paramѐtres" }
              }
            }
            """
        let read = try LocalizationReader().read(Data(json.utf8), display: "src/i18n/translations.json").get()
        #expect(read.strings.map(\.language) == ["en-US", "fr"])
        #expect(read.strings.map(\.key) == ["translation.settings", "translation.settings"])
        #expect(read.strings.map(\.line) == [2, 4])
        #expect(read.strings.allSatisfy { $0.table == "Localizable" && $0.folder == "src/i18n" })
        for other in [
            #"{ "fr": { "t": { "a": "b" } }, "de": { "t": { "a": "c" } } }"#,
            #"{ "en": { "t": { "a": "b" } }, "name": { "t": { "a": "c" } } }"#,
            #"{ "en": { "t": { "a": "b" } }, "fr": "c" }"#, #"{ "expo": { "name": "x" } }"#,
            // A list of languages with their names: no namespace, no translation.
            #"{ "en": { "name": "English" }, "ru": { "name": "Russian", "nativeName": "русский" } }"#,
        ] {
            let none = try LocalizationReader().read(Data(other.utf8), display: "app.json").get()
            #expect(none.strings.isEmpty, "\(other)")
        }
    }

    /// The same resources written namespace first, as a team that keeps every namespace in one
    /// file does (integreat-app's `translations.json`: namespace, then 43 languages, then keys):
    /// each string in the language of its second key; a three-letter tag (`orm`) beside known
    /// languages is one too. The controls hold none: a key under a namespace that is no language,
    /// no English, strings right under the languages, one key over languages (a list of language
    /// names, date formats), an unknown two-letter key.
    @Test func aFileOfNamespacesHoldsEachLanguagesStrings() throws {
        let json = """
            {
              "common": {
                "de": { "back": "Zurück" },
                "en": { "back": "Back" },
                "ckb": { "back": "گەڕانەوە" },
                "orm": { "back": "Deebi'i" }
              },
              "events": { "en": { "today": "Today" }, "am": { "today": "ዛሬ" } }
            }
            """
        let read = try LocalizationReader().read(Data(json.utf8), display: "translations/src/translations.json").get()
        #expect(
            read.strings.map { "\($0.language) \($0.key) \($0.line)" }.sorted() == [
                "am events.today 8", "ckb common.back 5", "de common.back 3", "en common.back 4", "en events.today 8",
                "orm common.back 6",
            ])
        for other in [
            #"{ "common": { "en": { "a": "b" } }, "x": { "color": { "a": "c" } } }"#,
            #"{ "common": { "de": { "a": "b" }, "fr": { "a": "c" } } }"#,
            #"{ "common": { "en": "Back", "de": "Zurück" } }"#,
            // One key over languages: a table of something else, by language.
            #"{ "languages": { "en": { "name": "English" }, "ar": { "name": "العربية" } } }"#,
            #"{ "formats": { "en": { "date": "MMM d" }, "ja": { "date": "M月d日" } } }"#,
            // An unknown two-letter key is no language.
            #"{ "common": { "en": { "a": "b" }, "de": { "a": "c" } }, "x": { "en": { "a": "d" }, "ui": { "a": "e" } } }"#,
        ] {
            let none = try LocalizationReader().read(Data(other.utf8), display: "app.json").get()
            #expect(none.strings.isEmpty, "\(other)")
        }
    }
}
