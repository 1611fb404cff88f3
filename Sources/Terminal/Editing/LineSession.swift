/// The line being edited at a terminal's prompt, linenoise's state: the keys read for it, the editor that changes
/// it, and what its row shows; it hides itself while output is written above it, and shows itself again.
///
/// ``KeyDecoder`` turns the bytes typed into keys, ``LineEditor`` edits the line, and ``LineDrawing`` writes what
/// changed, once per key. The session lives as long as the console, across prompts: keys typed ahead of a prompt
/// (while the app worked, or at a masked prompt) wait in it for the next one, and the history of the lines entered
/// (never a masked one) goes on. Keys are read a byte at a time, as readline and linenoise read them, so that
/// nothing typed after a line's Enter is taken from the terminal before it is needed: it waits there for the next
/// prompt, or for the shell once the app has quit; the bytes of a paste are read in blocks.
@MainActor
final class LineSession {
    /// A line being edited, and what its row shows.
    private struct OpenLine {
        var editor: LineEditor
        var drawing: LineDrawing
        let prompt: String

        /// Whether nothing is typed on it, nor searched for.
        var isEmpty: Bool { editor.characters.isEmpty && editor.searchQuery == nil }
    }

    // MARK: - Properties

    /// Whether a line is shown on its row now, so that output goes above it.
    var isShowingLine: Bool { openLine != nil && !isWritingAbove }

    private let input: StandardInput
    private let output: StandardOutput
    private let style: Style
    private let columns: () -> Int

    private var decoder = KeyDecoder()
    /// Whether the last bytes read gave no key and leave nothing waiting, as inside a paste: the next are read in
    /// blocks.
    private var isReadingPaste = false
    /// Keys read and not handled yet: typed ahead of the prompt they are for.
    private var typedAhead: [Key] = []
    private var history = LineHistory()
    private var openLine: OpenLine?
    /// Whether output is being written above the line, which is hidden meanwhile.
    private var isWritingAbove = false
    /// Whether the app asked for the line to end, empty, as soon as the read returns.
    private var isEndAsked = false

    // MARK: - Initialization

    /// A session reading keys from `input` and drawing on `output`, `columns` wide, its notices in `style`.
    init(input: StandardInput, output: StandardOutput, style: Style, columns: @escaping () -> Int) {
        self.input = input
        self.output = output
        self.style = style
        self.columns = columns
    }

    // MARK: - Internal Methods

    /// Edits a line at `prompt` until it is entered (`nil` at the end of input), keys typed ahead first; Tab offers
    /// `completions`, and `redrawScreen` draws the screen again above the line after a resize or Ctrl-L.
    ///
    /// After Ctrl-Z and `fg` the shell has written over the line's row: the line is drawn again, whole, on the row the
    /// cursor is on.
    func edit(
        prompt: String,
        masked: Bool,
        completions: [String],
        redrawScreen: () -> Void
    ) async -> String? {
        ReadWake.install()
        // The screen above was drawn at the width the window has now, and nothing asked of an earlier line holds.
        ReadWake.take()
        isEndAsked = false
        let editor = LineEditor(history: history, completions: completions, isMasked: masked)
        let promptWidth = DisplayWidth.of(TerminalText.sanitized(prompt))
        var drawing = LineDrawing(prompt: prompt, promptWidth: promptWidth, isMasked: masked)
        let firstDrawing = drawing.update(to: editor, columns: columns())
        openLine = OpenLine(editor: editor, drawing: drawing, prompt: prompt)
        defer { openLine = nil }
        // A prompt the drawing shows whole is written as it is, as line by line (the drawing has only learnt that the
        // row shows it); in a window too narrow for it, the drawing's own row is.
        output.write(firstDrawing == "\r" + prompt + "\u{1B}[K" ? prompt : firstDrawing)
        while output.failure == nil {
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
                redrawAbove(clearingFirst: true, redrawScreen)
            case .choices(let choices):
                let choices = choices.map { TerminalText.sanitized($0).trimmingSpaces() }
                let listed = TextLayout.wrap(choices.joined(separator: "  "), columns: columns())
                writeAbove { output.write(listed.map { $0 + "\n" }.joined()) }
            case .notice(let notice):
                writeAbove { output.write(Text(notice, role: .notice).render(style: style, columns: columns())) }
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
            case .woken(let events) where events.contains(.resized):
                redrawAbove(clearingFirst: false, redrawScreen)
            case .woken(let events) where events.contains(.continued):
                showLine(whole: true)
            case .woken:
                break
            case .end:
                return nil
            }
            if isEndAsked, var line = openLine {
                // Keys that came meanwhile wait for the next prompt.
                output.write(line.drawing.hide())
                openLine = line
                return ""
            }
        }
        return nil
    }

    /// Hides the line, runs `write`, and shows the line again under it, with the cursor where it was; runs `write`
    /// alone when no line is shown.
    func writeAbove(_ write: () -> Void) {
        guard isShowingLine, var line = openLine else { return write() }
        output.write(line.drawing.hide())
        line.drawing.invalidate()
        openLine = line
        isWritingAbove = true
        write()
        isWritingAbove = false
        showLine()
    }

    /// Ends the line being edited, as an empty line entered, if nothing is typed on it, so that what the app has to
    /// do (open a link that arrived) is done at once; returns whether it will.
    ///
    /// The line's row is cleared rather than ended, so the prompt shows again where it was once that is done.
    func endIfEmpty() -> Bool {
        guard let line = openLine, line.isEmpty, typedAhead.isEmpty, !isWritingAbove else { return false }
        isEndAsked = true
        ReadWake.ask()
        return true
    }

    // MARK: - Private Methods

    /// Hands the keys typed ahead to the editor until one does more than edit the line, or none are left.
    private func handleTypedAhead() -> LineEditor.Outcome {
        while !typedAhead.isEmpty, var line = openLine {
            let outcome = line.editor.handle(typedAhead.removeFirst())
            openLine = line
            guard outcome == .editing else { return outcome }
        }
        return .editing
    }

    /// Brings the row up to date with the line in one write, ending the row with `thenNewLine`; with `whole`, draws
    /// the prompt and the line again from the start of the row the cursor is on.
    private func showLine(thenNewLine: Bool = false, whole: Bool = false) {
        guard var line = openLine else { return }
        if whole {
            line.drawing.invalidate()
        }
        let bytes = line.drawing.update(to: line.editor, columns: columns())
        openLine = line
        output.write(thenNewLine ? bytes + "\n" : bytes)
    }

    /// Draws the screen again above the line (after a resize, or Ctrl-L, which clears the screen first).
    private func redrawAbove(clearingFirst: Bool, _ redrawScreen: () -> Void) {
        writeAbove {
            if clearingFirst {
                output.write("\u{1B}[H\u{1B}[2J")
            }
            redrawScreen()
        }
    }
}
