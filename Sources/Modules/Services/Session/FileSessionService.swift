import Storage
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps the session in `session.json` in the state folder.
///
/// What it last read or wrote is kept in memory: only the instance that holds the folder's lock writes the file.
public nonisolated final class FileSessionService: SessionService {
    // MARK: - Properties

    private let file: JSONFile<Session>
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date
    private let stored = Mutex<Session??>(nil)

    // MARK: - Initialization

    /// Creates the service on `directory`.
    public init(directory: StateDirectory, reporter: any ProblemReporter, now: @escaping @Sendable () -> Date) {
        file = directory.jsonFile("session.json", now: now)
        self.reporter = reporter
        self.now = now
    }

    // MARK: - SessionService

    public func currentSession() async -> Session? {
        let session: Session?
        if let known = stored.withLock({ $0 }) {
            session = known
        } else {
            do {
                session = try await file.read(reportingTo: reporter).contents.value
                stored.withLock { $0 = .some(session) }
            } catch {
                await reporter.reportUnread(error)
                return nil
            }
        }
        guard let session, session.isValid(at: now()) else { return nil }
        return session
    }

    public func save(_ session: Session) throws(ServiceFailure) {
        do {
            try file.write(session)
        } catch {
            throw ServiceFailure(error)
        }
        stored.withLock { $0 = .some(session) }
    }

    public func clear() throws(ServiceFailure) {
        do {
            try file.remove()
        } catch {
            throw ServiceFailure(error)
        }
        stored.withLock { $0 = .some(nil) }
    }
}

// MARK: - StoredValue

/// Read back with the synthesized `Codable`, then ``Session/validated()``.
extension Session: StoredValue {}
