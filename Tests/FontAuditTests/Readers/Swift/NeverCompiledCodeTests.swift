import Foundation
import SwiftSyntax
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Code the compiler never builds (`#if false`, and the clauses after an `#if true`) holds no
/// request, registration, bundle lookup or font assignment, whichever visitor reads it.
@Suite struct NeverCompiledCodeTests {
    @Test func clausesAfterATrueConditionAreNotRequests() {
        let source = """
            #if true
            let live = UIFont(name: "Live-True", size: 1)
            #elseif DEBUG
            #if os(iOS)
            let dead = UIFont(name: "Dead-Nested", size: 1)
            #endif
            #else
            let dead2 = UIFont(name: "Dead-Else", size: 1)
            #endif
            #if DEBUG
            let debug = UIFont(name: "Live-Debug", size: 1)
            #elseif true
            let live2 = UIFont(name: "Live-ElseIfTrue", size: 1)
            #else
            let dead4 = UIFont(name: "Dead-AfterElseIfTrue", size: 1)
            #endif
            let chained = Text("a")
            #if false
                .font(.custom("Dead-Postfix", size: 1))
            #endif
            func title() -> Font {
                #if false
                return .custom("Dead-False", size: 1)
                #elseif os(macOS)
                return .custom("Live-Mac", size: 1)
                #else
                return .custom("Live-Other", size: 1)
                #endif
            }
            """
        let requests = SwiftNameScanner().scan([SourceText(path: "A.swift", text: source)]).requests
        #expect(requests.map(\.name) == ["Live-True", "Live-Debug", "Live-ElseIfTrue", "Live-Mac", "Live-Other"])
    }

    /// A font assigned to a view only in never-compiled code goes to no view.
    @Test func anAssignmentInDeadCodeDoesNotScaleTheFont() {
        let source = """
            func style() {
                let kept = UIFont(name: "Kept", size: 17)
                #if false
                field.font = kept
                #endif
                let set = UIFont(name: "Set", size: 17)
                #if DEBUG
                label.font = set
                #endif
            }
            """
        let requests = SwiftNameScanner().scan([SourceText(path: "A.swift", text: source)]).requests
        let scaling = Dictionary(requests.map { ($0.name, $0.scaling) }, uniquingKeysWith: { first, _ in first })
        #expect(scaling["Kept"] == .some(nil))
        #expect(scaling["Set"] == .unscaled(receiver: "label"))
    }

    /// A lookup the function no longer compiles names no file the registration registers.
    @Test func aLookupInDeadCodeIsNotRegistered() {
        let source = """
            enum Fonts {
                static func register() {
                    #if false
                    let url = Bundle.main.url(forResource: "Old-Regular", withExtension: "ttf")!
                    #else
                    let url = Bundle.main.url(forResource: "Brand-Regular", withExtension: "otf")!
                    #endif
                    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                }
            }
            """
        let found = RegistrationScanner().scan(swift: [SourceText(path: "Fonts.swift", text: source)])
            .registrations
        #expect(found.map(\.files) == [["Brand-Regular.otf"]])
    }

    /// The readers that look through a function's tokens or statements, not with a visitor.
    @Test func valuesExitsAndStatementsInDeadCodeDoNotCount() throws {
        // A value assigned only in never-compiled code is not one the local takes.
        let local = """
            func make() -> UIFont? {
                var name = "Roboto-Regular"
                #if false
                name = "Old-Regular"
                #endif
                return UIFont(name: name, size: 12)
            }
            """
        let requests = SwiftNameScanner().scan([SourceText(path: "A.swift", text: local)]).requests
        #expect(requests.map(\.name) == ["Roboto-Regular"])

        // A `continue` the loop no longer compiles skips no case: every case's file registers.
        let loop = """
            enum FontName: String, CaseIterable { case regular = "Roboto-Regular", bold = "Roboto-Bold" }
            enum Loader {
                static func all() {
                    for font in FontName.allCases {
                        #if false
                        if font == .bold { continue }
                        #endif
                        guard let url = Bundle.main.url(forResource: font.rawValue, withExtension: "ttf") else { continue }
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }
            }
            """
        let found = RegistrationScanner().scan(swift: [SourceText(path: "Fonts.swift", text: loop)])
            .registrations
        #expect(found.map(\.files) == [["Roboto-Regular.ttf", "Roboto-Bold.ttf"]])

        // A label class's statements: none from a never-compiled clause.
        let label = """
            final class TitleLabel: UILabel {
                func style() {
                    #if false
                    font = UIFont(name: "Old-Regular", size: 12)
                    #else
                    font = UIFont(name: "Roboto-Regular", size: 12)
                    #endif
                }
            }
            """
        let tree = SwiftNameScanner.parse(label)
        let members = try #require(tree.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock)
        let statements = TextUseVisitor.statementLists(in: Syntax(members))
            .flatMap { $0.map(\.item.trimmedDescription) }
        #expect(statements.filter { $0.hasPrefix("font =") } == [#"font = UIFont(name: "Roboto-Regular", size: 12)"#])
    }
}
