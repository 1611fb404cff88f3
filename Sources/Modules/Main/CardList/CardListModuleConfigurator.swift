import Terminal

/// The CardList module's parts, as its coordinator uses them.
public typealias CardListModuleComponents = (view: any ViewController, output: any CardListModuleOutput)

/// Builds the CardList module.
@MainActor
public final class CardListModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the card list that talks through `console` and reads `cardService`.
    public func configure(console: any Console, cardService: any CardService) -> CardListModuleComponents {
        let view = CardListView(console: console)
        let presenter = CardListPresenter(cardService: cardService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
