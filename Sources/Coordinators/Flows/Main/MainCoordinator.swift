import Modules
import Terminal

/// Tab bar (News, Cards, Profile) · signing out in Profile → finishFlow.
///
/// Each tab is a child flow, started the first time its tab is opened and kept, with its screens, while another
/// tab is shown.
final class MainCoordinator: BaseCoordinator, MainCoordinatorOutput {
    // MARK: - Properties

    private let router: any Router
    private let factory: any MainModuleFactory
    private let coordinatorFactory: any CoordinatorFactory
    private weak var tabBar: TabBarController?
    /// The link a tab's flow starts with when the link is what opens the tab for the first time.
    private var startOption: DeepLinkOption?

    // MARK: - Initialization

    init(
        router: any Router,
        factory: any MainModuleFactory,
        coordinatorFactory: any CoordinatorFactory,
        lifetimes: LifetimeRegistry
    ) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
        super.init(lifetimes: lifetimes)
    }

    // MARK: - Coordinator

    override func start(with option: DeepLinkOption?) {
        showTabBar()
        if let option, MainTab(showing: option) != nil {
            handle(deepLinkOption: option)
        } else {
            tabBar?.select(MainTab.news.rawValue)
        }
    }

    /// Opens the link's tab and passes the link on: to the tab's live flow, or to the flow it starts on a first
    /// visit, through `start(with:)`.
    override func handle(deepLinkOption option: DeepLinkOption) {
        guard let tab = MainTab(showing: option) else { return }
        let liveFlow: (any Coordinator)? =
            switch tab {
            case .news: hasDependency(ofType: NewsCoordinator.self)
            case .cards: hasDependency(ofType: CardsCoordinator.self)
            case .profile: hasDependency(ofType: ProfileCoordinator.self)
            }
        startOption = liveFlow == nil ? option : nil
        tabBar?.select(tab.rawValue)
        startOption = nil
        liveFlow?.handle(deepLinkOption: option)
    }
}

// MARK: - Private Methods

private extension MainCoordinator {
    func showTabBar() {
        let tabBar = factory.makeTabBar()
        tabBar.onSelect = { [weak self] index, stack in
            guard let tab = MainTab(rawValue: index) else { return }
            self?.runFlow(of: tab, on: stack)
        }
        self.tabBar = tabBar
        router.setRootModule(tabBar)
    }

    func runFlow(of tab: MainTab, on stack: ScreenStack) {
        switch tab {
        case .news: runNewsFlow(on: stack)
        case .cards: runCardsFlow(on: stack)
        case .profile: runProfileFlow(on: stack)
        }
    }

    func runNewsFlow(on stack: ScreenStack) {
        guard hasDependency(ofType: NewsCoordinator.self) == nil else { return }
        let coordinator = coordinatorFactory.makeNewsCoordinator(stack: stack)
        addDependency(coordinator)
        coordinator.start(with: startOption)
    }

    func runCardsFlow(on stack: ScreenStack) {
        guard hasDependency(ofType: CardsCoordinator.self) == nil else { return }
        let coordinator = coordinatorFactory.makeCardsCoordinator(stack: stack)
        addDependency(coordinator)
        coordinator.start(with: startOption)
    }

    func runProfileFlow(on stack: ScreenStack) {
        guard hasDependency(ofType: ProfileCoordinator.self) == nil else { return }
        let coordinator = coordinatorFactory.makeProfileCoordinator(stack: stack)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.finish()
        }
        addDependency(coordinator)
        coordinator.start(with: startOption)
    }
}
