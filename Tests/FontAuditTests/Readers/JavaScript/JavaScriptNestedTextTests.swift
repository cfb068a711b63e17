import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// Nested text (issue 83): a `<Text>` inside a text element takes its family and writes its own
/// weight and italic on top of the parents'. Followed through unstyled `<Text>`s and a child's
/// `{…}`, and through a JSX value held in a variable or returned by a function and shown inside a
/// styled text element; stopped by any element that is not text, and by an attribute's JSX.
@Suite struct JavaScriptNestedTextTests {
    /// The inherited requests of `source` (one file), as `name line bold italic`, sorted.
    static func inherited(_ source: String) -> [String] {
        JavaScriptReaderTests.read(["App.tsx": source]).requests.filter(\.inherited).map {
            let weight = $0.traits.weight.map { " " + $0 } ?? ""
            return "\($0.name) \($0.line)\($0.traits.bold ? " bold" : "")\(weight)\($0.traits.italic ? " italic" : "")"
        }.sorted()
    }

    @Test func aHeldValueTakesTheFamilyOfTheElementThatShowsIt() throws {
        let source = """
            import { Text, View } from 'react-native';
            import { ListItem } from '@rneui/themed';
            export default function Row({ memo }) {
              let subTitle = 'Paid';
              subTitle = (
                <Text>
                  Paid: {memo ? <Text style={{ fontStyle: 'italic' }}>{memo}</Text> : ''}
                </Text>
              );
              return (
                <View>
                  <ListItem.Subtitle style={{ color: 'gray', fontFamily: 'Brand-Book' }}>{subTitle}</ListItem.Subtitle>
                  <View>{subTitle}</View>
                </View>
              );
            }
            """
        #expect(Self.inherited(source) == ["Brand-Book 7 italic"])
        let requests = JavaScriptReaderTests.read(["App.tsx": source]).requests
        let request = try #require(requests.first { $0.inherited })
        #expect(request.inheritedFrom?.label == "the <ListItem.Subtitle> that shows `subTitle`")
        #expect(request.inheritedFrom?.line == 12)
    }

    @Test func aFunctionsJSXTakesTheFamilyWhereItsResultIsShown() {
        let source = """
            import React from 'react';
            import { StyleSheet, Text } from 'react-native';
            export default class Row extends React.Component {
              renderMemo = (memo: string): React.ReactNode => {
                return (
                  <Text>
                    Memo: <Text style={{ fontWeight: 'bold' }}>{memo}</Text>
                  </Text>
                );
              };
              label(memo) {
                return <Text style={{ fontWeight: '800' }}>{memo}</Text>;
              }
              render() {
                const node = this.renderMemo(this.props.memo);
                return (
                  <Text style={[styles.cell, { fontFamily: 'Brand-Book' }]}>
                    {node}
                    {this.label('x')}
                  </Text>
                );
              }
            }
            const styles = StyleSheet.create({ cell: { fontSize: 14 } });
            """
        #expect(Self.inherited(source) == ["Brand-Book 12 heavy", "Brand-Book 7 bold"])
    }

    @Test func aSpanWritesItsStyleOnTopOfItsParents() {
        let source = """
            import { Animated, StyleSheet, Text } from 'react-native';
            export const A = () => (
              <Text style={{ fontFamily: 'Brand', fontWeight: 'bold' }}>
                <Text style={{ fontStyle: 'italic' }}>bold italic</Text>
                <Text style={{ fontWeight: '400', fontStyle: 'italic' }}>italic</Text>
              </Text>
            );
            export const B = () => (
              <Animated.Text style={styles.quote}>
                <Text>
                  <Text style={{ fontStyle: 'normal', fontWeight: 'bold' }}>bold, upright</Text>
                </Text>
              </Animated.Text>
            );
            const styles = StyleSheet.create({ quote: { fontFamily: 'Serif-Book', fontStyle: 'italic' } });
            """
        #expect(Self.inherited(source) == ["Brand 4 bold italic", "Brand 5 italic", "Serif-Book 11 bold"])
    }

    /// What stops the chain: an element that is not text, an attribute's JSX, an app's own
    /// component, a style the audit cannot read, a parent with no family.
    @Test func theChainStopsWhereTextIsNotNested() {
        let source = """
            import { Text, View } from 'react-native';
            import Card from './Card';
            export const A = ({ style }) => (
              <View>
                <Text style={{ fontFamily: 'Brand' }}>
                  <View><Text style={{ fontWeight: 'bold' }}>in a view</Text></View>
                </Text>
                <Text style={{ fontFamily: 'Brand' }} accessibilityLabel={<Text style={{ fontWeight: 'bold' }}>x</Text>}>
                  label
                </Text>
                <Card style={{ fontFamily: 'Brand' }}><Text style={{ fontWeight: 'bold' }}>card</Text></Card>
                <Text style={{ fontFamily: 'Brand', ...style }}><Text style={{ fontWeight: 'bold' }}>spread</Text></Text>
                <Text style={{ fontSize: 12 }}><Text style={{ fontWeight: 'bold' }}>no family</Text></Text>
              </View>
            );
            """
        #expect(Self.inherited(source) == [])
    }

