import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGHUP (the terminal closed) and SIGTERM (a shutdown, `kill`) into an orderly quit, the way the end of input
/// quits: the app keeps what must outlive the run, then ends by the same signal, so the shell still sees 128 + it.
///
/// The handler only notes the signal and writes one byte to a pipe that the reading thread waits on beside standard
/// input (the self-pipe trick), so the line being read ends as at the end of input and the run loop returns on the
/// main actor. After SIGHUP nothing is written any more: standard output may be a terminal that is gone.
public nonisolated enum TerminationSignals {
    // MARK: - Properties

    // Read and written by the signal handler, so they are plain globals touched only by async-signal-safe code.
    nonisolated(unsafe) private static var receivedSignal: sig_atomic_t = 0
    nonisolated(unsafe) private static var wakeWriteEnd: Int32 = -1
    nonisolated(unsafe) private static var wakeReadEnd: Int32 = -1

    /// The signals handled: the terminal's hang-up and the request to terminate.
    static let handled: [Int32] = [SIGHUP, SIGTERM]

    /// The signal received, or `nil` while none has been.
    static var received: Int32? {
        receivedSignal == 0 ? nil : Int32(receivedSignal)
    }

    /// Whether the terminal has hung up: nothing may be written from then on.
    static var hasHungUp: Bool { receivedSignal == SIGHUP }

    /// The descriptor that becomes readable when a signal has been received, or -1 when the handlers are not in.
    static var wakeDescriptor: Int32 { wakeReadEnd }

    /// Whether `signalNumber` is handled here, so the terminal's own handlers leave it alone.
    static func handles(_ signalNumber: Int32) -> Bool {
        wakeReadEnd >= 0 && handled.contains(signalNumber)
    }

    // MARK: - Public Methods

    /// Installs the handlers, once, before the app runs.
    ///
    /// A signal the process was started with ignored (`nohup`) stays ignored. Without a descriptor to spare for the
    /// pipe, the signals keep their default action.
    public static func install() {
        guard wakeReadEnd < 0, let pipe = SignalWake.makePipe() else { return }
        wakeReadEnd = pipe.readEnd
        wakeWriteEnd = pipe.writeEnd
        for signalNumber in handled {
            guard !SignalAction.isIgnored(signalNumber) else { continue }
            SignalAction.handle(signalNumber, with: noteTerminationSignal)
        }
    }

    /// Ends the process by the signal received, with its default action, once the app has quit in order; returns
    /// when none was received.
    public static func endProcessIfReceived() {
        guard let signalNumber = received else { return }
        TerminalMode.restore()
        SignalAction.endProcess(by: signalNumber)
    }

    // MARK: - Internal Methods

    /// Notes `signalNumber` and wakes the reading thread; async-signal-safe.
    fileprivate static func note(_ signalNumber: Int32) {
        if receivedSignal == 0 {
            receivedSignal = sig_atomic_t(signalNumber)
        }
        var byte: UInt8 = 1
        _ = write(wakeWriteEnd, &byte, 1)
    }
}

/// The handler of SIGHUP and SIGTERM: a plain function, as C signal handlers must be.
private nonisolated func noteTerminationSignal(_ signal: Int32) {
    TerminationSignals.note(signal)
}
