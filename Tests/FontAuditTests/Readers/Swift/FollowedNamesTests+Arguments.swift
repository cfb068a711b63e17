import Testing

@testable import FontAuditReaders

/// A call's arguments decide which of its function's returns it gives (issue 82): a `switch` or an
/// `if` on an enum parameter is a condition (``NameCondition``), and `fontName(for: .bold)` is the
/// bold arm's name alone, never "can be" the regular one. What a call leaves undecided (a variable,
/// a default) keeps every return.
extension FollowedNamesTests {
    static let weights = """
        import UIKit
        enum Weight { case regular, bold, black }
        enum Fonts {
            static func fontName(for weight: Weight) -> String {
                switch weight {
                case .regular: return "DejaVuSans"
                case .bold: return "DejaVuSans-Bold"
                default: return "DejaVuSans-Black"
                }
            }
            static func fontName(_ weight: Weight, italic: Bool) -> String {
                if weight == .bold { return "DejaVuSans-BoldOblique" }
                return "DejaVuSans-Oblique"
            }
            static func familyFont(family: String, weight: Weight = .regular) -> String {
                guard weight != .regular else { return family }
                if case .black = weight { return family + "-Black" }
                return family + "-Bold"
            }
        }
        """

    @Test func aCallsArgumentsPickTheReturnsOfItsFunction() {
        let views = """
            import UIKit
            let a = UIFont(name: Fonts.fontName(for: .bold), size: 12)
            let b = UIFont(name: Fonts.fontName(for: Weight.black), size: 12)
            let c = UIFont(name: Fonts.fontName(.regular, italic: true), size: 12)
            let d = UIFont(name: Fonts.familyFont(family: "Inter", weight: .black), size: 12)
            let e = UIFont(name: Fonts.familyFont(family: "Inter", weight: .regular), size: 12)
            func f(_ weight: Weight) -> UIFont? { UIFont(name: Fonts.fontName(for: weight), size: 12) }
            let g = UIFont(name: Fonts.familyFont(family: "Inter"), size: 12)
            """
        let requests = scan(["Fonts.swift": Self.weights, "V.swift": views]).requests
        func names(_ line: Int) -> [String] { Set(requests.filter { $0.line == line }.map(\.name)).sorted() }
        #expect(names(2) == ["DejaVuSans-Bold"])
        #expect(names(3) == ["DejaVuSans-Black"])
        #expect(names(4) == ["DejaVuSans-Oblique"])
        #expect(names(5) == ["Inter-Black"])
        #expect(names(6) == ["Inter"])
        // A parameter left to its default is given the default's case.
        #expect(names(8) == ["Inter"])
        // Control: a variable decides nothing.
        #expect(names(7) == ["DejaVuSans", "DejaVuSans-Black", "DejaVuSans-Bold"])
    }

    /// What a call does not decide keeps every return: a constant that holds a case (not a case
    /// itself), a `switch` with `fallthrough`, and a call whose labels fit no overload (a variadic);
    /// an overload that needs a parameter the call leaves out is never the call's.
    @Test func whatACallDoesNotDecideKeepsEveryReturn() {
        let helper = """
            import UIKit
            enum Weight { case regular, bold, black }
            enum Theme { static let heading: Weight = .bold }
            func fontName(for weight: Weight) -> String {
                switch weight {
                case .regular: return "Lora-Regular"
                case .bold: return "Lora-Bold"
                case .black: return "Lora-Black"
                }
            }
            func fontName(for weight: Weight, italic: Bool) -> String {
                if weight == .bold { return "Lora-BoldItalic" }
                return "Lora-Italic"
            }
            func fallFont(_ weight: Weight) -> String {
                switch weight {
                case .black: fallthrough
                case .bold: return "Karla-Bold"
                default: return "Karla-Regular"
                }
            }
            func listFont(_ names: String...) -> String {
                switch names.count { default: return "Menlo-Regular" }
            }
            """
        let views = """
            import UIKit
            let a = UIFont(name: fontName(for: Theme.heading), size: 12)
            let b = UIFont(name: fontName(for: .bold), size: 12)
            let c = UIFont(name: fallFont(.black), size: 12)
            let d = UIFont(name: listFont("a", "b"), size: 12)
            """
        let requests = scan(["H.swift": helper, "V.swift": views]).requests
        func names(_ line: Int) -> [String] { Set(requests.filter { $0.line == line }.map(\.name)).sorted() }
        #expect(names(2) == ["Lora-Black", "Lora-Bold", "Lora-Regular"])
        #expect(names(3) == ["Lora-Bold"])
        #expect(names(4) == ["Karla-Bold", "Karla-Regular"])
        #expect(names(5) == ["Menlo-Regular"])
    }
}
