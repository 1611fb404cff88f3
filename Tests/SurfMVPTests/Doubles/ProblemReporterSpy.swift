import Synchronization

@testable import Modules

/// Records reported problems.
final class ProblemReporterSpy: ProblemReporter {
    // MARK: - Properties

    private let reported = Mutex<[String]>([])

    var messages: [String] { reported.withLock { $0 } }

    // MARK: - ProblemReporter

    func report(_ message: String) async {
        reported.withLock { $0.append(message) }
    }
}
