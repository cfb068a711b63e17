import FontInspectorModel
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

    /// A file Metro replaces on iOS (`Label.tsx` beside `Label.ios.tsx`), test-only files, a tool's
    /// configuration and the native projects are not the app's (Android's at any depth); a folder of
    /// screens named like another platform is, and so is a configuration the app imports
    /// (`tamagui.config.ts`).
    @Test func filesIOSDoesNotRunAreNotRead() {
        let paths = [
            "src/Label.tsx", "src/Label.ios.tsx", "src/Btn.tsx", "src/Btn.native.tsx", "src/Pill.native.tsx",
            "src/Pill.ios.tsx", "src/Only.tsx", "jest.setup.js", "jest/setup.js", "src/login.cy.ts", ".detoxrc.js",
            // The native projects are the top level's; a folder of screens named `windows` is code.
            "ios/Pods/X/index.js", "windows/App/main.js", "src/windows/Overview.tsx", "src/__tests__/A.tsx",
            "src/components/android/Header.tsx", "src/ios/Haptics.ts",
            "metro.config.js", "tailwind.config.ts", "uno.config.ts", "src/tamagui.config.ts",
        ]
        var tree = TreeSurvey.Tree()
        tree.scripts = paths
        #expect(
            ReactNativeApp.sources(survey: tree).sorted() == [
                "src/Btn.native.tsx", "src/Label.ios.tsx", "src/Only.tsx", "src/Pill.ios.tsx", "src/ios/Haptics.ts",
                "src/tamagui.config.ts", "src/windows/Overview.tsx",
            ])
    }

    /// Metro's rule asked of each file by name, the reference ``ReactNativeApp/PlatformVariants``
    /// is held to: `Label.tsx` is replaced beside `Label.ios.tsx` or `Label.native.tsx`,
    /// `Label.native.tsx` beside `Label.ios.tsx`.
    static func isReplacedOnIOS(_ path: String, among paths: Set<String>) -> Bool {
        let ext = FileName.pathExtension(of: path)
        let base = String(path.dropLast(ext.count + 1))
        let platform = FileName.pathExtension(of: base)
        guard platform != "ios" else { return false }
        let stem = platform == "native" ? String(base.dropLast(".native".count)) : base
        let others = platform == "native" ? [".ios"] : [".ios", ".native"]
        return others.contains { suffix in
            ["js", "jsx", "ts", "tsx"].contains { paths.contains(stem + suffix + "." + $0) }
        }
    }

    /// The variants found once (``ReactNativeApp/PlatformVariants``) answer as each file asked by
    /// name does (``isReplacedOnIOS(_:among:)``), over every mix of platform, extension and case.
    @Test func platformVariantsAnswerAsEachFileIsAsked() {
        // U+0600 joins the dot after it into one character (found in review).
        let stems = ["src/A", "src/B", "src/C", "lib/D", "E", "src/F\u{600}"]
        let platforms = ["", ".ios", ".native", ".android", ".IOS", ".Native", ".ios\u{600}", ".native\u{600}"]
        let extensions = ["js", "jsx", "ts", "tsx", "TSX", "json", "mjs"]
        var generator = SeededGenerator(seed: 73)
        var paths: [String] = []
        for stem in stems {
            for platform in platforms {
                for ext in extensions where Int.random(in: 0..<3, using: &generator) == 0 {
                    paths.append("\(stem)\(platform).\(ext)")
                }
            }
        }
        let all = Set(paths)
        let variants = ReactNativeApp.PlatformVariants(paths)
        var replaced = 0
        for path in paths {
            let expected = Self.isReplacedOnIOS(path, among: all)
            #expect(variants.replaces(path, extension: FileName.pathExtension(of: path)) == expected, "\(path)")
            if expected { replaced += 1 }
        }
        // The mix holds files replaced and files not.
        #expect(replaced > 3 && replaced < paths.count - 3, "\(replaced) of \(paths.count)")
    }
}
