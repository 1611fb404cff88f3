import Storage
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps where the app was quit in `restoration.json`: the account signed in then, and the link of its screen.
///
/// A link kept for another account is never handed out, and what the file holds is only ever opened as a link is,
/// checked first, so a hand-edited file shows nothing a link could not. A quit on the screen the app was launched on
/// writes nothing: the file holds it already.
public nonisolated final class FileRestorationService: RestorationService {
    /// What the file holds.
    struct Place: StoredValue, Equatable {
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
    /// What the file was last read or written to hold.
    private let known = Mutex<Place?>(nil)

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
            let read = try await file.read(reportingTo: reporter).contents.value
            known.withLock { $0 = read }
            guard let place = read, place.accountID == session.accountID else { return nil }
            return place.link
        } catch {
            await reporter.reportUnread(error)
            return nil
        }
    }

    public func keep(_ link: String) async throws(ServiceFailure) {
        guard let session = await sessions.currentSession() else { return }
        let place = Place(accountID: session.accountID, link: link)
        guard known.withLock({ $0 }) != place else { return }
        do {
            try file.write(place)
        } catch {
            throw ServiceFailure(error)
        }
        known.withLock { $0 = place }
    }
}
