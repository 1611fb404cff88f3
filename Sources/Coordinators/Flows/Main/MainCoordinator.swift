import Modules
import Terminal

/// Tab bar (News, Cards, Profile) · signing out in Profile, or the session ending → finishFlow.
///
/// Each tab is a child flow, started the first time its tab is opened and kept, with its screens, while another
/// tab is shown. Main knows its tabs' flows by tab, not by their types, so a test can stub every one of them.
final class MainCoordinator: BaseCoordinator, MainCoordinatorOutput {
    // MARK: - Types

    /// A tab's flow, held weakly: the child list owns it.
    private struct TabFlow {
        weak var coordinator: (any Coordinator)?
    }

    // MARK: - Properties

    private let router: any Router
    private let factory: any MainModuleFactory
    private let coordinatorFactory: any CoordinatorFactory
    private weak var tabBar: TabBarController?
    /// Each tab's flow, by the tab's index on the tab bar.
    private var tabFlows = [TabFlow](repeating: TabFlow(), count: MainTab.allCases.count)

    // MARK: - Initialization

    /// Creates the Main flow, which shows the tab bar `factory` makes with `router` and each tab's flow made by
    /// `coordinatorFactory`.
    init(
        router: any Router,
        factory: any MainModuleFactory,
        coordinatorFactory: any CoordinatorFactory
    ) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
        super.init()
    }

    // MARK: - Coordinator

    /// Shows the tab bar on the News tab, which starts the News flow.
    override func start() {
        showTabBar()
        tabBar?.select(MainTab.news.rawValue)
    }

    /// Starts on the link's tab, so no other tab's flow starts; a link no tab shows is rejected, on the News tab.
    @discardableResult
    override func start(with option: DeepLinkOption) -> DeepLinkOutcome {
        showTabBar()
        let outcome = handle(deepLinkOption: option)
        if outcome != .opened {
            tabBar?.select(MainTab.news.rawValue)
        }
        return outcome
    }

    /// The selected tab's place: its flow's, or the tab itself before its flow says more.
    override var currentLink: DeepLinkOption? {
        guard let index = tabBar?.selectedIndex, let tab = MainTab(rawValue: index) else { return nil }
        return liveFlow(of: tab)?.currentLink ?? tab.link
    }

    /// Opens the link's tab and passes the link on: to the tab's live flow, or to the flow it starts on a first
    /// visit, as the argument of ``start(with:)``.
    @discardableResult
    override func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        guard let tab = MainTab(showing: option) else {
            return .rejected(reason: "you are already signed in; sign out first")
        }
        guard let tabBar else { return .rejected(reason: "the tabs are gone") }
        let outcome =
            if let liveFlow = liveFlow(of: tab) {
                liveFlow.handle(deepLinkOption: option)
            } else {
                makeFlow(of: tab, on: tabBar.stacks[tab.rawValue]).start(with: option)
            }
        tabBar.select(tab.rawValue)
        return outcome
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

    /// Starts the tab's flow the first time the tab is shown.
    func runFlow(of tab: MainTab, on stack: ScreenStack) {
        guard liveFlow(of: tab) == nil else { return }
        makeFlow(of: tab, on: stack).start()
    }

    /// The tab's flow, while it is still a child.
    func liveFlow(of tab: MainTab) -> (any Coordinator)? {
        guard let flow = tabFlows[tab.rawValue].coordinator else { return nil }
        return childCoordinators.contains { $0 === flow } ? flow : nil
    }

    /// The tab's flow, shown with a router over `stack`, kept as a child and not started yet.
    func makeFlow(of tab: MainTab, on stack: ScreenStack) -> any Coordinator {
        let router = ScreenStackRouter(stack: stack)
        let coordinator: any Coordinator =
            switch tab {
            case .news: coordinatorFactory.makeNewsCoordinator(router: router)
            case .cards: coordinatorFactory.makeCardsCoordinator(router: router)
            case .profile: makeProfileFlow(router: router)
            }
        tabFlows[tab.rawValue] = TabFlow(coordinator: coordinator)
        addDependency(coordinator)
        return coordinator
    }

    func makeProfileFlow(router: any Router) -> any Coordinator & ProfileCoordinatorOutput {
        let coordinator = coordinatorFactory.makeProfileCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.finish()
        }
        return coordinator
    }
}
