import Terminal

/// The Code module's parts, as its coordinator uses them.
public typealias CodeModuleComponents = (
    view: any ViewController, input: any CodeModuleInput, output: any CodeModuleOutput
)

/// Builds the Code module.
@MainActor
public final class CodeModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a Code screen that talks through `console` and checks codes with `authService`.
    public func configure(console: any Console, authService: any AuthService) -> CodeModuleComponents {
        let view = CodeView(console: console)
        let presenter = CodePresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