    /// The fixture's Activity.tsx, audited for both platforms: the spans whose family has no file
    /// for the style on Android are errors there, with a note saying where the family is written;
    /// GlyphTest's spans (each suffix present) stay silent.
    @Test func theFixturesNestedTextIsJudgedOnAndroid() async throws {
        let folder = "Fixtures/Projects/ReactNative"
        let (_, result) = try await Auditor().audit(path: Repo.root.appendingPathComponent(folder).path)
        let activity = result.findings.filter { $0.file?.hasSuffix("src/screens/Activity.tsx") == true }
        #expect(
            activity.map { "\($0.platform ?? "-") \($0.rule) \($0.line ?? 0) \($0.name ?? "")" }.sorted() == [
                "android font-variant-missing 12 Roboto-Regular",
                "android font-variant-missing 24 Roboto-Regular",
                "android font-variant-missing 34 Roboto-Regular",
                "android font-variant-missing 35 Roboto-Regular",
                "ios font-variant-missing 35 Roboto-Regular",
            ])
        let memo = try #require(activity.first { $0.line == 12 })
        #expect(memo.message.contains("looks for the asset `fonts/Roboto-Regular_bold.ttf`"))
        #expect(memo.notes.first?.hasPrefix("The fontFamily is the one the <Text> that shows `memoNode` gives") == true)
        let merged = try #require(activity.first { $0.line == 35 && $0.platform == "android" })
        #expect(merged.message.contains("`fonts/Roboto-Regular_bold_italic.ttf`"))
    }
}

/// After review: what a held value's name does not prove.
extension JavaScriptNestedTextTests {
    /// A name shown in another component, or shown inside an expression (`{header ? 'x' : ''}`,
    /// `{icon.name}`), is not the held JSX.
    @Test func aHeldValueIsShownOnlyWhereItIsInScope() {
        let source = """
            import { Text, View } from 'react-native';
            export const Badge = () => {
              const label = <Text style={{ fontWeight: 'bold' }}>New</Text>;
              const header = <Text style={{ fontStyle: 'italic' }}>Head</Text>;
              const icon = <Text style={{ fontWeight: 'bold' }}>i</Text>;
              return (
                <View>
                  {label}
                  <Text style={{ fontFamily: 'Brand' }}>{header ? 'x' : ''}{icon.name}</Text>
                </View>
              );
            };
            export const Title = ({ title }) => {
              const label = title.toUpperCase();
              return <Text style={{ fontFamily: 'Brand' }}>{label}</Text>;
            };
            """
        #expect(Self.inherited(source) == [])
    }

    /// Odd files give less, never a trap: a holder's `=` or `return` at the file's first token.
    @Test func oddFilesAreReadWithoutATrap() {
        for source in [
            "= x => <Text style={{ fontWeight: 'bold' }}>b</Text>; const s = { fontFamily: 'A' };",
            "{ return <Text style={{ fontWeight: 'bold' }}>b</Text>; } const s = { fontFamily: 'A' };",
            "=> <Text style={{ fontWeight: 'bold' }}>b</Text>",
            "return (<Text style={{ fontStyle: 'italic' }}>b</Text>); fontFamily",
        ] {
            #expect(Self.inherited(source) == [], "\(source)")
        }
    }
}

extension JavaScriptNestedTextTests {
    /// A style array's traits asked of another element's family are that family re-asked: judged
    /// for the style there, for the name where the element writes it (one unknown name, once).
    @Test func aStyleArrayReasksItsElementsFamily() throws {
        let source = """
            import { StyleSheet, Text } from 'react-native';
            export const Title = ({ title }) => <Text style={[styles.title, { fontWeight: '700' }]}>{title}</Text>;
            const styles = StyleSheet.create({
              title: {
                fontSize: 20,
                fontFamily: 'Montserrat, Bold',
              },
            });
            """
        let requests = JavaScriptReaderTests.read(["App.tsx": source]).requests
        #expect(requests.filter { !$0.inherited }.map(\.line) == [6])
        let array = try #require(requests.first { $0.inherited })
        #expect(array.line == 2 && array.traits.bold)
        #expect(array.inheritedFrom == ValueSource(label: "the style array's `styles.title`", file: "App.tsx", line: 3))
    }
}
