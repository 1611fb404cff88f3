import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from the process's standard input off the main actor, any bytes at all included; a non-blocking
/// descriptor is waited on, never taken for the end of input.
nonisolated final class StandardInput: Sendable {
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
    }

    // MARK: - Properties

    /// Held while reading: one read at a time, on whichever thread makes it.
    private let state = Mutex(State())

    // MARK: - Internal Methods

    /// The next line, or `nil` once input has ended.
    ///
    /// A line already waiting (typed ahead, piped in, or from a file) is read at once; a read that would wait is
    /// made on a thread of its own, so the main actor never blocks on input. That thread comes from the C library,
    /// not a dispatch queue, so it needs no descriptor: with none left (`ulimit -n`), input still arrives.
    func nextLine() async -> String? {
        switch state.withLock({ Self.readLine(&$0, waiting: false) }) {
        case .line(let line): return line
        case .end: return nil
        case .wouldWait: break
        }
        return await withCheckedContinuation { continuation in
            let isReading = DetachedThread.run {
                continuation.resume(returning: self.state.withLock { Self.readLine(&$0, waiting: true) }.line)
            }
            if !isReading {
                // No thread to be had: wait here rather than lose the line.
                continuation.resume(returning: state.withLock { Self.readLine(&$0, waiting: true) }.line)
            }
        }
    }

    // MARK: - Private Methods

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
            guard poll(&ready, nfds_t(ready.count), waiting ? -1 : 0) > 0, ready[0].revents != 0 else {
                if waiting || TerminationSignals.received != nil { continue }
                return .wouldWait
            }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                state.buffer.append(chunk[..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                if waiting { continue }
                return .wouldWait
            } else {
                state.isAtEnd = true
                return state.buffer.remainder().map(Ready.line) ?? .end
            }
        }
    }
}
