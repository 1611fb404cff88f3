import Terminal

/// The root flow: [Onboarding →] Auth ⇄ Main.
///
/// Starts where the launch instructor says, runs Main when Auth finishes and Auth when Main finishes (signed out).
final class ApplicationCoordinator: BaseCoordinator {
    // MARK: - Properties

    private let router: any Router
    private let coordinatorFactory: any CoordinatorFactory
    private let launchInstructor: LaunchInstructor

    // MARK: - Initialization

    init(
        router: any Router,
        coordinatorFactory: any CoordinatorFactory,
        launchInstructor: LaunchInstructor,
        lifetimes: LifetimeRegistry
    ) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
        self.launchInstructor = launchInstructor
        super.init(lifetimes: lifetimes)
    }

    // MARK: - Coordinator

    override func start(with option: DeepLinkOption?) {
        switch launchInstructor {
        case .onboarding: runOnboardingFlow()
        case .auth: runAuthFlow()
        case .main: runMainFlow()
        }
    }
}

// MARK: - Private Methods

private extension ApplicationCoordinator {
    func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runAuthFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    func runAuthFlow() {
        let coordinator = coordinatorFactory.makeAuthCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runMainFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    func runMainFlow() {
        let coordinator = coordinatorFactory.makeMainCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runAuthFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
