import Terminal

/// The Terms module's parts, as its coordinator uses them.
public typealias TermsModuleComponents = (
    view: any ViewController, input: any TermsModuleInput, output: any TermsModuleOutput
)

/// Builds the Terms module.
@MainActor
public final class TermsModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a Terms screen that talks through `console` and registers with `authService`.
    public func configure(console: any Console, authService: any AuthService) -> TermsModuleComponents {
        let view = TermsView(console: console)
        let presenter = TermsPresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
