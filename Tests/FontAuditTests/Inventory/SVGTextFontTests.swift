import Testing

@testable import FontAuditReaders

/// SVG text drawn by react-native-svg (issue 82): an SVG file the app imports through
/// `react-native-svg-transformer` asks React Native's RCTFont for the first family of each
/// `font-family`, its quotes removed, as a `fontFamily` is asked. Controls: a registered face, a
/// generic family, an SVG no code imports, and the same import in an app without the transformer.
@Suite struct SVGTextFontTests {
    static let logo = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
          <text x="0" y="5" font-family="'DMSans-Bold', sans-serif">Brand</text>
          <text font-family="Roboto-Bold">Ok</text>
          <text style="font-size: 4px; font-family: &quot;Lato-Black&quot;">Styled</text>
          <text font-family="sans-serif">Generic</text>
        </svg>
        """

    static let files = [
        "src/Logo.tsx": "import Logo from './assets/logo.svg';\nexport const L = () => <Logo width={10} />;\n",
        "src/assets/logo.svg": logo,
        "src/assets/unused.svg": "<svg><text font-family=\"Nope-Bold\">x</text></svg>\n",
    ]

    @Test func importedSVGTextAsksForItsFamilies() async throws {
        let found = try await TailwindFontClassTests.audit(
            dependency: "react-native-svg", "react-native-svg-transformer", files: Self.files)
        #expect(
            found.sorted() == ["font-name-unknown logo.svg:2 DMSans-Bold", "font-name-unknown logo.svg:4 Lato-Black"],
            "\(found)")
    }

    @Test func withoutTheTransformerNoSVGIsRead() async throws {
        let found = try await TailwindFontClassTests.audit(dependency: "react-native-svg", files: Self.files)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func theFirstFamilyIsTheOneAsked() {
        #expect(SVGFontFamilies.firstFamily(" 'Inter Display' , serif") == "Inter Display")
        #expect(SVGFontFamilies.firstFamily("&quot;Lato&quot;") == "Lato")
        #expect(SVGFontFamilies.firstFamily("monospace") == nil)
        #expect(JavaScriptModuleGraph.relativePath("../a/b.svg", from: "app/src/X.tsx") == "app/a/b.svg")
        #expect(JavaScriptModuleGraph.relativePath("../../../b.svg", from: "src/X.tsx") == nil)
    }

    /// react-native-svg's own `<Text fontFamily=…>` in JSX, under any local name, asks for its first
    /// family. Controls: another library's `Text` with a `fontFamily` prop, a generic family.
    @Test func anSVGTextElementAsksForItsFirstFamily() {
        let found = JavaScriptReaderTests.read([
            "src/Badge.tsx": """
            import Svg, { Text as SvgText, TSpan } from 'react-native-svg';
            import { Text } from 'tamagui-like';
            export const B = () => (
              <Svg><SvgText fontFamily="'DMSans-Bold', sans-serif" x={1}>A<TSpan fontFamily='monospace'>b</TSpan></SvgText>
              <Text fontFamily="Nope">c</Text></Svg>
            );
            """
        ])
        #expect(found.requests.map { "\($0.line) \($0.name)" } == ["4 DMSans-Bold"])
    }
}
