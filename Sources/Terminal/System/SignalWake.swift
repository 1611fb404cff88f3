#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the signals the app turns into events share: a pipe a handler writes one byte to, which a reading thread
/// waits on beside standard input (the self-pipe trick), and the plain handler that does the writing.
nonisolated enum SignalWake {
    /// A pipe for a handler to wake a thread through, both ends close-on-exec and non-blocking (a full pipe never
    /// blocks a handler); `nil` without two descriptors to spare.
    static func makePipe() -> (readEnd: Int32, writeEnd: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }

    /// Handles `signalNumber` with `handler`, restarted (`SA_RESTART`), so that no other read or write in the app
    /// sees EINTR for it.
    static func handle(_ signalNumber: Int32, with handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
    }
}
