import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// A style array is flattened as React Native flattens it: the family one element gives is asked
/// with the `fontStyle` and `fontWeight` a later (or earlier) element gives, at that trait's line.
@Suite struct JavaScriptStyleArrayTests {
    @Test func aTraitOfAnotherElementIsAskedOfTheFamily() {
        let found = JavaScriptReaderTests.read([
            "src/Review.tsx": """
            import { StyleSheet, Text } from 'react-native';
            export const Review = ({ faded, extra }) => (
              <>
                <Text style={[styles.content, { color: 'gray', fontStyle: 'italic' }]}>a</Text>
                <Text style={[styles.content, styles.heavy]}>b</Text>
                <Text style={[styles.content, faded && styles.heavy]}>c</Text>
                <Text style={[styles.content, extra]}>d</Text>
                <Text style={[styles.content, { color: 'red' }]}>e</Text>
                <Text titleStyle={[styles.heavy, styles.content, { fontStyle: 'normal' }]}>f</Text>
              </>
            );
            const styles = StyleSheet.create({
              content: { fontFamily: 'Lora-Book', fontSize: 14 },
              heavy: { fontWeight: '800' },
            });

            """
        ])
        // The style's own request (line 13), then the arrays that ask a trait of it: line 4's
        // italic, line 5's weight, line 6's when `faded` (a style used under a condition is still
        // used, as a name is), and line 9's weight (an earlier element's, which the family's element
        // does not override). A prop, or no trait: nothing more.
        let arrays = found.requests.filter { $0.line != 13 }
        #expect(found.names.filter { $0 == "Lora-Book" }.count == 5)
        #expect(arrays.map(\.line) == [4, 5, 6, 9])
        #expect(arrays.map(\.traits.italic) == [true, false, false, false])
        #expect(arrays.map(\.traits.weight) == [nil, "heavy", "heavy", "heavy"])
        #expect(arrays.allSatisfy { $0.origin == nil })
        #expect(found.open == 0)
    }

    /// An array under a condition on a value (`if (!content)`) is read; one in a branch only
    /// Android takes is not.
    @Test func anArrayInABranchIOSTakesIsRead() {
        let found = JavaScriptReaderTests.read([
            "src/Note.tsx": """
            import { Platform, StyleSheet, Text } from 'react-native';
            export function Note({ content }) {
              if (!content) {
                return <Text style={[styles.content, { fontStyle: 'italic' }]}>none</Text>;
              }
              if (Platform.OS === 'android') {
                return <Text style={[styles.content, { fontWeight: 'bold' }]}>{content}</Text>;
              }
              return null;
            }
            const styles = StyleSheet.create({ content: { fontFamily: 'Lora-Book' } });

            """
        ])
        #expect(found.requests.map(\.line) == [4, 11])
        #expect(found.requests.map(\.traits.italic) == [true, false])
        #expect(found.requests.allSatisfy { !$0.traits.bold })
    }
}
