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
}
