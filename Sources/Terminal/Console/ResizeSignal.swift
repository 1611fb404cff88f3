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
        guard wakeReadEnd < 0, let pipe = SignalWake.makePipe() else { return }
        wakeReadEnd = pipe.readEnd
        wakeWriteEnd = pipe.writeEnd
        SignalWake.handle(SIGWINCH, with: noteResize)
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
