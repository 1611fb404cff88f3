import Terminal

/// The Profile module's parts, as its coordinator uses them.
public typealias ProfileModuleComponents = (view: ViewController, output: any ProfileModuleOutput)

/// Builds the Profile module.
@MainActor
public final class ProfileModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the profile screen that reads `profileService`.
    public func configure(profileService: any ProfileService) -> ProfileModuleComponents {
        let view = ProfileView()
        let presenter = ProfilePresenter(profileService: profileService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
