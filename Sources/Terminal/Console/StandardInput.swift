import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from the process's standard input off the main actor, any bytes at all included; a non-blocking
/// descriptor is waited on, never taken for the end of input.
final class StandardInput: @unchecked Sendable {
    /// What reading without waiting found.
    private enum Ready {
        case line(String)
        case end
        case wouldWait
    }

    // MARK: - Properties

    // `buffer` and `isAtEnd` are touched only on `queue`, which is what makes this type Sendable.
    private let queue = DispatchQueue(label: "surfmvp.standard-input")
    private var buffer = LineBuffer()
    private var isAtEnd = false

    // MARK: - Internal Methods

    /// The next line, or `nil` once input has ended.
    ///
    /// A line already waiting (typed ahead, piped in, or from a file) is read at once; only a read that would wait
    /// is made off the caller, so the main actor never blocks on input.
    func nextLine() async -> String? {
        switch queue.sync(execute: { readLineIfReady() }) {
        case .line(let line): return line
        case .end: return nil
        case .wouldWait: break
        }
        return await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: self.readLine())
            }
        }
    }

    // MARK: - Private Methods

    /// The next line if it can be had without waiting.
    private func readLineIfReady() -> Ready {
        while true {
            if let line = buffer.nextLine() { return .line(line) }
            if isAtEnd { return .end }
            var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 0) == 1 else { return .wouldWait }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(chunk[..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                return .wouldWait
            } else {
                isAtEnd = true
                return buffer.remainder().map(Ready.line) ?? .end
            }
        }
    }

    private func readLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let line = buffer.nextLine() { return line }
            if isAtEnd { return nil }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // A non-blocking descriptor with nothing in it yet: wait for more, this is not the end.
                var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                isAtEnd = true
                return buffer.remainder()
            }
        }
    }
}
