#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps the session in `session.json` in the state folder.
public final class FileSessionService: SessionService {
    // MARK: - Properties

    private let file: JSONFile<Session>
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date

    // MARK: - Initialization

    /// Creates the service on `directory`.
    public init(directory: StateDirectory, reporter: any ProblemReporter, now: @escaping @Sendable () -> Date) {
        file = directory.jsonFile("session.json", now: now)
        self.reporter = reporter
        self.now = now
    }

    // MARK: - SessionService

    public func currentSession() async -> Session? {
        guard let session = await file.read(reportingTo: reporter) else { return nil }
        return session.isValid(at: now()) ? session : nil
    }

    public func save(_ session: Session) throws(StorageError) {
        try file.write(session)
    }

    public func clear() throws(StorageError) {
        try file.remove()
    }
}
