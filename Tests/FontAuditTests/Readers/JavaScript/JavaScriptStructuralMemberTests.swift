import Testing

@testable import FontAuditReaders

/// A member read on a value the module does not bind is every value the app's own objects give
/// that member (issue 82: `makeStyles(({ typography }) => …)` reading `typography.fontByWeight
/// .bold`, 68 names left open in one app). The object is one whose binding the value's name names
/// (`typographyOverrides`), or one that holds the member under that name (`theme.typography`).
@Suite struct JavaScriptStructuralMemberTests {
    static let theme = """
        export const typographyOverrides = {
          fontByWeight: { regular: 'Avenir-Regular', bold: 'Avenir-Bold' },
        };
        export const theme = { typography: { fontByWeight: { bold: 'Avenir-Bold', heavy: 'Avenir-Heavy' } } };
        export const colors = { font: { regular: '#000000' } };

        """

    @Test func aMemberOfAParameterIsEveryValueTheAppsObjectsGiveIt() {
        let found = JavaScriptReaderTests.read([
            "src/theme.ts": Self.theme,
            "src/Title.tsx": """
            import { makeStyles } from './styles';
            const useStyles = makeStyles(({ typography, palette }) => ({
              title: { fontFamily: typography.fontByWeight.bold },
              heavy: { fontFamily: typography.fontByWeight.heavy },
              regular: { fontFamily: typography.fontByWeight.regular },
              unknown: { fontFamily: typography.fontByWeight.light },
              short: { fontFamily: palette.bold },
              other: { fontFamily: style.font.regular },
            }));

            """,
        ])
        // Both objects give `bold` the same name; `heavy` only the theme, `regular` only the
        // overrides. Controls: a member no object holds, one member asked (`palette.bold`), and a
        // value whose name names no object holding the member (`style.font.regular`) stay open.
        #expect(found.names == ["Avenir-Bold", "Avenir-Heavy", "Avenir-Regular"])
        #expect(found.open == 3)
    }
}
