#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's own console: standard input and output, a terminal or a pipe.
public final class StandardConsole: Console {
    // MARK: - Properties

    public let isInteractive: Bool
    public let isAccessible: Bool
    public let style: Style
    public let errorStyle: Style

    public let showsStatus: Bool

    /// Why writing to standard output failed, such as `No space left on device`; once set, nothing more is written
    /// there and the app ends as at the end of input. (A reader that went away ends the app by SIGPIPE instead.)
    public private(set) var outputFailure: String?

    private let environment: [String: String]
    private let input = StandardInput()
    private var isStatusShown = false
    private var isErrorOutputBroken = false

    // MARK: - Initialization

    /// Opens the standard streams, deciding colour per stream from `environment` and `--no-color`; `ACCESSIBLE`
    /// set (and not `0`) asks for plain, sequential output.
    public init(environment: [String: String], noColor: Bool) {
        self.environment = environment
        let accessible = environment["ACCESSIBLE"].map { !$0.isEmpty && $0 != "0" } ?? false
        isInteractive = isatty(STDIN_FILENO) == 1
        isAccessible = accessible
        style = Style(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment, noColor: noColor || accessible)
        errorStyle = Style(
            isTerminal: isatty(STDERR_FILENO) == 1,
            environment: environment,
            noColor: noColor || accessible
        )
        showsStatus = isatty(STDERR_FILENO) == 1 && (environment["TERM"] != "dumb" || accessible)
        TerminalMode.installSignalHandlers()
    }

    isolated deinit {
        TerminalMode.restore()
    }

    // MARK: - Console

    public var columns: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return 80
    }

    public func write(_ text: String) {
        clearStatus()
        guard outputFailure == nil else { return }
        if let code = writeAll(text, to: STDOUT_FILENO) {
            outputFailure = String(cString: strerror(code))
        }
    }

    public func writeError(_ text: String) {
        clearStatus()
        writeErrorOutput(text)
    }

    public func setStatus(_ status: String?) {
        guard showsStatus else { return }
        if isAccessible {
            if let status, !isStatusShown {
                writeErrorOutput(status + "\n")
            }
            isStatusShown = status != nil
            return
        }
        guard let status else {
            clearStatus()
            return
        }
        writeErrorOutput("\r\u{1B}[K" + status)
        isStatusShown = true
    }

    public func readLine(prompt: String, masked: Bool) async -> String? {
        let isMasking = masked && isInteractive && TerminalMode.disableEcho()
        defer {
            if isMasking { TerminalMode.restore() }
        }
        write(prompt)
        guard outputFailure == nil else { return nil }
        let line = await input.nextLine()
        if !isInteractive, let line {
            // Nothing echoes piped input; show it so the output reads as a transcript.
            write(TerminalText.sanitized(line) + "\n")
        }
        return line
    }

    // MARK: - Private Methods

    private func clearStatus() {
        guard isStatusShown, !isAccessible else { return }
        writeErrorOutput("\r\u{1B}[K")
        isStatusShown = false
    }

    /// Writes to standard error until it fails once; a failed standard error is not worth ending the app for.
    private func writeErrorOutput(_ text: String) {
        guard !isErrorOutputBroken else { return }
        isErrorOutputBroken = writeAll(text, to: STDERR_FILENO) != nil
    }
}

// MARK: - Writing

/// Writes all of `text` to a file descriptor, retrying partial writes and waiting while a non-blocking descriptor is
/// full; returns the error that stopped it, or `nil` when everything was written.
private func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written > 0 {
            bytes = bytes.dropFirst(written)
        } else if written < 0 && errno == EINTR {
            continue
        } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
        } else {
            return written < 0 ? errno : EIO
        }
    }
    return nil
}
