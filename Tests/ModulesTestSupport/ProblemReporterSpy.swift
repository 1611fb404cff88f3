@testable import Modules
@testable import TestSupport

/// Records reported problems, and runs ``onReport`` with each, as it is reported.
final class ProblemReporterSpy: ProblemReporter {
    private struct State {
        var messages: [String] = []
        var onReport: (@Sendable (String) -> Void)?
    }

    // MARK: - Properties

    private let state = Locked(State())

    var messages: [String] { state.messages }

    /// What happens while a problem is reported: whatever another program may do in that moment.
    var onReport: (@Sendable (String) -> Void)? {
        get { state.onReport }
        set { state.onReport = newValue }
    }

    // MARK: - ProblemReporter

    func report(_ message: String) async {
        state.withLock { $0.messages.append(message) }
        onReport?(message)
    }
}
