#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing past a file-size limit (`ulimit -f`) as an error, not as the signal that ends the process.
///
/// A write that would make a file larger than the limit raises SIGXFSZ, whose default action ends the process, and
/// only fails with `EFBIG` when that signal is not acted upon. ``heldBack(during:)`` holds it back on the calling
/// thread while it writes and takes back the one the limit raised, so the caller sees `EFBIG` and can say so in one
/// line. A SIGXFSZ sent from outside (`kill -XFSZ`) still ends the process as before.
public nonisolated enum FileSizeSignal {
    /// Runs `write`, which returns the `errno` that stopped it or `nil`, with SIGXFSZ held back on this thread; when
    /// it stopped with `EFBIG`, the SIGXFSZ the limit raised is taken back before the signal is let through again.
    public static func heldBack(during write: () -> Int32?) -> Int32? {
        var fileSizeSignal = sigset_t()
        sigemptyset(&fileSizeSignal)
        sigaddset(&fileSizeSignal, SIGXFSZ)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &fileSizeSignal, &previousMask)
        let error = write()
        var pending = sigset_t()
        if error == EFBIG, sigpending(&pending) == 0, sigismember(&pending, SIGXFSZ) == 1 {
            var taken: Int32 = 0
            sigwait(&fileSizeSignal, &taken)
        }
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        return error
    }
}
