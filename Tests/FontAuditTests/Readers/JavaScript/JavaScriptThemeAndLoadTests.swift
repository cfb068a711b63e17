import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Theme objects through members and spreads, and the fonts `useFonts` and `Font.loadAsync` load.
@Suite struct JavaScriptThemeAndLoadTests {
    /// A theme member that names another object (`primary: fonts.gothamSsm`), asked through
    /// (`typography.primary.medium`): the value of the object it names.
    @Test func aMemberThatNamesAnotherObjectIsFollowed() {
        let found = JavaScriptReaderTests.read([
            "theme/typography.ts": """
            const fonts = { gothamSsm: { book: 'GothamSSm-Book', medium: 'GothamSSm-Medium' } };
            export const typography = { fonts, primary: fonts.gothamSsm };

            """,
            "theme/index.ts": "export * from './typography';\n",
            "Button.tsx": """
            import { typography } from './theme';
            const styles = { label: { fontFamily: typography.primary.medium }, other: { fontFamily: typography.fonts.gothamSsm.book } };

            """,
        ])
        #expect(found.names == ["GothamSSm-Medium", "GothamSSm-Book"])
        #expect(found.open == 0)
    }

    /// A shared text style spread into a component's style is a use of its family there, with
    /// the component's own `fontStyle`; a spread of a style with no family, or into an object that
    /// writes its own, is none.
    @Test func aSpreadStyleIsAUseOfItsFamily() {
        let found = JavaScriptReaderTests.read([
            "app/views/Styles.ts": """
            import { Platform, StyleSheet } from 'react-native';
            const defaultTextStyle = { textAlign: 'left' };
            export default StyleSheet.create({
              textMedium: { ...defaultTextStyle, ...Platform.select({ ios: { fontFamily: 'Inter', fontWeight: '500' }, android: { fontFamily: 'Inter-Medium' } }) },
              box: { padding: 4 },
            });

            """,
            "app/Separator.tsx": """
            import sharedStyles from './views/Styles';
            const styles = StyleSheet.create({
              a: { fontSize: 12, ...sharedStyles.textMedium },
              b: { ...sharedStyles.textMedium, fontStyle: 'italic' },
              c: { ...sharedStyles.box },
              d: { ...sharedStyles.textMedium, fontFamily: 'Menlo' },
              e: { ...props.style },
            });

            """,
        ])
        #expect(found.names == ["Inter", "Inter", "Menlo", "Inter"])
        #expect(found.requests.map(\.line) == [3, 4, 6, 4])
        #expect(found.requests[1].traits.italic)
        #expect(found.open == 0)
    }

