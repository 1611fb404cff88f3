@testable import Modules
@testable import TestSupport

/// Records whether onboarding was marked completed; can be told to fail.
final class OnboardingServiceSpy: OnboardingService {
    private struct State {
        var completed = false
        var failure: ServiceFailure?
    }

    // MARK: - Properties

    private let state = Locked(State())

    var isMarkedCompleted: Bool { state.completed }

    func fail(with error: ServiceFailure) {
        state.failure = error
    }

    // MARK: - OnboardingService

    func isCompleted() async -> Bool {
        state.completed
    }

    func markCompleted() async throws(ServiceFailure) {
        if let failure = state.failure { throw failure }
        state.completed = true
    }
}
