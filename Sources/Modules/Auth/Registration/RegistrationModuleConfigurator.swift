import Terminal

/// The Registration module's parts, as its coordinator uses them.
public typealias RegistrationModuleComponents = (
    view: ViewController, input: any RegistrationModuleInput, output: any RegistrationModuleOutput
)

/// Builds the Registration module.
@MainActor
public final class RegistrationModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a Registration screen.
    public func configure() -> RegistrationModuleComponents {
        let view = RegistrationView()
        let presenter = RegistrationPresenter()
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
