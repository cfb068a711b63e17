import FontInspectorModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work that recurses as deep as its input goes on a thread with a large stack.
///
/// swift-syntax parses an `else if` chain, and walks a postfix chain (`y.a().a()…`), one stack
/// frame or more per link: on a thread's usual 8 MB the audit crashed on 20,000 `else if`s
/// (450 KB) or 80,000 links (320 KB), bad input that must become a finding or nothing, never a
/// crash. Bracket nesting is bounded before the parse (``SwiftNesting``); these are not nested
/// brackets. A file over ``threshold`` bytes is parsed and walked here, on a stack of ``size``
/// (address space; only what the recursion touches is used). Smaller files cannot hold such a
/// chain and run where they are.
package enum DeepStack {
    /// The stack of the threads ``run(ifLarger:_:)`` starts.
    package static let size = 1 << 30
    /// Inputs up to this many bytes run on the calling thread.
    package static let threshold = 64 << 10

    private final class Job: @unchecked Sendable {
        let work: () -> Void
        let trace: FileTrace?
        init(work: @escaping () -> Void, trace: FileTrace?) {
            self.work = work
            self.trace = trace
        }
    }

    /// `body`'s value, computed on a thread with a stack of ``size`` when `count` (the input's
    /// bytes) is over ``threshold``, else here. The run's trace goes with it.
    /// Without `count`, always on such a thread (for the few files a registration scan parses,
    /// whose size is not known before they are read).
    package static func run<T>(ifLarger count: Int = .max, _ body: () -> T) -> T {
        guard count > threshold else { return body() }
        return withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) var result: T?
            let job = Job(work: { result = body() }, trace: FileTrace.current)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            let context = Unmanaged.passRetained(job).toOpaque()
            #if canImport(Glibc)
                var thread = pthread_t()
            #else
                var thread: pthread_t?
            #endif
            let created = pthread_create(
                &thread, &attributes,
                { context in
                    let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
                    FileTrace.$current.withValue(job.trace) { job.work() }
                    return nil
                }, context)
            guard created == 0 else {
                // No thread to be had: the work runs here, as it did before.
                Unmanaged<Job>.fromOpaque(context).release()
                return body()
            }
            #if canImport(Glibc)
                pthread_join(thread, nil)
            #else
                pthread_join(thread!, nil)
            #endif
            return result!
        }
    }
}
