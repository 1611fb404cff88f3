import Storage

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
public nonisolated final class FileSignInAttemptService: SignInAttemptService {
    // MARK: - Properties

    /// The most identifiers kept at once.
    public static let maximumCount = 100

    private let file: JSONFile<[SignInAttempt]>
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date

    // MARK: - Initialization

    /// Creates the service on `directory`.
    public init(directory: StateDirectory, reporter: any ProblemReporter, now: @escaping @Sendable () -> Date) {
        file = directory.jsonFile("sign-in-attempts.json", now: now)
        self.reporter = reporter
        self.now = now
    }

    // MARK: - SignInAttemptService

    public func attempt(for identifier: SignInIdentifier) async throws(ServiceFailure) -> SignInAttempt? {
        try await keptAttempts().first { $0.identifier == identifier }
    }

    public func save(_ attempt: SignInAttempt) async throws(ServiceFailure) {
        try await update(for: attempt.identifier) { _ in attempt }
    }

    public func update(
        for identifier: SignInIdentifier,
        _ change: (SignInAttempt?) -> SignInAttempt?
    ) async throws(ServiceFailure) {
        var isFull = false
        try await rewrite { kept in
            isFull = false
            guard let attempt = change(kept.first { $0.identifier == identifier }) else { return nil }
            let rounded = SignInAttempt(
                identifier: identifier,
                codeSentAt: Date(timeIntervalSince1970: attempt.codeSentAt.timeIntervalSince1970.rounded(.up)),
                wrongCodes: attempt.wrongCodes
            )
            var attempts = kept.filter { $0.identifier != identifier }
            if isKept(rounded, at: now()) {
                attempts.append(rounded)
            }
            isFull = attempts.count > Self.maximumCount
            return isFull ? nil : attempts
        }
        guard !isFull else {
            throw ServiceFailure(
                step: .refusedSave,
                detail: "codes went to \(Self.maximumCount) other identifiers in the last "
                    + "\(Int(OneTimeCodeAuthService.resendInterval)) seconds; try again in a moment"
            )
        }
    }

    public func removeAttempt(for identifier: SignInIdentifier) async throws(ServiceFailure) {
        try await rewrite { kept in
            guard kept.contains(where: { $0.identifier == identifier }) else { return nil }
            return kept.filter { $0.identifier != identifier }
        }
    }

    // MARK: - Private Methods

    /// The attempts in the file that still limit something, the latest `maximumCount` of them.
    private func keptAttempts() async throws(ServiceFailure) -> [SignInAttempt] {
        kept(try await file.read(reportingTo: reporter).contents.value ?? [], at: now())
    }

    /// Saves what `apply` makes of the kept attempts as they are on disk now (`nil`: nothing to save); an empty list
    /// removes the file instead.
    private func rewrite(_ apply: ([SignInAttempt]) -> [SignInAttempt]?) async throws(ServiceFailure) {
        let date = now()
        var changed: [SignInAttempt]?
        _ = try await file.update(reportingTo: reporter) { contents in
            changed = apply(kept(contents.value ?? [], at: date))
            // An empty list is not written: the file is removed below.
            return changed?.isEmpty == false ? changed : nil
        }
        if changed?.isEmpty == true {
            do {
                try file.remove()
            } catch {
                throw ServiceFailure(error)
            }
        }
    }

    /// The latest `maximumCount` of `attempts` that still limit something at `date`.
    private func kept(_ attempts: [SignInAttempt], at date: Date) -> [SignInAttempt] {
        Array(
            attempts.filter { isKept($0, at: date) }.sorted { $0.codeSentAt > $1.codeSentAt }.prefix(Self.maximumCount)
        )
    }

    /// Whether `attempt` still limits something at `date`: a new code for its identifier is not due yet.
    private func isKept(_ attempt: SignInAttempt, at date: Date) -> Bool {
        abs(date.timeIntervalSince(attempt.codeSentAt)) < OneTimeCodeAuthService.resendInterval
    }
}

// MARK: - StoredValue

/// Read back with the synthesized `Codable`, then ``SignInAttempt/validated()``.
extension SignInAttempt: StoredValue {}
