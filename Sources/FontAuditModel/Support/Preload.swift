import Foundation

/// A value made by work that may start early on a thread of its own, when the caller learns that
/// it will be needed, and that is otherwise made when asked for: `check` starts loading its run
/// cache as soon as the memo's check finds a file changed, while the check goes on.
package final class Preload<Value: Sendable>: @unchecked Sendable {
    private let lock = NSCondition()
    private let make: @Sendable () -> Value
    private var state: State = .idle

    private enum State {
        case idle
        case running
        case done(Value)
    }

    /// Work that makes the value; nothing runs yet.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// Starts the work on a thread of its own, unless it has started.
    package func start() {
        lock.lock()
        defer { lock.unlock() }
        guard case .idle = state else { return }
        state = .running
        let thread = Thread { [self] in
            let value = make()
            lock.lock()
            state = .done(value)
            lock.broadcast()
            lock.unlock()
        }
        thread.start()
    }

    /// The value: waited for when the work runs, made here when it has not started.
    package var value: Value {
        lock.lock()
        switch state {
        case .idle:
            state = .running
            lock.unlock()
            let value = make()
            lock.lock()
            state = .done(value)
            lock.broadcast()
            lock.unlock()
            return value
        case .running, .done:
            while true {
                if case .done(let value) = state {
                    lock.unlock()
                    return value
                }
                lock.wait()
            }
        }
    }
}
