/// Checks the typed identifier and asks the auth service for a code; on the sign-up screen, says so when the
/// identifier already has an account, which the code then signs in to.
@MainActor
final class LoginPresenter: LoginModuleOutput {
    // MARK: - LoginModuleOutput

    var onCodeRequested: ((SignInIdentifier) -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``LoginView/output``.
    weak var view: (any LoginViewInput)?

    private let authService: any AuthService
    private var purpose = SignInPurpose.signIn

    // MARK: - Initialization

    /// Creates a presenter that asks `authService` for codes.
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
            let signsInInstead = purpose == .signUp ? try await authService.hasAccount(for: identifier) : false
            try await authService.requestCode(for: identifier)
            if signsInInstead {
                view?.showMessage("\(identifier.value) already has an account: the code signs you in to it.")
            }
            onCodeRequested?(identifier)
        } catch {
            view?.showError(error.codeRequestMessage)
        }
    }

    func signInInstead() {
        purpose = .signIn
        view?.configure(with: purpose)
    }
}
