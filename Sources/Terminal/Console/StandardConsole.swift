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

    /// Why writing to standard output failed (`No space left on device`), once it has: nothing more is written
    /// there, and the next read ends input, so the app stops as at the end of input.
    ///
    /// Output into a pipe nobody reads any more never gets here: SIGPIPE ends the process first, as a shell expects.
    public private(set) var outputFailure: String?

    private let environment: EnvironmentVariables
    private let isOutputTerminal: Bool
    private let input = StandardInput()
    private var isStatusShown = false

    // MARK: - Initialization

    /// Opens the standard streams, deciding colour per stream from `environment` and `--no-color`; `ACCESSIBLE`
    /// set (and not `0`) asks for plain, sequential output.
    public init(environment: EnvironmentVariables, noColor: Bool) {
        self.environment = environment
        let accessible = environment["ACCESSIBLE"].map { !$0.isEmpty && $0 != "0" } ?? false
        isInteractive = isatty(STDIN_FILENO) == 1
        isOutputTerminal = isatty(STDOUT_FILENO) == 1
        isAccessible = accessible
        style = Style(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment, noColor: noColor || accessible)
        errorStyle = Style(
            isTerminal: isatty(STDERR_FILENO) == 1,
            environment: environment,
            noColor: noColor || accessible
        )
        showsStatus = isatty(STDERR_FILENO) == 1 && (environment["TERM"] != "dumb" || accessible)
    }

    deinit {
        TerminalMode.restore()
    }

    // MARK: - Console

    public var columns: Int {
        if let width = Self.terminalWidth(of: STDOUT_FILENO) {
            return width
        }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return 80
    }

    public var errorColumns: Int? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return Self.terminalWidth(of: STDERR_FILENO) ?? columns
    }

    /// Writes `text`, its glyphs spelled out for a screen reader when output is accessible.
    public func write(_ text: String) {
        guard !TerminationSignals.hasHungUp else { return }
        clearStatus()
        guard outputFailure == nil else { return }
        if let error = writeAll(isAccessible ? TerminalText.spelledOut(text) : text, to: STDOUT_FILENO) {
            outputFailure = String(cString: strerror(error))
        }
    }

    /// Writes `text` to standard error, its glyphs spelled out for a screen reader when output is accessible.
    public func writeError(_ text: String) {
        guard !TerminationSignals.hasHungUp else { return }
        clearStatus()
        writeAll(isAccessible ? TerminalText.spelledOut(text) : text, to: STDERR_FILENO)
    }

    public func setStatus(_ status: String?) {
        guard showsStatus, !TerminationSignals.hasHungUp else { return }
        if isAccessible {
            if let status, !isStatusShown {
                writeAll(status + "\n", to: STDERR_FILENO)
            }
            isStatusShown = status != nil
            return
        }
        guard let status else {
            clearStatus()
            return
        }
        writeAll("\r\u{1B}[K" + status, to: STDERR_FILENO)
        isStatusShown = true
    }

    public func readLine(prompt: String, masked: Bool) async -> String? {
        let isMasking = masked && isInteractive && TerminalMode.disableEcho()
        defer {
            TerminalMode.setPromptToRedraw(nil)
            if isMasking { TerminalMode.restore() }
        }
        // Kept before it is written: a Ctrl-Z typed as soon as the prompt shows must find it to write again at `fg`.
        if isInteractive && isOutputTerminal {
            TerminalMode.setPromptToRedraw(isAccessible ? TerminalText.spelledOut(prompt) : prompt)
        }
        write(prompt)
        guard outputFailure == nil else { return nil }
        let line = await input.nextLine()
        if line == nil && isMasking && TerminationSignals.received != nil {
            TerminalMode.discardTypedInput()
        }
        if !isInteractive, let line {
            // Nothing echoes piped input; show it so the output reads as a transcript.
            write(TerminalText.sanitized(line) + "\n")
        }
        return line
    }

    // MARK: - Private Methods

    /// The width of the terminal `descriptor` is on, if it is on one that knows it.
    private static func terminalWidth(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    private func clearStatus() {
        guard isStatusShown, !isAccessible else { return }
        writeAll("\r\u{1B}[K", to: STDERR_FILENO)
        isStatusShown = false
    }
}

// MARK: - Writing

/// Writes all of `text` to a file descriptor, retrying partial and interrupted writes and waiting while a
/// non-blocking one is full; returns the error that stopped it, if any.
///
/// A file past its size limit (`ulimit -f`) stops it with `EFBIG` (``FileSizeSignal``), as a full disk does with
/// `ENOSPC`, instead of SIGXFSZ ending the app without a word.
@discardableResult
private nonisolated func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    FileSizeSignal.heldBack { AllBytes.write(Array(text.utf8), to: descriptor, whenFull: .wait) }
}
