import Modules
import Terminal

/// Home → Sign out (confirmation: Sign out / Cancel) → finishFlow.
final class MainCoordinator: BaseCoordinator, MainCoordinatorOutput {
    // MARK: - Properties

    private let router: any Router
    private let factory: any MainModuleFactory

    // MARK: - Initialization

    init(router: any Router, factory: any MainModuleFactory, lifetimes: LifetimeRegistry) {
        self.router = router
        self.factory = factory
        super.init(lifetimes: lifetimes)
    }

    // MARK: - Coordinator

    override func start(with option: DeepLinkOption?) {
        showHome()
    }
}

// MARK: - Private Methods

private extension MainCoordinator {
    func showHome() {
        let module = factory.makeHomeModule()
        module.output.onSignOut = { [weak self] in
            self?.showSignOut()
        }
        router.setRootModule(module.view)
    }

    func showSignOut() {
        let module = factory.makeSignOutModule()
        module.output.onSignedOut = { [weak self] in
            self?.finish()
        }
        module.output.onCancel = { [weak self] in
            self?.router.dismissModule()
        }
        router.present(module.view)
    }
}
