import Foundation
import Testing

@testable import FontAuditModel

/// ``LateRelease``: what it is handed outlives the caller's last reference by about its delay, and
/// is then freed (not kept for the life of the process).
@Suite struct LateReleaseTests {
    final class Large {
        let values = [Int](repeating: 1, count: 1_000)
    }

    @Test func theObjectsAreFreedAfterTheDelay() async throws {
        weak var watched: Large?
        do {
            let large = Large()
            watched = large
            LateRelease.release([large, nil])
        }
        #expect(watched != nil, "held past the caller's last reference")
        let start = Date()
        while watched != nil, Date().timeIntervalSince(start) < 5 {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(watched == nil, "freed within 5 s")
    }
}
