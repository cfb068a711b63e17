import FontAuditModel

extension JavaScriptSourceReader {
    /// The fonts the app's icon sets draw with (``PodFontCatalog/iconFamily(imported:)``): one
    /// request per import, where the module is written, asking for the set's family as its
    /// component does (`fontFamily: 'Ionicons'`). None when the app calls `loadFont()`, which
    /// registers a set's font while the app runs (which sets, the audit does not follow), or
    /// where the app's Babel config rewrites the package (to `@expo/vector-icons`, whose fonts
    /// expo-font loads).
    static func iconRequests(of modules: [JavaScriptModule], aliases: [JavaScriptPathAlias]) -> [FontRequest] {
        guard !modules.contains(where: \.loadsIconFont),
            !aliases.contains(where: { $0.prefix.hasPrefix("react-native-vector-icons") })
        else { return [] }
        return modules.flatMap { module in
            module.iconImports.compactMap { icon -> FontRequest? in
                guard let family = PodFontCatalog.iconFamily(imported: icon.specifier) else { return nil }
                return FontRequest(
                    name: family, file: module.path, line: icon.line, column: icon.column,
                    api: PodFontCatalog.iconSetAPI,
                    source: .javaScript, traits: RequestedTraits(), platform: .iOS, origin: nil)
            }
        }
    }
}
