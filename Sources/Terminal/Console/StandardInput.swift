import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from the process's standard input off the main actor, any bytes at all included, or for the line
/// editor the bytes as they come; a non-blocking descriptor is waited on, never taken for the end of input.
nonisolated final class StandardInput: Sendable {
    /// What a read of the bytes as they come found.
    enum Bytes: Equatable, Sendable {
        /// Bytes that arrived, as many as one read returned.
        case bytes([UInt8])
        /// Something other than a key woke the read (``ReadWake``): the window's new size, `fg`, or the app.
        case woken(ReadWake.Events)
        /// Nothing came within the time given.
        case timedOut
        /// The end of input, or SIGHUP or SIGTERM received.
        case end
    }

    /// What a read found.
    private enum Ready {
        case line(String)
        case end
        /// Nothing yet, and the read was not to wait.
        case wouldWait

        /// The line, if one was read.
        var line: String? {
            if case .line(let line) = self { line } else { nil }
        }
    }

    /// What has been read and not handed out yet.
    private struct State {
        var buffer = LineBuffer()
        var isAtEnd = false
        /// Where the bytes of one read go, kept from read to read.
        var chunk = [UInt8](repeating: 0, count: 4_096)
        /// What a read of the bytes as they come waits on, kept from read to read: standard input, and the pipes of
        /// ``TerminationSignals`` and ``ReadWake``, named anew at each read since those pipes are made on demand.
        var watched = [pollfd](repeating: pollfd(fd: -1, events: Int16(POLLIN), revents: 0), count: 3)
    }

    // MARK: - Properties

    /// Held while reading: one read at a time, on whichever thread makes it.
    private let state = Mutex(State())

    /// Where a read that must wait is made.
    private let reader = ReadingThread()

    // MARK: - Internal Methods

    /// The next line, or `nil` once input has ended.
    ///
    /// A line already waiting (typed ahead, piped in, or from a file) is read at once; a read that would wait is
    /// made on the reading thread (``ReadingThread``), so the main actor never blocks on input.
    func nextLine() async -> String? {
        switch state.withLock({ Self.readLine(&$0, waiting: false) }) {
        case .line(let line): line
        case .end: nil
        case .wouldWait: await nextLineWaiting()
        }
    }

    /// The next line, read on the reading thread, where the read may wait.
    ///
    /// Kept out of ``nextLine()`` so that a line already there costs nothing of what waiting takes, down to the
    /// runtime's first look at the continuation's type.
    @inline(never)
    private func nextLineWaiting() async -> String? {
        await withCheckedContinuation { continuation in
            let isReading = reader.run {
                continuation.resume(returning: self.state.withLock { Self.readLine(&$0, waiting: true) }.line)
            }
            if !isReading {
                // No thread to be had: wait here rather than lose the line.
                continuation.resume(returning: state.withLock { Self.readLine(&$0, waiting: true) }.line)
            }
        }
    }

    /// Whether a read now would not wait: a line is read already, or standard input has something to read (or its
    /// end) at once.
    ///
    /// It never waits for a read in progress: that read holds what was read (and has no whole line in it, or it
    /// would have returned), so only standard input itself is asked, with a `poll` that takes nothing from it.
    var hasInputNow: Bool {
        let isHeld = state.withLockIfAvailable { $0.buffer.hasLine || $0.isAtEnd } ?? false
        guard !isHeld else { return true }
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0 && Self.canRead(withoutWaitingAfter: ready.revents)
    }

    /// Runs `work`, which may block on ``nextBytes(upTo:waitingAtMost:)``, on the reading thread, and returns what it
    /// gives; on the calling thread when no reading thread can be had, rather than lose input.
    func onReadingThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let isReading = reader.run { continuation.resume(returning: work()) }
            if !isReading {
                continuation.resume(returning: work())
            }
        }
    }

    /// The bytes that arrive next on standard input, up to `maximum` of them, as one read returns them, for the line
    /// editor to decode into keys; `.woken` first when something else woke the read; `.timedOut` when nothing came
    /// within `timeout` (`nil`: no limit).
    ///
    /// It waits on the calling thread: the line editor calls it from work it runs ``onReadingThread(_:)``.
    func nextBytes(upTo maximum: Int, waitingAtMost timeout: Duration?) -> Bytes {
        let milliseconds = timeout.map { Self.milliseconds(in: $0) } ?? -1
        return state.withLock { Self.readBytes(&$0, upTo: maximum, waitingMilliseconds: milliseconds) } ?? .timedOut
    }

    /// Whether standard input can be read without waiting, from what `poll` reported for it (`revents`).
    ///
    /// Data, the end of input (`POLLHUP`) or an error (`POLLERR`) each return from `read` at once. `POLLNVAL` says
    /// `poll` cannot watch the descriptor, not that it is closed: Darwin's `poll` reports that for `/dev/tty` itself
    /// (standard input opened on it, as `< /dev/tty` does) together with `POLLIN` while nothing has been typed, so it
    /// could mean a read that blocks; such a read is made on the reading thread, never on the main actor.
    static func canRead(withoutWaitingAfter revents: Int16) -> Bool {
        revents & Int16(POLLNVAL) == 0 && revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
    }

    // MARK: - Private Methods

    /// The bytes one read of up to `maximum` returns, what else woke it, or the end of input; `nil` when nothing came
    /// within `milliseconds` (-1: no limit; 0: only what is there already, never a read that could block).
    private static func readBytes(
        _ state: inout State,
        upTo maximum: Int,
        waitingMilliseconds milliseconds: Int32
    ) -> Bytes? {
        let maximum = min(max(maximum, 1), state.chunk.count)
        let deadline = milliseconds > 0 ? ContinuousClock.now + .milliseconds(milliseconds) : nil
        state.watched[0].fd = STDIN_FILENO
        state.watched[1].fd = TerminationSignals.wakeDescriptor
        state.watched[2].fd = ReadWake.wakeDescriptor
        var isWakePipeReadable = ReadWake.hasNoted
        while true {
            if TerminationSignals.received != nil || state.isAtEnd { return .end }
            if isWakePipeReadable {
                let events = ReadWake.take()
                if !events.isEmpty { return .woken(events) }
            }
            let left = deadline.map { Self.milliseconds(in: $0 - ContinuousClock.now) } ?? milliseconds
            let polled = poll(&state.watched, nfds_t(state.watched.count), left)
            if polled == 0 { return nil }
            guard polled > 0 else { continue }
            isWakePipeReadable = state.watched[2].revents != 0
            guard state.watched[0].revents != 0 else { continue }
            guard milliseconds != 0 || Self.canRead(withoutWaitingAfter: state.watched[0].revents) else { return nil }
            let count = state.chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, maximum) }
            if count > 0 {
                return .bytes(Array(state.chunk[..<count]))
            } else if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                guard milliseconds != 0 else { return nil }
                if errno != EINTR && state.watched[0].revents & Int16(POLLNVAL) != 0 {
                    // Not blocking, and `poll` cannot wait for it: look again shortly rather than spin.
                    _ = poll(nil, 0, 10)
                }
            } else {
                state.isAtEnd = true
                return .end
            }
        }
    }

    /// `duration` in whole milliseconds, rounded up, for `poll`; 0 for a duration that has passed.
    private static func milliseconds(in duration: Duration) -> Int32 {
        Int32(clamping: Int(max(0, (duration / .milliseconds(1)).rounded(.up))))
    }

    /// The next line, or the end of input; without `waiting`, `.wouldWait` where it would have to wait for one.
    ///
    /// Waiting is done in `poll`, so a non-blocking descriptor with nothing in it yet is waited on like a blocking
    /// one, never taken for the end of input.
    private static func readLine(_ state: inout State, waiting: Bool) -> Ready {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            // SIGHUP or SIGTERM: the app quits as at the end of input, leaving any line typed ahead unhandled.
            if TerminationSignals.received != nil { return .end }
            if let line = state.buffer.nextLine() { return .line(line) }
            if state.isAtEnd { return .end }
            var ready = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: TerminationSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let polled = poll(&ready, nfds_t(ready.count), waiting ? -1 : 0)
            if TerminationSignals.received != nil { continue }
            guard waiting || (polled > 0 && Self.canRead(withoutWaitingAfter: ready[0].revents)) else {
                return .wouldWait
            }
            guard polled > 0, ready[0].revents != 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                state.buffer.append(chunk[..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                guard waiting else { return .wouldWait }
                if errno != EINTR && ready[0].revents & Int16(POLLNVAL) != 0 {
                    // Not blocking, and `poll` cannot wait for it: look again shortly rather than spin.
                    _ = poll(nil, 0, 10)
                }
            } else {
                state.isAtEnd = true
                return state.buffer.remainder().map(Ready.line) ?? .end
            }
        }
    }
}
