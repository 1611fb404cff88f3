@testable import Modules
@testable import TestSupport

/// Sign-in attempts kept in memory, as a state folder keeps them between launches; can be told to fail.
final class SignInAttemptServiceFake: SignInAttemptService {
    private struct State {
        var attempts: [SignInIdentifier: SignInAttempt] = [:]
        var failure: ServiceFailure?
        var reads = 0
        var savedMeanwhile: SignInAttempt?
    }

    // MARK: - Properties

    private let state = Locked(State())

    /// The attempts kept, by identifier.
    var storedAttempts: [SignInIdentifier: SignInAttempt] { state.attempts }

    /// How many times the record was read: once by every call, as the file service reads its file once per call.
    var reads: Int { state.reads }

    /// An attempt another process keeps between the next update's reading and its save: that save is refused and
    /// the change runs again on the record with it, as the file service's update does.
    var savedMeanwhile: SignInAttempt? {
        get { state.savedMeanwhile }
        set { state.savedMeanwhile = newValue }
    }

    /// Makes every call throw `error` from now on, or work again when it is `nil`.
    func fail(with error: ServiceFailure?) {
        state.failure = error
    }

    // MARK: - SignInAttemptService

    func attempt(for identifier: SignInIdentifier) async throws(ServiceFailure) -> SignInAttempt? {
        try state.withLock { state throws(ServiceFailure) in
            state.reads += 1
            if let failure = state.failure { throw failure }
            return state.attempts[identifier]
        }
    }

    func save(_ attempt: SignInAttempt) async throws(ServiceFailure) {
        try await update(for: attempt.identifier) { _ in attempt }
    }

    func update(
        for identifier: SignInIdentifier,
        _ change: (SignInAttempt?) -> SignInAttempt?
    ) async throws(ServiceFailure) {
        try state.withLock { state throws(ServiceFailure) in
            state.reads += 1
            if let failure = state.failure { throw failure }
            if let meanwhile = state.savedMeanwhile {
                _ = change(state.attempts[identifier])
                state.attempts[meanwhile.identifier] = meanwhile
                state.savedMeanwhile = nil
                state.reads += 1
            }
            if let attempt = change(state.attempts[identifier]) {
                state.attempts[identifier] = attempt
            }
        }
    }

    func removeAttempt(for identifier: SignInIdentifier) async throws(ServiceFailure) {
        try state.withLock { state throws(ServiceFailure) in
            state.reads += 1
            if let failure = state.failure { throw failure }
            state.attempts[identifier] = nil
        }
    }
}
