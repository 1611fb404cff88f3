import Terminal

/// The CardActions module's parts, as its coordinator uses them.
public typealias CardActionsModuleComponents = (
    view: any ViewController, input: any CardActionsModuleInput, output: any CardActionsModuleOutput
)

/// Builds the CardActions alert.
///
/// The module has no View file of its own: its view is the shared `AlertView`, which draws the `AlertModel` the
/// presenter gives it and reports the action picked.
@MainActor
public final class CardActionsModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the alert that talks through `console`.
    public func configure(console: any Console) -> CardActionsModuleComponents {
        let view = AlertView(console: console, moduleName: "CardActions", title: "Actions")
        let presenter = CardActionsPresenter()
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
