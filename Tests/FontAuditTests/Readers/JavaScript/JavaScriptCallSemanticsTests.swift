import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// What a followed function gives is what JavaScript gives, or open: never another value. Each
/// case below is a way the first build of the evaluator took a wrong value (found in review), and
/// a crash and a hang it had.
@Suite struct JavaScriptCallSemanticsTests {
    /// The requests `use` makes of the functions of `lib`, as `name` (or `name+bold`, `+italic`).
    static func asked(_ lib: String, _ use: String) -> [String] {
        let found = JavaScriptReaderTests.read(["src/lib.ts": lib, "src/Use.tsx": use])
        return found.requests.filter { $0.file == "src/Use.tsx" }.map { request in
            request.name + (request.traits.bold ? "+bold" : "") + (request.traits.italic ? "+italic" : "")
        }
    }

    @Test func trueIsNotFalse() {
        #expect(
            Self.asked(
                """
                export const typo = (v, italic) => ({ fontFamily: italic ? 'Lora-Italic' : 'Lora' });
                const ITALIC = true;
                export function fixed(v) { if (ITALIC) { return { fontFamily: 'Lora-Italic' } } return { fontFamily: 'Lora' } }
                export const byDefault = (v, italic = true) => ({ fontFamily: italic ? 'Lora-Italic' : 'Lora' });
                """,
                """
                import { typo, fixed, byDefault } from './lib';
                const s = { a: { ...typo('Body', true) }, b: { ...fixed('Body') }, c: { ...byDefault('Body', undefined) } };
                """
            ).allSatisfy { $0 == "Lora-Italic" })
    }

    @Test func whatFollowsAnExpressionIsNotDropped() {
        #expect(
            Self.asked(
                """
                const F = { bold: 'Lora-Bold' };
                export function fam(w) { return w in F ? F[w] : 'Karla' }
                export const fam2 = (w) => w in F ? F[w] : 'Karla';
                export function fam3(w) { return 'Lora-Black', 'Karla' }
                export const w = (n) => n * 100;
                export const typo = (n) => ({ fontFamily: 'Lora', fontWeight: w(n) });
                """,
                """
                import { fam, fam2, fam3, typo } from './lib';
                const s = { a: { fontFamily: fam('Lora-Black') }, b: { fontFamily: fam2('Lora-Black') },
                  c: { fontFamily: fam3('x') }, d: { ...typo(7) } };
                """
            ).allSatisfy { $0 == "Karla" || $0 == "Lora+bold" })
    }

    @Test func sharedObjectsAreNotCopies() {
        #expect(
            Self.asked(
                """
                function bolden(s) { s.fontFamily = 'Lora-Bold'; return 1 }
                export function viaCallee() {
                  const st = { fontFamily: 'Lora' };
                  const n = bolden(st);
                  return st;
                }
                export function viaShadow() {
                  let s = { fontFamily: 'Lora' };
                  let t = s;
                  { let s = 1; t.fontFamily = 'Lora-Bold'; }
                  return s;
                }
                const fam = 'Karla';
                export function hoisted(bold) {
                  if (bold) { var fam = 'Lora-Bold' }
                  return { fontFamily: fam };
                }
                """,
                """
                import { viaCallee, viaShadow, hoisted } from './lib';
                const s = { a: { ...viaCallee() }, b: { ...viaShadow() }, c: { ...hoisted(1) } };
                """
            ).allSatisfy { $0 == "Lora-Bold" })
    }

    /// A module's value that may be one of several is not one value inside a function.
    @Test func aMaybeIsNotACertainty() {
        #expect(
            Self.asked(
                """
                const USE = false;
                const EXTRA = USE && 'Lora-Bold';
                const T = Math.random() > 0.5 ? undefined : 'Lora-Phone';
                export function typo() { return { fontFamily: EXTRA || 'Karla' } }
                export function typo2() { return { fontFamily: T ?? 'Karla' } }
                """,
                """
                import { typo, typo2 } from './lib';
                const s = { a: { ...typo() }, b: { ...typo2() } };
                """
            ).allSatisfy { $0 == "Karla" })
    }

    /// Controls: what the evaluator does read gives JavaScript's value.
    @Test func switchesDefaultsTemplatesAndOptionalChains() {
        #expect(
            Self.asked(
                """
                export function fam(w) {
                  let f = 'A';
                  switch (w) {
                    case 'x': f = 'Lora-X'; break;
                    default: f = 'Lora-D';
                    case 'y': f = f + '-Y'; break;
                  }
                  return f;
                }
                export const a = (o) => o?.f ?? 'Lora-Null';
                export function b(x, y = x + '-Bold') { return y }
                export function d(n) { return 'Lora-' + (n + 1) }
                export function c(n) { return `Lora-${n}` }
                """,
                """
                import { fam, a, b, c, d } from './lib';
                const s = { a: { fontFamily: fam('z') }, b: { fontFamily: fam('y') }, c: { fontFamily: a(null) },
                  d: { fontFamily: b('Lora') }, e: { fontFamily: d('1') }, f: { fontFamily: c(1e21) } };
                """
            ) == ["Lora-D-Y", "A-Y", "Lora-Null", "Lora-Bold", "Lora-11"])
    }

    /// A style array is a JSX attribute's, not an assignment's.
    @Test func anAssignedArrayIsNoStyleArray() {
        let found = JavaScriptReaderTests.read([
            "src/A.tsx": """
            const styles = StyleSheet.create({ t: { fontFamily: 'Lora' }, i: { fontStyle: 'italic' } });
            const titleStyle = [styles.t, styles.i];
            export const A = () => <Text style={[styles.t, styles.i]}>x</Text>;
            """
        ])
        #expect(found.requests.map(\.line) == [1, 3])
    }

    @Test func aDefaultThatCallsItsFunctionEnds() {
        let found = JavaScriptReaderTests.read([
            "src/lib.ts": "export function f(a = `${f()}`) { return { fontFamily: 'Lora' } }\n",
            "src/Use.tsx": "import { f } from './lib';\nconst s = { a: { ...f() } };\n",
        ])
        #expect(found.requests.allSatisfy { $0.file == "src/lib.ts" })
    }

    @Test func anObjectHeldManyTimesOverEnds() {
        var lines = ["export function typo() {", "  let a = { fontFamily: 'Lora' };"]
        for _ in 0..<20 { lines.append("  a = { x: a, y: a, z: a, w: a };") }
        lines += ["  a.fontFamily = 'Lora-Bold';", "  return a;", "}"]
        let found = JavaScriptReaderTests.read([
            "src/lib.ts": lines.joined(separator: "\n") + "\n",
            "src/Use.tsx": "import { typo } from './lib';\nconst s = { a: { ...typo() } };\n",
        ])
        #expect(found.requests.filter { $0.file == "src/Use.tsx" }.allSatisfy { $0.name == "Lora-Bold" })
    }
}
