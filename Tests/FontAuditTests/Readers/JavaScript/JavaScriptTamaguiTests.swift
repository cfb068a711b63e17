import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Tamagui's fonts (issue 82): on native, Tamagui gives React Native a `createFont` font's face
/// for the text's weight and style, or its family as written, in place of a `$token`. So the names
/// asked for are those `createFont` writes, each where it is written; a token the app's
/// `createTamagui` defines is never a name React Native looks up, and any other token is open.
@Suite struct JavaScriptTamaguiTests {
    static let config = """
        import { createFont, createTamagui } from 'tamagui'
        const face: FontFace = {
          400: { normal: 'Lora-Regular', italic: 'Lora-Italic' },
          700: { normal: 'Lora-Bold, Lora' },
        }
        const bodyFont = createFont({
          family: 'Lora',
          size: { 1: 12 },
          face,
        })
        const monoFont = createFont({ family: 'Menlo', face: { 400: { normal: 'Menlo-Regular' } } })
        export const config = createTamagui({ fonts: { body: bodyFont, mono: monoFont } })
        """

    @Test func createFontsNamesAreAskedWhereTheyAreWritten() {
        let found = JavaScriptReaderTests.read([
            "src/tamagui.config.ts": Self.config,
            "src/Text.tsx": """
            import { styled, Text } from 'tamagui'
            export const Body = styled(Text, { fontFamily: '$body', fontWeight: '700' })
            export const Code = styled(Text, { fontFamily: '$mono' })
            export const Other = styled(Text, { fontFamily: '$heading' })
            export const Plain = styled(Text, { fontFamily: 'Georgia' })
            """,
        ])
        let names = found.requests.map { "\($0.file):\($0.line) \($0.name)" }
        #expect(
            names == [
                "src/Text.tsx:5 Georgia",
                "src/tamagui.config.ts:3 Lora-Regular", "src/tamagui.config.ts:3 Lora-Italic",
                "src/tamagui.config.ts:4 Lora-Bold, Lora", "src/tamagui.config.ts:7 Lora",
                "src/tamagui.config.ts:11 Menlo", "src/tamagui.config.ts:11 Menlo-Regular",
            ], "\(names)")
        // Tamagui drops the weight and style of a face it picks: the names ask for none.
        #expect(found.requests.allSatisfy { !$0.traits.bold && !$0.traits.italic && $0.traits.weight == nil })
        // `$heading` is no font of the app's createTamagui: open, never called unknown.
        #expect(found.open == 1)
    }

    /// Controls: without Tamagui, a `$` name is a name like any other, and a `createFont` of
    /// another library is not read.
    @Test func withoutTamaguiNothingChanges() {
        let found = JavaScriptReaderTests.read([
            "src/fonts.ts": """
            import { createFont } from './local'
            export const f = createFont({ family: 'Lora', face: { 400: { normal: 'Lora-Regular' } } })
            """,
            "src/A.tsx": "export const s = { a: { fontFamily: '$body' } };\n",
        ])
        #expect(found.names == ["$body"])
    }

    /// A token of a font whose names the audit did not read (Tamagui's own `createInterFont()`, a
    /// font another module makes, a face it cannot read) is open, never dropped as checked.
    @Test func aTokenOfAFontNotReadIsOpen() {
        let found = JavaScriptReaderTests.read([
            "src/tamagui.config.ts": """
            import { createFont, createTamagui } from 'tamagui'
            import { createInterFont } from '@tamagui/font-inter'
            import { headingFace } from './faces'
            const bodyFont = createInterFont()
            const headingFont = createFont({ family: 'Lora', face: headingFace })
            export const config = createTamagui({ fonts: { body: bodyFont, heading: headingFont } })
            """,
            "src/Text.tsx": """
            export const a = { fontFamily: '$body' }
            export const b = { fontFamily: '$heading' }
            """,
        ])
        #expect(found.names == ["Lora"], "\(found.names)")
        #expect(found.open == 2)
    }
}
