import Terminal

/// The Profile module's parts, as its coordinator uses them.
public typealias ProfileModuleComponents = (view: any ViewController, output: any ProfileModuleOutput)

/// Builds the Profile module.
@MainActor
public final class ProfileModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the profile screen that talks through `console` and reads `profileService`.
    public func configure(console: any Console, profileService: any ProfileService) -> ProfileModuleComponents {
        let view = ProfileView(console: console)
        let presenter = ProfilePresenter(profileService: profileService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
