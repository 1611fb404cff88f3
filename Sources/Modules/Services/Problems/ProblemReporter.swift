/// Tells the user, in one line, about a problem the app recovered from (a corrupt file moved aside, a failed save).
public nonisolated protocol ProblemReporter: Sendable {
    /// Reports one problem; `message` is a single line without a trailing newline.
    func report(_ message: String) async
}

nonisolated extension ProblemReporter {
    /// Reports a read that failed just now, for a caller that goes on without it and shows the failure to no one.
    func reportUnread(_ failure: ServiceFailure) async {
        await report("could not read \(failure.detail); left it as it is and went on without it.")
    }
}
