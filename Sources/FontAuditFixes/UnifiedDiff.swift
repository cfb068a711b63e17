/// A unified diff of one file's lines (`---`/`+++`/`@@`, three lines of context), as `git apply`
/// and `patch -p1` read it. Lines keep their own breaks, so a CRLF file's patch carries CRs.
enum UnifiedDiff {
    /// The patch turning `old` into `new` for the file at `path` (relative, `/`-separated); empty
    /// when they are the same.
    static func patch(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = edits(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var out = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
        // Group changes whose context overlaps into hunks.
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else {
                index += 1
                continue
            }
            var start = index
            var back = 0
            while start > 0, back < context, script[start - 1].kind == .same {
                start -= 1
                back += 1
            }
            var end = index
            var sameRun = 0
            var cursor = index
            while cursor < script.count {
                if script[cursor].kind == .same {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(script.count, end + 1 + context)
            let hunk = script[start..<stop]
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart =
                (hunk.first { $0.kind != .insert }?.oldIndex ?? hunk.first!.oldIndex) + (oldCount == 0 ? 0 : 1)
            let newStart =
                (hunk.first { $0.kind != .delete }?.newIndex ?? hunk.first!.newIndex) + (newCount == 0 ? 0 : 1)
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for step in hunk {
                let (mark, line): (String, [UInt8]) =
                    switch step.kind {
                    case .same: (" ", a[step.oldIndex])
                    case .delete: ("-", a[step.oldIndex])
                    case .insert: ("+", b[step.newIndex])
                    }
                out += mark + String(decoding: line, as: UTF8.self)
                if line.last != 0x0A { out += "\n\\ No newline at end of file\n" }
            }
            index = stop
        }
        return out
    }

    /// The file's lines, each with its line break (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { result.append(Array(bytes[start...])) }
        return result
    }

    struct Step {
        enum Kind { case same, delete, insert }
        let kind: Kind
        /// For `insert`, where in `old` the line goes (the index of the next old line).
        let oldIndex: Int
        /// For `delete`, where in `new` the line would have been.
        let newIndex: Int
    }

    /// The shortest edit script from `a` to `b` (Myers' greedy algorithm, keeping each round's
    /// frontier to walk back).
    static func edits(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Step] {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = false
        for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        // Walk back through the rounds.
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldIndex: x, newIndex: y))
                }
            }
            x = previousX
            y = previousY
        }
        return steps.reversed()
    }
}
