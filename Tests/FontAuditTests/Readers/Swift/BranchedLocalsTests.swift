import Testing

@testable import FontAuditReaders

/// Locals set under the same condition are set together (canvas-ios's `applicationFontName`:
/// `font` from `isK5 ? "BalsamiqSans" : "Lato"`, `suffix` set in `if isK5 { … } else { … }`): a
/// name built from both is each pairing whose branches agree, never one that crosses them.
@Suite struct BranchedLocalsTests {
    func names(_ text: String) -> (requests: [String], dynamic: [String]) {
        let found = SwiftNameScanner().scan([SourceText(path: "Fonts.swift", text: text)])
        return (found.requests.map(\.name), found.dynamic.map { "\($0.line) \($0.prefix)" })
    }

    static let helper = """
        import UIKit
        extension UIFont {
            static func applicationFontName(weight: UIFont.Weight, isItalic: Bool = false) -> String {
                let isK5Font = AppEnvironment.shared.k5.isK5Enabled
                let font = isK5Font ? "BalsamiqSans" : "Lato"
                var suffix = ""
                if isK5Font {
                    switch weight {
                    case .black, .heavy: suffix = "Bold"
                    default: suffix = "Regular"
                    }
                } else {
                    switch weight {
                    case .black, .heavy: suffix = "Black"
                    case .bold: suffix = isItalic ? "BoldItalic" : "Bold"
                    default: suffix = isItalic ? "Italic" : "Regular"
                    }
                }
                return "\\(font)-\\(suffix)"
            }
            static func applicationFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
                UIFont(name: applicationFontName(weight: weight), size: size)!
            }
        }
        """

    @Test func localsSetUnderOneConditionArePairedByTheirBranches() {
        let found = names(Self.helper)
        #expect(
            Set(found.requests) == [
                "BalsamiqSans-Bold", "BalsamiqSans-Regular",
                "Lato-Black", "Lato-BoldItalic", "Lato-Bold", "Lato-Italic", "Lato-Regular",
            ])
        #expect(found.dynamic.isEmpty)
    }

    /// A negated condition is the same condition's other side.
    @Test func aNegatedConditionIsTheOtherBranch() {
        let found = names(
            Self.helper.replacingOccurrences(
                of: "let font = isK5Font ? \"BalsamiqSans\" : \"Lato\"",
                with: "let font = !isK5Font ? \"Lato\" : \"BalsamiqSans\""))
        #expect(
            Set(found.requests) == [
                "BalsamiqSans-Bold", "BalsamiqSans-Regular",
                "Lato-Black", "Lato-BoldItalic", "Lato-Bold", "Lato-Italic", "Lato-Regular",
            ])
    }

    /// Two locals set under different conditions: nothing says which go together, so the name
    /// stays open rather than asking for pairings the code may never make.
    @Test func localsUnderUnrelatedConditionsAreNotCrossed() {
        let found = names(
            Self.helper.replacingOccurrences(of: "let font = isK5Font ?", with: "let font = isDyslexic ?"))
        #expect(found.requests.isEmpty)
        #expect(found.dynamic.count == 1)
    }
}
