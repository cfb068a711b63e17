extension JavaScriptFunctionRun {
    /// `switch (…) { case …: … default: … }`: the statements from the case whose value is the
    /// subject's (`===`), or from `default`, to a `break`; a case's value the audit does not know
    /// before the match leaves the function open.
    mutating func switchStatement() throws -> Flow {
        let subject = try head()
        guard isPunct("{") else { throw Open() }
        let end = try closing(index)
        // The labels, found by reading the body past without effect.
        var labels: [(value: Int?, body: Int)] = []
        let wasLive = live
        live = false
        index += 1
        while index < end {
            if let label = try caseLabel() {
                labels.append(label)
            } else {
                _ = try statement()
            }
        }
        live = wasLive
        index = end + 1
        guard live else { return .next }
        var start: Int? = nil
        for label in labels {
            guard let valueStart = label.value else { continue }
            index = valueStart
            if try evaluator.equal(subject, try expression(), strict: true) {
                start = label.body
                break
            }
        }
        guard let start = start ?? labels.first(where: { $0.value == nil })?.body else {
            index = end + 1
            return .next
        }
        index = start
        scopes.append([:])
        defer { for (name, outer) in scopes.removeLast() { locals[name] = outer } }
        var flow = Flow.next
        while index < end {
            let wasLive = live
            live = false
            let label = try caseLabel()
            live = wasLive
            if label != nil { continue }
            flow = try statement()
            if case .next = flow { continue }
            break
        }
        index = end + 1
        if case .breakOut = flow { return .next }
        return flow
    }

    /// `case value:` or `default:` at `index`, read past: where its value starts (nil for
    /// `default`) and where its statements start; nil when no label is there.
    private mutating func caseLabel() throws -> (value: Int?, body: Int)? {
        switch word() {
        case "case":
            index += 1
            let valueStart = index
            _ = try expression()
            try expect(":")
            return (valueStart, index)
        case "default" where isPunct(":", 1):
            index += 2
            return (nil, index)
        default:
            return nil
        }
    }
}
