/// The root flow: [Onboarding →] Auth ⇄ Main.
///
/// Starts where the launch instructor says, runs Main when Auth finishes and Auth when Main finishes (signed out, or
/// the session ended).
/// A link that arrives signed out comes back as ``DeepLinkOutcome/keptUntilSignedIn``: the app's link handler keeps
/// it and opens it once ``isSignedIn`` says Main runs.
final class ApplicationCoordinator: BaseCoordinator {
    // MARK: - Properties

    private let router: any Router
    private let coordinatorFactory: any CoordinatorFactory
    private let launchInstructor: LaunchInstructor

    /// Whether a `signup` link came during the introduction: Auth then starts on the sign-up screen.
    private var startsAuthOnSignUp = false

    /// Whether someone is signed in: the Main flow is running.
    var isSignedIn: Bool { mainFlow != nil }

    /// The Main flow while it runs: set as it starts and cleared as it finishes; weak, since
    /// ``BaseCoordinator/childCoordinators`` owns it, and kept here so that finding it looks at no child's type.
    private weak var mainFlow: (any Coordinator & MainCoordinatorOutput)?

    /// The Auth flow while it runs, kept as ``mainFlow`` is.
    private weak var authFlow: (any Coordinator & AuthCoordinatorOutput)?

    // MARK: - Initialization

    /// Creates the root flow, which starts where `launchInstructor` says and makes its children with
    /// `coordinatorFactory`.
    init(
        router: any Router,
        coordinatorFactory: any CoordinatorFactory,
        launchInstructor: LaunchInstructor
    ) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
        self.launchInstructor = launchInstructor
        super.init()
    }

    // MARK: - Coordinator

    /// Runs the flow the launch instructor names: Onboarding, Auth or Main.
    override func start() {
        switch launchInstructor {
        case .onboarding: runOnboardingFlow()
        case .auth: runAuthFlow(signingUp: false)
        case .main: runMainFlow()
        }
    }

    /// Starts where the launch instructor says: signed in, Main opens `option`; otherwise it is kept, except that
    /// `signup` opens Auth on the sign-up screen once Auth runs.
    @discardableResult
    override func start(with option: DeepLinkOption) -> DeepLinkOutcome {
        switch launchInstructor {
        case .onboarding:
            runOnboardingFlow()
            return keep(option)
        case .auth where option == .signUp:
            runAuthFlow(signingUp: true)
            return .opened
        case .auth:
            runAuthFlow(signingUp: false)
            return keep(option)
        case .main:
            return runMainFlow(with: option)
        }
    }

    /// Passes a link to the flow that can show it, or says it must wait.
    ///
    /// Signed in, Main shows it. Signed out, `signup` goes to Auth (or waits for the introduction to end) and
    /// anything else waits for sign-in.
    @discardableResult
    override func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        if let mainFlow {
            mainFlow.handle(deepLinkOption: option)
        } else if option == .signUp, let authFlow {
            authFlow.handle(deepLinkOption: option)
        } else {
            keep(option)
        }
    }

    // MARK: - Methods

    /// The session ended under Main (it expired): Main keeps its unsaved work, as quitting does, then finishes as it
    /// does on sign-out, so Auth runs; links that arrive from then on wait for sign-in.
    func sessionDidEnd() async {
        guard let mainFlow else { return }
        await mainFlow.keepUnsavedWork()
        mainFlow.finish()
    }
}

// MARK: - Private Methods

private extension ApplicationCoordinator {
    /// Says how long `option` waits: `signup` until Auth runs, which then starts on it; anything else until sign-in.
    func keep(_ option: DeepLinkOption) -> DeepLinkOutcome {
        guard option == .signUp else { return .keptUntilSignedIn }
        startsAuthOnSignUp = true
        return .keptUntilIntroductionIsOver
    }

    func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runAuthFlow(signingUp: false)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    /// Runs Auth, on the sign-up screen when asked to or when a `signup` link is waiting for it.
    func runAuthFlow(signingUp: Bool) {
        let signUp = signingUp || startsAuthOnSignUp
        startsAuthOnSignUp = false
        let coordinator = makeAuthFlow()
        if signUp {
            coordinator.start(with: .signUp)
        } else {
            coordinator.start()
        }
    }

    func makeAuthFlow() -> any Coordinator & AuthCoordinatorOutput {
        let coordinator = coordinatorFactory.makeAuthCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.authFlow = nil
            self?.removeDependency(coordinator)
            self?.runMainFlow()
        }
        addDependency(coordinator)
        authFlow = coordinator
        return coordinator
    }

    func runMainFlow() {
        makeMainFlow().start()
    }

    func runMainFlow(with option: DeepLinkOption) -> DeepLinkOutcome {
        makeMainFlow().start(with: option)
    }

    func makeMainFlow() -> any Coordinator & MainCoordinatorOutput {
        let coordinator = coordinatorFactory.makeMainCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.mainFlow = nil
            self?.removeDependency(coordinator)
            self?.runAuthFlow(signingUp: false)
        }
        addDependency(coordinator)
        mainFlow = coordinator
        return coordinator
    }
}
