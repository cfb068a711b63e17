import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// Issue 83: react-native-paper's components whose text is its `Text` in the theme's font, styled
/// by an attribute of their own (`<Card.Title titleStyle={…}>`, `<Button labelStyle={…}>`): that
/// attribute's weight asks the theme's family, on both platforms. A component's container `style`
/// and an attribute Paper does not give its text stay silent.
@Suite struct ReactNativePaperPropsTests {
    /// An Expo app with react-native-paper and `assets/GlyphTest-Regular.ttf` (the test's font).
    static func paperApp() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write(
            "package.json",
            #"{ "dependencies": { "expo": "53.0.0", "react-native": "0.79.0", "react-native-paper": "5.14.0" } }"#)
        try folder.write("app.json", #"{ "expo": { "name": "A" } }"#)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Glyphs/GlyphTest-Regular.ttf"),
            to: folder.url.appendingPathComponent("assets/GlyphTest-Regular.ttf"))
        return folder
    }

    @Test func aPaperComponentsTextStyleAsksTheThemesFamily() async throws {
        let folder = try Self.paperApp()
        try folder.write(
            "src/fonts.ts",
            """
            import { configureFonts } from 'react-native-paper';
            export const fonts = configureFonts({ config: { fontFamily: 'Seoyun' } });
            """)
        try folder.write(
            "src/Card.tsx",
            """
            import { useFonts } from 'expo-font';
            import { StyleSheet } from 'react-native';
            import { Appbar, Button, Card, List, Title } from 'react-native-paper';
            import Row from './Row';

            export default function JournalCard() {
              const [loaded] = useFonts({ Seoyun: require('../assets/GlyphTest-Regular.ttf') });
              return (
                <Card style={{ fontWeight: 'bold' }}>
                  <Card.Title title="Mon" titleStyle={styles.title} style={{ fontWeight: 'bold' }} />
                  <Button labelStyle={{ fontStyle: 'italic' }}>Save</Button>
                  <List.Item title="x" titleStyle={{ fontWeight: '500' }} contentStyle={{ fontWeight: 'bold' }} />
                  <Row titleStyle={{ fontWeight: 'bold' }} />
                  <Title style={{ fontWeight: 'bold' }}>MD2 only</Title>
                  <Appbar.Content title="t" subtitleStyle={{ fontStyle: 'italic' }} />
                </Card>
              );
            }

            const styles = StyleSheet.create({
              title: {
                fontWeight: 'bold',
              },
            });
            """)
        try folder.write("src/Row.tsx", "export default function Row() { return null; }\n")
        let (_, result) = try await Auditor().audit(path: folder.url.path)
        let android = result.findings.filter { $0.platform == "android" }.map {
            "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "")"
        }
        // Card.Title's titleStyle (bold, in the file's StyleSheet) and Button's labelStyle (italic);
        // List.Item's 500 is regular on Android; the container styles, an app's own component's
        // `titleStyle`, and what takes the theme's font on MD2 alone (`Title`, Appbar's subtitle)
        // ask nothing.
        #expect(
            android.sorted() == [
                "font-variant-missing src/Card.tsx:11 Seoyun",
                "font-variant-missing src/Card.tsx:22 Seoyun",
            ])
        let title = try #require(result.findings.first { $0.platform == "android" && $0.line == 22 })
        #expect(title.message.contains("looks for the asset `fonts/Seoyun_bold.ttf`"))
        #expect(title.notes.first?.contains("react-native-paper's theme (configureFonts)") == true)
    }
}
