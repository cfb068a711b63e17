import FontInspectorModel

/// Derives a named instance's PostScript name per Adobe Technical Note #5902, as FreeType does
/// (`sfnt_get_var_ps_name`) when the instance has no `postScriptNameID`:
/// the prefix (nameID 25, else typographic family 16, else family 1) and the instance's subfamily
/// name, each stripped to ASCII letters and digits, joined by a hyphen.
enum VariablePostScriptName {
    static func derive(names: [NameRecord], subfamily: String?) -> String? {
        let prefixSource =
            names.preferredValue(for: 25) ?? names.preferredValue(for: 16) ?? names.preferredValue(for: 1)
        guard let prefix = prefixSource.map(alphanumeric), !prefix.isEmpty else { return nil }
        guard let subfamily = subfamily.map(alphanumeric), !subfamily.isEmpty else { return prefix }
        return prefix + "-" + subfamily
    }

    static func alphanumeric(_ text: String) -> String {
        String(text.unicodeScalars.filter { PostScriptCharacters.isAlphanumeric($0) })
    }
}
