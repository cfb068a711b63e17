import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// A name read through a protocol of the app's: the requirement a protocol extension asks for is
/// each conforming type's member (issue 74: `enum Brand: FontRepresentable` plus `extension Brand:
/// CaseIterable {}` left every name open as the protocol's own).
@Suite struct ProtocolRequirementTests {
    func scan(_ files: [String: String]) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        SwiftNameScanner().scan(files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
    }

    static let protocolFile = """
        import UIKit
        protocol FontRepresentable { var name: String { get } }
        extension FontRepresentable {
            func font(size: CGFloat) -> UIFont { UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
        }
        """

    @Test func aRequirementIsEachConformersMember() {
        let brand = """
            enum Brand: String, FontRepresentable {
                case header = "Brand-Bold"
                case body = "Brand-Regular"
                var name: String { rawValue }
            }
            extension Brand: CaseIterable {}
            struct Mono {}
            extension Mono: FontRepresentable { var name: String { "Menlo-Regular" } }
            """
        let found = scan(["FontRepresentable.swift": Self.protocolFile, "Brand.swift": brand])
        #expect(found.requests.map(\.name) == ["Brand-Bold", "Brand-Regular", "Menlo-Regular"])
        #expect(found.dynamic.isEmpty)
    }

    /// Control: a conformer whose member the audit cannot tell (a stored `let` each instance gets
    /// from its caller) leaves the requirement open, never judged on the others' values alone.
    @Test func aConformerItCannotReadLeavesTheRequirementOpen() {
        let types = """
            enum Brand: String, FontRepresentable {
                case header = "Brand-Bold"
                var name: String { rawValue }
            }
            struct Remote: FontRepresentable { let name: String }
            """
        let found = scan(["FontRepresentable.swift": Self.protocolFile, "Types.swift": types])
        #expect(found.requests.isEmpty)
        #expect(found.dynamic.count == 1)
    }
}
