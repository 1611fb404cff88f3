#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps sign-in attempts in `sign-in-attempts.json`, small and bounded: only the attempts that still limit
/// something.
///
/// An attempt limits a relaunch until a new code may be sent, ``OneTimeCodeAuthService/resendInterval`` after its code
/// went out, and is dropped after that (or when it is dated that far ahead of the clock: the clock was set back, or
/// the file was edited). At most `maximumCount` identifiers are kept: a code for one more is refused rather than
/// pushing out someone's limits. The file keeps time to the second, so a sending time is rounded up, which never
/// shortens a wait. Every change reads the file afresh, so no stale copy is ever written back.
public nonisolated final class FileSignInAttemptStore: SignInAttemptStore {
    // MARK: - Properties

    /// The most identifiers kept at once.
    public static let maximumCount = 100

    private let file: JSONFile<[SignInAttempt]>
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date

    // MARK: - Initialization

    /// Creates the store on `directory`.
    public init(directory: StateDirectory, reporter: any ProblemReporter, now: @escaping @Sendable () -> Date) {
        file = directory.jsonFile("sign-in-attempts.json", now: now)
        self.reporter = reporter
        self.now = now
    }

    // MARK: - SignInAttemptStore

    public func attempt(for identifier: SignInIdentifier) async throws(StorageError) -> SignInAttempt? {
        try await keptAttempts().first { $0.identifier == identifier }
    }

    public func save(_ attempt: SignInAttempt) async throws(StorageError) {
        let rounded = SignInAttempt(
            identifier: attempt.identifier,
            codeSentAt: Date(timeIntervalSince1970: attempt.codeSentAt.timeIntervalSince1970.rounded(.up)),
            wrongCodes: attempt.wrongCodes
        )
        var attempts = try await keptAttempts().filter { $0.identifier != attempt.identifier }
        if isKept(rounded, at: now()) {
            attempts.append(rounded)
        }
        guard attempts.count <= Self.maximumCount else {
            throw StorageError(
                refusingToSave: file.path,
                because: "codes went to \(Self.maximumCount) other identifiers in the last "
                    + "\(Int(OneTimeCodeAuthService.resendInterval)) seconds; try again in a moment"
            )
        }
        try write(attempts)
    }

    public func removeAttempt(for identifier: SignInIdentifier) async throws(StorageError) {
        let attempts = try await keptAttempts()
        guard attempts.contains(where: { $0.identifier == identifier }) else { return }
        try write(attempts.filter { $0.identifier != identifier })
    }

    // MARK: - Private Methods

    /// The attempts in the file that still limit something, the latest `maximumCount` of them.
    private func keptAttempts() async throws(StorageError) -> [SignInAttempt] {
        let date = now()
        let attempts = try await file.read(reportingTo: reporter) ?? []
        return Array(
            attempts.filter { isKept($0, at: date) }.sorted { $0.codeSentAt > $1.codeSentAt }.prefix(Self.maximumCount)
        )
    }

    /// Whether `attempt` still limits something at `date`: a new code for its identifier is not due yet.
    private func isKept(_ attempt: SignInAttempt, at date: Date) -> Bool {
        abs(date.timeIntervalSince(attempt.codeSentAt)) < OneTimeCodeAuthService.resendInterval
    }

    /// Writes `attempts`, or removes the file when there are none.
    private func write(_ attempts: [SignInAttempt]) throws(StorageError) {
        if attempts.isEmpty {
            try file.remove()
        } else {
            try file.write(attempts)
        }
    }
}
