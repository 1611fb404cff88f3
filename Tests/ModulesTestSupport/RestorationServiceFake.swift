@testable import Modules
@testable import TestSupport

/// Where the app was quit, kept in memory for whoever the test says is signed in; can be told to fail.
final class RestorationServiceFake: RestorationService {
    private struct State {
        var link: String?
        var failure: ServiceFailure?
    }

    // MARK: - Properties

    private let state = Locked(State())

    /// The link kept last.
    var keptLinkNow: String? { state.link }

    /// Starts with `link` kept, as a relaunch finds it.
    init(keeping link: String? = nil) {
        state.link = link
    }

    func fail(with failure: ServiceFailure?) {
        state.failure = failure
    }

    // MARK: - RestorationService

    func keptLink() async -> String? {
        state.link
    }

    func keep(_ link: String) async throws(ServiceFailure) {
        try state.withLock { state throws(ServiceFailure) in
            if let failure = state.failure { throw failure }
            state.link = link
        }
    }
}
