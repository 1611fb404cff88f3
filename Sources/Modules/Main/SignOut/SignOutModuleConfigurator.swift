import Terminal

/// The SignOut module's parts, as its coordinator uses them.
public typealias SignOutModuleComponents = (view: ViewController, output: any SignOutModuleOutput)

/// Builds the sign-out confirmation.
///
/// The module has no View file of its own: its view is the shared ``AlertView``, which draws the ``AlertModel`` the
/// presenter gives it and reports the action picked.
@MainActor
public final class SignOutModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the confirmation that signs out with `authService`.
    public func configure(authService: any AuthService) -> SignOutModuleComponents {
        let view = AlertView(moduleName: "SignOut", title: "Sign out")
        let presenter = SignOutPresenter(authService: authService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
