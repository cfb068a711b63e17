import Foundation

/// `FONTAUDIT_PHASES=1 fontaudit check …` prints to standard error how long each phase of the run
/// took (loading the cache, walking, scanning sources, the rules, fix planning, writing), for
/// benchmarks and profiles; without the variable a mark costs one environment lookup at start.
package enum PhaseClock {
    private static let isOn =
        ProcessInfo.processInfo.environment["FONTAUDIT_PHASES"].map { !$0.isEmpty && $0 != "0" } ?? false
    /// When the last mark was made (0 before the first), and the process's CPU time then.
    private static let last = Locked<(wall: UInt64, cpu: Double)>((0, 0))

    /// Prints `name`, the milliseconds since the last mark, and the CPU time all threads spent in
    /// them (twice the wall time when both cores worked throughout; at the first mark, the CPU
    /// time the process had spent starting).
    package static func mark(_ name: String) {
        guard isOn else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let (elapsed, spent) = last.withLock { last in
            defer { last = (now, cpu) }
            return (last.wall == 0 || last.wall > now ? 0 : Double(now - last.wall) / 1_000_000, cpu - last.cpu)
        }
        FileHandle.standardError.write(
            Data(String(format: "phase %@ %.1f ms (cpu %.1f ms)\n", name, elapsed, spent).utf8))
    }

    /// Says `text` on standard error when phases are on: why a phase took the long way.
    package static func say(_ text: @autoclosure () -> String) {
        guard isOn else { return }
        FileHandle.standardError.write(Data("phase note: \(text())\n".utf8))
    }
}
