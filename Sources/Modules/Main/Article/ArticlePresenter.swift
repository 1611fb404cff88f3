/// Loads the article to show.
@MainActor
final class ArticlePresenter {
    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``ArticleView/output``.
    weak var view: (any ArticleViewInput)?

    private let newsService: any NewsService
    private var articleID: Int?

    // MARK: - Initialization

    /// Creates a presenter that reads the article from `newsService`.
    init(newsService: any NewsService) {
        self.newsService = newsService
    }
}

// MARK: - ArticleModuleInput

extension ArticlePresenter: ArticleModuleInput {
    func configureModule(with articleID: Int) {
        self.articleID = articleID
    }
}

// MARK: - ArticleViewOutput

extension ArticlePresenter: ArticleViewOutput {
    func viewLoaded() async {
        guard let articleID, let article = await newsService.article(withID: articleID) else {
            view?.showError("There is no article \(articleID.map(String.init) ?? "").")
            return
        }
        view?.configure(with: article)
    }
}
