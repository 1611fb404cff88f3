import Terminal

/// The Code module's parts, as its coordinator uses them.
public typealias CodeModuleComponents = (
    view: ViewController, input: any CodeModuleInput, output: any CodeModuleOutput
)

/// Builds the Code module.
@MainActor
public final class CodeModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a Code screen that checks codes with `authService`.
    public func configure(authService: any AuthService) -> CodeModuleComponents {
        let view = CodeView()
        let presenter = CodePresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
