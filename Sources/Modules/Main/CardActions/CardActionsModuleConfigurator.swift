import Terminal

/// The CardActions module's parts, as its coordinator uses them.
public typealias CardActionsModuleComponents = (
    view: ViewController, input: any CardActionsModuleInput, output: any CardActionsModuleOutput
)

/// Builds the CardActions alert.
///
/// The module has no View file of its own: its view is the shared ``AlertView``, which draws the ``AlertModel`` the
/// presenter gives it and reports the action picked.
@MainActor
public final class CardActionsModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the alert.
    public func configure() -> CardActionsModuleComponents {
        let view = AlertView(moduleName: "CardActions", title: "Actions")
        let presenter = CardActionsPresenter()
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
