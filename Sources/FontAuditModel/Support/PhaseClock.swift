import Foundation

/// `FONTAUDIT_PHASES=1 fontaudit check …` prints to standard error how long each phase of the run
/// took (loading the cache, walking, scanning sources, the rules, fix planning, writing), for
/// benchmarks and profiles; without the variable a mark costs one environment lookup at start.
package enum PhaseClock {
    private static let isOn = ProcessInfo.processInfo.environment["FONTAUDIT_PHASES"].map { !$0.isEmpty && $0 != "0" } ?? false
    /// When the last mark was made; 0 before the first.
    private static let last = Locked<UInt64>(0)

    /// Prints `name` and the milliseconds since the last mark.
    package static func mark(_ name: String) {
        guard isOn else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = last.withLock { last in
            defer { last = now }
            return last == 0 || last > now ? 0 : Double(now - last) / 1_000_000
        }
        FileHandle.standardError.write(Data(String(format: "phase %@ %.1f ms\n", name, elapsed).utf8))
    }

    /// Says `text` on standard error when phases are on: why a phase took the long way.
    package static func say(_ text: @autoclosure () -> String) {
        guard isOn else { return }
        FileHandle.standardError.write(Data("phase note: \(text())\n".utf8))
    }
}
