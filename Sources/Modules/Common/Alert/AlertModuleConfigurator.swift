import Terminal

/// The Alert module's parts, as its coordinator uses them.
public typealias AlertModuleComponents = (
    view: ViewController, input: any AlertModuleInput, output: any AlertModuleOutput
)

/// Builds an Alert module.
///
/// The Alert module is the alert without logic of its own: its coordinator gives it an ``AlertModel`` and tells the
/// picked actions apart. Its view, ``AlertView``, is also the view of every alert module with logic.
@MainActor
public final class AlertModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds an alert screen.
    public func configure() -> AlertModuleComponents {
        let view = AlertView()
        let presenter = AlertPresenter()
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
