import Foundation

/// Lets go of a run's large structures on a thread of its own, a moment after the caller has let go
/// of them: freeing a 10,000-file run's cache entries, traced paths and folder listings took 5 to 8
/// ms before its report was written, on the thread that writes it.
///
/// Only when they are freed changes: a caller that still holds one when the moment comes frees it
/// itself, as it would have.
package enum LateRelease {
    private static let queue = DispatchQueue(label: "fontaudit.late-release", qos: .utility)
    /// Long enough for the caller to return from the function that made them.
    static let delay = DispatchTimeInterval.milliseconds(100)

    /// Holds `objects` until ``delay`` from now, then lets go of them on a background queue.
    package static func release(_ objects: [AnyObject?]) {
        nonisolated(unsafe) let held = objects
        queue.asyncAfter(deadline: .now() + delay) { withExtendedLifetime(held) {} }
    }
}
