import Synchronization

@testable import Modules

/// Sign-in attempts kept in memory, as a state folder keeps them between launches; can be told to fail.
final class SignInAttemptStoreFake: SignInAttemptStore {
    private let state = Mutex((attempts: [SignInIdentifier: SignInAttempt](), failure: StorageError?.none))

    /// The attempts kept, by identifier.
    var storedAttempts: [SignInIdentifier: SignInAttempt] { state.withLock { $0.attempts } }

    /// Makes every call throw `error` from now on, or work again when it is `nil`.
    func fail(with error: StorageError?) {
        state.withLock { $0.failure = error }
    }

    func attempt(for identifier: SignInIdentifier) async throws(StorageError) -> SignInAttempt? {
        try state.withLock { state throws(StorageError) in
            if let failure = state.failure { throw failure }
            return state.attempts[identifier]
        }
    }

    func save(_ attempt: SignInAttempt) async throws(StorageError) {
        try state.withLock { state throws(StorageError) in
            if let failure = state.failure { throw failure }
            state.attempts[attempt.identifier] = attempt
        }
    }

    func removeAttempt(for identifier: SignInIdentifier) async throws(StorageError) {
        try state.withLock { state throws(StorageError) in
            if let failure = state.failure { throw failure }
            state.attempts[identifier] = nil
        }
    }
}
