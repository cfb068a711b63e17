import Foundation
import Testing
@testable import FontAudit

/// The Objective-C, Interface Builder and style dictionary scanners on small, readable sources.
@Suite struct NameScannerTests {
    // MARK: Objective-C

    func objc(_ source: String) -> (requests: [String], dynamic: [String]) {
        let found = ObjectiveCNameScanner().scan(source, path: "App/Fonts.m")
        return (found.requests.map { "\($0.name) \($0.line):\($0.column)" },
                found.dynamic.map { "\($0.api) \($0.line)" })
    }

    @Test func objectiveCEachAPIWithExactPositions() {
        let found = ObjectiveCNameScanner().scan(objcSample, path: "App/BrandFonts.m")
        #expect(found.requests.map { "\($0.name) | \($0.api) | \($0.platform!) | \($0.line):\($0.column)" } == [
            "Brand-Regular | [UIFont fontWithName:size:] | iOS | 9:38",
            "Brand-Medium | [NSFont fontWithName:size:] | macOS | 10:38",
            "Brand-Light | [UIFontDescriptor fontDescriptorWithName:size:] | iOS | 11:68",
            "Brand-Thin | [NSFontDescriptor fontDescriptorWithName:size:] | macOS | 12:68",
            // Constants of the same file: the position of the identifier.
            "Brand-Bold | [UIFont fontWithName:size:] | iOS | 13:38",
            "Brand-Italic | [UIFont fontWithName:size:] | iOS | 14:38",
        ])
        #expect(found.requests.allSatisfy { $0.source == .objectiveC && $0.file == "App/BrandFonts.m" && $0.traits.isEmpty })
        #expect(found.dynamic.isEmpty)
    }

    @Test func objectiveCNameAcrossLineBreaksAndConcatenated() {
        let source = #"""
        void f(void) {
            label.font = [UIFont
                fontWithName :
                    @"Brand"
                    @"-Bold"
                size: 12];
        }
        """#
        #expect(objc(source).requests == ["Brand-Bold 4:13"])
    }

    @Test func objectiveCCommentsAreSkipped() {
        let source = #"""
        // [UIFont fontWithName:@"Commented-Line" size:1]
        /* [UIFont fontWithName:@"Commented-Block" size:1]
           [NSFont fontWithName:@"Commented-Block2" size:1] */
        UIFont *x = nil; // [UIFont fontWithName:@"Trailing" size:1]
        UIFont *y = [UIFont /* a comment */ fontWithName:/* "*/ @"After-Comment" size:1];
        """#
        #expect(objc(source).requests == ["After-Comment 5:57"])
    }

    @Test func objectiveCPreprocessorBranches() {
        let source = #"""
        #if 0
        it's dead code, with an apostrophe
        UIFont *a = [UIFont fontWithName:@"Dead-Zero" size:1];
        #if DEBUG
        UIFont *b = [UIFont fontWithName:@"Dead-Nested" size:1];
        #else
        UIFont *c = [UIFont fontWithName:@"Dead-NestedElse" size:1];
        #endif
        #else
        UIFont *d = [UIFont fontWithName:@"Live-Else" size:1];
        #endif
        #if 1
        UIFont *e = [UIFont fontWithName:@"Live-One" size:1];
        #else
        UIFont *f = [UIFont fontWithName:@"Dead-AfterOne" size:1];
        #endif
        #ifdef DEBUG
        UIFont *g = [UIFont fontWithName:@"Live-Debug" size:1];
        #else
        UIFont *h = [UIFont fontWithName:@"Live-Release" size:1];
        #endif
          #  if 0 /* spaced */
        UIFont *i = [UIFont fontWithName:@"Dead-Spaced" size:1];
          #endif
        UIFont *j = [UIFont fontWithName:@"Live-End" size:1];
        """#
        #expect(objc(source).requests.map { $0.split(separator: " ")[0] } == [
            "Live-Else", "Live-One", "Live-Debug", "Live-Release", "Live-End",
        ])
    }

    @Test func objectiveCOtherStringsAndComparisonsAreNotRequests() {
        let source = #"""
        NSLog(@"[UIFont fontWithName:@\"Logged\" size:1]");
        printf("[UIFont fontWithName:@\"Printed\" size:1]\n");
        char c = '[';
        NSString *s = @"[NSFont fontWithName:@\"Quoted\" size:1]";
        if ([font.fontName isEqualToString:@"Brand-Bold"] || [[font fontName] isEqual:@"Brand-Bold"]) { }
        NSArray *names = [UIFont fontNamesForFamilyName:@"Brand"];
        + (UIFont *)fontWithName:(NSString *)name size:(CGFloat)size;
        SEL selector = @selector(fontWithName:size:);
        """#
        let found = objc(source)
        #expect(found.requests.isEmpty)
        #expect(found.dynamic.isEmpty)
    }

    @Test func objectiveCNonLiteralArgumentsAreDynamic() {
        let source = #"""
        UIFont *a = [UIFont fontWithName:name size:12];
        UIFont *b = [UIFont fontWithName:[NSString stringWithFormat:@"%@-Bold", family]
                                    size:12];
        UIFontDescriptor *c = [UIFontDescriptor
            fontDescriptorWithName:self.fontName size:12];
        NSFont *d = [NSFont fontWithName:UNDEFINED_MACRO size:12];
        """#
        let found = objc(source)
        #expect(found.requests.isEmpty)
        #expect(found.dynamic == [
            "[UIFont fontWithName:size:] 1", "[UIFont fontWithName:size:] 2",
            "[UIFontDescriptor fontDescriptorWithName:size:] 5", "[NSFont fontWithName:size:] 6",
        ])
    }

    @Test func objectiveCUnterminatedInputDoesNotCrash() {
        #expect(objc("/* [UIFont fontWithName:@\"X\" size:1]").requests.isEmpty)
        #expect(objc("#if 0\n[UIFont fontWithName:@\"Z\" size:1];").requests.isEmpty)
        // An unterminated string ends at its line: the next line is read as code.
        #expect(objc("NSLog(@\"open\n[UIFont fontWithName:@\"Y\" size:2];").requests == ["Y 2:22"])
        for source in ["[UIFont fontWithName:", "[UIFont fontWithName:@\"Brand", "@", "\"", "'", "\\", "#",
                       "#define", "#define X", "#endif\n#else\n#elif 1", "[", "@\"\\", "/*", "/"] {
            _ = objc(source)
        }
    }

    @Test func objectiveCRandomInputDoesNotCrash() {
        var random = SeededGenerator(seed: 4)
        let fragments = ["[", "]", "UIFont", "NSFontDescriptor", "fontWithName", "fontDescriptorWithName", ":", "@\"",
                         "\"", "'", "/*", "*/", "//", "\n", "#if 0", "#if 1", "#else", "#elif 0", "#endif", "\\",
                         " ", "size", "NSString", "*", "const", "=", ";", "#define K @\"", "K", "é", "\r\n"]
        for round in 0..<200 {
            let count = Int(random.next() % 600)
            let source: String
            if round.isMultiple(of: 2) {
                source = String(decoding: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
            } else {
                source = (0..<count).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }.joined()
            }
            let found = ObjectiveCNameScanner().scan(source, path: "Random.m")
            #expect(found.requests.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }

    @Test func objectiveCLargeFile() {
        let line = "    UIFont *font = [UIFont fontWithName:@\"Brand-Regular\" size:17]; // [NSFont fontWithName:@\"X\" size:1]\n"
        let found = ObjectiveCNameScanner().scan(String(repeating: line, count: 5000), path: "Big.m")
        #expect(found.requests.count == 5000)
        #expect(found.requests.last?.line == 5000)
    }

    // MARK: Interface Builder

    @Test func storyboardRequestsAndFontMap() {
        let found = InterfaceBuilderScanner().scan(Data(storyboard.utf8), path: "App/Main.storyboard")
        #expect(found.problem == nil)
        // The system font (type="system") and the commented-out element are not requests; the second
        // request's tag starts on line 33 although XMLParser sees it end on line 34.
        #expect(found.requests.map { "\($0.name) \($0.line):\($0.column)" } == ["Brand-Bold 26:33", "BrandRegular 33:33"])
        #expect(found.requests.allSatisfy { $0.api == "fontDescription" && $0.source == .interfaceBuilder && $0.file == "App/Main.storyboard" })
        #expect(found.fontMap == InterfaceBuilderFontMap(
            path: "App/Main.storyboard",
            files: ["Brand-Bold.otf": ["Brand-Bold"], "Brand-Regular.ttf": ["Brand-Regular", "Brand-Italic"]],
            lines: ["Brand-Bold.otf": 9, "Brand-Regular.ttf": 12]))
    }

    @Test func storyboardWithoutCustomFonts() {
        let xib = "<document>\n<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>\n</document>"
        let found = InterfaceBuilderScanner().scan(Data(xib.utf8), path: "View.xib")
        #expect(found.requests.isEmpty && found.fontMap == nil && found.problem == nil)
    }

    @Test func malformedStoryboardIsAProblem() {
        let broken = storyboard.replacingOccurrences(of: "<nil key=\"textColor\"/>", with: "<nil key=\"textColor\">")
        let found = InterfaceBuilderScanner().scan(Data(broken.utf8), path: "App/Main.storyboard")
        #expect(found.problem?.hasPrefix("not well-formed XML near line 28") == true)
        #expect(found.requests.isEmpty && found.fontMap == nil)
        #expect(InterfaceBuilderScanner().scan(Data("garbage".utf8), path: "x.xib").problem != nil)
    }

    // MARK: Style dictionaries

    typealias Entry = StyleDictionary.Entry

    @Test func completeJSONStyleDictionary() throws {
        let sizes = [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]
        let lines = StyleDictionary.textStyles.enumerated().map { index, style in
            "  \"\(style)\": {\"fontName\": \"Brand-\(index)\", \"fontSize\": \(sizes[index])}"
        }
        let json = "{\n" + lines.joined(separator: ",\n") + "\n}\n"
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(json.utf8), path: "Styles.json"))
        #expect(dictionary.path == "Styles.json")
        #expect(dictionary.entries == StyleDictionary.textStyles.enumerated().map { index, style in
            Entry(key: style, line: index + 2, column: 3, fontName: "Brand-\(index)", fontSize: Double(sizes[index]))
        })
        #expect(dictionary.missingStyles.isEmpty)
    }

    @Test func jsonStyleDictionaryProblems() throws {
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(problemJSON.utf8), path: "Styles.json"))
        let positive = "write a positive number of points"
        #expect(dictionary.entries == [
            Entry(key: "body", line: 2, column: 3, fontName: "Brand-Regular", fontSize: 17),
            Entry(key: "bodyy", line: 3, column: 3, fontName: "Brand-Regular", fontSize: 17),
            Entry(key: "title", line: 4, column: 3, fontName: "Brand-Bold", fontSize: 0, problem: "the fontSize is 0; \(positive)"),
            Entry(key: "headline", line: 5, column: 3, fontName: "Brand-Bold", fontSize: nil,
                  problem: "the fontSize is a string (\"17\"); \(positive) without quotes, such as 17"),
            Entry(key: "caption", line: 6, column: 3, fontName: nil, fontSize: 12, problem: "no fontName string"),
            Entry(key: "footnote", line: 7, column: 3, fontName: nil, fontSize: nil,
                  problem: "the fontName is a number, not a string; write the PostScript name in quotes; the fontSize is a boolean; \(positive)"),
            Entry(key: "callout", line: 8, column: 3, fontName: nil, fontSize: nil,
                  problem: "the value is a string, not a dictionary with fontName and fontSize"),
            Entry(key: "caption2", line: 9, column: 5, fontName: "Brand-Regular", fontSize: -3.5, problem: "the fontSize is -3.5; \(positive)"),
            Entry(key: "title2", line: 10, column: 3, fontName: "Brånd-Ünï", fontSize: 22),
            Entry(key: "title3", line: 10, column: 56, fontName: "B", fontSize: 20),
        ])
        #expect(dictionary.missingStyles == ["largeTitle", "subheadline"])
    }

    @Test func jsonStyleDictionaryMissingStyles() throws {
        let json = #"{"title": {"fontName": "A", "fontSize": 28}, "headline": {"fontName": "B", "fontSize": 17}, "body": {"fontName": "C", "fontSize": 17}}"#
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(json.utf8), path: "S.json"))
        #expect(dictionary.entries.map { "\($0.key) \($0.line!):\($0.column!)" } == ["title 1:2", "headline 1:46", "body 1:93"])
        #expect(dictionary.missingStyles == ["largeTitle", "title2", "title3", "subheadline", "callout", "footnote", "caption", "caption2"])
    }

    @Test func xmlPlistStyleDictionaryKeepsFileOrderAndLines() throws {
        let dictionary = try #require(StyleDictionaryScanner().scan(Data(stylePlist.utf8), path: "Styles.plist"))
        #expect(dictionary.entries == [
            Entry(key: "title", line: 5, fontName: "Brand-Bold", fontSize: 28),
            Entry(key: "body", line: 12, fontName: "Brand-Regular", fontSize: 17),
            Entry(key: "caption", line: 19, fontName: "Brand-Regular", fontSize: nil,
                  problem: "the fontSize is a boolean; write a positive number of points"),
        ])
    }

    @Test func binaryPlistStyleDictionaryIsSortedWithoutLines() throws {
        let plist: [String: Any] = [
            "title": ["fontName": "Brand-Bold", "fontSize": 28.0],
            "body": ["fontName": "Brand-Regular", "fontSize": 17],
            "caption": ["fontName": "Brand-Regular", "fontSize": -1],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let dictionary = try #require(StyleDictionaryScanner().scan(data, path: "Styles.plist"))
        #expect(dictionary.entries == [
            Entry(key: "body", line: nil, fontName: "Brand-Regular", fontSize: 17),
            Entry(key: "caption", line: nil, fontName: "Brand-Regular", fontSize: -1,
                  problem: "the fontSize is -1; write a positive number of points"),
            Entry(key: "title", line: nil, fontName: "Brand-Bold", fontSize: 28),
        ])
    }

    @Test(arguments: [
        #"{"a": 1}"#, #"[{"body": {"fontName": "A", "fontSize": 17}}]"#,
        #"{"body": {}, "a": 1, "b": 2, "c": 3}"#,
        #"{"body": {"fontName": "A", "fontSize": 17}, "title": {"fontName": "B", "fontSize": 28}}"#,
        #"{"title": "Sale", "body": "Everything at half price", "subtitle": "Today only"}"#,
        "", "not json", "{\"body\": ", "<plist><dict><key>UIAppFonts</key><array/></dict></plist>",
    ])
    func notAStyleDictionary(_ text: String) {
        #expect(StyleDictionaryScanner().scan(Data(text.utf8), path: "x.json") == nil)
        #expect(StyleDictionaryScanner().scan(Data([0xFF, 0x00, 0x12, 0x7B]), path: "x.plist") == nil)
    }

    @Test func configurableKeys() throws {
        let json = #"{"body": {"font": "A", "size": 17}, "title": {"font": "B", "size": 28}, "headline": {"fontName": "C", "fontSize": 17}}"#
        let scanner = StyleDictionaryScanner(nameKey: "font", sizeKey: "size")
        let dictionary = try #require(scanner.scan(Data(json.utf8), path: "S.json"))
        #expect(dictionary.entries.map(\.fontName) == ["A", "B", nil])
        #expect(dictionary.entries.map(\.problem) == [nil, nil, "no font string; no size number"])
    }
}


// MARK: Fixtures (line numbers matter: the tests name them)

private let objcSample = #"""
#import <UIKit/UIKit.h>
#import <AppKit/AppKit.h>

static NSString *const kBrandBold = @"Brand-Bold";
#define BRAND_ITALIC @"Brand-" @"Italic"

@implementation BrandFonts
+ (void)load {
    UIFont *a = [UIFont fontWithName:@"Brand-Regular" size:17];
    NSFont *b = [NSFont fontWithName:@"Brand-Medium" size:13];
    UIFontDescriptor *c = [UIFontDescriptor fontDescriptorWithName:@"Brand-Light" size:12];
    NSFontDescriptor *d = [NSFontDescriptor fontDescriptorWithName:@"Brand-Thin" size:11];
    UIFont *e = [UIFont fontWithName:kBrandBold size:20];
    UIFont *f = [UIFont fontWithName:BRAND_ITALIC size:20];
}
@end
"""#

private let storyboard = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
    </dependencies>
    <customFonts key="customFonts">
        <mutableArray key="Brand-Bold.otf">
            <string>Brand-Bold</string>
        </mutableArray>
        <array key="Brand-Regular.ttf">
            <string>Brand-Regular</string>
            <string>Brand-Italic</string>
        </array>
    </customFonts>
    <scenes>
        <scene sceneID="tne-QT-ifu">
            <objects>
                <viewController id="BYZ-38-t0r" customClass="ViewController" customModule="Brand" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <!-- <fontDescription key="fontDescription" name="Commented-Out" pointSize="9"/> -->
                            <label opaque="NO" userInteractionEnabled="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="abc-12-def">
                                <fontDescription key="fontDescription" name="Brand-Bold" family="Brand" pointSize="28"/>
                                <nil key="textColor"/>
                            </label>
                            <label opaque="NO" text="Body" id="ghi-34-jkl">
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <button opaque="NO" contentHorizontalAlignment="center" buttonType="system" id="mno-56-pqr">
                                <fontDescription key="fontDescription"
                                    name="BrandRegular" family="Brand" pointSize="15"/>
                                <state key="normal" title="Go"/>
                            </button>
                        </subviews>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
</document>
"""

private let problemJSON = """
{
  "body": {"fontName": "Brand-Regular", "fontSize": 17},
  "bodyy": {"fontName": "Brand-Regular", "fontSize": 17},
  "title": {"fontName": "Brand-Bold", "fontSize": 0},
  "headline": {"fontName": "Brand-Bold", "fontSize": "17"},
  "caption": {"fontSize": 12},
  "footnote": {"fontName": 13, "fontSize": true},
  "callout": "Brand-Regular",
    "caption2": {"fontName": "Brand-Regular", "fontSize": -3.5, "nested": {"body": 1}},
  "title2": {"fontName": "Brånd-Ünï", "fontSize": 22}, "title3": {"fontName": "B", "fontSize": 20}
}
"""

private let stylePlist = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>title</key>
	<dict>
		<key>fontName</key>
		<string>Brand-Bold</string>
		<key>fontSize</key>
		<real>28</real>
	</dict>
	<key>body</key>
	<dict>
		<key>fontName</key>
		<string>Brand-Regular</string>
		<key>fontSize</key>
		<integer>17</integer>
	</dict>
	<key>caption</key>
	<dict>
		<key>fontName</key>
		<string>Brand-Regular</string>
		<key>fontSize</key>
		<true/>
	</dict>
</dict>
</plist>
"""
