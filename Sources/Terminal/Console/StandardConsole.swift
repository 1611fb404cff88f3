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
/// the line editor, the toolkit's `UITextField`: ``KeyDecoder`` turns the bytes typed into keys, ``LineEditor`` edits
/// the line, and ``LineDrawing`` writes what changed, once per key. The terminal is in raw mode from the first prompt
/// until the app ends, so keys typed ahead (at a masked prompt, or while the app works) are never echoed by the
/// terminal and show at the next prompt; the history of lines entered (never a masked one) is kept across prompts.
/// Whatever is written while a line is open hides the line, is written, and shows the line again as it was. Anywhere
/// else (a pipe, a file, `TERM=dumb`, `ACCESSIBLE=1`) lines are read line by line, as the terminal's line mode
/// hands them over.
public final class StandardConsole: Console {
    /// A line being edited, and what its row shows.
    private struct OpenLine {
        var editor: LineEditor
        var drawing: LineDrawing
        let prompt: String
    }

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
    public private(set) var outputFailure: String?

    private let environment: EnvironmentVariables
    private let isOutputTerminal: Bool
    private let input = StandardInput()
    private var isStatusShown = false

    private var decoder = KeyDecoder()
    /// Whether the last bytes read gave no key and leave nothing waiting, as inside a paste.
    ///
    /// A paste's bytes are then read in blocks. Keys are read a byte at a time otherwise, as readline and linenoise
    /// read them, so that nothing typed after a line's Enter is taken from the terminal before it is needed: it waits
    /// there for the next prompt, or for the shell once the app has quit.
    private var isReadingPaste = false
    /// Keys read and not handled yet: typed ahead of the prompt they are for.
    private var typedAhead: [Key] = []
    private var history = LineHistory()
    private var openLine: OpenLine?
    /// Whether the screen is being drawn again above the open line, which is hidden meanwhile.
    private var isDrawingAboveLine = false
    /// Whether a status was shown as a line of its own while a line was open.
    private var isStatusWrittenAboveLine = false

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

    /// Writes `text`, its glyphs spelled out for a screen reader when output is accessible; above the line being
    /// edited, if one is, on lines of its own.
    public func write(_ text: String) {
        guard !TerminationSignals.hasHungUp else { return }
        clearStatus()
        guard outputFailure == nil else { return }
        let text = isAccessible ? TerminalText.spelledOut(text) : text
        guard isDrawingAboveLine || openLine == nil else {
            writeAboveLine { self.writeOutput(text.hasSuffix("\n") ? text : text + "\n") }
            return
        }
        writeOutput(text)
    }

