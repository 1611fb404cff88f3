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

    /// Writes `prompt` and reads one line without its line ending; `nil` at the end of input.
    ///
    /// With `masked` on a terminal, echo is off before the prompt appears, so nothing typed ahead is shown.
    func readLine(prompt: String, masked: Bool) async -> String?
}
