import Testing

@testable import FontAuditReaders

/// An Objective-C macro defined in a header that only the prefix header imports (issue 82): every
/// file sees the prefix header, so every file sees what it imports, also where another header
/// defines the macro otherwise (a target's own theme beside a shared one). Control: a file that
/// imports the other header itself sees both, which disagree, and stays open.
extension FollowedNamesTests {
    @Test func aHeaderThePrefixHeaderImportsIsSeenByEveryFile() {
        var merged = SourceContribution()
        let reader = ObjectiveCSourceReader(libraries: [])
        let files = [
            "App/App-Prefix.pch": "#import <UIKit/UIKit.h>\n#import \"Fonts.h\"\n",
            "App/Fonts.h": "#define FONT_TITLE @\"Roboto-Bold\"\n",
            "Other/OtherFonts.h": "#define FONT_TITLE @\"Other-Bold\"\n",
            "App/View.m": "UIFont *a = [UIFont fontWithName:FONT_TITLE size:12];\n",
            "App/Mixed.m": "#import \"OtherFonts.h\"\nUIFont *b = [UIFont fontWithName:FONT_TITLE size:12];\n",
        ]
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            merged.merge(reader.read(SourceFile(display: path, bytes: Array(text.utf8))))
        }
        merged.resolveObjectiveCNames()
        #expect(merged.requests.map { "\($0.file):\($0.line) \($0.name)" } == ["App/View.m:1 Roboto-Bold"])
        #expect(merged.dynamic.map { "\($0.file):\($0.line)" } == ["App/Mixed.m:2"])
    }
}
