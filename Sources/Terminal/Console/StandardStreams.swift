#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Descriptors 0, 1 and 2 as the process finds them at launch.
///
/// A process started with one of them closed (`surfmvp >&-`, `<&-`, `2>&-`) would hand that number to the next file
/// it opens: the screen would be written into the state folder's `lock`, or commands read from it. Calling
/// `openClosedOnes()` before anything else opens a file points each closed one at `/dev/null` instead, so output
/// goes nowhere and input ends at once.
public nonisolated enum StandardStreams {
    /// Points every closed standard descriptor at `/dev/null`; returns `false` if one stays closed because
    /// `/dev/null` cannot be opened, when the process must not open any other file.
    @discardableResult
    public static func openClosedOnes() -> Bool {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where isClosed(descriptor) {
            let opened = open("/dev/null", O_RDWR)
            guard opened >= 0 else { return false }
            if opened != descriptor {
                let moved = dup2(opened, descriptor)
                close(opened)
                guard moved == descriptor else { return false }
            }
        }
        return true
    }

    // MARK: - Private Methods

    private static func isClosed(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) == -1 && errno == EBADF
    }
}
