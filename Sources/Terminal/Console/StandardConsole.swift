#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's own console: standard input and output, a terminal or a pipe.
///
/// On a terminal (standard input and output both one, `TERM` not `dumb`, output not accessible) lines are read with
/// the line editor, the toolkit's `UITextField`, in a ``LineSession`` that holds the line being edited; the terminal
/// is in raw mode from the first prompt until the app ends. Whatever is written while a line is open hides the line,
/// is written, and shows the line again as it was. Anywhere else (a pipe, a file, `TERM=dumb`, `ACCESSIBLE=1`) lines
/// are read line by line, as the terminal's line mode hands them over. The console itself keeps the streams and the
/// status line.
public final class StandardConsole: Console {
    // MARK: - Properties

    public let isInteractive: Bool
    public let isAccessible: Bool
    public let style: Style
    public let errorStyle: Style

    public let showsStatus: Bool

    /// Whether lines are read with the line editor: standard input and output are a terminal, `TERM` is not `dumb`,
    /// and output is not accessible.
    public let editsLines: Bool

    /// Why writing to standard output failed (`No space left on device`), once it has: nothing more is written
    /// there, and the next read ends input, so the app stops as at the end of input.
    ///
    /// Output into a pipe nobody reads any more never gets here: SIGPIPE ends the process first, as a shell expects.
    public var outputFailure: String? { output.failure }

