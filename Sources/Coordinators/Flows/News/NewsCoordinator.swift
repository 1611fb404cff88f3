import Modules

/// News list → Article → back.
///
/// Links: `news` shows the list, `news/<id>` the article.
final class NewsCoordinator: BaseCoordinator {
    // MARK: - Properties

    private let router: any Router
    private let factory: any NewsModuleFactory
    private var shownArticleID: Int?

    // MARK: - Initialization

    /// Creates the News flow, which shows the modules `factory` makes with `router`, over the tab's stack.
    init(router: any Router, factory: any NewsModuleFactory) {
        self.router = router
        self.factory = factory
        super.init()
    }

    // MARK: - Coordinator

    /// Shows the news list as the tab's root screen.
    override func start() {
        showNewsList()
    }

    /// The article on screen, else the list.
    override var currentLink: DeepLinkOption? {
        shownArticleID.map { .article(id: $0) } ?? .news
    }

    /// Shows the list, or the linked article unless it is already on screen; rejects links to other tabs.
    @discardableResult
    override func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        switch option {
        case .news:
            router.popToRootModule()
        case .article(let id) where id == shownArticleID:
            break
        case .article(let id):
            router.popToRootModule()
            showArticle(withID: id)
        default:
            return .rejected(reason: "the News tab shows news and news/<id> only")
        }
        return .opened
    }
}

// MARK: - Private Methods

private extension NewsCoordinator {
    func showNewsList() {
        let module = factory.makeNewsListModule()
        module.output.onArticleSelect = { [weak self] article in
            self?.showArticle(withID: article.id)
        }
        router.setRootModule(module.view)
    }

    func showArticle(withID id: Int) {
        let module = factory.makeArticleModule()
        module.input.configureModule(with: id)
        shownArticleID = id
        router.push(module.view) { [weak self] in
            self?.shownArticleID = nil
        }
    }
}
