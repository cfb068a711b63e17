import Testing

@testable import FontAuditReaders

/// A case carried into the properties and calls it reaches (issue 82): `Brand.body.name`, where
/// `name` joins `family` and `weightName` and `weightName` switches on `self`, is the body's name
/// alone, never the header's (which the audit reported as "can be `DejaVuSans-ExtraBold`").
extension FollowedNamesTests {
    static let brand = """
        import UIKit
        enum Brand {
            case header, body, caption
            var family: String { "DejaVuSans" }
            var name: String { [family, weightName].joined(separator: "-") }
            var weightName: String {
                switch self {
                case .header: "ExtraBold"
                case .body: "Bold"
                case .caption: return "Oblique"
                }
            }
            var title: String { family + "-" + weightName }
            func font(size: CGFloat) -> UIFont? { UIFont(name: name, size: size) }
        }
        """

    @Test func aCaseIsCarriedIntoThePropertiesItReaches() {
        let views = """
            import UIKit
            let a = UIFont(name: Brand.body.name, size: 12)
            let b = UIFont(name: Brand.header.title, size: 12)
            """
        let names = scan(["Brand.swift": Self.brand, "V.swift": views]).requests.map {
            "\($0.file):\($0.line) \($0.name)"
        }
        #expect(names.contains("V.swift:2 DejaVuSans-Bold"), "\(names)")
        #expect(!names.contains("V.swift:2 DejaVuSans-ExtraBold"), "\(names)")
        #expect(names.contains("V.swift:3 DejaVuSans-ExtraBold"), "\(names)")
        #expect(!names.contains("V.swift:3 DejaVuSans-Bold"), "\(names)")
    }
}
