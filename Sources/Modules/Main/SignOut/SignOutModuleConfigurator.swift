import Terminal

/// The SignOut module's parts, as its coordinator uses them.
public typealias SignOutModuleComponents = (view: any Presentable, output: any SignOutModuleOutput)

/// Builds the sign-out confirmation.
@MainActor
public final class SignOutModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the confirmation that talks through `console` and signs out with `authService`.
    public func configure(console: any Console, authService: any AuthService) -> SignOutModuleComponents {
        let view = SignOutView(console: console)
        let presenter = SignOutPresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
