#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing past a file-size limit (`ulimit -f`) as an error, `EFBIG`, not as the signal that ends the process.
///
/// A write that would make a file larger than the limit raises SIGXFSZ, whose default action ends the process; the
/// write fails with `EFBIG`, which the app can say in one line, only when the signal is not acted upon. Holding it
/// back on the writing thread is not enough: Darwin sends it to the whole process, where any thread that has it
/// unblocked (one the process or the runtime started) takes it. So the app and the generator ignore it, in every
/// thread, from launch.
public nonisolated enum FileSizeSignal {
    /// Ignores SIGXFSZ in the whole process, so that every write past the limit fails with `EFBIG`.
    public static func ignore() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
