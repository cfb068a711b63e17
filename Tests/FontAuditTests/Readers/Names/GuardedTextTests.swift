import Testing

@testable import FontAuditReaders

/// Values set under conditions are paired in `Names/`, whatever front end lowered them (issue 82):
/// a family and a suffix set under the same flag are set together; conditions on an enum subject
/// agree only where some case meets both.
@Suite struct GuardedTextTests {
    @Test func partsSetUnderTheSameFlagAreSetTogether() {
        let family = [
            GuardedText(text: "BalsamiqSans", conditions: [.flag("isK5", holds: true)]),
            GuardedText(text: "Lato", conditions: [.flag("isK5", holds: false)]),
        ]
        let suffix = [
            GuardedText(text: "Bold", conditions: [.flag("isK5", holds: true)]),
            GuardedText(text: "Black", conditions: [.flag("isK5", holds: false)]),
        ]
        let parts: [NameExpression] = [.unknown, .literal("-"), .unknown]
        let paired = NameExpression.paired(parts, guarded: [0: family, 2: suffix])
        #expect(
            paired
                == .oneOf([
                    .concatenation([.literal("BalsamiqSans"), .literal("-"), .literal("Bold")]),
                    .concatenation([.literal("Lato"), .literal("-"), .literal("Black")]),
                ]))
        // The control: parts that share no condition are not known to be set together.
        let other = suffix.map { GuardedText(text: $0.text, conditions: [.flag("isDark", holds: true)]) }
        #expect(NameExpression.paired(parts, guarded: [0: family, 2: other]) == nil)
    }

    @Test func enumConditionsAgreeWhereSomeCaseMeetsBoth() {
        let subject = NameCondition.Subject.selfCase
        let bold = NameCondition(subject: subject, cases: ["bold", "black"])
        #expect(bold.agrees(with: NameCondition(subject: subject, cases: ["black"])))
        #expect(!bold.agrees(with: NameCondition(subject: subject, cases: ["regular"])))
        #expect(!bold.agrees(with: NameCondition(subject: subject, cases: ["bold", "black"], negated: true)))
        #expect(bold.agrees(with: NameCondition(subject: subject, cases: ["bold"], negated: true)))
        #expect(bold.agrees(with: NameCondition(subject: .flag("isK5"), cases: ["true"], negated: true)))
    }
}
