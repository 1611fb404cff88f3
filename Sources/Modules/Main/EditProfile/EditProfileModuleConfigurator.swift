import Terminal

/// The EditProfile module's parts, as its coordinator uses them.
public typealias EditProfileModuleComponents = (view: any ViewController, output: any EditProfileModuleOutput)

/// Builds the EditProfile module.
@MainActor
public final class EditProfileModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the editor that talks through `console` and saves with `profileService`.
    public func configure(console: any Console, profileService: any ProfileService) -> EditProfileModuleComponents {
        let view = EditProfileView(console: console)
        let presenter = EditProfilePresenter(profileService: profileService)
        presenter.view = view
        view.output = presenter
        return (view, presenter)
    }
}
