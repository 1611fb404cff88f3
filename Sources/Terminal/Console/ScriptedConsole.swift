/// An in-memory console fed with input lines, recording everything written: runs every flow without a terminal.
public final class ScriptedConsole: Console {
    // MARK: - Properties

    public var isInteractive: Bool
    public var isAccessible = false
    public var showsStatus = true
    public var columns: Int

    /// The width lines on standard error are wrapped to, as on a terminal; `nil` (the default) writes each as it is.
    public var errorColumns: Int?
    public let style: Style
    public let errorStyle: Style

    /// Everything written to standard output.
    public private(set) var output = ""

    /// Everything written to standard error.
    public private(set) var errorOutput = ""

    /// Output with the typed lines echoed where a terminal would show them; masked lines are not echoed.
    public private(set) var transcript = ""

    /// How many lines were read with masking on.
    public private(set) var maskedReadCount = 0

    /// The last status shown, until cleared.
    public private(set) var status: String?

    /// Every status shown, in order.
    public private(set) var statusHistory: [String] = []

    /// Called as each read begins, while the app waits at its prompt: where a test makes something happen
    /// mid-typing.
    public var onRead: (() -> Void)?

    /// Whether `:help` lists the line editor's keys, as on a terminal that edits lines; off by default.
    public var editsLines = false

    /// Whether each read draws the screen again first, as a terminal's resize or Ctrl-L does; off by default.
    public var redrawsScreenOnRead = false

    /// The whole lines offered to Tab at each prompt, in order of the reads.
    public private(set) var completionsOffered: [[String]] = []

    /// What the last prompt would ask for the lines Tab completes to when none of those offered fits: a test calls
    /// it with a line, as a press of Tab would.
    public private(set) var moreCompletions: ((String) async -> [String])?

    /// Whether a read that has nothing typed yet when `onRead` runs can be ended by the app, as a line editor's can;
    /// off by default, as line by line.
    public var endsEmptyReads = false

    /// Whether the lines not read yet count as typed ahead (``hasTypedAhead``), as keys a person typed on a terminal
    /// while the app was busy; off by default, as a script.
    public var linesAreTypedAhead = false

    private var pendingInput: [String]
    /// Whether the read under way was asked to end while nothing was typed.
    private var isEndAsked = false
    /// Whether a read is under way and nothing of its line is taken yet.
    private var isReadOpen = false

    // MARK: - Initialization

    /// Creates a console that answers prompts with `input`, one line each, then reports the end of input.
    public init(
        input: [String] = [],
        isInteractive: Bool = false,
        columns: Int = 80,
        style: Style = .plain
    ) {
        pendingInput = input
        self.isInteractive = isInteractive
        self.columns = columns
        self.style = style
        errorStyle = style
    }

    // MARK: - Public Methods

    /// Adds lines for later prompts.
    public func feed(_ lines: String...) {
        pendingInput.append(contentsOf: lines)
    }

    /// Drops input not read yet, as a process that quit leaves its unread standard input behind.
    public func discardPendingInput() {
        pendingInput.removeAll()
    }

    /// Forgets what was written and offered to Tab so far, so a test can look at what comes next (and a long run
    /// keeps no more than one round of it).
    public func clearOutput() {
        output = ""
        errorOutput = ""
        transcript = ""
        completionsOffered = []
        moreCompletions = nil
    }

    // MARK: - Console

    /// Records `text`, its glyphs spelled out when `isAccessible`, as the process console writes it.
    public func write(_ text: String) {
        let text = isAccessible ? TerminalText.spelledOut(text) : text
        output += text
        transcript += text
    }

    /// Records `text` on standard error, its glyphs spelled out when `isAccessible`.
    public func writeError(_ text: String) {
        errorOutput += isAccessible ? TerminalText.spelledOut(text) : text
    }

    public func setStatus(_ status: String?) {
        self.status = status
        if let status { statusHistory.append(status) }
    }

    /// Records `completions` and `moreCompletions`, draws the screen again with `redrawScreen` when
    /// `redrawsScreenOnRead`, then reads as `readLine(prompt:masked:)` does.
    public func readLine(
        prompt: String,
        masked: Bool,
        completions: [String],
        moreCompletions: @escaping (String) async -> [String],
        redrawScreen: () -> Void
    ) async -> String? {
        completionsOffered.append(completions)
        self.moreCompletions = moreCompletions
        if redrawsScreenOnRead {
            redrawScreen()
        }
        return await readLine(prompt: prompt, masked: masked)
    }

    public func readLine(prompt: String, masked: Bool) async -> String? {
        write(prompt)
        isReadOpen = true
        isEndAsked = false
        onRead?()
        isReadOpen = false
        if isEndAsked {
            // The row is cleared, as a line editor clears it: the prompt shows again where it was.
            write("\n")
            return ""
        }
        guard !pendingInput.isEmpty else { return nil }
        let line = pendingInput.removeFirst()
        let isMasking = masked && isInteractive
        if isMasking { maskedReadCount += 1 }
        transcript += (isMasking ? "" : line) + "\n"
        return line
    }

    /// Whether lines wait to be read and ``linesAreTypedAhead``.
    public var hasTypedAhead: Bool {
        linesAreTypedAhead && !pendingInput.isEmpty
    }

    /// Ends the read under way as an empty line when `endsEmptyReads` and a test's `onRead` asks, before the line
    /// is taken.
    public func endReadIfLineIsEmpty() -> Bool {
        guard endsEmptyReads, isReadOpen else { return false }
        isEndAsked = true
        return true
    }
}
