/// The process's terminal as the rest of the app sees it: lines in, text out, and what the terminal can do.
@MainActor
public protocol Console: AnyObject, Sendable {
    /// Whether input comes from a person at a terminal, so prompts can be masked.
    var isInteractive: Bool { get }

    /// The width in columns that text is wrapped to.
    var columns: Int { get }

    /// The width that lines on standard error are wrapped to when it is a terminal; `nil` otherwise, so that a log
    /// gets each message on one line.
    var errorColumns: Int? { get }

    /// Whether `setStatus(_:)` shows anything: standard error is a terminal, or output is accessible.
    var showsStatus: Bool { get }

    /// Whether output should suit a screen reader (`ACCESSIBLE=1`): plain lines in order, no redraw, no animation.
    var isAccessible: Bool { get }

    /// How text written to standard output is styled.
    var style: Style { get }

    /// How text written to standard error is styled.
    var errorStyle: Style { get }

    /// Writes text to standard output as it is; callers sanitize untrusted parts first.
    func write(_ text: String)

    /// Writes text to standard error as it is.
    func writeError(_ text: String)

    /// Shows a transient status (a spinner frame) on standard error, replacing the previous one; `nil` clears it.
    /// An accessible console writes a status once, as a line of its own.
    func setStatus(_ status: String?)

    /// Whether lines are read with a line editor (cursor keys, history, Tab completion) rather than line by line, so
    /// that `:help` lists its keys; `false` unless a console says otherwise.
    var editsLines: Bool { get }

    /// Writes `prompt` and reads one line without its line ending; `nil` at the end of input.
    ///
    /// With `masked` on a terminal, echo is off before the prompt appears, so nothing typed ahead is shown.
    func readLine(prompt: String, masked: Bool) async -> String?

    /// Reads a line as `readLine(prompt:masked:)` does; a console that edits lines offers `completions` (whole
    /// lines, such as `:help` or `:tab cards`) to Tab, and when none fits the line, those `moreCompletions` gives for
    /// it (a link's arguments, such as the card numbers after `:open cards/`, asked only then); it calls
    /// `redrawScreen` to draw the screen again above the line after the window changed size or Ctrl-L cleared it.
    ///
    /// A console that reads line by line (the default) takes no notice of any of them.
    func readLine(
        prompt: String,
        masked: Bool,
        completions: [String],
        moreCompletions: @escaping (String) async -> [String],
        redrawScreen: () -> Void
    ) async -> String?

    /// Writes `notice`, whole lines already rendered, while a line is being read at `prompt`, so that typing goes on
    /// under it.
    ///
    /// A console that reads line by line (the default) starts a new line, writes the notice and writes the prompt
    /// again, so the cursor is back where typing goes on; what was typed before stays with the terminal and is still
    /// sent with Enter. A line editor hides the line, writes the notice, and shows the line again as it was.
    func write(_ notice: String, whileReadingAt prompt: String)

    /// Runs `work` once the app first waits for input that is not there yet (a person has still to type), or at once
    /// if it has already: work that only an app waiting for a person needs (taking links from another process) costs
    /// a run whose input is all there, a script, nothing. A console that cannot tell (the default) runs it at once.
    func whenWaitingForInput(_ work: @escaping @MainActor () -> Void)

    /// Whether a person has typed ahead: keys or lines that are there already, for the screen they were typed at.
    ///
    /// Links from outside wait until they are handled, so that what was typed keeps its meaning. A console that
    /// cannot tell (the default) says no.
    var hasTypedAhead: Bool { get }

    /// Ends the line being read, as an empty line entered, when nothing is typed on it, so that what arrived (a link
    /// from another process) is handled at once; returns whether it will.
    ///
    /// A console that reads line by line (the default) cannot see a line until it is entered, so it never does.
    func endReadIfLineIsEmpty() -> Bool
}

// MARK: - Line by Line

extension Console {
    /// No line editor: lines are read as the terminal's line mode, or a script, hands them over.
    public var editsLines: Bool { false }

    /// Reads a line with `readLine(prompt:masked:)`, taking no notice of completions or `redrawScreen`.
    public func readLine(
        prompt: String,
        masked: Bool,
        completions: [String],
        moreCompletions: @escaping (String) async -> [String],
        redrawScreen: () -> Void
    ) async -> String? {
        await readLine(prompt: prompt, masked: masked)
    }

    /// Writes a new line, `notice`, and `prompt` again.
    public func write(_ notice: String, whileReadingAt prompt: String) {
        write("\n" + notice + prompt)
    }

    /// Runs `work` at once.
    public func whenWaitingForInput(_ work: @escaping @MainActor () -> Void) {
        work()
    }

    /// No: nothing typed ahead is seen.
    public var hasTypedAhead: Bool {
        false
    }

    /// Never: a line read line by line is not seen until it is entered.
    public func endReadIfLineIsEmpty() -> Bool {
        false
    }
}
