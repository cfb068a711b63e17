/// A font a React Native app registers while it runs, under a name of the app's own: expo-font's
/// `useFonts({ Inter: require('./Inter-Bold.ttf') })` or `Font.loadAsync`. On iOS expo-font
/// registers the file (`CTFontManagerRegisterFontsForURL`) and answers the alias as a family whose
/// one face is the file's (its `FontFamilyAliasManager`), so `fontFamily: 'Inter'` finds that face.
package struct RuntimeFont: Sendable, Hashable, Codable {
    /// The name the app gives the font: the map's key.
    package var alias: String
    /// The font file it loads (a path as findings show it), or nil when that is no file of the
    /// checkout the audit can name (a package's font, `Inter_700Bold` of `@expo-google-fonts/inter`,
    /// or a value it does not read): then the alias is fine and its face unknown.
    package var file: String?
    /// The call as shown in messages: `useFonts`, `Font.loadAsync`.
    package var call: String
    /// The source file of the call, as shown.
    package var source: String
    /// 1-based line of the call.
    package var line: Int

    package init(alias: String, file: String?, call: String, source: String, line: Int) {
        self.alias = alias
        self.file = file
        self.call = call
        self.source = source
        self.line = line
    }
}
