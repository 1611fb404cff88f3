import Terminal

/// The NewsList module's parts, as its coordinator uses them.
public typealias NewsListModuleComponents = (view: ViewController, output: any NewsListModuleOutput)

/// Builds the NewsList module.
@MainActor
public final class NewsListModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the news list that reads `newsService` and greets whoever `authService` says is signed in.
    public func configure(
        newsService: any NewsService,
        authService: any AuthService
    ) -> NewsListModuleComponents {
        let view = NewsListView()
        let presenter = NewsListPresenter(newsService: newsService, authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
