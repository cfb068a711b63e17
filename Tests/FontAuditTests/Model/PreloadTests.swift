import Foundation
import Testing

@testable import FontAuditModel

/// ``Preload``: the work runs once, on a thread of its own when started early, else where the value
/// is asked for; every asker gets the one value.
@Suite struct PreloadTests {
    @Test func notStartedItRunsWhereAsked() {
        let runs = Locked(0)
        let preload = Preload { () -> Int in
            runs.withLock { $0 += 1 }
            return 7
        }
        #expect(preload.value == 7)
        #expect(preload.value == 7)
        #expect(runs.withLock { $0 } == 1)
    }

    @Test func startedEarlyItRunsOnceOnItsOwnThread() {
        let runs = Locked<[Bool]>([])
        let gate = DispatchSemaphore(value: 0)
        let preload = Preload { () -> String in
            runs.withLock { $0.append(Thread.isMainThread) }
            gate.wait()
            return "loaded"
        }
        preload.start()
        preload.start()
        // Askers wait while the work runs, then all get its one value.
        let values = Locked<[String]>([])
        DispatchQueue.global().async { gate.signal() }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let value = preload.value
            values.withLock { $0.append(value) }
        }
        preload.start()
        #expect(values.withLock { $0 } == Array(repeating: "loaded", count: 8))
        #expect(runs.withLock { $0 }.count == 1)
    }
}
