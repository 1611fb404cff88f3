/// Where the app begins, decided from what is stored.
nonisolated enum LaunchInstructor: Equatable {
    /// First launch ever: the introduction, then sign-in.
    case onboarding
    /// No valid session: sign-in.
    case auth
    /// A valid session: straight to the signed-in flow.
    case main
}
