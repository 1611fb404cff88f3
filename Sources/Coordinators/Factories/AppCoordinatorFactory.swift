/// Makes the app's real coordinators, registering each in the lifetime registry and giving it a router of its own
/// that registers what it shows, so that the registry knows which coordinator owns which module.
@MainActor
final class AppCoordinatorFactory: CoordinatorFactory {
    // MARK: - Properties

    private let modules: AppModuleFactory
    private let lifetimes: LifetimeRegistry

    // MARK: - Initialization

    /// Creates a factory whose coordinators get their modules from the services in `dependencies` and register in
    /// `lifetimes`.
    init(dependencies: AppDependencies, lifetimes: LifetimeRegistry) {
        modules = AppModuleFactory(dependencies: dependencies, lifetimes: lifetimes)
        self.lifetimes = lifetimes
    }

    // MARK: - CoordinatorFactory

    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput {
        let router = tracking(router)
        return tracked(OnboardingCoordinator(router: router, factory: modules), showingThrough: router)
    }

    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput {
        let router = tracking(router)
        return tracked(AuthCoordinator(router: router, factory: modules), showingThrough: router)
    }

    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput {
        let router = tracking(router)
        let coordinator = MainCoordinator(
            router: router,
            factory: modules,
            coordinatorFactory: self
        )
        return tracked(coordinator, showingThrough: router)
    }

    func makeNewsCoordinator(router: any Router) -> any Coordinator {
        let router = tracking(router)
        return tracked(NewsCoordinator(router: router, factory: modules), showingThrough: router)
    }

    func makeCardsCoordinator(router: any Router) -> any Coordinator {
        let router = tracking(router)
        return tracked(CardsCoordinator(router: router, factory: modules), showingThrough: router)
    }

    func makeProfileCoordinator(router: any Router) -> any Coordinator & ProfileCoordinatorOutput {
        let router = tracking(router)
        return tracked(ProfileCoordinator(router: router, factory: modules), showingThrough: router)
    }

    // MARK: - Private Methods

    private func tracking(_ router: any Router) -> LifetimeTrackingRouter {
        LifetimeTrackingRouter(router, lifetimes: lifetimes)
    }

    /// Registers `coordinator` in the lifetime registry as the owner of what `router` shows; returns it.
    private func tracked<Flow: BaseCoordinator>(
        _ coordinator: Flow,
        showingThrough router: LifetimeTrackingRouter
    ) -> Flow {
        router.owned(by: coordinator.track(in: lifetimes))
    }
}
