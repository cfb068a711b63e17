import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 83: the weight and style a spread of a choice writes beside a `fontFamily`: every
/// branch the same literal (homzub's `...I18nService.select({ rtl: { fontWeight: '700' }, ltr: {
/// fontWeight: '700' } })`), or `Platform.select`'s branch for the platform read.
@Suite struct JavaScriptSpreadTraitsTests {
    static let source = """
        import { Platform } from 'react-native';
        import I18nService from './I18nService';
        export const fonts = {
          bold: {
            fontFamily: 'OpenSans-Bold',
            ...I18nService.select<object>({ rtl: { fontWeight: '700' }, ltr: { fontWeight: '700' } }),
          },
          mixed: {
            fontFamily: 'OpenSans-Regular',
            ...I18nService.select({ rtl: { fontWeight: '700' }, ltr: { fontWeight: '400' } }),
          },
          platform: {
            fontFamily: 'OpenSans-Italic',
            ...Platform.select({ ios: { fontStyle: 'normal' }, android: { fontStyle: 'italic' } }),
          },
          later: {
            ...I18nService.select({ rtl: { fontWeight: 'bold' }, ltr: { fontWeight: 'bold' } }),
            fontFamily: 'OpenSans-Light',
            fontWeight: '300',
          },
        };
        """

    static func traits(_ platform: Platform) -> [String] {
        let texts = [SourceText(path: "fonts.ts", text: source)]
        var reader = JavaScriptSourceReader()
        reader.platform = platform
        return reader.readTogether(texts).requests.sorted { $0.line < $1.line }.map {
            "\($0.name)\($0.traits.bold ? " bold" : "")\($0.traits.weight.map { " " + $0 } ?? "")"
                + "\($0.traits.italic ? " italic" : "")"
        }
    }

    @Test func aChoiceWhoseBranchesAgreeWritesItsTraits() {
        #expect(
            Self.traits(.iOS) == ["OpenSans-Bold bold", "OpenSans-Regular", "OpenSans-Italic", "OpenSans-Light light"])
        #expect(
            Self.traits(.android) == [
                "OpenSans-Bold bold", "OpenSans-Regular", "OpenSans-Italic italic", "OpenSans-Light light",
            ])
    }
}

extension JavaScriptSpreadTraitsTests {
    /// A TypeScript type argument on a call is no comparison: `select<string>(…)` is a call, and
    /// `a < b` stays one.
    @Test func aCallsTypeArgumentIsReadPast() {
        func parsed(_ text: String) -> JavaScriptValue {
            var parser = JavaScriptExpressionParser(JavaScriptLexer.tokens(Array(text.utf8), jsx: false), at: 0)
            return parser.expression()
        }
        #expect(parsed("pick<string>({ a: 'X' })") == parsed("pick({ a: 'X' })"))
        #expect(parsed("pick<Map<string, Font>>('X')") == parsed("pick('X')"))
        #expect(parsed("a < b") != parsed("a"))
    }
}

extension JavaScriptSpreadTraitsTests {
    /// A spread of an object the file declares gives its literal weight and style (mattermost's
    /// `{ ...typography('Body', 25), ...baseTextStyle }` with `baseTextStyle = { fontStyle:
    /// 'italic' }`); a name declared with anything else gives none.
    @Test func aSpreadOfADeclaredObjectGivesItsTraits() {
        let source = """
            export const makeStyles = (color) => {
              const base: TextStyle = { color, fontStyle: 'italic' };
              const other = makeOther();
              return {
                edited: { fontFamily: 'OpenSans', ...base },
                plain: { fontFamily: 'OpenSans-Bold', ...other },
                upright: { ...base, fontFamily: 'OpenSans-Light', fontStyle: 'normal' },
              };
            };
            """
        let requests = JavaScriptReaderTests.read(["styles.ts": source]).requests.sorted { $0.line < $1.line }
        #expect(
            requests.map { "\($0.name) \($0.traits.italic)" } == [
                "OpenSans true", "OpenSans-Bold false", "OpenSans-Light false",
            ])
    }
}

/// After review: what a spread's traits do not prove.
extension JavaScriptSpreadTraitsTests {
    /// A declaration in another function is not the spread's; one object is a lookup, not a
    /// choice; a shorthand branch is not read, so the branches do not agree.
    @Test func aSpreadGivesTraitsOnlyWhereTheyAreCertain() {
        let source = """
            const makeA = () => {
              const style = { fontStyle: 'italic' };
              return style;
            };
            export const B = ({ style }) => ({ title: { fontFamily: 'Roboto-Regular', ...style } });
            export const C = { title: { fontFamily: 'Roboto-Bold', ...scale.pick({ emphasized: { fontWeight: 'bold' } }) } };
            export const D = { title: { fontFamily: 'Roboto-Light', ...I18n.select({ rtl: { fontWeight: 'bold' }, ltr }) } };
            """
        let requests = JavaScriptReaderTests.read(["styles.ts": source]).requests.sorted { $0.line < $1.line }
        #expect(
            requests.map { "\($0.name) \($0.traits.italic) \($0.traits.bold)" } == [
                "Roboto-Regular false false", "Roboto-Bold false false", "Roboto-Light false false",
            ])
    }
}
