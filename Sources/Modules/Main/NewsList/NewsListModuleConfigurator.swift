import Terminal

/// The NewsList module's parts, as its coordinator uses them.
public typealias NewsListModuleComponents = (view: any ViewController, output: any NewsListModuleOutput)

/// Builds the NewsList module.
@MainActor
public final class NewsListModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the news list that talks through `console`, reads `newsService` and greets whoever `authService` says
    /// is signed in.
    public func configure(
        console: any Console,
        newsService: any NewsService,
        authService: any AuthService
    ) -> NewsListModuleComponents {
        let view = NewsListView(console: console)
        let presenter = NewsListPresenter(newsService: newsService, authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
