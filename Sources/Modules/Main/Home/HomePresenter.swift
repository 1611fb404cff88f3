/// Loads the signed-in account for the greeting.
@MainActor
final class HomePresenter: HomeModuleOutput {
    // MARK: - HomeModuleOutput

    var onSignOut: (() -> Void)?

    // MARK: - Properties

    weak var view: (any HomeViewInput)?

    private let authService: any AuthService

    // MARK: - Initialization

    init(authService: any AuthService) {
        self.authService = authService
    }
}

// MARK: - HomeViewOutput

extension HomePresenter: HomeViewOutput {
    func viewLoaded() async {
        let account = await authService.currentAccount()
        view?.configure(with: account?.name ?? "there")
    }

    func signOut() {
        onSignOut?()
    }
}
