import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// A word a file sees through its includes (``NameScope``), evaluated by the shared evaluator
/// (``NameExpression/word(_:file:)``): the one value every definition the file may see agrees on,
/// else open with why; and `.sourced` says where a front end followed a value from.
@Suite struct NameScopeTests {
    static func definition(_ name: String, _ value: String, in file: String, shared: Bool = true)
        -> NameScope.Definition
    {
        NameScope.Definition(
            name: name, value: value, source: ValueSource(label: "#define \(name)", file: file, line: 1),
            shared: shared)
    }

    static let constants: NameDefinitions = {
        var constants = NameDefinitions()
        constants.scope = NameScope(
            definitions: [
                definition("BRAND", "Brand-Bold", in: "A/Brand.h"),
                definition("BRAND", "Other-Bold", in: "B/OtherBrand.h"),
                definition("BODY", "Brand-Book", in: "A/Prefix.pch"),
                definition("LOCAL", "Brand-Light", in: "A/Other.m", shared: false),
                definition("SHARED", "Brand-Heavy", in: "A/Shared.h"),
            ],
            includes: ["A/Label.m": ["Theme.h"], "A/Theme.h": ["Brand.h"]],
            seenByAll: ["A/Prefix.pch"], files: [], lookingUp: ["A/Label.m"])
        return constants
    }()

    @Test(arguments: [
        // Through an included header that includes the definition's: its value, not the other
        // file's of the same name.
        ("BRAND", "A/Label.m", "Brand-Bold"),
        // Every file sees a prefix header.
        ("BODY", "B/View.m", "Brand-Book"),
        // Seen from no include: the one value the shared definitions agree on.
        ("SHARED", "B/View.m", "Brand-Heavy"),
    ])
    func aWordTakesTheValueItsFileSees(_ word: String, _ file: String, _ value: String) {
        let evaluated = NameExpression.word(word, file: file).evaluate(in: Self.constants)
        #expect(evaluated.single == value)
        #expect(evaluated.candidates?.first?.source?.label == "#define \(word)")
    }

    @Test func aWordLeftOpenSaysWhy() {
        // Two headers disagree, and the file includes neither.
        let ambiguous = NameExpression.word("BRAND", file: "B/View.m")
        #expect(ambiguous.evaluate(in: Self.constants) == .unknown)
        #expect(ambiguous.openReason(in: Self.constants) == OpenReason(.ambiguous, "BRAND"))
        // An implementation file's own `#define` is not another file's.
        let local = NameExpression.word("LOCAL", file: "B/View.m")
        #expect(local.evaluate(in: Self.constants) == .unknown)
        let missing = NameExpression.word("NOWHERE", file: "A/Label.m")
        #expect(missing.openReason(in: Self.constants) == OpenReason(.undefined, "NOWHERE"))
    }

    @Test func aSourcedValueSaysWhereItWasFollowedFrom() {
        let source = ValueSource(label: "self.bodyFont = BRAND", file: "A/Theme.m", line: 7)
        let expression = NameExpression.oneOf([
            .sourced(.word("BRAND", file: "A/Label.m"), source), .sourced(.literal("Brand-Regular"), source),
        ])
        let value = expression.evaluate(in: Self.constants)
        #expect(value.candidates?.map(\.text) == ["Brand-Bold", "Brand-Regular"])
        #expect(value.candidates?.allSatisfy { $0.source == source } == true)
        // The first part left open says why the whole is.
        let open = NameExpression.oneOf([
            .sourced(.literal("Brand-Regular"), source), .sourced(.open(OpenReason(.assignment, "Theme.x")), source),
        ])
        #expect(open.openReason(in: Self.constants) == OpenReason(.assignment, "Theme.x"))
    }
}
