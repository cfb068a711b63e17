import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Styles and names a function of the app's builds (`textStyle('title', 'bold')`), followed for
/// the arguments each call writes; a call whose result depends on what the audit does not know
/// stays open, and a call of no function of the app's asks nothing.
@Suite struct JavaScriptCallTests {
    /// A helper of the kind design systems write: defaults, a parameter given a value when it is
    /// missing, a member chosen by a condition, spreads of module objects indexed by the
    /// arguments, a `switch` on a member that suffixes the family. Each call's family and weight
    /// are the ones the app computes, and the object's own `fontStyle` after the spread wins.
    static let helper = """
        import { StyleSheet } from 'react-native';
        type Kind = 'title' | 'body';
        const families = StyleSheet.create({ serif: { fontFamily: 'Lora' }, sans: { fontFamily: 'Karla' } });
        const weights = { bold: { fontWeight: '700' }, book: { fontWeight: '400' }, thin: { fontWeight: 300 } };
        const sizes = { 10: { fontSize: 12 }, 20: { fontSize: 16, lineHeight: 20 } };

        export function textStyle(kind: Kind = 'body', size = 10, weight?: keyof typeof weights) {
          if (!weight) {
            weight = kind === 'title' ? 'bold' : 'book';
          }
          const family = kind === 'title' && size > 10 ? families.serif : families.sans;
          const style: Record<string, unknown> = { ...family, ...sizes[size], ...weights[weight] };
          switch (style.fontWeight) {
            case '700':
              style.fontFamily = `${style.fontFamily}-Bold`;
              break;
            case 300:
            case '300':
              style.fontFamily = style.fontFamily + '-Thin';
              break;
            default:
              break;
          }
          return style;
        }

        """

    @Test func aHelpersStyleIsFollowedForEachCall() {
        let found = JavaScriptReaderTests.read([
            "src/type.ts": Self.helper,
            "src/Card.tsx": """
            import { textStyle } from './type';
            const styles = StyleSheet.create({
              heading: { ...textStyle('title', 20) },
              small: { ...textStyle('title') },
              body: { color: 'red', ...textStyle() },
              note: { ...textStyle('body', 10, 'thin'), fontStyle: 'italic' },
              loud: { ...textStyle('body', 20, 'book'), fontWeight: 'bold' },
              quote: { fontStyle: 'italic' as const, ...textStyle() },
            });

            """,
        ])
        // The helper's own module objects are requests too (`src/type.ts:3`).
        #expect(found.names == ["Lora-Bold", "Karla-Bold", "Karla", "Karla-Thin", "Karla", "Karla", "Lora", "Karla"])
        let calls = found.requests.filter { $0.file == "src/Card.tsx" }
        #expect(calls.map(\.line) == [3, 4, 5, 6, 7, 8])
        #expect(calls.map(\.traits.bold) == [true, true, false, false, true, false])
        #expect(calls.map(\.traits.weight) == [nil, nil, nil, "light", nil, nil])
        // The object's own `fontStyle`, before the spread or after it, `as const` or not.
        #expect(calls.map(\.traits.italic) == [false, false, false, true, false, true])
        #expect(calls.allSatisfy { $0.origin == nil })
        #expect(found.open == 0)
    }

    /// Controls: an argument the audit does not know (a prop) that decides the family is open,
    /// counted once; a call of a package's function, or of a function of the app's that builds
    /// no family, asks nothing; a branch not taken may hold anything.
    @Test func whatTheArgumentsDoNotDecideStaysOpen() {
        let found = JavaScriptReaderTests.read([
            "src/type.ts": Self.helper,
            "src/fonts.ts": """
            const BRAND = 'Lora';
            export const fontFor = (weight) => {
              if (weight === 'bold') return BRAND + '-Bold';
              if (weight === 'odd') return computeAtRunTime(weight);
              return BRAND;
            };
            export const spacing = (n) => ({ padding: n * 4 });
            export const looped = (names) => { for (const n of names) { return { fontFamily: n } } };

            """,
            "src/Row.tsx": """
            import { textStyle } from './type';
            import { fontFor, spacing, looped } from './fonts';
            import { shadow } from 'some-kit';
            export const Row = ({ kind }) => {
              const styles = StyleSheet.create({
                a: { ...textStyle(kind, 20) },
                f: { ...textStyle('body') },
                b: { ...shadow(2), ...spacing(2) },
                c: { fontFamily: fontFor('bold') },
                d: { fontFamily: fontFor('regular') },
                e: { ...looped(['Lora']) },
              });
            };

            """,
        ])
        #expect(found.names == ["Karla", "Lora-Bold", "Lora", "Lora", "Karla"])
        #expect(found.requests.filter { $0.file == "src/Row.tsx" }.map(\.line) == [7, 9, 10])
        // Open, each counted once where it is asked: `textStyle(kind, 20)` (a function that builds
        // a family for `textStyle('body')`), and the loop's own `fontFamily: n`. The call of the
        // loop is not counted again: the function never gives a family the audit can tell.
        #expect(found.open == 2)
    }

    /// A function that changes a module's binding or object, changes an object another name
    /// holds, or calls what may change anything, is not followed: its result may not be what its
    /// text says.
    @Test func aFunctionWithEffectsIsNotFollowed() {
        let found = JavaScriptReaderTests.read([
            "src/fonts.ts": """
            let current = 'Lora';
            export function pick(bold) {
              current = bold ? 'Lora-Bold' : 'Lora';
              return { fontFamily: current };
            }
            export function logged(bold) {
              console.log(bold);
              return { fontFamily: 'Karla' };
            }
            const base = { fontFamily: 'Lora' };
            export function aliased(bold) {
              const a = { fontFamily: 'Lora' };
              const b = a;
              b.fontFamily = 'Lora-Bold';
              return a;
            }
            export function changesTheModules(bold) {
              const s = base;
              s.fontFamily = 'Lora-Bold';
              return { ...s };
            }

            """,
            "src/A.tsx": """
            import { pick, logged, aliased, changesTheModules } from './fonts';
            const styles = { a: { ...pick(true) }, b: { ...logged(true) }, c: { ...aliased(true) }, d: { ...changesTheModules(true) } };

            """,
        ])
        // The literals in the functions are requests of their own, and `{ fontFamily: current }`
        // is open where it is written; the calls give nothing more. JavaScript's objects are
        // shared: `aliased` returns 'Lora-Bold' through `b`, which a copy would miss, and
        // `changesTheModules` changes the module's `base` for every later reader.
        #expect(found.requests.allSatisfy { $0.file == "src/fonts.ts" })
        #expect(found.open == 1)
    }
}
