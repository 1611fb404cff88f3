import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What wakes the line editor's read besides a key: the window's new size (SIGWINCH), the app continued after Ctrl-Z
/// (`fg`), and the app asking for the line back (a link arrived while nothing is typed).
///
/// Each is noted in a flag of its own and a byte on one pipe that the reading thread waits on beside standard input
/// (the self-pipe trick), so the line can be drawn again, or ended, on the main actor. Installed only when the line
/// editor is on: in line mode SIGWINCH keeps its default action (ignored), and a run on pipes opens no descriptor for
/// it.
nonisolated enum ReadWake {
    /// What woke the read, any of them at once.
    struct Events: OptionSet, Sendable {
        let rawValue: Int

        /// The window changed size.
        static let resized = Events(rawValue: 1 << 0)
        /// The app was continued after it had stopped.
        static let continued = Events(rawValue: 1 << 1)
        /// The app asked for the line being edited to end.
        static let asked = Events(rawValue: 1 << 2)
    }

    // MARK: - Properties

    // Written by signal handlers, so they are plain globals touched only by async-signal-safe code.
    nonisolated(unsafe) private static var wakeWriteEnd: Int32 = -1
    nonisolated(unsafe) private static var wakeReadEnd: Int32 = -1
    nonisolated(unsafe) private static var isResized: sig_atomic_t = 0
    nonisolated(unsafe) private static var isContinued: sig_atomic_t = 0
    nonisolated(unsafe) private static var isAsked: sig_atomic_t = 0

    /// The descriptor that becomes readable when something is noted, or -1 when the pipe is not there.
    static var wakeDescriptor: Int32 { wakeReadEnd }

    // MARK: - Internal Methods

    /// Makes the pipe and installs the SIGWINCH handler, once; without a descriptor to spare for the pipe, the signal
    /// keeps its default action, a resize is seen at the next prompt only, and nothing else wakes the read.
    static func install() {
        guard wakeReadEnd < 0, let pipe = SignalWake.makePipe() else { return }
        wakeReadEnd = pipe.readEnd
        wakeWriteEnd = pipe.writeEnd
        SignalAction.handle(SIGWINCH, with: handleResize)
    }

    /// Whether anything is noted and not taken yet: a look at the flags, with no system call.
    static var hasNoted: Bool {
        isResized != 0 || isContinued != 0 || isAsked != 0
    }

    /// Takes everything noted so far; empty when nothing was.
    @discardableResult
    static func take() -> Events {
        guard wakeReadEnd >= 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(wakeReadEnd, $0.baseAddress, $0.count) }) > 0 {}
        var events: Events = []
        if isResized != 0 {
            isResized = 0
            events.insert(.resized)
        }
        if isContinued != 0 {
            isContinued = 0
            events.insert(.continued)
        }
        if isAsked != 0 {
            isAsked = 0
            events.insert(.asked)
        }
        return events
    }

    /// Notes that the app was continued after it had stopped; async-signal-safe.
    static func noteContinued() {
        isContinued = 1
        wake()
    }

    /// Asks the read under way, if any, to return, for the line to end.
    static func ask() {
        isAsked = 1
        wake()
    }

    /// Notes a resize; async-signal-safe.
    fileprivate static func noteResize() {
        isResized = 1
        wake()
    }

    // MARK: - Private Methods

    /// Wakes the reading thread; async-signal-safe.
    private static func wake() {
        guard wakeWriteEnd >= 0 else { return }
        let savedError = errno
        var byte: UInt8 = 1
        _ = write(wakeWriteEnd, &byte, 1)
        errno = savedError
    }
}

/// The handler of SIGWINCH: a plain function, as C signal handlers must be.
private nonisolated func handleResize(_ signal: Int32) {
    ReadWake.noteResize()
}
