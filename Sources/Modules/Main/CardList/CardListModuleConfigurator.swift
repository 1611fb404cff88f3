import Terminal

/// The CardList module's parts, as its coordinator uses them.
public typealias CardListModuleComponents = (view: ViewController, output: any CardListModuleOutput)

/// Builds the CardList module.
@MainActor
public final class CardListModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the card list that reads `cardService`.
    public func configure(cardService: any CardService) -> CardListModuleComponents {
        let view = CardListView()
        let presenter = CardListPresenter(cardService: cardService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
