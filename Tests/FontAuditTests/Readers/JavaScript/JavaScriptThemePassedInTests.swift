import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Styles built from the theme the app passes in (styled-components' `${({ theme }) => …}`, a
/// `makeStyleSheetFromTheme((theme) => …)`, `const theme = useTheme()`): the theme is one of the
/// objects the app defines as its themes, so a name read from it is each of those objects' value.
@Suite struct JavaScriptThemePassedInTests {
    static let themes = [
        "src/theme/fonts.ts": """
        export const FONT = { regular: 'Karla-Regular', bold: 'Karla-Bold' };

        """,
        "src/theme/themes.ts": """
        import { FONT } from './fonts';
        const BaseTheme = { font: FONT, colors: { text: '#000' } };
        export const LightTheme = { ...BaseTheme, colors: { text: '#111' } };
        export const DarkTheme = { ...BaseTheme, colors: { text: '#eee' } };
        export const navigationTheme = { dark: true, colors: {} };
        export const useTheme = () => useContext(ThemeContext);
        export const WithTheme = memo(() => null);

        """,
    ]

    @Test func aNameReadFromThePassedThemeIsEachThemesValue() {
        var files = Self.themes
        files["src/components/Title.style.ts"] = """
            import styled from 'styled-components/native';
            export const Title = styled.Text`
              font-family: ${({ theme }) => theme.font.bold};
              color: ${({ theme }) => theme.colors.text};
            `;
            export const Caption = styled.Text`
              font-family: ${(props) => props.theme.font.regular};
            `;

            """
        files["src/components/Badge.tsx"] = """
            import { Text } from 'react-native';
            const getStyleSheet = makeStyleSheetFromTheme((theme: Theme) => ({
              label: { fontFamily: theme.font.regular },
            }));
            export function Badge() {
              const theme = useTheme();
              return <Text style={{ fontFamily: theme.font.bold }} />;
            }

            """
        let found = JavaScriptReaderTests.read(files)
        #expect(found.names == ["Karla-Regular", "Karla-Bold", "Karla-Bold", "Karla-Regular"])
        #expect(found.open == 0)
        #expect(found.requests.allSatisfy { $0.followed != nil })
    }

    /// Controls: a member no theme holds, a parameter that is no theme, and a theme whose value the
    /// audit cannot read stay open; two themes that differ give both names.
    @Test func whatNoThemeGivesStaysOpenAndThemesThatDifferGiveEach() {
        var files = Self.themes
        files["src/theme/brand.ts"] = """
            export const BrandTheme = { font: { regular: 'Brand-Regular', bold: makeBold() } };

            """
        files["src/components/Row.tsx"] = """
            import { StyleSheet } from 'react-native';
            export const make = (theme) => StyleSheet.create({
              both: { fontFamily: theme.font.regular },
              unread: { fontFamily: theme.font.bold },
              missing: { fontFamily: theme.font.light },
            });
            export const other = (style) => ({ fontFamily: style.font.regular });

            """
        let found = JavaScriptReaderTests.read(files)
        #expect(found.names.sorted() == ["Brand-Regular", "Karla-Regular"])
        #expect(found.open == 3)
    }

    /// Controls (review): a package's theme read by name is no theme passed in, and a theme the
    /// audit cannot read (a call's result) may be the one passed: the name stays open.
    @Test func aPackagesThemeOrAnUnreadThemeLeavesTheNameOpen() {
        var files = Self.themes
        files["src/components/Nav.tsx"] = """
            import { DefaultTheme } from '@react-navigation/native';
            export const nav = { title: { fontFamily: DefaultTheme.fonts.regular } };

            """
        #expect(JavaScriptReaderTests.read(files).open == 1)
        files["src/theme/chart.ts"] = """
            export const ChartTheme = createTheme({ dark: true });

            """
        files["src/components/Badge.tsx"] = """
            export const make = (theme) => ({ label: { fontFamily: theme.font.bold } });

            """
        let found = JavaScriptReaderTests.read(files)
        #expect(found.names.isEmpty)
        #expect(found.open == 2)
    }

    /// An object that spreads a named one (`{ ...BaseTheme, colors: … }`) holds the spread object's
    /// members, but for the keys written after the spread; a key written before it is the
    /// object's where the spread object is one of the app's that plainly lacks it (`plain`), and
    /// stays open where the spread may have it (a package's object).
    @Test func aSpreadObjectsMembersAreTheSpreadOnes() {
        let found = JavaScriptReaderTests.read([
            "src/styles.ts": """
            import { external } from 'some-kit';
            const base = { fontFamily: 'Karla-Regular', title: { fontFamily: 'Karla-Bold' } };
            const plain = { size: 12 };
            const after = { ...base, fontFamily: 'Lora-Italic' };
            const before = { fontFamily: 'Lora-Regular', ...plain };
            const unknown = { fontFamily: 'Lora-Bold', ...external };
            const inherited = { ...base, size: 14 };
            export const styles = StyleSheet.create({
              a: { fontFamily: after.fontFamily },
              b: { fontFamily: inherited.title.fontFamily },
              c: { fontFamily: before.fontFamily },
              d: { fontFamily: unknown.fontFamily },
            });

            """
        ])
        // The literals where they are written, then `a`, `b` and `c` through the spreads; `d` is open.
        #expect(
            found.names == [
                "Karla-Regular", "Karla-Bold", "Lora-Italic", "Lora-Regular", "Lora-Bold", "Lora-Italic", "Karla-Bold",
                "Lora-Regular",
            ])
        #expect(found.requests.suffix(3).map(\.line) == [9, 10, 11])
        #expect(found.open == 1)
    }

    /// `styled(BodyText)` adding `font-style: italic` or a weight asks the base's family with them,
    /// where it is written (issue 74: styles composed across components), through imports and a
    /// chain; controls: a styled React Native component, a base without a family, and a derived
    /// component that writes its own family, no trait, a mixin or the `font` shorthand (which may
    /// set the family) ask nothing more.
    @Test func aStyledComponentOfAnotherAsksTheBasesFamilyWithItsTraits() {
        let found = JavaScriptReaderTests.read([
            "src/text.ts": """
            import styled from 'styled-components/native';
            export const BodyText = styled.Text`
              font-family: Karla-Regular;
            `;
            export const Caption = styled(BodyText)`
              font-style: italic;
            `;
            const Box = styled.View`padding: 4px;`;
            export const Boxed = styled(Box)`font-style: italic;`;
            export const Plain = styled(Text)`font-weight: bold;`;
            export const Own = styled(BodyText)`font-family: Lora-Bold; font-weight: bold;`;
            export const Note = styled(Caption)`font-size: 12px;`;
            export const Mixed = styled(BodyText)`
              ${({ theme }) => theme.typography.caption};
              font-style: italic;
            `;
            export const Short = styled(BodyText)`font: italic 12px Lora-Italic;`;

            """,
            "src/screens/Title.tsx": """
            import styled from 'styled-components/native';
            import { BodyText, Caption } from '../text';
            const Strong = styled(BodyText)`font-weight: bold;`;
            const Upright = styled(Caption)`font-style: normal;`;

            """,
        ])
        let asked = found.requests.map {
            "\($0.file):\($0.line) \($0.name) \($0.traits.italic ? "italic" : "")\($0.traits.bold ? "bold" : $0.traits.weight ?? "")"
        }
        #expect(
            asked == [
                "src/screens/Title.tsx:3 Karla-Regular bold", "src/screens/Title.tsx:4 Karla-Regular ",
                "src/text.ts:3 Karla-Regular ", "src/text.ts:5 Karla-Regular italic", "src/text.ts:11 Lora-Bold bold",
            ])
        #expect(found.open == 0)
    }
}
