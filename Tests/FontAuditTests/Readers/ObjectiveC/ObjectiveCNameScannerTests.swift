import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The Objective-C scanner on small, readable sources.
@Suite struct ObjectiveCNameScannerTests {
    func objc(_ source: String) -> (requests: [String], dynamic: [String]) {
        let found = ObjectiveCNameScanner().scan(source, path: "App/Fonts.m")
        return (
            found.requests.map { "\($0.name) \($0.line):\($0.column)" },
            found.dynamic.map { "\($0.api) \($0.line)" }
        )
    }

    @Test func objectiveCEachAPIWithExactPositions() {
        let found = ObjectiveCNameScanner().scan(objcSample, path: "App/BrandFonts.m")
        #expect(
            found.requests.map { "\($0.name) | \($0.api) | \($0.platform!) | \($0.line):\($0.column)" } == [
                "Brand-Regular | [UIFont fontWithName:size:] | iOS | 9:38",
                "Brand-Medium | [NSFont fontWithName:size:] | macOS | 10:38",
                "Brand-Light | [UIFontDescriptor fontDescriptorWithName:size:] | iOS | 11:68",
                "Brand-Thin | [NSFontDescriptor fontDescriptorWithName:size:] | macOS | 12:68",
                // Constants of the same file: the position of the identifier.
                "Brand-Bold | [UIFont fontWithName:size:] | iOS | 13:38",
                "Brand-Italic | [UIFont fontWithName:size:] | iOS | 14:38",
            ])
        #expect(
            found.requests.allSatisfy { $0.source == .objectiveC && $0.file == "App/BrandFonts.m" && $0.traits.isEmpty }
        )
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
        #expect(
            objc(source).requests.map { $0.split(separator: " ")[0] } == [
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
        #expect(
            found.dynamic == [
                "[UIFont fontWithName:size:] 1", "[UIFont fontWithName:size:] 2",
                "[UIFontDescriptor fontDescriptorWithName:size:] 5", "[NSFont fontWithName:size:] 6",
            ])
    }

    @Test func objectiveCUnterminatedInputDoesNotCrash() {
        #expect(objc("/* [UIFont fontWithName:@\"X\" size:1]").requests.isEmpty)
        #expect(objc("#if 0\n[UIFont fontWithName:@\"Z\" size:1];").requests.isEmpty)
        // An unterminated string ends at its line: the next line is read as code.
        #expect(objc("NSLog(@\"open\n[UIFont fontWithName:@\"Y\" size:2];").requests == ["Y 2:22"])
        for source in [
            "[UIFont fontWithName:", "[UIFont fontWithName:@\"Brand", "@", "\"", "'", "\\", "#",
            "#define", "#define X", "#endif\n#else\n#elif 1", "[", "@\"\\", "/*", "/",
        ] {
            _ = objc(source)
        }
    }

    @Test func objectiveCRandomInputDoesNotCrash() {
        var random = SeededGenerator(seed: 4)
        let fragments = [
            "[", "]", "UIFont", "NSFontDescriptor", "fontWithName", "fontDescriptorWithName", ":", "@\"",
            "\"", "'", "/*", "*/", "//", "\n", "#if 0", "#if 1", "#else", "#elif 0", "#endif", "\\",
            " ", "size", "NSString", "*", "const", "=", ";", "#define K @\"", "K", "é", "\r\n",
        ]
        for round in 0..<200 {
            let count = Int(random.next() % 600)
            let source: String
            if round.isMultiple(of: 2) {
                source = String(
                    decoding: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
            } else {
                source = (0..<count).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }.joined()
            }
            let found = ObjectiveCNameScanner().scan(source, path: "Random.m")
            #expect(found.requests.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }

    @Test func objectiveCLargeFile() {
        let line =
            "    UIFont *font = [UIFont fontWithName:@\"Brand-Regular\" size:17]; // [NSFont fontWithName:@\"X\" size:1]\n"
        let found = ObjectiveCNameScanner().scan(String(repeating: line, count: 5000), path: "Big.m")
        #expect(found.requests.count == 5000)
        #expect(found.requests.last?.line == 5000)
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