    private let environment: EnvironmentVariables
    private let isOutputTerminal: Bool
    private let input = StandardInput()
    private let output = StandardOutput()
    private lazy var session = LineSession(input: input, output: output) { [environment] in
        Self.columns(environment: environment)
    }
    private var isStatusShown = false
    /// Whether a status was shown as a line of its own while a line was open.
    private var isStatusWrittenAboveLine = false
    /// Whether input was once found not there yet: the app waits for a person.
    private var isWaitingForInput = false
    /// What is to run once it does, in the order it was given.
    private var workBeforeWaiting: (@MainActor () -> Void)?

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
        editsLines = isInteractive && isOutputTerminal && environment["TERM"] != "dumb" && !accessible
    }

    deinit {
        TerminalMode.restore()
    }

    // MARK: - Console

    public var columns: Int {
        Self.columns(environment: environment)
    }

    public var errorColumns: Int? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return Self.terminalWidth(of: STDERR_FILENO) ?? columns
    }

    /// Writes `text`, its glyphs spelled out for a screen reader when output is accessible; above the line being
    /// edited, if one is, on lines of its own.
    public func write(_ text: String) {
        guard !TerminationSignals.hasHungUp else { return }
        clearStatus()
        let text = isAccessible ? TerminalText.spelledOut(text) : text
        guard editsLines, session.isShowingLine else { return output.write(text) }
        session.writeAbove { output.write(text.hasSuffix("\n") ? text : text + "\n") }
    }

    /// Writes `text` to standard error, its glyphs spelled out for a screen reader when output is accessible; above
    /// the line being edited, if one is, on lines of its own.
    public func writeError(_ text: String) {
        guard !TerminationSignals.hasHungUp else { return }
        clearStatus()
        let text = isAccessible ? TerminalText.spelledOut(text) : text
        guard editsLines, session.isShowingLine else {
            writeAll(text, to: STDERR_FILENO)
            return
        }
        session.writeAbove { writeAll(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO) }
    }

    /// Shows `status` on standard error, replacing the previous one; while a line is edited, the first status is
    /// written above it as a line of its own, since the line's row is taken, and the rest until it is cleared are not.
    public func setStatus(_ status: String?) {
        guard showsStatus, !TerminationSignals.hasHungUp else { return }
        if isAccessible {
            if let status, !isStatusShown {
                writeAll(status + "\n", to: STDERR_FILENO)
            }
            isStatusShown = status != nil
            return
        }
        if editsLines, session.isShowingLine {
            if let status, !isStatusWrittenAboveLine {
                writeError(status + "\n")
            }
            isStatusWrittenAboveLine = status != nil
            return
        }
        guard let status else {
            clearStatus()
            return
        }
        writeAll("\r\u{1B}[K" + status, to: STDERR_FILENO)
        isStatusShown = true
    }

    /// Reads a line with the line editor when it is on, with nothing to complete; line by line otherwise.
    public func readLine(prompt: String, masked: Bool) async -> String? {
        await readLine(
            prompt: prompt,
            masked: masked,
            completions: [],
            moreCompletions: { _ in [] },
            redrawScreen: {}
        )
    }

    /// Reads a line with the line editor when it is on, offering `completions` to Tab, then what `moreCompletions`
    /// gives when none fits, and calling `redrawScreen` after a resize or Ctrl-L; line by line otherwise.
    public func readLine(
        prompt: String,
        masked: Bool,
        completions: [String],
        moreCompletions: @escaping (String) async -> [String],
        redrawScreen: () -> Void
    ) async -> String? {
        guard editsLines, TerminalMode.enterRawMode() else {
            return await readLineByLine(prompt: prompt, masked: masked)
        }
        defer { isStatusWrittenAboveLine = false }
        await prepareToWaitForInput()
        let line = await session.edit(
            prompt: prompt,
            masked: masked,
            completions: completions,
            moreCompletions: moreCompletions,
            redrawScreen: redrawScreen,
            drawNotice: { draw(Text($0, role: .notice)) }
        )
        if line == nil && masked && TerminationSignals.received != nil {
            TerminalMode.discardTypedInput()
        }
        return line
    }

    /// Writes `notice` above the line being edited; line by line, a new line, `notice` and `prompt` again.
    public func write(_ notice: String, whileReadingAt prompt: String) {
        guard editsLines, session.isShowingLine else {
            write("\n" + notice + prompt)
            return
        }
        write(notice)
    }

    /// Does what only an app that waits for a person needs, when input is not there yet: the work given to
    /// ``whenWaitingForInput(_:)``, and the descriptors the Swift runtime keeps (``RuntimeDescriptors``).
    ///
    /// The app is going to wait for that input anyway; called before anything is shown, it is done before a person
    /// can see the app ready. A run whose input is there already costs nothing.
    public func prepareToWaitForInput() async {
        guard !input.hasInputNow else { return }
        isWaitingForInput = true
        let work = workBeforeWaiting
        workBeforeWaiting = nil
        work?()
        await reserveRuntimeDescriptors()
    }

    /// Makes the runtime's descriptors (``RuntimeDescriptors``); apart, so that a run that never waits does not even
    /// have the runtime look up the task type it takes.
    @inline(never)
    private func reserveRuntimeDescriptors() async {
        await RuntimeDescriptors.reserve()
    }

    /// Runs `work` once input is first found not there yet (``prepareToWaitForInput()``), or at once if it has been.
    public func whenWaitingForInput(_ work: @escaping @MainActor () -> Void) {
        guard isWaitingForInput else {
            let earlier = workBeforeWaiting
            workBeforeWaiting = {
                earlier?()
                work()
            }
            return
        }
        work()
    }

    /// Whether keys typed ahead wait, in the line editor or on a terminal not read yet.
    ///
    /// Piped or redirected input is a script, not typing ahead, and says no.
    public var hasTypedAhead: Bool {
        guard isInteractive else { return false }
        return (editsLines && session.hasTypedAhead) || input.hasInputNow
    }

    /// Ends the line being edited as an empty one when nothing is typed on it; a line read line by line cannot be
    /// seen until it is entered, so it never is.
    public func endReadIfLineIsEmpty() -> Bool {
        editsLines && !input.hasInputNow && session.endIfEmpty()
    }

    // MARK: - Private Methods

    /// Writes `prompt` and reads a line as the terminal's line mode (or a pipe) hands it over.
    private func readLineByLine(prompt: String, masked: Bool) async -> String? {
        let isMasking = masked && isInteractive && TerminalMode.disableEcho()
        defer {
            TerminalMode.setLineToRedraw(nil)
            if isMasking { TerminalMode.restore() }
        }
        await prepareToWaitForInput()
        // Kept before it is written: a Ctrl-Z typed as soon as the prompt shows must find it to write again at `fg`.
        if isInteractive && isOutputTerminal {
            TerminalMode.setLineToRedraw(isAccessible ? TerminalText.spelledOut(prompt) : prompt)
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

    /// The width in columns of standard output's terminal, else `COLUMNS` in `environment`, else 80.
    private nonisolated static func columns(environment: EnvironmentVariables) -> Int {
        if let width = terminalWidth(of: STDOUT_FILENO) {
            return width
        }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return 80
    }

    /// The width of the terminal `descriptor` is on, if it is on one that knows it.
    private nonisolated static func terminalWidth(of descriptor: Int32) -> Int? {
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
/// A file past its size limit (`ulimit -f`) stops it with `EFBIG` (`FileSizeSignal`), as a full disk does with
/// `ENOSPC`, instead of SIGXFSZ ending the app without a word.
@discardableResult
private nonisolated func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    AllBytes.write(text, to: descriptor, whenFull: .wait)
}
