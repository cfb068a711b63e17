import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// The text a `<Text>` shows as written, in the font its style gives, is a text use whose
/// characters are checked against that font (issue 74: language buttons labelled `বাংলা` and
/// `اردو` in a Latin-only face), as a SwiftUI `Text` in a custom font is.
@Suite struct JavaScriptTextTests {
    @Test func aTextsLiteralIsShownInItsStylesFamily() {
        let texts = [
            "src/Screen.js": """
            import { StyleSheet, Text, View } from 'react-native';
            export default function Screen({ lang }) {
              return (
                <View>
                  <Text style={[styles.button, lang === 'BN' && styles.focus]}>
                    বাংলা
                  </Text>
                  <Text style={styles.title}>Hello {lang}!</Text>
                  <Text style={{ fontFamily: 'Lora-Italic' }}>Inline</Text>
                  <Text style={[styles.button, lang && styles.other]}>Maybe</Text>
                  <Text style={props.style}>Unread</Text>
                  <Text>No style</Text>
                  <Button style={styles.button}>Not a Text</Button>
                </View>
              );
            }
            const styles = StyleSheet.create({
              button: { fontFamily: 'Sora-SemiBold', fontSize: 14 },
              focus: { backgroundColor: 'red' },
              other: { fontFamily: 'Lora-Italic' },
              title: { fontFamily: 'Sora-Bold' },
            });

            """
        ].sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) }
        let uses = JavaScriptSourceReader().readTogether(texts).texts
        #expect(
            uses.map { "\($0.line):\($0.column) \($0.written) \($0.fontName)" } == [
                "6:9 বাংলা Sora-SemiBold", "8:34 Hello Sora-Bold", "8:46 ! Sora-Bold", "9:51 Inline Lora-Italic",
            ])
    }

    /// A JSX attribute named like a module's binding (`<Header fonts={fonts} />`, `theme={…}`) is
    /// no assignment of it: the module's names are still followed (issue 74, third session: blixt's
    /// `theme={navigatorTheme}` hid the `theme` its `getTheme(theme)` passes; every name read
    /// through it was open).
    @Test func aJSXAttributeIsNoAssignmentOfTheNameItIsNamedLike() {
        let found = JavaScriptReaderTests.read([
            "src/theme.ts": """
            export const fonts = { bold: 'Karla-Bold' };

            """,
            "src/Screen.tsx": """
            import { fonts } from './theme';
            export const Screen = () => <Header fonts={fonts} />;
            export const styles = StyleSheet.create({ title: { fontFamily: fonts.bold } });

            """,
        ])
        #expect(found.names == ["Karla-Bold"])
        #expect(found.open == 0)
    }
}
