/// Keeps, for each identifier, the sign-in attempt that still limits it, so that a relaunch is held to the limits
/// the last process was held to.
public nonisolated protocol SignInAttemptStore: Sendable {
    /// The attempt kept for `identifier`, if any.
    func attempt(for identifier: SignInIdentifier) async throws(StorageError) -> SignInAttempt?

    /// Keeps `attempt` for its identifier, replacing the one before.
    func save(_ attempt: SignInAttempt) async throws(StorageError)

    /// Forgets the attempt of `identifier`; nothing kept is fine.
    func removeAttempt(for identifier: SignInIdentifier) async throws(StorageError)
}
