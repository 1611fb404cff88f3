/// Loads the greeting and the articles, and reports the article picked.
@MainActor
final class NewsListPresenter: NewsListModuleOutput {
    // MARK: - NewsListModuleOutput

    var onArticleSelect: ((Article) -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``NewsListView/output``.
    weak var view: (any NewsListViewInput)?

    private let newsService: any NewsService
    private let authService: any AuthService
    private var articles: [Article] = []

    // MARK: - Initialization

    /// Creates a presenter that lists `newsService`'s articles and greets the account `authService` has signed in.
    init(newsService: any NewsService, authService: any AuthService) {
        self.newsService = newsService
        self.authService = authService
    }
}

// MARK: - NewsListViewOutput

extension NewsListPresenter: NewsListViewOutput {
    func viewWillAppear() async {
        articles = await newsService.articles()
        let name = await authService.currentAccount()?.name ?? "there"
        view?.configure(greeting: name, articles: articles)
    }

    func selectArticle(at index: Int) {
        guard articles.indices.contains(index) else { return }
        onArticleSelect?(articles[index])
    }
}
