import Terminal

/// Makes every flow's coordinator, so a parent never builds its children itself and tests can swap the flows.
///
/// The tabs are returned as their own types, which is how `MainCoordinator` finds them again with
/// `hasDependency(ofType:)`.
@MainActor
protocol CoordinatorFactory {
    /// The first-launch introduction.
    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput

    /// Sign-in and sign-up.
    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput

    /// The signed-in flow: the tab bar.
    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput

    /// The News tab, on its own stack.
    func makeNewsCoordinator(router: any Router) -> NewsCoordinator

    /// The Cards tab, on its own stack.
    func makeCardsCoordinator(router: any Router) -> CardsCoordinator

    /// The Profile tab, on its own stack.
    func makeProfileCoordinator(router: any Router) -> ProfileCoordinator
}
