#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipe the accepting thread waits on beside the socket: a byte written to it wakes the thread on every
/// platform.
nonisolated struct WakeUpPipe: Sendable {
    /// The end the accepting thread polls and closes as it ends.
    let reading: Int32
    /// The end `wake()` writes to and closes.
    let writing: Int32

    /// A new pipe with both ends closed on `exec`; `nil` if none can be made.
    static func open() -> WakeUpPipe? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return WakeUpPipe(reading: ends[0], writing: ends[1])
    }

    /// Wakes the accepting thread and closes the writing end.
    ///
    /// A byte, not only the end of the pipe: a child spawned before `open()` marked the ends close-on-exec holds a
    /// copy of the writing end, and the end of the pipe would reach the thread only once that child exits. The thread
    /// ends only when woken, so its reading end is open here and the write cannot raise SIGPIPE; one byte in an empty
    /// pipe never blocks.
    func wake() {
        var byte = UInt8(ascii: "!")
        _ = write(writing, &byte, 1)
        close(writing)
    }
}
