/// Signs out when confirmed.
@MainActor
final class SignOutPresenter: SignOutModuleOutput {
    // MARK: - SignOutModuleOutput

    var onSignedOut: (() -> Void)?
    var onCancel: (() -> Void)?

    // MARK: - Properties

    weak var view: (any SignOutViewInput)?

    private let authService: any AuthService

    // MARK: - Initialization

    init(authService: any AuthService) {
        self.authService = authService
    }
}

// MARK: - SignOutViewOutput

extension SignOutPresenter: SignOutViewOutput {
    func confirm() async {
        do {
            try await authService.signOut()
            onSignedOut?()
        } catch {
            view?.showError(error.userMessage)
        }
    }

    func cancel() {
        onCancel?()
    }
}
