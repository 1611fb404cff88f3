import Terminal

/// Makes the app's real coordinators, each with a router of its own that registers what it shows, so that the
/// lifetime registry knows which coordinator owns which module.
@MainActor
final class AppCoordinatorFactory: CoordinatorFactory {
    // MARK: - Properties

    private let modules: AppModuleFactory
    private let lifetimes: LifetimeRegistry

    // MARK: - Initialization

    /// Creates a factory whose coordinators get their modules from the services in `dependencies` and register in
    /// `lifetimes`.
    init(dependencies: AppDependencies, lifetimes: LifetimeRegistry) {
        modules = AppModuleFactory(dependencies: dependencies)
        self.lifetimes = lifetimes
    }

    // MARK: - CoordinatorFactory

    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput {
        let router = tracking(router)
        return router.owned(by: OnboardingCoordinator(router: router, factory: modules, lifetimes: lifetimes))
    }

    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput {
        let router = tracking(router)
        return router.owned(by: AuthCoordinator(router: router, factory: modules, lifetimes: lifetimes))
    }

    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput {
        let router = tracking(router)
        let coordinator = MainCoordinator(
            router: router,
            factory: modules,
            coordinatorFactory: self,
            lifetimes: lifetimes
        )
        return router.owned(by: coordinator)
    }

    func makeNewsCoordinator(stack: ScreenStack) -> NewsCoordinator {
        let router = tracking(ScreenStackRouter(stack: stack))
        return router.owned(by: NewsCoordinator(router: router, factory: modules, lifetimes: lifetimes))
    }

    func makeCardsCoordinator(stack: ScreenStack) -> CardsCoordinator {
        let router = tracking(ScreenStackRouter(stack: stack))
        return router.owned(by: CardsCoordinator(router: router, factory: modules, lifetimes: lifetimes))
    }

    func makeProfileCoordinator(stack: ScreenStack) -> ProfileCoordinator {
        let router = tracking(ScreenStackRouter(stack: stack))
        return router.owned(by: ProfileCoordinator(router: router, factory: modules, lifetimes: lifetimes))
    }

    // MARK: - Private Methods

    private func tracking(_ router: any Router) -> LifetimeTrackingRouter {
        LifetimeTrackingRouter(router, lifetimes: lifetimes)
    }
}
