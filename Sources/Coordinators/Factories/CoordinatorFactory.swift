/// Makes every flow's coordinator, so a parent never builds its children itself and tests can swap the flows.
///
/// Every flow comes in one shape: the router it shows its screens with goes in, and the coordinator comes out as
/// `any Coordinator`, with the flow's output protocol when it has something to tell its parent, as in the
/// ApplicationCoordinator example. A tab's router is the one ``MainCoordinator`` makes over the tab's own stack.
@MainActor
protocol CoordinatorFactory {
    /// The first-launch introduction.
    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput

    /// Sign-in and sign-up.
    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput

    /// The signed-in flow: the tab bar.
    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput

    /// The News tab, shown with the router over the tab's own stack; it tells its parent nothing.
    func makeNewsCoordinator(router: any Router) -> any Coordinator

    /// The Cards tab, shown with the router over the tab's own stack; it tells its parent nothing.
    func makeCardsCoordinator(router: any Router) -> any Coordinator

    /// The Profile tab, shown with the router over the tab's own stack.
    func makeProfileCoordinator(router: any Router) -> any Coordinator & ProfileCoordinatorOutput
}
