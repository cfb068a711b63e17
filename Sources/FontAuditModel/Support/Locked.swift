import FontInspectorModel
import Foundation

/// A value that several threads read and write, each access under one lock.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores; results in the order of the array.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let slots = Locked([T?](repeating: nil, count: count))
        let items = self
        // A task-local trace is not handed to Dispatch's threads by itself.
        let trace = FileTrace.current
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let value = FileTrace.$current.withValue(trace) { transform(items[index]) }
            slots.withLock { $0[index] = value }
        }
        return slots.withLock { $0.compactMap { $0 } }
    }
}
