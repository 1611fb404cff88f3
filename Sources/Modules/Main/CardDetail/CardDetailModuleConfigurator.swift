import Terminal

/// The CardDetail module's parts, as its coordinator uses them.
public typealias CardDetailModuleComponents = (
    view: ViewController, input: any CardDetailModuleInput, output: any CardDetailModuleOutput
)

/// Builds the CardDetail module.
@MainActor
public final class CardDetailModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a card screen that reads `cardService`.
    public func configure(cardService: any CardService) -> CardDetailModuleComponents {
        let view = CardDetailView()
        let presenter = CardDetailPresenter(cardService: cardService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
