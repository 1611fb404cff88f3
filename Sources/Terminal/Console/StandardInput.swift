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
    /// What reading without waiting found.
    private enum Ready {
        case line(String)
        case end
        case wouldWait
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
        switch state.withLock({ Self.readLineIfReady(&$0) }) {
        case .line(let line): return line
        case .end: return nil
        case .wouldWait: break
        }
        return await withCheckedContinuation { continuation in
            let isReading = DetachedThread.run {
                continuation.resume(returning: self.state.withLock { Self.readLine(&$0) })
            }
            if !isReading {
                // No thread to be had: wait here rather than lose the line.
                continuation.resume(returning: state.withLock { Self.readLine(&$0) })
            }
        }
    }

    // MARK: - Private Methods

    /// The next line if it can be had without waiting.
    private static func readLineIfReady(_ state: inout State) -> Ready {
        while true {
            if let line = state.buffer.nextLine() { return .line(line) }
            if state.isAtEnd { return .end }
            var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 0) == 1 else { return .wouldWait }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                state.buffer.append(chunk[..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                return .wouldWait
            } else {
                state.isAtEnd = true
                return state.buffer.remainder().map(Ready.line) ?? .end
            }
        }
    }

    private static func readLine(_ state: inout State) -> String? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let line = state.buffer.nextLine() { return line }
            if state.isAtEnd { return nil }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                state.buffer.append(chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // A non-blocking descriptor with nothing in it yet: wait for more, this is not the end.
                var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                state.isAtEnd = true
                return state.buffer.remainder()
            }
        }
    }
}
