import Modules

/// Page 1 → Page 2 → Page 3 (Skip on any page) → finishFlow.
final class OnboardingCoordinator: BaseCoordinator, OnboardingCoordinatorOutput {
    // MARK: - Properties

    private let router: any Router
    private let factory: any OnboardingModuleFactory
    private let pages: [OnboardingPage]

    // MARK: - Initialization

    /// Creates the Onboarding flow, which shows `pages` one by one with the module `factory` makes and `router`.
    init(
        router: any Router,
        factory: any OnboardingModuleFactory,
        pages: [OnboardingPage] = OnboardingPage.all
    ) {
        self.router = router
        self.factory = factory
        self.pages = pages
        super.init()
    }

    // MARK: - Coordinator

    /// Shows the first page as the only screen.
    override func start() {
        showPage(at: 0)
    }
}

// MARK: - Private Methods

private extension OnboardingCoordinator {
    func showPage(at index: Int) {
        guard pages.indices.contains(index) else { return finish() }
        let module = factory.makeOnboardingModule()
        module.input.configureModule(with: pages[index])
        module.output.onNext = { [weak self] in
            self?.showPage(at: index + 1)
        }
        module.output.onFinish = { [weak self] in
            self?.finish()
        }
        if index == 0 {
            router.setRootModule(module.view)
        } else {
            router.push(module.view)
        }
    }
}
