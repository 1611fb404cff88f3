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

    /// The stack each thread asks for: 1 MiB.
    ///
    /// Without a size a thread gets the C library's default, which differs: glibc takes `ulimit -s` (8 MiB as a
    /// rule), Darwin gives 512 KiB, and musl only 128 KiB, little for Swift code whose buffers the optimizer may
    /// place on the stack and whose calls go through the runtime; a thread that outgrows its stack ends the app with
    /// SIGSEGV. 1 MiB leaves room to spare on every platform; it is address space reserved, not memory used, for the
    /// few threads the app makes.
    static let stackSize = 1 << 20

    /// Runs `body` on a new detached thread; returns `false`, running nothing, if no thread could be started.
    static func run(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()  // An integer in glibc; a pointer in musl and Darwin.
        #else
            var thread: pthread_t?
        #endif
        let created = withAttributes { attributes in pthread_create(&thread, attributes, start, context) }
        guard created == 0 else {
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

    /// Runs `body` with the attributes of a new thread: a stack of `stackSize`; the C library's defaults (`nil`) if
    /// they cannot be set up.
    ///
    /// `pthread_attr_t` is a structure on every platform (a union in glibc, a struct in musl and Darwin), made by
    /// `pthread_attr_init` and freed by `pthread_attr_destroy`.
    static func withAttributes<Result>(_ body: (UnsafePointer<pthread_attr_t>?) -> Result) -> Result {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return body(nil) }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return body(nil) }
        return body(&attributes)
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
