#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGWINCH (the terminal's window changed size) into a byte on a pipe that the reading thread waits on beside
/// standard input (the self-pipe trick), so that a line being edited can have the screen drawn again at the new width.
///
/// Installed only when the line editor is on: in line mode the signal keeps its default action (ignored), and a run
/// on pipes opens no descriptor for it.
nonisolated enum ResizeSignal {
    // MARK: - Properties

    // Written by the signal handler, so they are plain globals touched only by async-signal-safe code.
    nonisolated(unsafe) private static var wakeWriteEnd: Int32 = -1
    nonisolated(unsafe) private static var wakeReadEnd: Int32 = -1

    /// The descriptor that becomes readable when the window has changed size, or -1 when the handler is not in.
    static var wakeDescriptor: Int32 { wakeReadEnd }

    // MARK: - Internal Methods

    /// Installs the handler, once; without a descriptor to spare for the pipe, the signal keeps its default action
    /// and a resize is seen at the next prompt only.
    static func install() {
        guard wakeReadEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeReadEnd = ends[0]
        wakeWriteEnd = ends[1]
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = noteResize
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = noteResize
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = noteResize
        #endif
        // Restarted, so that no other read or write in the app sees EINTR for it.
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(SIGWINCH, &action, nil)
    }

    /// Takes every resize noted so far; returns whether there was one.
    @discardableResult
    static func takeResizes() -> Bool {
        guard wakeReadEnd >= 0 else { return false }
        var bytes = [UInt8](repeating: 0, count: 64)
        var resized = false
        while bytes.withUnsafeMutableBytes({ read(wakeReadEnd, $0.baseAddress, $0.count) }) > 0 {
            resized = true
        }
        return resized
    }

    /// Wakes the reading thread; async-signal-safe.
    fileprivate static func note() {
        let savedError = errno
        var byte: UInt8 = 1
        _ = write(wakeWriteEnd, &byte, 1)
        errno = savedError
    }
}

/// The handler of SIGWINCH: a plain function, as C signal handlers must be.
private nonisolated func noteResize(_ signal: Int32) {
    ResizeSignal.note()
}
