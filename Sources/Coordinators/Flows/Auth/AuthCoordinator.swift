import Modules

/// Login → Code → [Registration → Terms] → finishFlow.
///
/// The `signup` link starts over on a sign-up screen. Three wrong codes: "Too many attempts", saying when a new code
/// can be sent → Login.
/// Terms declined: "Read again" or "Cancel sign-up" → Login.
final class AuthCoordinator: BaseCoordinator, AuthCoordinatorOutput {
    // MARK: - Properties

    private let router: any Router
    private let factory: any AuthModuleFactory
    private static let signInFirst = DeepLinkOutcome.rejected(reason: "sign-in opens only signup; sign in first")

    // MARK: - Initialization

    /// Creates the Auth flow, which shows the modules `factory` makes with `router`.
    init(router: any Router, factory: any AuthModuleFactory) {
        self.router = router
        self.factory = factory
        super.init()
    }

    // MARK: - Coordinator

    /// Shows Login as the only screen.
    override func start() {
        showLogin(for: .signIn)
    }

    /// Starts on a sign-up screen for `signup`; any other link is rejected, on the sign-in screen.
    @discardableResult
    override func start(with option: DeepLinkOption) -> DeepLinkOutcome {
        guard option == .signUp else {
            start()
            return Self.signInFirst
        }
        showLogin(for: .signUp)
        return .opened
    }

    /// `signup` starts over on a sign-up screen; any other link is rejected (the root keeps those until sign-in).
    @discardableResult
    override func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        guard option == .signUp else { return Self.signInFirst }
        showLogin(for: .signUp)
        return .opened
    }
}

// MARK: - Private Methods

private extension AuthCoordinator {
    func showLogin(for purpose: SignInPurpose) {
        let module = factory.makeLoginModule()
        module.input.configureModule(with: purpose)
        module.output.onCodeRequested = { [weak self] identifier in
            self?.showCode(for: identifier)
        }
        router.setRootModule(module.view)
    }

    func showCode(for identifier: SignInIdentifier) {
        let module = factory.makeCodeModule()
        module.input.configureModule(with: identifier)
        module.output.onSignedIn = { [weak self] in
            self?.finish()
        }
        module.output.onRegistrationRequired = { [weak self] identifier in
            self?.showRegistration(for: identifier)
        }
        module.output.onTooManyAttempts = { [weak self] secondsUntilNewCode in
            self?.showTooManyAttempts(secondsUntilNewCode: secondsUntilNewCode)
        }
        router.push(module.view)
    }

    func showRegistration(for identifier: SignInIdentifier) {
        let module = factory.makeRegistrationModule()
        module.input.configureModule(with: identifier)
        module.output.onRegistrationFilled = { [weak self] registration in
            self?.showTerms(for: registration)
        }
        // The used code screen goes, so :back from Registration returns to Login.
        router.popModule()
        router.push(module.view)
    }

    func showTerms(for registration: Registration) {
        let module = factory.makeTermsModule()
        module.input.configureModule(with: registration)
        module.output.onAccepted = { [weak self] in
            self?.finish()
        }
        module.output.onDeclined = { [weak self] in
            self?.showTermsDeclined()
        }
        router.present(module.view)
    }

    func showTermsDeclined() {
        let module = factory.makeAlertModule()
        module.input.configureModule(with: .termsDeclined)
        module.output.onAction = { [weak self] action in
            self?.router.dismissModule()
            if action == .cancelSignUp {
                self?.router.dismissModule()
                self?.router.popToRootModule()
            }
        }
        router.present(module.view)
    }

    func showTooManyAttempts(secondsUntilNewCode: Int) {
        let module = factory.makeAlertModule()
        module.input.configureModule(with: .tooManyAttempts(secondsUntilNewCode: secondsUntilNewCode))
        module.output.onAction = { [weak self] _ in
            self?.router.dismissModule()
            self?.router.popToRootModule()
        }
        router.present(module.view)
    }
}