    /// A sound's or an image's `loadAsync` registers no font; `Font.loadAsync` registers its
    /// alias with the file it requires, whose face the inventory then reads.
    @Test func onlyFontsLoadAsyncRegistersFamilies() {
        let texts = [
            SourceText(
                path: "src/Player.tsx",
                text: """
                    import * as Font from 'expo-font';
                    await sound.loadAsync(asset);
                    await Font.loadAsync({ Brand: require('../assets/Brand.ttf') });
                    const styles = { a: { fontFamily: 'Inter-Bold' }, b: { fontFamily: 'Brand' } };

                    """)
        ]
        let result = JavaScriptSourceReader().readTogether(texts)
        #expect(
            result.runtimeFonts == [
                RuntimeFont(
                    alias: "Brand", file: "assets/Brand.ttf", call: "Font.loadAsync", source: "src/Player.tsx", line: 3)
            ])
        #expect(result.requests.map(\.name) == ["Inter-Bold", "Brand"])
        #expect(result.dynamic.isEmpty)
    }

    /// `useFonts({ [FAMILIES.bold]: require(…) })`, the keys computed from a constant object
    /// re-exported through another module (issue 74: a fresh Expo app's 55 names): each alias is
    /// the name's value, so the styles that ask for `FAMILIES.bold` ask for a registered family.
    /// The same map bound to a name in another module (`useFonts(FONTS)`, issue 82: 55 names left
    /// open in one app) is followed as the map written inline, a named key before the computed
    /// ones keeping its file. A key the graph cannot give (`[prefix + 'x']`) leaves the app's
    /// families open, inline or named.
    @Test(arguments: [false, true])
    func computedKeysOfAMapAreTheirNamesValues(named: Bool) {
        let map = """
            {
              Brand: require('./assets/Brand.ttf'),
              [FAMILIES.bold]: require('./assets/Sora-Bold.ttf'),
              [FAMILIES.regular]: require('./assets/Sora-Regular.ttf'),
            }
            """
        var files = [
            "src/constants/families.ts": "export const FAMILIES = { bold: 'Sora-Bold', regular: 'Sora-Regular' };\n",
            "src/constants/index.ts": "export { FAMILIES } from './families';\n",
            "App.tsx": """
            import * as Font from 'expo-font';
            import { FAMILIES } from './src/constants';
            \(named ? "import { FONTS } from './fonts';\nawait Font.loadAsync(FONTS);" : "await Font.loadAsync(\(map));")
            const styles = { a: { fontFamily: FAMILIES.bold } };

            """,
        ]
        if named { files["fonts.ts"] = "import { FAMILIES } from './src/constants';\nexport const FONTS = \(map);\n" }
        let result = JavaScriptSourceReader().readTogether(
            files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
        #expect(
            result.runtimeFonts.map { "\($0.alias) \($0.file ?? "-")" } == [
                "Brand assets/Brand.ttf", "Sora-Bold assets/Sora-Bold.ttf", "Sora-Regular assets/Sora-Regular.ttf",
            ])
        #expect(result.requests.map(\.name) == ["Sora-Bold"])
        #expect(result.dynamic.isEmpty, "\(result.dynamic.map(\.reason))")

        let unread = "{ [prefix + 'x']: require('./a.ttf') }"
        let open = JavaScriptSourceReader().readTogether(
            [
                SourceText(
                    path: "App.tsx",
                    text: """
                        import { useFonts } from 'expo-font';
                        \(named ? "import { FONTS } from './fonts';\nuseFonts(FONTS);" : "useFonts(\(unread));")
                        const s = { a: { fontFamily: 'Brand' } };

                        """)
            ] + (named ? [SourceText(path: "fonts.ts", text: "export const FONTS = \(unread);\n")] : []))
        #expect(open.requests.isEmpty)
        #expect(open.dynamic.map(\.reason.kind) == [.runtimeRegistration])
    }

    /// `useFonts(customFonts)` with the map in another module: each key's file through the names
    /// it is bound to. A package's font (`Inter_900Black`) is an alias with no file, never a request;
    /// a map with a spread leaves every name open.
    @Test func aMapByNameIsFollowedToItsFiles() {
        let files = [
            "src/fonts.ts": """
            const bold = require('../assets/fonts/Brand-Bold.otf');
            export const customFonts = { brandBold: bold, brandBook: require('../assets/fonts/Brand-Book.otf') };

            """,
            "App.tsx": """
            import { useFonts } from 'expo-font';
            import { Inter_900Black } from '@expo-google-fonts/inter';
            import { customFonts } from './src/fonts';
            const [a] = useFonts(customFonts);
            const [b] = useFonts({ Inter_900Black });
            const styles = { a: { fontFamily: 'brandBold' }, b: { fontFamily: 'Inter_900Black' } };

            """,
        ]
        let result = JavaScriptSourceReader().readTogether(
            files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
        #expect(
            result.runtimeFonts.map { "\($0.alias)=\($0.file ?? "-")@\($0.source):\($0.line)" }.sorted() == [
                "Inter_900Black=-@App.tsx:5", "brandBold=assets/fonts/Brand-Bold.otf@App.tsx:4",
                "brandBook=assets/fonts/Brand-Book.otf@App.tsx:4",
            ])
        #expect(result.requests.map(\.name) == ["brandBold"])

        let spread = JavaScriptReaderTests.read([
            "App.tsx": """
            import { useFonts } from 'expo-font';
            import { more } from 'some-package';
            const fonts = { ...more, brand: require('./Brand.ttf') };
            useFonts(fonts);
            const styles = { a: { fontFamily: 'Mystery' } };

            """
        ])
        #expect(spread.names.isEmpty)
        #expect(spread.open == 1)
    }

    /// styled-components' and emotion's CSS: `font-family` as a literal, quoted or not, or a
    /// substitution (quoted too); a web family list and a template no style tag takes are no names.
    @Test func styledComponentsFontFamilyIsARequest() {
        let found = JavaScriptReaderTests.read([
            "theme.ts": "export const appFont = { medium: 'EuclidCircularB-Medium' };\n",
            "Banner.tsx": """
            import styled, { css } from 'styled-components/native';
            import { appFont } from './theme';
            const Title = styled.Text`
              color: red;
              font-family: '${appFont.medium}';
            `;
            const Body = styled(Text).attrs({ numberOfLines: 2 })`font-family: Inter-Regular; font-size: 14px;`;
            const shared = css`
              font-family: "Inter Bold";
            `;
            const web = styled.div`font-family: Inter, sans-serif;`;
            const message = `font-family: Not-A-Style;`;

            """,
        ])
        #expect(found.names == ["EuclidCircularB-Medium", "Inter-Regular", "Inter Bold"])
        #expect(found.requests.map(\.line) == [5, 7, 9])
        #expect(found.open == 0)
    }

    /// One template's `font-style: italic` and literal `font-weight` are what its `font-family`
    /// is asked with, as an object's `fontStyle` and `fontWeight` are (issue 74: a themed app's
    /// italic `styled.Text` was read upright); `normal`, or a substitution, asks nothing.
    @Test func aTemplatesStyleAndWeightAreAskedOfItsFamily() {
        let found = JavaScriptReaderTests.read([
            "Quote.tsx": """
            import styled from 'styled-components/native';
            const Quote = styled.Text`
              font-family: Inter;
              font-style: italic;
              font-weight: 600;
            `;
            const Plain = styled.Text`font-family: Inter; font-style: normal; font-weight: ${(p) => p.weight};`;
            const Bold = styled.Text`font-weight: bold; font-family: Inter;`;

            """
        ])
        #expect(found.names == ["Inter", "Inter", "Inter"])
        #expect(found.requests.map(\.traits.italic) == [true, false, false])
        #expect(found.requests.map(\.traits.weight) == ["semibold", nil, nil])
        #expect(found.requests.map(\.traits.bold) == [false, false, true])
    }
}
