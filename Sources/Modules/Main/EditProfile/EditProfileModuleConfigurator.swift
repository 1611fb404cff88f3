import Terminal

/// The EditProfile module's parts, as its coordinator uses them.
public typealias EditProfileModuleComponents = (
    view: ViewController, input: any EditProfileModuleInput, output: any EditProfileModuleOutput
)

/// Builds the EditProfile module.
@MainActor
public final class EditProfileModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds the editor that saves with `profileService`.
    public func configure(profileService: any ProfileService) -> EditProfileModuleComponents {
        let view = EditProfileView()
        let presenter = EditProfilePresenter(profileService: profileService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
