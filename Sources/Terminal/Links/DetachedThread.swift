#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own for work that blocks (waiting on a socket, or on standard input), started straight from the C
/// library: cheaper at launch than a dispatch queue, whose first use starts its thread pool.
nonisolated enum DetachedThread {
    /// The work, kept alive until the thread runs it.
    private final class Work {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }

    /// Runs `body` on a new detached thread; returns `false`, running nothing, if no thread could be started.
    static func run(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()  // An integer in glibc; a pointer in musl and Darwin.
        #else
            var thread: pthread_t?
        #endif
        guard pthread_create(&thread, nil, start, context) == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return false
        }
        #if canImport(Glibc)
            pthread_detach(thread)
        #else
            if let thread { pthread_detach(thread) }
        #endif
        return true
    }
}

/// The threads' entry point: a plain function, as `pthread_create` takes.
#if canImport(Darwin)
    private nonisolated func start(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        DetachedThread.runWork(in: context)
        return nil
    }
#else
    private nonisolated func start(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        context.map(DetachedThread.runWork(in:))
        return nil
    }
#endif

nonisolated extension DetachedThread {
    /// Takes back the work passed to a new thread and runs it.
    fileprivate static func runWork(in context: UnsafeMutableRawPointer) {
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
    }
}
