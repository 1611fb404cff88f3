import Terminal

/// Makes every flow's coordinator, so a parent never builds its children itself and tests can swap the flows.
///
/// A tab's flow is made on the tab's own stack, with a router over it, and returned as its own type, which is how
/// ``MainCoordinator`` finds it again with ``BaseCoordinator/hasDependency(ofType:)``.
@MainActor
protocol CoordinatorFactory {
    /// The first-launch introduction.
    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput

    /// Sign-in and sign-up.
    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput

    /// The signed-in flow: the tab bar.
    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput

    /// The News tab, on the tab's own stack.
    func makeNewsCoordinator(stack: ScreenStack) -> NewsCoordinator

    /// The Cards tab, on the tab's own stack.
    func makeCardsCoordinator(stack: ScreenStack) -> CardsCoordinator

    /// The Profile tab, on the tab's own stack.
    func makeProfileCoordinator(stack: ScreenStack) -> ProfileCoordinator
}
