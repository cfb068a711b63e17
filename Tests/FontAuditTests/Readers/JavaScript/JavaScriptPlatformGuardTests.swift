import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Guards that decide which platform the code after them runs on, and tests of the platform
/// joined by `||` and `&&`: a name only another platform reaches is not judged for iOS.
@Suite struct JavaScriptPlatformGuardTests {
    /// A component that returns early unless it runs on Android: the style after the guard is
    /// Android's. Controls: a guard that returns on Android leaves the rest to iOS; a guard on
    /// something else (`if (!ready) return null`) decides nothing; a guard after the style, a
    /// guard in another block, an `else if`, or a guard in another `case`, decides nothing for it.
    @Test func anEarlyReturnLeavesTheRestToTheOtherPlatform() {
        let found = JavaScriptReaderTests.read([
            "AndroidBanner.tsx": """
            import { Platform, StyleSheet, Text } from 'react-native';
            export function AndroidBanner() {
              if (Platform.OS !== 'android') {
                return null;
              }
              const styles = StyleSheet.create({ text: { fontFamily: 'Roboto' } });
              return <Text style={styles.text}>Hi</Text>;
            }
            export function IOSOnly() {
              if (Platform.OS === 'android') return null;
              return <Text style={{ fontFamily: 'Inter-Bold' }}>iOS</Text>;
            }
            export function Guarded({ ready }) {
              if (!ready) return null;
              return <Text style={{ fontFamily: 'Inter-Medium' }}>ready</Text>;
            }
            export function Later() {
              const style = { fontFamily: 'Inter-Light' };
              if (Platform.OS === 'ios') { return null; }
              return <Text style={style}>later</Text>;
            }
            export function ElseIf({ compact }) {
              if (compact) { return null; } else if (Platform.OS === 'ios') { return null; }
              return <Text style={{ fontFamily: 'Inter-SemiBold' }}>else</Text>;
            }
            export function Cases({ kind }) {
              switch (kind) {
                case 'a':
                  if (Platform.OS === 'ios') return null;
                  return null;
                case 'b':
                  return <Text style={{ fontFamily: 'Inter-ExtraBold' }}>b</Text>;
              }
            }
            export function Nested() {
              if (Platform.OS === 'ios') {
                if (ready) { return null; }
              }
              return <Text style={{ fontFamily: 'Inter-Thin' }}>nested</Text>;
            }

            """
        ])
        #expect(
            found.names == [
                "Inter-Bold", "Inter-Medium", "Inter-Light", "Inter-SemiBold", "Inter-ExtraBold", "Inter-Thin",
            ])
        #expect(found.open == 0)
    }

    /// `(Platform.OS === 'ios' || Platform.OS === 'macos') ? a : b` is iOS's `a`; a test joined
    /// with something the audit cannot decide leaves both branches, as a plain unknown test does.
    @Test func joinedTestsOfThePlatformAreOneTest() {
        let found = JavaScriptReaderTests.read([
            "theme.js": """
            import { Platform } from 'react-native';
            export const theme = {
              regular: (Platform.OS === "ios" || Platform.OS === "macos") ? "IBMPlexSans" : "IBMPlexSans-Regular",
              medium: Platform.OS === "android" && Platform.OS !== "web" ? "IBMPlexSans_Medium" : "IBMPlexSans-Medium",
            };

            """,
            "Screen.js": """
            import { theme } from './theme';
            const styles = { a: { fontFamily: theme.regular }, b: { fontFamily: theme.medium } };

            """,
        ])
        #expect(found.names == ["IBMPlexSans", "IBMPlexSans-Medium"])
        #expect(found.open == 0)
    }

    /// A comparison with a string that names no platform (`item.type === 'Services'`) is no test
    /// of the platform: the style under it is iOS's as much as under any other `if`, and a choice
    /// on it is either branch. Controls: a name compared with a platform's name, which the module
    /// does not bind to `Platform.OS`, still decides nothing.
    @Test func aComparisonWithAnotherStringIsNoPlatformTest() {
        let found = JavaScriptReaderTests.read([
            "List.tsx": """
            export const List = ({ items, mode }) => items.map((item) => {
              if (item.type === 'Services') {
                return <Text style={{ fontFamily: 'Inter-Bold' }}>{item.label}</Text>;
              }
              if ('compact' !== mode) { return <Text style={{ fontFamily: 'Inter-Light' }}>x</Text>; }
              const style = { fontFamily: mode === 'dense' ? 'Inter-Medium' : 'Inter-Regular' };
              if (mode === 'android') { return <Text style={{ fontFamily: 'Inter-Thin' }}>x</Text>; }
              return <Text style={style}>{item.label}</Text>;
            });

            """
        ])
        #expect(found.names == ["Inter-Bold", "Inter-Light", "Inter-Medium", "Inter-Regular"], "\(found.names)")
        #expect(found.open == 1)
    }

    /// An object `Platform.select` chooses is the platform's object, its members names like any
    /// object's: in the module, through an import and a default export, and nested (the parser keeps
    /// the choice for the module graph, which makes it for iOS).
    @Test func anObjectThePlatformChoosesIsThatPlatformsObject() {
        let found = JavaScriptReaderTests.read([
            "src/fonts.ts": """
            import { Platform } from 'react-native';
            export const fonts = Platform.select({ ios: { regular: 'Inter-Regular', title: { bold: 'Inter-Bold' } },
              android: { regular: 'inter_regular', title: { bold: 'inter_bold' } } });
            export default Platform.select({ default: { mono: 'Menlo' }, android: { mono: 'monospace' } });
            export const local = { a: { fontFamily: fonts.regular } };

            """,
            "src/Use.tsx": """
            import mono, { fonts } from './fonts';
            const s = { b: { fontFamily: fonts.title.bold }, c: { fontFamily: mono.mono } };

            """,
        ])
        #expect(found.names == ["Inter-Bold", "Menlo", "Inter-Regular"], "\(found.names)")
        #expect(found.open == 0)
    }
}
