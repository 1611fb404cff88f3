import Storage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps where the app was quit in `restoration.json`: the account signed in then, and the link of its screen.
///
/// A link kept for another account is never handed out, and what the file holds is only ever opened as a link is,
/// checked first, so a hand-edited file shows nothing a link could not.
public nonisolated final class FileRestorationService: RestorationService {
    /// What the file holds.
    struct Place: StoredValue {
        /// The account signed in when the app quit.
        var accountID: UUID
        /// The link of the screen it was on, such as `cards/2`.
        var link: String

        /// The longest link kept: longer than any link the app makes.
        static let maximumLinkLength = 64

        /// The place as read from the file, its link cut to ``maximumLinkLength``.
        func validated() -> Place {
            Place(accountID: accountID, link: String(link.prefix(Self.maximumLinkLength)))
        }
    }

    // MARK: - Properties

    private let file: JSONFile<Place>
    private let sessions: any SessionService
    private let reporter: any ProblemReporter

    // MARK: - Initialization

    /// Creates the service on `directory`, for whoever `sessions` says is signed in, reporting a broken file to
    /// `reporter`; `now` dates the moved-aside copy.
    public init(
        directory: StateDirectory,
        sessions: any SessionService,
        reporter: any ProblemReporter,
        now: @escaping @Sendable () -> Date
    ) {
        file = directory.jsonFile("restoration.json", now: now)
        self.sessions = sessions
        self.reporter = reporter
    }

    // MARK: - RestorationService

    public func keptLink() async -> String? {
        guard let session = await sessions.currentSession() else { return nil }
        do {
            guard let place = try await file.read(reportingTo: reporter).contents.value,
                place.accountID == session.accountID
            else { return nil }
            return place.link
        } catch {
            await reporter.reportUnread(error)
            return nil
        }
    }

    public func keep(_ link: String) async throws(ServiceFailure) {
        guard let session = await sessions.currentSession() else { return }
        do {
            try file.write(Place(accountID: session.accountID, link: link))
        } catch {
            throw ServiceFailure(error)
        }
    }
}
