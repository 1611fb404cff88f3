/// Checks the typed identifier and asks the auth service for a code.
@MainActor
final class LoginPresenter: LoginModuleOutput {
    // MARK: - LoginModuleOutput

    var onCodeRequested: ((SignInIdentifier) -> Void)?

    // MARK: - Properties

    weak var view: (any LoginViewInput)?

    private let authService: any AuthService

    // MARK: - Initialization

    init(authService: any AuthService) {
        self.authService = authService
    }
}

// MARK: - LoginViewOutput

extension LoginPresenter: LoginViewOutput {
    func login(with text: String) async {
        guard let identifier = SignInIdentifier(text) else {
            view?.showError("Type an e-mail address or a phone number (10–15 digits, optional +).")
            return
        }
        do {
            try await authService.requestCode(for: identifier)
            onCodeRequested?(identifier)
        } catch {
            view?.showError(error.userMessage)
        }
    }
}
