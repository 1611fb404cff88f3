/// Stores who is signed in between launches.
public nonisolated protocol SessionService: Sendable {
    /// The stored session if it is still valid; an expired or unreadable one counts as none.
    func currentSession() async -> Session?

    /// Stores `session`, replacing any other.
    func save(_ session: Session) async throws(ServiceFailure)

    /// Forgets the stored session.
    func clear() async throws(ServiceFailure)
}
