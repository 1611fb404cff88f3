/// Keeps where the app was quit with the session itself: signing out forgets it, a new sign-in starts afresh, and a
/// launch reads nothing more than the session it reads anyway.
public nonisolated final class SessionRestorationService: RestorationService {
    // MARK: - Properties

    private let sessions: any SessionService

    // MARK: - Initialization

    /// Creates the service on the sessions `sessions` keeps.
    public init(sessions: any SessionService) {
        self.sessions = sessions
    }

    // MARK: - RestorationService

    public func keptLink() async -> String? {
        await sessions.currentSession()?.place
    }

    /// Keeps `link` in the session; a quit on the screen the app was launched on saves nothing, the session holding
    /// it already.
    public func keep(_ link: String) async throws(ServiceFailure) {
        guard var session = await sessions.currentSession(), session.place != link else { return }
        session.place = link
        try await sessions.save(session)
    }
}
