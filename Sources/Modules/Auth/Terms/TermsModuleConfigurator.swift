import Terminal

/// The Terms module's parts, as its coordinator uses them.
public typealias TermsModuleComponents = (
    view: ViewController, input: any TermsModuleInput, output: any TermsModuleOutput
)

/// Builds the Terms module.
@MainActor
public final class TermsModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a Terms screen that registers with `authService`.
    public func configure(authService: any AuthService) -> TermsModuleComponents {
        let view = TermsView()
        let presenter = TermsPresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
