import Terminal

/// Makes the app's real coordinators, each with a module factory of its own, so that the lifetime registry knows
/// which coordinator owns which module.
@MainActor
final class AppCoordinatorFactory: CoordinatorFactory {
    // MARK: - Properties

    private let dependencies: AppDependencies
    private let lifetimes: LifetimeRegistry

    // MARK: - Initialization

    init(dependencies: AppDependencies, lifetimes: LifetimeRegistry) {
        self.dependencies = dependencies
        self.lifetimes = lifetimes
    }

    // MARK: - CoordinatorFactory

    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput {
        let factory = makeModuleFactory()
        return factory.owned(by: OnboardingCoordinator(router: router, factory: factory, lifetimes: lifetimes))
    }

    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput {
        let factory = makeModuleFactory()
        return factory.owned(by: AuthCoordinator(router: router, factory: factory, lifetimes: lifetimes))
    }

    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput {
        let factory = makeModuleFactory()
        let coordinator = MainCoordinator(
            router: router,
            factory: factory,
            coordinatorFactory: self,
            lifetimes: lifetimes
        )
        return factory.owned(by: coordinator)
    }

    func makeNewsCoordinator(stack: ScreenStack) -> NewsCoordinator {
        let factory = makeModuleFactory()
        let router = ScreenStackRouter(stack: stack)
        return factory.owned(by: NewsCoordinator(router: router, factory: factory, lifetimes: lifetimes))
    }

    func makeCardsCoordinator(stack: ScreenStack) -> CardsCoordinator {
        let factory = makeModuleFactory()
        let router = ScreenStackRouter(stack: stack)
        return factory.owned(by: CardsCoordinator(router: router, factory: factory, lifetimes: lifetimes))
    }

    func makeProfileCoordinator(stack: ScreenStack) -> ProfileCoordinator {
        let factory = makeModuleFactory()
        let router = ScreenStackRouter(stack: stack)
        return factory.owned(by: ProfileCoordinator(router: router, factory: factory, lifetimes: lifetimes))
    }

    // MARK: - Private Methods

    private func makeModuleFactory() -> AppModuleFactory {
        AppModuleFactory(dependencies: dependencies, lifetimes: lifetimes)
    }
}
