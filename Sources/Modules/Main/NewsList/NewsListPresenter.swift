/// Loads the greeting and the articles, and reports the article picked.
@MainActor
final class NewsListPresenter: NewsListModuleOutput {
    // MARK: - NewsListModuleOutput

    var onArticleSelect: ((Article) -> Void)?

    // MARK: - Properties

    weak var view: (any NewsListViewInput)?

    private let newsService: any NewsService
    private let authService: any AuthService
    private var articles: [Article] = []

    // MARK: - Initialization

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
