import Terminal

/// The Home module's parts, as its coordinator uses them.
public typealias HomeModuleComponents = (view: any Presentable, output: any HomeModuleOutput)

/// Builds the Home module.
@MainActor
public final class HomeModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the home screen that talks through `console` and reads the account from `authService`.
    public func configure(console: any Console, authService: any AuthService) -> HomeModuleComponents {
        let view = HomeView(console: console)
        let presenter = HomePresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
