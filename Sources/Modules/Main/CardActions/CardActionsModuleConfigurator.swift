import Terminal

/// The CardActions module's parts, as its coordinator uses them.
public typealias CardActionsModuleComponents = (
    view: any Presentable, input: any CardActionsModuleInput, output: any CardActionsModuleOutput
)

/// Builds the CardActions alert.
@MainActor
public final class CardActionsModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the alert that talks through `console`.
    public func configure(console: any Console) -> CardActionsModuleComponents {
        let view = CardActionsView(console: console)
        let presenter = CardActionsPresenter()
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
