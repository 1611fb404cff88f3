import Terminal

/// The Article module's parts, as its coordinator uses them.
public typealias ArticleModuleComponents = (view: ViewController, input: any ArticleModuleInput)

/// Builds the Article module.
@MainActor
public final class ArticleModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds an article screen that reads `newsService`.
    public func configure(newsService: any NewsService) -> ArticleModuleComponents {
        let view = ArticleView()
        let presenter = ArticlePresenter(newsService: newsService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