    /// Writes `text` to standard error, its glyphs spelled out for a screen reader when output is accessible; above
    /// the line being edited, if one is, on lines of its own.
    public func writeError(_ text: String) {
        guard !TerminationSignals.hasHungUp else { return }
        clearStatus()
        let text = isAccessible ? TerminalText.spelledOut(text) : text
        guard isDrawingAboveLine || openLine == nil else {
            writeAboveLine { writeAll(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO) }
            return
        }
        writeAll(text, to: STDERR_FILENO)
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
        if openLine != nil && !isDrawingAboveLine {
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
        await readLine(prompt: prompt, masked: masked, completions: []) {}
    }

    /// Reads a line with the line editor when it is on, offering `completions` to Tab and calling `redrawScreen`
    /// after a resize or Ctrl-L; line by line otherwise.
    public func readLine(
        prompt: String,
        masked: Bool,
        completions: [String],
        redrawScreen: () -> Void
    ) async -> String? {
        guard editsLines, TerminalMode.enterRawMode() else {
            return await readLineByLine(prompt: prompt, masked: masked)
        }
        ResizeSignal.install()
        // The screen above was drawn at the width the window has now.
        ResizeSignal.takeResizes()
        let line = await editLine(
            prompt: prompt,
            masked: masked,
            editor: LineEditor(history: history, completions: completions, isMasked: masked),
            redrawScreen: redrawScreen
        )
        if line == nil && masked && TerminationSignals.received != nil {
            TerminalMode.discardTypedInput()
        }
        return line
    }

    /// Writes `notice` above the line being edited; line by line, a new line, `notice` and `prompt` again.
    public func write(_ notice: String, whileReadingAt prompt: String) {
        guard openLine != nil else {
            write("\n" + notice + prompt)
            return
        }
        write(notice)
    }

    // MARK: - Private Methods

    /// Writes `prompt` and reads a line as the terminal's line mode (or a pipe) hands it over.
    private func readLineByLine(prompt: String, masked: Bool) async -> String? {
        let isMasking = masked && isInteractive && TerminalMode.disableEcho()
        defer {
            TerminalMode.setLineToRedraw(nil)
            if isMasking { TerminalMode.restore() }
        }
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

    /// Writes `text` to standard output as it is, noting a failure.
    private func writeOutput(_ text: String) {
        guard !text.isEmpty, outputFailure == nil, !TerminationSignals.hasHungUp else { return }
        if let error = writeAll(text, to: STDOUT_FILENO) {
            outputFailure = String(cString: strerror(error))
        }
    }
}

// MARK: - Line Editing

extension StandardConsole {
    /// Edits a line at `prompt` with `editor` until it is entered, or input ends; keys typed ahead are handled
    /// first.
    private func editLine(
        prompt: String,
        masked: Bool,
        editor: LineEditor,
        redrawScreen: () -> Void
    ) async -> String? {
        let promptWidth = DisplayWidth.of(TerminalText.sanitized(prompt))
        var drawing = LineDrawing(prompt: prompt, promptWidth: promptWidth, isMasked: masked)
        let firstDrawing = drawing.update(to: editor, columns: columns)
        openLine = OpenLine(editor: editor, drawing: drawing, prompt: prompt)
        defer {
            openLine = nil
            isStatusWrittenAboveLine = false
            TerminalMode.setLineToRedraw(nil)
        }
        keepLineToRedraw()
        // A prompt the drawing shows whole is written as it is, as line by line (the drawing has only learnt that the
        // row shows it); in a window too narrow for it, the drawing's own row is.
        writeOutput(firstDrawing == "\r" + prompt + "\u{1B}[K" ? prompt : firstDrawing)
        while outputFailure == nil {
            switch handleTypedAhead() {
            case .editing:
                showLine()
            case .submitted(let line):
                showLine(thenNewLine: true)
                if let editor = openLine?.editor { history = editor.history }
                return line
            case .endOfInput:
                return nil
            case .clearScreen:
                redrawAboveLine(clearingFirst: true, redrawScreen)
            case .choices(let choices):
                let choices = choices.map { TerminalText.sanitized($0).trimmingSpaces() }
                let listed = TextLayout.wrap(choices.joined(separator: "  "), columns: columns)
                write(listed.map { $0 + "\n" }.joined())
            case .notice(let notice):
                draw(Text(notice, role: .notice))
            }
            guard typedAhead.isEmpty else { continue }
            let timeout = decoder.isWaitingAfterEscape ? KeyDecoder.escapeTimeout : nil
            switch await input.nextBytes(upTo: isReadingPaste ? 4_096 : 1, waitingAtMost: timeout) {
            case .bytes(let bytes):
                let keys = decoder.decode(bytes)
                isReadingPaste = keys.isEmpty && !decoder.isWaitingAfterEscape
                typedAhead += keys
            case .timedOut:
                typedAhead += decoder.flush()
            case .resized:
                redrawAboveLine(clearingFirst: false, redrawScreen)
            case .end:
                return nil
            }
        }
        return nil
    }

    /// Hands the keys typed ahead to the editor until one does more than edit the line, or none are left.
    private func handleTypedAhead() -> LineEditor.Outcome {
        while !typedAhead.isEmpty, var line = openLine {
            let outcome = line.editor.handle(typedAhead.removeFirst())
            openLine = line
            guard outcome == .editing else { return outcome }
        }
        return .editing
    }

    /// Brings the row up to date with the line, in one write (ending the row with `thenNewLine`), and keeps what
    /// draws it for `fg` after Ctrl-Z.
    private func showLine(thenNewLine: Bool = false) {
        guard var line = openLine else { return }
        let bytes = line.drawing.update(to: line.editor, columns: columns)
        openLine = line
        keepLineToRedraw()
        writeOutput(thenNewLine ? bytes + "\n" : bytes)
    }

    /// Keeps the bytes that draw the prompt and the line on a row of their own, for the Ctrl-Z handler to write at
    /// `fg`.
    private func keepLineToRedraw() {
        guard let line = openLine else { return }
        var drawing = line.drawing
        drawing.invalidate()
        TerminalMode.setLineToRedraw(drawing.update(to: line.editor, columns: columns), prompt: line.prompt)
    }

    /// Hides the line, runs `output`, and shows the line again under it, with the cursor where it was.
    private func writeAboveLine(_ output: () -> Void) {
        guard var line = openLine else { return output() }
        writeOutput(line.drawing.hide())
        line.drawing.invalidate()
        openLine = line
        isDrawingAboveLine = true
        output()
        isDrawingAboveLine = false
        showLine()
    }

    /// Draws the screen again above the line (after a resize, or Ctrl-L, which clears the screen first).
    private func redrawAboveLine(clearingFirst: Bool, _ redrawScreen: () -> Void) {
        writeAboveLine {
            if clearingFirst {
                writeOutput("\u{1B}[H\u{1B}[2J")
            }
            redrawScreen()
        }
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
    AllBytes.write(Array(text.utf8), to: descriptor, whenFull: .wait)
}
