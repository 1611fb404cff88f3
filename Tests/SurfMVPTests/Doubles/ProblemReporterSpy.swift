import Synchronization

@testable import Modules

/// Records reported problems, and runs ``onReport`` with each, as it is reported.
final class ProblemReporterSpy: ProblemReporter {
    // MARK: - Properties

    private let reported = Mutex<[String]>([])
    private let action = Mutex<(@Sendable (String) -> Void)?>(nil)

    var messages: [String] { reported.withLock { $0 } }

    /// What happens while a problem is reported: whatever another program may do in that moment.
    var onReport: (@Sendable (String) -> Void)? {
        get { action.withLock { $0 } }
        set { action.withLock { $0 = newValue } }
    }

    // MARK: - ProblemReporter

    func report(_ message: String) async {
        reported.withLock { $0.append(message) }
        onReport?(message)
    }
}
