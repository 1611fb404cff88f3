/// Loads the profile each time it shows.
@MainActor
final class ProfilePresenter: ProfileModuleOutput {
    // MARK: - ProfileModuleOutput

    var onEdit: (() -> Void)?
    var onSignOut: (() -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``ProfileView/output``.
    weak var view: (any ProfileViewInput)?

    private let profileService: any ProfileService

    // MARK: - Initialization

    /// Creates a presenter that reads the profile from `profileService`.
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
