/// Remembers where the signed-in person was when the app quit, as the link that shows that screen again, so that the
/// next launch goes on there: a scene's state restoration on iOS.
public nonisolated protocol RestorationService: Sendable {
    /// The link kept at the last quit for whoever is signed in now; `nil` when there is none.
    func keptLink() async -> String?

    /// Keeps `link` for whoever is signed in now; with nobody signed in, keeps nothing.
    func keep(_ link: String) async throws(ServiceFailure)
}
