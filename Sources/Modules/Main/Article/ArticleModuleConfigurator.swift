import Terminal

/// The Article module's parts, as its coordinator uses them.
public typealias ArticleModuleComponents = (view: any ViewController, input: any ArticleModuleInput)

/// Builds the Article module.
@MainActor
public final class ArticleModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds an article screen that talks through `console` and reads `newsService`.
    public func configure(console: any Console, newsService: any NewsService) -> ArticleModuleComponents {
        let view = ArticleView(console: console)
        let presenter = ArticlePresenter(newsService: newsService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
