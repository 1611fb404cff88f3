#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the signals the app turns into events share: a pipe a handler writes one byte to, which a reading thread
/// waits on beside standard input (the self-pipe trick); the handler itself is set with `SignalAction`, in the Signals
/// target.
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
}
