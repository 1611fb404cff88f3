import Terminal

/// Makes every flow's coordinator, so a parent never builds its children itself and tests can swap them.
@MainActor
protocol CoordinatorFactory {
    /// The first-launch introduction.
    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput

    /// Sign-in and sign-up.
    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput

    /// The signed-in flow.
    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput
}
