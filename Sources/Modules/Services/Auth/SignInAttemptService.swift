/// Keeps, for each identifier, the sign-in attempt that still limits it, so that a relaunch is held to the limits
/// the last process was held to.
public nonisolated protocol SignInAttemptService: Sendable {
    /// The attempt kept for `identifier`, if any.
    func attempt(for identifier: SignInIdentifier) async throws(ServiceFailure) -> SignInAttempt?

    /// Keeps `attempt` for its identifier, replacing the one before.
    func save(_ attempt: SignInAttempt) async throws(ServiceFailure)

    /// Reads the attempt kept for `identifier` and keeps what `change` makes of it, in one checked update: the
    /// record is read once, and an attempt another process kept in the meantime is not written over.
    ///
    /// `change` gets the attempt kept for `identifier`, if any, and returns the attempt to keep for it instead, or
    /// `nil` to leave the record as it is; it may run more than once, each time on the record as it is then.
    func update(
        for identifier: SignInIdentifier,
        _ change: (SignInAttempt?) -> SignInAttempt?
    ) async throws(ServiceFailure)

    /// Forgets the attempt of `identifier`; nothing kept is fine.
    func removeAttempt(for identifier: SignInIdentifier) async throws(ServiceFailure)
}
