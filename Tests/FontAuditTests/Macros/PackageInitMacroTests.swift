import FontAuditMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@PackageInit` writes the initializer Swift would synthesize, at `package` access: what each
/// kind of stored property becomes, and the error for one whose type is not written.
@Suite struct PackageInitMacroTests {
    static let macros: [String: MacroSpec] = ["PackageInit": MacroSpec(type: PackageInitMacro.self)]

    func expect(
        _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: Self.macros) {
            failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func everyKindOfStoredProperty() {
        expect(
            """
            @PackageInit
            struct Entry {
                static let shared = 1
                let kind: String
                let fixed = 2
                var line: Int?
                var column: Int = 1
                var lines: [String: Int] = [:]
                var onChange: (Int) -> Void
                var observed: Int { didSet { print(observed) } }
                var computed: Int { line ?? 0 }
                let explicit: String?
            }
            """,
            expands: """
                struct Entry {
                    static let shared = 1
                    let kind: String
                    let fixed = 2
                    var line: Int?
                    var column: Int = 1
                    var lines: [String: Int] = [:]
                    var onChange: (Int) -> Void
                    var observed: Int { didSet { print(observed) } }
                    var computed: Int { line ?? 0 }
                    let explicit: String?

                    package init(kind: String, line: Int? = nil, column: Int = 1, lines: [String: Int] = [:], onChange: @escaping (Int) -> Void, observed: Int, explicit: String?) {
                        self.kind = kind
                        self.line = line
                        self.column = column
                        self.lines = lines
                        self.onChange = onChange
                        self.observed = observed
                        self.explicit = explicit
                    }
                }
                """)
    }

    @Test func aPropertyWithoutItsTypeIsAnError() {
        expect(
            """
            @PackageInit
            struct Entry {
                var name: String
                var count = 0
            }
            """,
            expands: """
                struct Entry {
                    var name: String
                    var count = 0

                    package init(name: String) {
                        self.name = name
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@PackageInit needs the type of `count` written out: add `: Type`", line: 4, column: 9)
            ])
    }
}
