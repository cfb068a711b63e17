import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 83: a file that writes no `fontFamily` of its own but spreads or lists a shared style
/// that holds one asks that family in its own style (Rocket.Chat's `{ fontStyle: 'italic',
/// ...sharedStyles.textRegular }`): it is read, though no word of it names a font.
@Suite struct JavaScriptStyleUsersTests {
    static let shared = """
        import { Platform, StyleSheet } from 'react-native';
        export default StyleSheet.create({
          container: { flex: 1 },
          textRegular: {
            ...Platform.select({ ios: { fontFamily: 'Inter' }, android: { fontFamily: 'Inter-Regular' } })
          },
        });
        """

    @Test func aSpreadOfASharedStyleIsReadWhereItIsWritten() {
        let found = JavaScriptReaderTests.read([
            "app/views/Styles.ts": Self.shared,
            "app/message/styles.ts": """
            import { StyleSheet } from 'react-native';
            import sharedStyles from '../views/Styles';
            export default StyleSheet.create({
              startedDiscussion: { fontStyle: 'italic', fontSize: 16, lineHeight: 20, ...sharedStyles.textRegular },
            });
            """,
            "app/message/list.ts": """
            import { StyleSheet } from 'react-native';
            import sharedStyles from '../views/Styles';
            export default StyleSheet.create({ row: { ...sharedStyles.container } });
            """,
        ])
        let used = found.requests.filter { $0.file == "app/message/styles.ts" }
        #expect(used.map { "\($0.name) \($0.line) \($0.traits.italic)" } == ["Inter 4 true"])
        // The file that uses only a style with no family asks none.
        #expect(!found.requests.contains { $0.file == "app/message/list.ts" })
    }

    @Test func theKeysOfStylesWithAFamilyAreTheNeedles() {
        let module = JavaScriptModuleScanner.scan(Array(Self.shared.utf8), path: "app/views/Styles.ts")
        #expect(JavaScriptSourceReader.familyStyleKeys(of: module) == ["textRegular"])
    }
}
