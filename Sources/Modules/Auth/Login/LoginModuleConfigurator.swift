import Terminal

/// The Login module's parts, as its coordinator uses them.
public typealias LoginModuleComponents = (
    view: ViewController, input: any LoginModuleInput, output: any LoginModuleOutput
)

/// Builds the Login module: view, presenter, and the links between them.
@MainActor
public final class LoginModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a Login screen that signs in with `authService`.
    public func configure(authService: any AuthService) -> LoginModuleComponents {
        let view = LoginView()
        let presenter = LoginPresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
