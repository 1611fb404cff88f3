/// Remembers whether the first-launch introduction has been seen.
public nonisolated protocol OnboardingService: Sendable {
    /// Whether the introduction was finished or skipped before.
    func isCompleted() async -> Bool

    /// Records that the introduction is done.
    func markCompleted() async throws(ServiceFailure)
}
