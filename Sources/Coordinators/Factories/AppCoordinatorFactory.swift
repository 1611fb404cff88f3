/// Makes the app's real coordinators, each tracked by the lifetime registry and given a router of its own that has
/// the registry track what it shows, so that the registry knows which coordinator owns which module.
@MainActor
final class AppCoordinatorFactory: CoordinatorFactory {
    // MARK: - Properties

    private let modules: AppModuleFactory
    private let lifetimes: LifetimeRegistry

    // MARK: - Initialization

    /// Creates a factory whose coordinators get their modules from the services in `dependencies` and are tracked
    /// by `lifetimes`.
    init(dependencies: AppDependencies, lifetimes: LifetimeRegistry) {
        modules = AppModuleFactory(dependencies: dependencies, lifetimes: lifetimes)
        self.lifetimes = lifetimes
    }

    // MARK: - CoordinatorFactory

    func makeOnboardingCoordinator(router: any Router) -> any Coordinator & OnboardingCoordinatorOutput {
        track(showingThrough: router) { OnboardingCoordinator(router: $0, factory: modules) }
    }

    func makeAuthCoordinator(router: any Router) -> any Coordinator & AuthCoordinatorOutput {
        track(showingThrough: router) { AuthCoordinator(router: $0, factory: modules) }
    }

    func makeMainCoordinator(router: any Router) -> any Coordinator & MainCoordinatorOutput {
        track(showingThrough: router) { MainCoordinator(router: $0, factory: modules, coordinatorFactory: self) }
    }

    func makeNewsCoordinator(router: any Router) -> any Coordinator {
        track(showingThrough: router) { NewsCoordinator(router: $0, factory: modules) }
    }

    func makeCardsCoordinator(router: any Router) -> any Coordinator {
        track(showingThrough: router) { CardsCoordinator(router: $0, factory: modules) }
    }

    func makeProfileCoordinator(router: any Router) -> any Coordinator & ProfileCoordinatorOutput {
        track(showingThrough: router) { ProfileCoordinator(router: $0, factory: modules) }
    }

    // MARK: - Private Methods

    /// Makes a flow with `make`, which is handed a router in front of `router` that has the lifetime registry track
    /// every screen it shows under the flow, and has the registry track the flow too; returns it.
    private func track<Flow: BaseCoordinator>(
        showingThrough router: any Router,
        _ make: (any Router) -> Flow
    ) -> Flow {
        let trackingRouter = LifetimeTrackingRouter(router, lifetimes: lifetimes)
        let coordinator = make(trackingRouter).track(with: lifetimes)
        trackingRouter.owner = coordinator
        return coordinator
    }
}
