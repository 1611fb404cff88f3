/// Loads the profile each time it shows.
@MainActor
final class ProfilePresenter: ProfileModuleOutput {
    // MARK: - ProfileModuleOutput

    var onEdit: (() -> Void)?
    var onSignOut: (() -> Void)?

    // MARK: - Properties

    weak var view: (any ProfileViewInput)?

    private let profileService: any ProfileService

    // MARK: - Initialization

    init(profileService: any ProfileService) {
        self.profileService = profileService
    }
}

// MARK: - ProfileViewOutput

extension ProfilePresenter: ProfileViewOutput {
    func viewWillAppear() async {
        do {
            view?.configure(with: try await profileService.profile())
        } catch {
            view?.showError(error.userMessage)
        }
    }

    func editProfile() {
        onEdit?()
    }

    func signOut() {
        onSignOut?()
    }
}
