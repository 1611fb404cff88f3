import Terminal

/// The Registration module's parts, as its coordinator uses them.
public typealias RegistrationModuleComponents = (
    view: any ViewController, input: any RegistrationModuleInput, output: any RegistrationModuleOutput
)

/// Builds the Registration module.
@MainActor
public final class RegistrationModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a Registration screen that talks through `console`.
    public func configure(console: any Console) -> RegistrationModuleComponents {
        let view = RegistrationView(console: console)
        let presenter = RegistrationPresenter()
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
