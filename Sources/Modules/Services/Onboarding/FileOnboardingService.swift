import Storage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps the onboarding state in `onboarding.json`; a state folder without it is a first launch.
public nonisolated final class FileOnboardingService: OnboardingService {
    /// What the file holds.
    struct State: StoredValue {
        var completedAt: Date

        /// The state as read from the file: any date will do, since only the file's presence is used.
        func validated() -> State {
            self
        }
    }

    // MARK: - Properties

    private let file: JSONFile<State>
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date

    // MARK: - Initialization

    /// Creates the service on `directory`.
    public init(directory: StateDirectory, reporter: any ProblemReporter, now: @escaping @Sendable () -> Date) {
        file = directory.jsonFile("onboarding.json", now: now)
        self.reporter = reporter
        self.now = now
    }

    // MARK: - OnboardingService

    public func isCompleted() async -> Bool {
        do {
            return try await file.read(reportingTo: reporter).contents.value != nil
        } catch {
            await reporter.reportUnread(error)
            return true
        }
    }

    public func markCompleted() throws(ServiceFailure) {
        do {
            try file.write(State(completedAt: now()))
        } catch {
            throw ServiceFailure(error)
        }
    }
}
