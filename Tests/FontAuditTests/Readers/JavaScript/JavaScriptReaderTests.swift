import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 64: React Native's `fontFamily`, read from JavaScript and TypeScript and evaluated by the
/// one name evaluator: the names iOS takes, followed through constants, theme objects, imports and
/// re-exports; what only another platform takes, and what comes from props or hooks, never read as
/// a name.
@Suite struct JavaScriptReaderTests {
    /// The requests' names, and the open names' count, of `files` read together.
    static func read(_ files: [String: String]) -> (names: [String], open: Int, requests: [FontRequest]) {
        let texts = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) }
        let result = JavaScriptSourceReader().readTogether(texts)
        let sorted = result.requests.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return (sorted.map(\.name), result.dynamic.count, sorted)
    }

    @Test func literalsInStylesAndInlineStylesAreRequestsWhereTheValueIs() {
        let found = Self.read([
            "App.tsx": """
            import { StyleSheet, Text } from 'react-native';
            export const App = () => <Text style={{ fontFamily: "Inter-Bold" }}>Don't stop</Text>;
            const styles = StyleSheet.create({
              title: { fontSize: 12, 'fontFamily': 'Inter-Regular' },
            });

            """
        ])
        #expect(found.names == ["Inter-Bold", "Inter-Regular"])
        #expect(found.requests.map(\.line) == [2, 4])
        #expect(found.requests.map(\.column) == [53, 40])
        #expect(
            found.requests.allSatisfy { $0.source == .javaScript && $0.origin == .literal && $0.api == "fontFamily" })
    }

    /// An apostrophe in JSX text, a quote in a regular expression, a comment and a template's
    /// substitution start no string that would swallow the next name.
    @Test func textRegularExpressionsAndCommentsHideNoName() {
        let found = Self.read([
            "Screen.jsx": """
            const re = /'/g; // it's a comment with 'quotes'
            /* fontFamily: 'Commented-Out' */
            export default () => (
              <View>
                <Text>It's "quoted" text: fontFamily: 'NotCode'</Text>
                <Text style={{ fontFamily: `Inter-${'Bold'}` }}>{`it's ${count}`}</Text>
                <Text style={styles.a}>{x > 1 ? 'a' : "b"}</Text>
              </View>
            );
            const styles = { a: { fontFamily: 'Inter-Light' } };

            """
        ])
        #expect(found.names == ["Inter-Bold", "Inter-Light"])
    }

    /// Theme objects and constants across files: named and default exports, a barrel's
    /// `export *`, a namespace import, CommonJS, an alias, a template literal and `+`.
    @Test func constantsAndThemesAreFollowedAcrossModules() {
        let found = Self.read([
            "src/theme/fonts.ts": """
            const family = 'Inter';
            export const fonts = { bold: `${family}-Bold`, body: { regular: family + '-Regular' } } as const;
            export default fonts;

            """,
            "src/theme/index.ts": "export * from './fonts';\nexport { default as typography } from './fonts';\n",
            "src/legacy.js": "module.exports = { heading: 'Inter-Black' };\n",
            "src/screens/A.tsx": """
            import { fonts, typography } from '../theme';
            import * as Theme from '../theme/fonts';
            const { heading } = require('../legacy');
            const F = fonts;
            const styles = StyleSheet.create({
              a: { fontFamily: fonts.bold },
              b: { fontFamily: typography.body.regular },
              c: { fontFamily: Theme.fonts.bold },
              d: { fontFamily: heading },
              e: { fontFamily: F.body.regular },
            });

            """,
        ])
        #expect(found.names == ["Inter-Bold", "Inter-Regular", "Inter-Bold", "Inter-Black", "Inter-Regular"])
        #expect(found.open == 0)
        let followed = found.requests.first { $0.line == 6 }?.followed
        #expect(followed?.written == "fonts.bold")
        #expect(followed?.source.file == "src/theme/fonts.ts")
        #expect(found.requests.allSatisfy { $0.origin == nil })
    }

    /// What iOS takes of `Platform.select` and of tests on `Platform.OS`, directly or through a
    /// constant; an object only Android takes is not read at all.
    @Test func onlyWhatIOSTakesIsAName() {
        let found = Self.read([
            "Styles.ts": """
            import { Platform } from 'react-native';
            const isIOS = Platform.OS === 'ios';
            const isAndroid = Platform.OS == "android";
            export const styles = {
              a: { fontFamily: Platform.select({ ios: 'Inter-Bold', android: 'Inter_Bold' }) },
              b: { fontFamily: Platform.OS === 'android' ? 'Inter_Medium' : 'Inter-Medium' },
              c: { fontFamily: isIOS ? 'Inter-Light' : 'Inter_Light' },
              d: { fontFamily: !isAndroid ? 'Inter-Thin' : 'Inter_Thin' },
              e: Platform.select({ android: { fontFamily: 'sans-serif-medium' }, default: { fontFamily: 'Inter-Black' } }),
              f: Platform.OS === 'android' && { fontFamily: 'Inter_Heavy' },
              g: { fontFamily: Platform.select({ android: 'Inter_Heavy' }) },
              h: { fontFamily: someFlag ? 'Inter-Italic' : 'Inter-Regular' },
              i: { fontFamily: isTablet() && isIOS ? 'Inter-Bold' : 'Inter_Bold' },
            };

            """,
            // `Platform.OS` through a constant of another module, and a test the audit cannot decide.
            "utils/constants.ts":
                "import { Platform } from 'react-native';\nexport const PLATFORM = Platform.OS;\nexport const isWeb = PLATFORM === 'web';\n",
            "More.tsx": """
            import { PLATFORM, isWeb } from './utils/constants';
            const styles = {
              j: { fontFamily: PLATFORM === 'android' ? 'Inter_Mono' : undefined },
              k: PLATFORM === 'android' && { fontFamily: 'Inter_Semi' },
              l: { fontFamily: OS_NAME === 'ios' ? 'Inter-Semi' : 'Inter_Semi' },
              m: isWeb ? { fontFamily: 'Web-Font' } : { fontFamily: 'Inter-Heavy' },
              n: OS_NAME !== 'ios' && { fontFamily: 'Inter_Wide' },
            };

            """,
        ])
        #expect(
            found.names == [
                "Inter-Heavy", "Inter-Bold", "Inter-Medium", "Inter-Light", "Inter-Thin", "Inter-Black",
                "Inter-Italic", "Inter-Regular",
            ])
        // `isTablet() && isIOS ? …`, and a name compared with a platform's that no module binds
        // (`OS_NAME`), in a value and around an object: conditions the audit cannot decide: open.
        #expect(found.open == 3)
    }

    /// A value from props, state, a hook or a parameter stays open, also when the module has a
    /// binding of the same name; `System` and the run-time aliases of `useFonts` are no requests.
    @Test func valuesKnownOnlyAtRunTimeStayOpen() {
        let found = Self.read([
            "Card.tsx": """
            import { fonts } from './theme';
            import { useFonts } from 'expo-font';
            export function Card({ fontFamily }) {
              const [loaded] = useFonts({ Brand: require('./assets/Brand.ttf'), ...Ionicons.font });
              const theme = useTheme();
              return <Text style={[{ fontFamily }, { fontFamily: theme.fonts.bold }, { fontFamily: fontFamily }]} />;
            }
            function Row(fonts) { return { fontFamily: fonts.bold }; }
            sound.current.loadAsync(file); Image.loadAsync(uri, options);
            const a = { fontFamily: 'System' };
            const b = { fontFamily: 'Brand' };
            const c = { fontFamily: props.font || 'Inter-Regular' };

            """,
            "theme.ts": "export const fonts = { bold: 'Inter-Bold' };\n",
        ])
        #expect(found.names.isEmpty)
        // The shorthand `{ fontFamily }`, the hook's theme, the parameter, the module's `fonts`
        // rebound by `Row`'s parameter, and `props.font || …`.
        #expect(found.open == 5)
    }

    /// A theme member that names another object (`primary: fonts.gothamSsm`), asked through
    /// (`typography.primary.medium`): the value of the object it names.
    @Test func aMemberThatNamesAnotherObjectIsFollowed() {
        let found = Self.read([
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
        let found = Self.read([
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

        let spread = Self.read([
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

    /// Bad input never traps nor hangs: unterminated strings, templates and comments, deep
    /// nesting, a lone `<`, bytes that are not UTF-8.
    @Test func badInputGivesLessNeverATrap() {
        let inputs: [[UInt8]] = [
            Array("const a = { fontFamily: 'Inter-Bold".utf8),
            Array("const a = `${`${`${".utf8),
            Array("/* fontFamily: 'A'".utf8),
            Array(String(repeating: "{", count: 5000).utf8) + Array("fontFamily: 'X'".utf8),
            Array(String(repeating: "`${", count: 3000).utf8),
            Array(String(repeating: "<a>{", count: 3000).utf8),
            Array("x = a < b; y = <".utf8),
            [0xFF, 0xFE, 0x00, 0x27, 0x60, 0x2F],
        ]
        for bytes in inputs {
            let module = JavaScriptModuleScanner.scan(bytes, path: "bad.js")
            #expect(module.requests.count <= 1)
        }
        // Minified code (a bundle committed by mistake) is skipped whole; the same names written
        // by hand are read.
        let minified = Array(
            String(repeating: "var a={fontFamily:\"X\"+b,c:function(){return 1}};", count: 12_000).utf8)
        #expect(JavaScriptSourceReader.scan(minified, path: "vendor.js").requests.isEmpty)
        let written = Array(String(repeating: "var a = { fontFamily: 'X' };\n", count: 30_000).utf8)
        #expect(JavaScriptSourceReader.scan(written, path: "styles.js").requests.count == 30_000)
    }
}

/// A review's cases (issue 64): each was a name iOS never takes, or a value the code does not
/// hold, reported as a request.
@Suite struct JavaScriptReviewCasesTests {
    @Test func whatIOSNeverTakesIsNoName() {
        let found = JavaScriptReaderTests.read([
            "Styles.tsx": """
            import { Platform } from 'react-native';
            const isIOS = Platform.OS === 'ios';
            const isAndroid = !isIOS;
            export const a = Platform.select({ ios: { fontFamily: 'A-Ios' }, default: { fontFamily: 'A-Default' } });
            export const b = Platform.select({ native: { fontFamily: 'B-Native' }, default: { fontFamily: 'B-Default' } });
            export function c() {
              if (Platform.OS === 'android') { return { fontFamily: 'C-Android' }; }
              if (!isIOS) return { fontFamily: 'C-NotIos' };
              return { fontFamily: 'C-Ios' };
            }
            export const d = [!isIOS && { fontFamily: 'D-Not' }, isIOS || { fontFamily: 'D-Or' }];
            export const e = !isAndroid ? { fontFamily: 'E-Ios' } : { fontFamily: 'E-Android' };
            export const f = { fontFamily: "F\\u002DEscaped", other: 'F\\x2DHex' };
            const g = { bold: 'G-First', bold: 'G-Last' };
            export const h = { fontFamily: g.bold };
            const T = { bold: 'T-Bold' };
            export const i = { fontFamily: T.bold ?? 'T-Never' };

            """
        ])
        #expect(found.names.sorted() == ["A-Ios", "B-Native", "C-Ios", "E-Ios", "F-Escaped", "G-Last", "T-Bold"])
        #expect(found.open == 0)
    }

    /// A file Metro replaces on iOS (`Label.tsx` beside `Label.ios.tsx`), and test-only files, are
    /// not the app's.
    @Test func filesIOSDoesNotRunAreNotRead() {
        let paths = [
            "src/Label.tsx", "src/Label.ios.tsx", "src/Btn.tsx", "src/Btn.native.tsx", "src/Pill.native.tsx",
            "src/Pill.ios.tsx", "src/Only.tsx", "jest.setup.js", "jest/setup.js", "src/login.cy.ts", ".detoxrc.js",
        ]
        var tree = TreeSurvey.Tree()
        tree.scripts = paths
        #expect(
            ReactNativeApp.sources(survey: tree).sorted() == [
                "src/Btn.native.tsx", "src/Label.ios.tsx", "src/Only.tsx", "src/Pill.ios.tsx",
            ])
    }
}
