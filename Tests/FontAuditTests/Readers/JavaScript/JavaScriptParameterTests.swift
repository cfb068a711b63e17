import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// A name read from a parameter of one of the app's functions is what the app's calls pass it, or
/// the parameter's default where a call leaves it out (issue 74: an old native-base theme, whose
/// component styles are `(variables = variable) => ({ fontFamily: variables.fontFamily })`, built
/// by `getTheme(theme)`), as the Swift front end reads a helper's parameter.
@Suite struct JavaScriptParameterTests {
    static let theme = [
        "src/theme/variables/commonColor.js": """
        const brand = { fontRegular: 'Karla-Regular', fontBold: 'Karla-Bold' };
        export default { fontFamily: brand.fontRegular, titleFontfamily: brand.fontBold };

        """,
        "src/theme/variables/material.js": """
        export default { fontFamily: 'Roboto', titleFontfamily: 'Roboto_medium' };

        """,
        "src/theme/components/Text.js": """
        import variable from './../variables/commonColor';
        export default (variables = variable) => {
          const textTheme = { fontFamily: variables.fontFamily };
          return textTheme;
        };

        """,
        "src/theme/components/Title.js": """
        import variable from './../variables/commonColor';
        export default (variables = variable) => ({ fontFamily: variables.titleFontfamily });

        """,
        "src/theme/components/index.js": """
        import variable from './../variables/commonColor';
        import textTheme from './Text';
        import titleTheme from './Title';
        export default (variables = variable) => {
          const theme = { 'NativeBase.Text': { ...textTheme(variables) }, 'NativeBase.Title': { ...titleTheme() } };
          return theme;
        };

        """,
    ]

    @Test func aParametersNameIsWhatTheCallsPassOrItsDefault() {
        var files = Self.theme
        files["src/App.js"] = """
            import getTheme from './theme/components';
            import theme from './theme/variables/commonColor';
            export default function App() { return <StyleProvider style={getTheme(theme)} />; }

            """
        let found = JavaScriptReaderTests.read(files)
        let asked = found.requests.filter { $0.file.hasPrefix("src/theme/components/") }
        // The component styles where they are written, and `...titleTheme()` where it is spread.
        #expect(
            asked.map { "\($0.file):\($0.line) \($0.name)" } == [
                "src/theme/components/Text.js:3 Karla-Regular", "src/theme/components/Title.js:2 Karla-Bold",
                "src/theme/components/index.js:5 Karla-Bold",
            ])
        #expect(found.open == 0)
    }

    /// Controls: a function no call of the app's reaches keeps its names open, and so does one
    /// whose call passes what the audit does not read; calls that pass two themes give both.
    @Test func noCallOrAnUnreadArgumentLeavesTheNameOpen() {
        var files = Self.theme
        files["src/App.js"] = """
            import getTheme from './theme/components';
            import theme from './theme/variables/commonColor';
            import material from './theme/variables/material';
            export const light = getTheme(theme);
            export const dark = getTheme(material);
            export const other = getTheme(load());

            """
        let mixed = JavaScriptReaderTests.read(files)
        #expect(!mixed.requests.contains { $0.file == "src/theme/components/Text.js" })
        files["src/App.js"] = """
            import getTheme from './theme/components';
            import theme from './theme/variables/commonColor';
            import material from './theme/variables/material';
            export const light = getTheme(theme);
            export const dark = getTheme(material);

            """
        let both = JavaScriptReaderTests.read(files)
        #expect(
            both.requests.filter { $0.file == "src/theme/components/Text.js" }.map(\.name).sorted() == [
                "Karla-Regular", "Roboto",
            ])
        files["src/App.js"] = nil
        let none = JavaScriptReaderTests.read(files)
        #expect(!none.requests.contains { $0.file == "src/theme/components/Text.js" })
        #expect(none.open >= 1)
    }

    /// Controls (review): `null` is passed as itself (a default takes only `undefined`), a spread
    /// argument gives no parameter a known value, and a function used as a value (`map(getTheme)`)
    /// is given what the audit does not read: each leaves the name open.
    @Test(arguments: ["getTheme(null)", "getTheme(...args)", "[theme].map(getTheme)"])
    func whatACallDoesNotTellLeavesTheNameOpen(_ use: String) {
        var files = Self.theme
        files["src/App.js"] = """
            import getTheme from './theme/components';
            import theme from './theme/variables/commonColor';
            export const built = \(use);

            """
        let found = JavaScriptReaderTests.read(files)
        #expect(!found.requests.contains { $0.file == "src/theme/components/Text.js" }, "\(use)")
    }
}
