/// Checks the typed identifier and asks the auth service for a code.
@MainActor
final class LoginPresenter: LoginModuleOutput {
    // MARK: - LoginModuleOutput

    var onCodeRequested: ((SignInIdentifier) -> Void)?

    // MARK: - Properties

    weak var view: (any LoginViewInput)?

    private let authService: any AuthService
    private var purpose = SignInPurpose.signIn

    // MARK: - Initialization

    init(authService: any AuthService) {
        self.authService = authService
    }
}

// MARK: - LoginModuleInput

extension LoginPresenter: LoginModuleInput {
    func configureModule(with purpose: SignInPurpose) {
        self.purpose = purpose
    }
}

// MARK: - LoginViewOutput

extension LoginPresenter: LoginViewOutput {
    func viewLoaded() {
        view?.configure(with: purpose)
    }

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
