import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// TypeScript's annotations on a module's declarations: the value after the type is the value.
@Suite struct JavaScriptTypedDeclarationTests {
    /// A theme typed with an object type literal (`const theme: { fonts: {…}; [key: string]: … } =
    /// {…}`): its members are the object's, as with a named type; a declaration whose type is
    /// all there is (`let later: { a: string };`, or with no `;` before the next statement) binds
    /// nothing, and a name read from it stays open.
    @Test func aThemeTypedWithAnObjectTypeIsReadThroughItsType() {
        let found = JavaScriptReaderTests.read([
            "src/utils/theme/index.ts": """
            const theme: {
              colors: { [key: string]: string };
              fonts: { [key: string]: string | undefined };
              [key: string]: { [key: string]: string | number };
            } = {
              colors: { white: '#fff' },
              fonts: { regular: 'TitilliumWeb-Regular', bold: 'TitilliumWeb-Bold' },
            };
            export const named: Record<string, { family: string }> = { body: { family: 'Inter-Regular' } };
            export let later: { family: string };
            let current: string
            export function setCurrent(name) { current = name }
            export const HEADLINE = 'Roboto_Bold'
            export default theme;

            """,
            "src/components/Card/styles.ts": """
            import { StyleSheet } from 'react-native';
            import theme, { named, later, HEADLINE } from '../../utils/theme';
            export default StyleSheet.create({
              headline: { fontFamily: HEADLINE },
              title: { fontFamily: theme.fonts.regular },
              body: { fontFamily: named.body.family },
              open: { fontFamily: later.family },
            });

            """,
        ])
        #expect(found.names == ["Roboto_Bold", "TitilliumWeb-Regular", "Inter-Regular"])
        #expect(found.open == 1)
    }
}
