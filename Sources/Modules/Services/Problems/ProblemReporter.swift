/// Tells the user, in one line, about a problem the app recovered from (a corrupt file moved aside, a failed save).
public nonisolated protocol ProblemReporter: Sendable {
    /// Reports one problem; `message` is a single line without a trailing newline.
    func report(_ message: String) async
}
