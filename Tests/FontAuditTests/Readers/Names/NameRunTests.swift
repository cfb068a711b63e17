import Testing

@testable import FontAuditReaders

/// The run of a lowered function (issue 82) knows no front end: a function built by hand, with a
/// host that binds one constant, runs as JavaScript's lowering of the same body does.
@Suite struct NameRunTests {
    /// A host binding `family` to "Biotif", and no function.
    struct Host: RunHost {
        func bound(_ path: [String]) -> RunValue {
            path == ["family"] ? .string("Biotif") : .deferred(RunDeferred { throw RunOpen() })
        }
        func call(_ path: [String], _ arguments: [RunValue]) throws -> RunValue { throw RunOpen() }
    }

    /// `(weight, italic = false) => { const style = {}; switch (weight) { case 'bold': case 700:
    /// style.suffix = 'Bold'; break; default: style.suffix = 'Regular' } return family + '-' +
    /// style.suffix + (italic ? 'Italic' : '') }`
    static var function: RunFunction {
        RunFunction(
            parameters: [
                .init(name: "weight", defaultValue: nil), .init(name: "italic", defaultValue: .value(.bool(false))),
            ],
            body: .statements([
                .declare([(name: "style", value: .object([]))]),
                .choice(
                    .name(["weight"]),
                    [
                        (label: .value(.string("bold")), statements: []),
                        (label: .value(.number(700)), statements: [assign("Bold"), .breaks]),
                        (label: nil, statements: [assign("Regular")]),
                    ]),
                .returns(
                    .binary(
                        "+",
                        .binary(
                            "+", .binary("+", .name(["family"]), .value(.string("-"))), .name(["style", "suffix"])),
                        .conditional(.name(["italic"]), .value(.string("Italic")), .value(.string(""))))),
            ]))
    }

    static func assign(_ suffix: String) -> RunStatement {
        .assign("style", [.name("suffix")], adds: false, .value(.string(suffix)))
    }

    static func run(_ arguments: [RunValue]) -> String? {
        guard let value = try? NameRun.run(function, arguments, host: Host(), budget: RunBudget()),
            case .string(let text) = value
        else { return nil }
        return text
    }

    @Test func theArgumentsPickTheBranchesAndTheHostGivesTheRest() {
        #expect(Self.run([.string("bold")]) == "Biotif-Bold")
        #expect(Self.run([.number(700), .bool(true)]) == "Biotif-BoldItalic")
        #expect(Self.run([.string("400")]) == "Biotif-Regular")
        // Not known: a falsy value the host writes where a default would apply, a comparison
        // JavaScript's `===` cannot settle.
        #expect(Self.run([.string("bold"), .falsy]) == nil)
        #expect(Self.run([.falsy]) == nil)
    }

    @Test func anObjectSomethingElseHoldsIsNeverChanged() throws {
        // `const a = {}; const b = a; a.x = 'X'`: `b` holds it too, so the change is not followed.
        let declare = RunStatement.declare([(name: "a", value: .object([]))])
        let alias = RunStatement.declare([(name: "b", value: .name(["a"]))])
        let change = RunStatement.assign("a", [.name("x")], adds: false, .value(.string("X")))
        let read = RunStatement.returns(.name(["a", "x"]))
        let shared = RunFunction(parameters: [], body: .statements([declare, alias, change, read]))
        #expect(throws: RunOpen.self) { try NameRun.run(shared, [], host: Host(), budget: RunBudget()) }
        // The control: the same without `b`.
        let own = RunFunction(parameters: [], body: .statements([declare, change, read]))
        let value = try NameRun.run(own, [], host: Host(), budget: RunBudget())
        guard case .string(let text) = value else {
            Issue.record("not a string: \(value)")
            return
        }
        #expect(text == "X")
    }
}
extension RunFunction {
    fileprivate var bodyStatements: [RunStatement] {
        if case .statements(let statements) = body { return statements }
        return []
    }
}
