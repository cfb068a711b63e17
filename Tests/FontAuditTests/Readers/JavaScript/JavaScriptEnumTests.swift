import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// A TypeScript `enum` is an object of its members (issue 82): `Font.Medium` of `enum Font {
/// Medium = \`${family}-SemiBold\` }` is that name, in the module and through an import. What an
/// enum does not give a string stays open: a numeric member, an ambient (`declare`) enum, a member
/// the enum lacks.
@Suite struct JavaScriptEnumTests {
    static let fonts = """
        const montserrat = 'Montserrat';
        export enum Font {
          Regular = `${montserrat}-Medium`, // 500
          Medium = `${montserrat}-SemiBold`,
          Bold = "Montserrat-Bold",
          Same = Bold,
        }
        export const enum Mono { Code = 'JetBrainsMono-Regular' }
        enum Merged { A = 'Lora-Regular' }
        enum Merged { B = 'Lora-Bold' }
        export enum Weight { Light, Heavy }
        export declare enum Ambient { X = 'Karla' }
        declare enum Local { Y = 'Karla' }
        export const styles = { a: { fontFamily: Font.Regular }, m: { fontFamily: Merged.A }, n: { fontFamily: Merged.B }, l: { fontFamily: Local.Y } };
        """

    @Test func anEnumsMembersAreItsNames() {
        let found = JavaScriptReaderTests.read([
            "src/fonts.ts": Self.fonts,
            "src/Use.tsx": """
            import { Font, Mono, Weight, Ambient } from './fonts';
            const s = {
              a: { fontFamily: Font.Medium },
              b: { fontFamily: Font.Same },
              c: { fontFamily: Mono.Code },
              d: { fontFamily: Weight.Light },
              e: { fontFamily: Ambient.X },
              f: { fontFamily: Font.Missing },
            };
            """,
        ])
        let names = found.requests.map { "\($0.file):\($0.line) \($0.name)" }
        #expect(names.contains("src/fonts.ts:14 Montserrat-Medium"), "\(names)")
        #expect(names.contains("src/fonts.ts:14 Lora-Regular"), "\(names)")
        #expect(names.contains("src/fonts.ts:14 Lora-Bold"), "\(names)")
        #expect(names.contains("src/Use.tsx:3 Montserrat-SemiBold"), "\(names)")
        #expect(names.contains("src/Use.tsx:4 Montserrat-Bold"), "\(names)")
        #expect(names.contains("src/Use.tsx:5 JetBrainsMono-Regular"), "\(names)")
        // Controls: a number, an ambient enum and a member the enum lacks name no font.
        #expect(!names.contains("src/fonts.ts:14 Karla"), "\(names)")
        #expect(!names.contains { $0.hasPrefix("src/Use.tsx:6 ") || $0.hasPrefix("src/Use.tsx:7 ") }, "\(names)")
        #expect(!names.contains { $0.hasPrefix("src/Use.tsx:8 ") && $0.hasSuffix("Montserrat") }, "\(names)")
    }
}
