import Synchronization

/// The line being edited at a terminal's prompt, linenoise's state: the keys read for it, the editor that changes
/// it, and what its row shows; it hides itself while output is written above it, and shows itself again.
///
/// ``KeyDecoder`` turns the bytes typed into keys, ``LineEditor`` edits the line, and ``LineDrawing`` writes what
/// changed, once per key. Keys are read, handled and drawn on the input's reading thread, as a shell handles them on
/// its one thread: a key costs one wake-up, and the main actor waits for the whole line. It is back on the main actor
/// only for what the app draws (the screen again after a resize or Ctrl-L, Tab's choices, a notice). Output the app
/// writes meanwhile goes above the line, under the same lock as the drawing, so the two never mix.
///
/// The session lives as long as the console, across prompts: keys typed ahead of a prompt (while the app worked, or
/// at a masked prompt) wait in it for the next one, and the history of the lines entered (never a masked one) goes
/// on. Keys are read a byte at a time, as readline and linenoise read them, so that nothing typed after a line's
/// Enter is taken from the terminal before it is needed: it waits there for the next prompt, or for the shell once
/// the app has quit; the bytes of a paste are read in blocks.
nonisolated final class LineSession: Sendable {
    /// A line being edited, and what its row shows.
    private struct OpenLine {
        var editor: LineEditor
        var drawing: LineDrawing
        let prompt: String

        /// Whether nothing is typed on it, nor searched for.
        var isEmpty: Bool { editor.characters.isEmpty && editor.searchQuery == nil }
    }

    /// Everything the main actor and the reading thread share, under one lock.
    private struct State {
        var decoder = KeyDecoder()
        /// Whether the last bytes read gave no key and leave nothing waiting, as inside a paste: the next are read in
        /// blocks.
        var isReadingPaste = false
        /// Keys read and not handled yet: typed ahead of the prompt they are for.
        var typedAhead: [Key] = []
        var history = LineHistory()
        var line: OpenLine?
        /// Whether output is being written above the line, which is hidden meanwhile and not drawn.
        var isWritingAbove = false
        /// Whether the app asked for the line to end, empty, as soon as the read returns.
        var isEndAsked = false
        /// The window's width, as of the line's opening or the last resize or `fg`.
        var width = 80
    }

    /// What stops the reading thread's editing and brings the line back to the main actor.
    private enum Event: Sendable {
        /// The line was entered.
        case entered(String)
        /// Input ended, or the output failed.
        case ended
        /// The app asked for the empty line to end.
        case endAsked
        /// The screen is to be drawn again above the line, the screen cleared first after Ctrl-L.
        case redrawScreen(clearingFirst: Bool)
        /// Tab's choices, to be listed above the line.
        case choices([String])
        /// A notice, to be drawn above the line.
        case notice(String)
        /// Tab found nothing to complete the line to: the app is to be asked for more.
        case completionsWanted(String)
    }

    // MARK: - Properties

    /// Whether keys read and not handled yet wait for the next prompt.
    var hasTypedAhead: Bool {
        state.withLock { !$0.typedAhead.isEmpty }
    }

    /// Whether a line is shown on its row now, so that output goes above it.
    var isShowingLine: Bool {
        state.withLock { $0.line != nil && !$0.isWritingAbove }
    }

    private let state = Mutex(State())
    private let input: StandardInput
    private let output: StandardOutput
    private let columns: @Sendable () -> Int

    // MARK: - Initialization

    /// A session reading keys from `input` and drawing on `output`, `columns` wide.
    init(input: StandardInput, output: StandardOutput, columns: @escaping @Sendable () -> Int) {
        self.input = input
        self.output = output
        self.columns = columns
    }

    // MARK: - Internal Methods

    /// Edits a line at `prompt` until it is entered (`nil` at the end of input), keys typed ahead first; Tab offers
    /// `completions`, then those `moreCompletions` gives for the line when none fits (asked only then),
    /// `redrawScreen` draws the screen again above the line after a resize or Ctrl-L, and `drawNotice` draws a notice.
    ///
    /// After Ctrl-Z and `fg` the shell has written over the line's row: the line is drawn again, whole, on the row the
    /// cursor is on.
    @MainActor
    func edit(
        prompt: String,
        masked: Bool,
        completions: [String],
        moreCompletions: (String) async -> [String],
        redrawScreen: () -> Void,
        drawNotice: (String) -> Void
    ) async -> String? {
        ReadWake.install()
        // The screen above was drawn at the width the window has now, and nothing asked of an earlier line holds.
        ReadWake.take()
        open(prompt: prompt, masked: masked, completions: completions)
        defer { state.withLock { $0.line = nil } }
        while true {
            switch await input.onReadingThread({ self.editUntilEvent() }) {
            case .entered(let line):
                return line
            case .ended:
                return nil
            case .endAsked:
                return ""
            case .redrawScreen(let clearingFirst):
                writeAbove {
                    if clearingFirst {
                        output.write("\u{1B}[H\u{1B}[2J")
                    }
                    redrawScreen()
                }
            case .choices(let choices):
                list(choices)
            case .notice(let notice):
                writeAbove { drawNotice(notice) }
            case .completionsWanted(let line):
                let more = await moreCompletions(line)
                let outcome = state.withLock { state -> LineEditor.Outcome? in
                    let outcome = state.line?.editor.addCompletions(more)
                    show(&state)
                    return outcome
                }
                if case .choices(let choices) = outcome {
                    list(choices)
                }
            }
        }
    }

    /// Hides the line, runs `write`, and shows the line again under it, as it is by then, with the cursor where it
    /// is; runs `write` alone when no line is shown.
    ///
    /// Keys handled meanwhile on the reading thread change the line but draw nothing: it is hidden.
    func writeAbove(_ write: () -> Void) {
        let isHidden = state.withLock { state -> Bool in
            guard !state.isWritingAbove, var line = state.line.take() else { return false }
            output.write(line.drawing.hide())
            line.drawing.invalidate()
            state.line = line
            state.isWritingAbove = true
            return true
        }
        write()
        guard isHidden else { return }
        state.withLock { state in
            state.isWritingAbove = false
            show(&state)
        }
    }

    /// Ends the line being edited, as an empty line entered, if nothing is typed on it, so that what the app has to
    /// do (open a link that arrived) is done at once; returns whether it will.
    ///
    /// The line's row is cleared rather than ended, so the prompt shows again where it was once that is done.
    func endIfEmpty() -> Bool {
        let isAsked = state.withLock { state -> Bool in
            guard let line = state.line, line.isEmpty, state.typedAhead.isEmpty, !state.isWritingAbove else {
                return false
            }
            state.isEndAsked = true
            return true
        }
        if isAsked {
            ReadWake.ask()
        }
        return isAsked
    }

    // MARK: - Private Methods

    /// Lists Tab's `choices` above the line.
    private func list(_ choices: [String]) {
        let listed = LineDrawing.choiceRows(listing: choices, columns: columns())
        writeAbove { output.write(listed.map { $0 + "\n" }.joined()) }
    }

    /// Opens a line at `prompt` and writes its first drawing.
    private func open(prompt: String, masked: Bool, completions: [String]) {
        let width = columns()
        state.withLock { state in
            state.isEndAsked = false
            state.width = width
            let editor = LineEditor(history: state.history, completions: completions, isMasked: masked)
            let promptWidth = DisplayWidth.of(TerminalText.sanitized(prompt))
            var drawing = LineDrawing(prompt: prompt, promptWidth: promptWidth, isMasked: masked)
            let firstDrawing = drawing.update(to: editor, columns: width)
            state.line = OpenLine(editor: editor, drawing: drawing, prompt: prompt)
            // A prompt the drawing shows whole is written as it is, as line by line (the drawing has only learnt that
            // the row shows it); in a window too narrow for it, the drawing's own row is.
            output.write(firstDrawing == "\r" + prompt + "\u{1B}[K" ? prompt : firstDrawing)
        }
    }

    /// Handles keys, typed ahead first, then as they arrive, drawing the line after each, until something the main
    /// actor must do or see: run on the reading thread, where it waits for input.
    private func editUntilEvent() -> Event {
        while output.failure == nil {
            if let event = state.withLock({ handleTypedAhead(&$0) }) {
                return event
            }
            let (maximum, timeout) = state.withLock { state in
                (
                    state.isReadingPaste ? 4_096 : 1,
                    state.decoder.flushTimeout
                )
            }
            let read = input.nextBytes(upTo: maximum, waitingAtMost: timeout)
            if let event = state.withLock({ take(read, into: &$0) }) {
                return event
            }
        }
        return .ended
    }

    /// Hands the keys typed ahead to the editor, drawing the line once they are handled, until one does more than
    /// edit the line; what the main actor must do next, or `nil` when every key is handled.
    private func handleTypedAhead(_ state: inout State) -> Event? {
        guard !state.typedAhead.isEmpty else { return nil }
        var event: Event?
        // Each change is made on the line taken out of the state, so that the arrays in it are changed in place.
        while event == nil, !state.typedAhead.isEmpty, var line = state.line.take() {
            let outcome = line.editor.handle(state.typedAhead.removeFirst())
            state.line = line
            switch outcome {
            case .editing:
                break
            case .submitted(let text):
                show(&state, entering: true)
                state.history = line.editor.history
                return .entered(text)
            case .endOfInput:
                return .ended
            case .clearScreen:
                event = .redrawScreen(clearingFirst: true)
            case .choices(let choices):
                event = .choices(choices)
            case .notice(let notice):
                event = .notice(notice)
            case .completionsWanted(let line):
                event = .completionsWanted(line)
            }
        }
        show(&state)
        return event
    }

    /// Takes what a read found: keys to handle next, or what the main actor must do; `nil` to go on reading.
    private func take(_ read: StandardInput.Bytes, into state: inout State) -> Event? {
        switch read {
        case .bytes(let bytes) where bytes.count == 1 && typeAtEnd(bytes[0], into: &state):
            break
        case .bytes(let bytes):
            let keys = state.decoder.decode(bytes)
            state.isReadingPaste = keys.isEmpty && !state.decoder.isWaitingAfterEscape
            state.typedAhead += keys
        case .timedOut where state.decoder.isInPaste:
            // A paste start with nothing behind it: what came shows on the line, and keys from now on are keys.
            state.typedAhead += state.decoder.flush()
            state.isReadingPaste = false
            return .notice(
                "A paste began and did not end; what came of it is on the line as text, and keys typed now are keys."
            )
        case .timedOut:
            state.typedAhead += state.decoder.flush()
        case .woken(let events) where events.contains(.resized):
            state.width = columns()
            return .redrawScreen(clearingFirst: false)
        case .woken(let events) where events.contains(.continued):
            state.width = columns()
            show(&state, whole: true)
        case .woken:
            break
        case .end:
            return .ended
        }
        guard state.isEndAsked, var line = state.line.take() else { return nil }
        // Keys that came meanwhile wait for the next prompt.
        output.write(line.drawing.hide())
        state.line = line
        return .endAsked
    }

    /// The key most typed, a printable ASCII character at the end of the line, as a shell handles it: put at the end
    /// and drawn as the one byte it is, without decoding or laying the row out (linenoise's trivial case); `false`
    /// when it is not that key, or other keys wait, for it to go the whole way.
    private func typeAtEnd(_ byte: UInt8, into state: inout State) -> Bool {
        guard state.typedAhead.isEmpty, state.decoder.isAtRest, !state.isWritingAbove, var line = state.line.take()
        else { return false }
        guard line.editor.typeAtEnd(byte) else {
            state.line = line
            return false
        }
        let bytes = line.drawing.appendAtEnd(of: line.editor, columns: state.width)
        state.line = line
        if let bytes {
            output.write(bytes)
        } else {
            show(&state)
        }
        return true
    }

    /// Brings the row up to date with the line in one write; with `entering`, leaves the line just entered whole on
    /// the screen and ends its row.
    ///
    /// With `whole`, draws the prompt and the line again from the start of the row the cursor is on. Nothing while
    /// output is written above the line.
    private func show(_ state: inout State, whole: Bool = false, entering: Bool = false) {
        guard !state.isWritingAbove, var line = state.line.take() else { return }
        if whole {
            line.drawing.invalidate()
        }
        let bytes =
            entering
            ? line.drawing.enter(line.editor, columns: state.width)
            : line.drawing.update(to: line.editor, columns: state.width)
        state.line = line
        output.write(bytes)
    }
}
