import FontAuditModel
import FontInspectorModel
import Foundation

/// React Native's translation tables: JSON files of nested keys and strings, one per language
/// (`locales/fr.json`, or i18next's `locales/fr/common.json`), which the app's JavaScript shows in
/// its text font (i18next, react-intl, i18n-js). Which JSON files are such tables is the layout's
/// to say (``translationLanguage(of:siblings:)``); no other JSON reaches this reader.
extension LocalizationReader {
    /// The ISO 639-1 language codes, and the three-letter ISO 639-2/3 codes of languages apps are
    /// translated into that have no two-letter one and are no common word of a folder's name
    /// (`ckb` Central Kurdish, which iOS localizes in; `kmr` Kurmanji, `prs` Dari, `pes` Persian,
    /// `yue` Cantonese):
    /// a translation table is named by one (with a region or script after `-` or `_`: `pt-BR`,
    /// `zh_Hant`, `sr-Latn`).
    static let languageCodes: Set<String> = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv \
        dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig \
        ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh \
        mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru \
        rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug \
        uk ur uz ve vi vo wa wo xh yi yo za zh zu fil \
        bho ceb ckb dsb gsw haw hsb kmr pes prs sdh szl yue zgh
        """.split(separator: " ").map(String.init))

    /// The language a name says (`fr`, `pt-BR`, `zh_Hant`, `hi_IN`), nil for any other name.
    package static func language(named name: String) -> String? {
        let parts = name.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(
            String.init)
        guard let first = parts.first, languageCodes.contains(first.lowercased()), first == first.lowercased(),
            parts.dropFirst().allSatisfy({ (2...4).contains($0.count) && $0.allSatisfy(\.isLetter) || $0.count == 3 })
        else { return nil }
        return name
    }

    /// The language of a JSON file that is one of a set of translation tables, given the paths
    /// of the JSON files of the app: `locales/fr.json` beside `locales/en.json`, or
    /// `locales/fr/common.json` beside `locales/en/…`. English's table is what makes a folder of
    /// such names a set of translations; nil for any other file.
    package static func translationLanguage(of path: String, siblings: Set<String>) -> String? {
        let folder = FileName.parent(of: path)
        let stem = FileName.stem(of: path)
        func english(in folder: String, file: Bool) -> Bool {
            ["en", "en-US", "en_US", "en-GB", "en_GB"].contains { code in
                file
                    ? siblings.contains(folder.isEmpty ? code + ".json" : folder + "/" + code + ".json")
                    : siblings.contains { $0.hasPrefix((folder.isEmpty ? "" : folder + "/") + code + "/") }
            }
        }
        if let language = language(named: stem), english(in: folder, file: true) { return language }
        let parent = FileName.lastComponent(of: folder)
        if let language = language(named: parent), english(in: FileName.parent(of: folder), file: false) {
            return language
        }
        return nil
    }

    /// The strings of a file of translations keyed by language (i18next's `resources`, as
    /// translation services export them: `{ "en-US": { "translation": {…} }, "fr": {…} }`): each
    /// leaf in the language of its first key; or keyed by namespace, then language (`{ "common":
    /// { "de": {…}, "en": {…} } }`, two namespaces at least), each leaf in the language of its
    /// second. Only in those shapes: every key at the language's level a language tag
    /// (``isLanguageTag(_:)``), two known languages among them, English's one, and every string
    /// below a language and a namespace, so a list of languages and their names (`{ "fr":
    /// { "name": "French" } }`, or `{ "languages": { "en": { "name": "English" }, … } }`) holds none.
    static func readResources(_ data: Data, display: String, folder: String)
        -> Result<(strings: [LocalizedString], sourceLanguage: String?), Problem>
    {
        // Most JSON an app requires is no such file: its first keys say so before it is parsed.
        // Language first (`{ "fr": { "common": {…} } }`), or namespace first, as a team that keeps
        // one file of every namespace writes it (`{ "common": { "fr": {…}, "en": {…} } }`).
        let first = TranslationJSON.firstKeys([UInt8](data.prefix(256)), depth: 2)
        let place: Int
        if let top = first.first, language(named: top) != nil {
            place = 0
        } else if first.count == 2, language(named: first[1]) != nil {
            place = 1
        } else {
            return .success(([], nil))
        }
        guard let leaves = TranslationJSON.leaves([UInt8](data)), !leaves.isEmpty,
            leaves.allSatisfy({ $0.path.count >= 3 && isLanguageTag($0.path[place]) })
        else { return .success(([], nil)) }
        let languages = Set(leaves.map { $0.path[place] })
        // Two namespaces at least where they come first: one key over languages is a table of
        // something else by language (`{ "languages": { "en": { "name": "English" }, … } }`).
        guard languages.filter({ language(named: $0) != nil }).count >= 2,
            languages.contains(where: { $0 == "en" || $0.hasPrefix("en-") || $0.hasPrefix("en_") }),
            place == 0 || Set(leaves.map { $0.path[0] }).count >= 2
        else { return .success(([], nil)) }
        let strings = leaves.map { leaf in
            var key = leaf.path
            let language = key.remove(at: place)
            return LocalizedString(
                table: "Localizable", key: key.joined(separator: "."), language: language,
                values: [leaf.text], file: display, line: leaf.line, folder: folder)
        }
        return .success((strings, nil))
    }

    /// Whether a key at a resources file's language level is shaped as a language tag (`de`,
    /// `sr-Latn`, `orm`): a language ``language(named:)`` knows, or three lowercase letters, then
    /// subtags. Beside two languages
    /// ``language(named:)`` knows, English among them, such a key is a language too, though the
    /// list of codes a file or folder is named by leaves it out (`orm` Oromo, `rom` Romani, words
    /// too common in folder names to name a table by).
    static func isLanguageTag(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard language(named: key) == nil else { return true }
        // Every two-letter language is ISO 639-1's, which ``language(named:)`` knows: an unknown
        // one is no language (`ui`).
        guard let head = parts.first, head.count == 3, head.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// A translation table's strings: every string leaf under its key path (`home.title`), in
    /// `language`, at the line its own key is written on (``TranslationJSON``).
    static func readTranslations(_ data: Data, display: String, language: String, folder: String)
        -> Result<(strings: [LocalizedString], sourceLanguage: String?), Problem>
    {
        guard let leaves = TranslationJSON.leaves([UInt8](data)) else {
            return .failure(
                Problem(reason: "is not valid JSON, so its strings cannot be checked; a JSON linter names the line"))
        }
        let strings = leaves.map { leaf in
            LocalizedString(
                table: "Localizable", key: leaf.path.joined(separator: "."), language: language, values: [leaf.text],
                file: display, line: leaf.line, folder: folder)
        }
        return .success((strings, nil))
    }
}
