import Terminal

/// The root flow: [Onboarding →] Auth ⇄ Main.
///
/// Starts where the launch instructor says, runs Main when Auth finishes and Auth when Main finishes (signed out).
/// Links that arrive signed out are kept, in order, while Auth runs and handed back through `onSignedIn` once
/// signed in.
final class ApplicationCoordinator: BaseCoordinator {
    // MARK: - Properties

    /// Called after sign-in with the links that were kept while signed out, oldest first.
    var onSignedIn: (([DeepLinkOption]) -> Void)?

    /// The links kept until someone signs in, oldest first.
    private(set) var pendingOptions: [DeepLinkOption] = []

    private let router: any Router
    private let coordinatorFactory: any CoordinatorFactory
    private let launchInstructor: LaunchInstructor

    /// Whether someone is signed in: the Main flow is running.
    var isSignedIn: Bool { mainFlow != nil }

    private var mainFlow: (any Coordinator & MainCoordinatorOutput)? {
        hasDependency(ofType: (any Coordinator & MainCoordinatorOutput).self)
    }

    private var authFlow: (any Coordinator & AuthCoordinatorOutput)? {
        hasDependency(ofType: (any Coordinator & AuthCoordinatorOutput).self)
    }

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
        case .onboarding: runOnboardingFlow(keeping: option)
        case .auth: runAuthFlow(with: option)
        case .main: runMainFlow(with: option)
        }
    }

    /// Passes a link to the flow that can show it, or keeps it until sign-in.
    ///
    /// Signed in, Main shows it. Signed out, `signup` goes to Auth and anything else waits for sign-in.
    override func handle(deepLinkOption option: DeepLinkOption) {
        if let mainFlow {
            mainFlow.handle(deepLinkOption: option)
        } else if option == .signUp, let authFlow {
            authFlow.handle(deepLinkOption: option)
        } else {
            pendingOptions.append(option)
        }
    }
}

// MARK: - Private Methods

private extension ApplicationCoordinator {
    func runOnboardingFlow(keeping option: DeepLinkOption?) {
        pendingOptions = option.map { [$0] } ?? []
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runAuthFlow(with: nil)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    func runAuthFlow(with option: DeepLinkOption?) {
        if let option, option != .signUp {
            pendingOptions.append(option)
        }
        let signUp = pendingOptions.contains(.signUp) || option == .signUp
        pendingOptions.removeAll { $0 == .signUp }
        let coordinator = coordinatorFactory.makeAuthCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runMainFlow(with: nil)
            self?.onSignedIn?(self?.takePendingOptions() ?? [])
        }
        addDependency(coordinator)
        coordinator.start(with: signUp ? .signUp : nil)
    }

    func runMainFlow(with option: DeepLinkOption?) {
        let coordinator = coordinatorFactory.makeMainCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runAuthFlow(with: nil)
        }
        addDependency(coordinator)
        coordinator.start(with: option)
    }

    func takePendingOptions() -> [DeepLinkOption] {
        defer { pendingOptions = [] }
        return pendingOptions
    }
}
