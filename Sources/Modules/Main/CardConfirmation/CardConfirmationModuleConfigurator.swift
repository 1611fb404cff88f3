import Terminal

/// The CardConfirmation module's parts, as its coordinator uses them.
public typealias CardConfirmationModuleComponents = (
    view: ViewController, input: any CardConfirmationModuleInput, output: any CardConfirmationModuleOutput
)

/// Builds the CardConfirmation alert.
///
/// The module has no View file of its own: its view is the shared ``AlertView``, which draws the ``AlertModel`` the
/// presenter gives it and reports the action picked.
@MainActor
public final class CardConfirmationModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the alert that changes cards with `cardService`.
    public func configure(cardService: any CardService) -> CardConfirmationModuleComponents {
        let view = AlertView(moduleName: "CardConfirmation", title: "Confirm")
        let presenter = CardConfirmationPresenter(cardService: cardService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
