import Synchronization

@testable import Modules

/// Records whether onboarding was marked completed; can be told to fail.
final class OnboardingServiceSpy: OnboardingService {
    private let state = Mutex((completed: false, failure: StorageError?.none))

    var isMarkedCompleted: Bool { state.withLock { $0.completed } }

    func fail(with error: StorageError) {
        state.withLock { $0.failure = error }
    }

    func isCompleted() async -> Bool {
        state.withLock { $0.completed }
    }

    func markCompleted() async throws(StorageError) {
        let failure = state.withLock { $0.failure }
        if let failure { throw failure }
        state.withLock { $0.completed = true }
    }
}
