/// Checks typed codes and sends new ones; reports the outcome to the coordinator.
@MainActor
final class CodePresenter: CodeModuleOutput {
    // MARK: - CodeModuleOutput

    var onSignedIn: (() -> Void)?
    var onRegistrationRequired: ((SignInIdentifier) -> Void)?
    var onTooManyAttempts: ((_ secondsUntilNewCode: Int) -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``CodeView/output``.
    weak var view: (any CodeViewInput)?

    private let authService: any AuthService
    private var identifier: SignInIdentifier?

    // MARK: - Initialization

    /// Creates a presenter that checks and resends codes with `authService`.
    init(authService: any AuthService) {
        self.authService = authService
    }
}

// MARK: - CodeModuleInput

extension CodePresenter: CodeModuleInput {
    func configureModule(with identifier: SignInIdentifier) {
        self.identifier = identifier
    }
}

// MARK: - CodeViewOutput

extension CodePresenter: CodeViewOutput {
    func viewLoaded() {
        view?.configure(with: identifier?.value ?? "you")
    }

    func verify(code: String) async {
        guard let identifier else { return }
        let digits = code.filter { !$0.isWhitespace }
        guard digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            view?.showError("The code is 6 digits, e.g. 123456.")
            return
        }
        do {
            switch try await authService.verify(code: digits, for: identifier) {
            case .signedIn:
                onSignedIn?()
            case .registrationRequired:
                onRegistrationRequired?(identifier)
            case .wrongCode(let attemptsLeft):
                view?.showError("Wrong code. \(attemptsLeft) \(attemptsLeft == 1 ? "attempt" : "attempts") left.")
            case .tooManyAttempts(let secondsUntilNewCode):
                onTooManyAttempts?(secondsUntilNewCode)
            case .expired:
                view?.showError("This code has expired; ask for a new one.")
            }
        } catch {
            view?.showError(error.userMessage)
        }
    }

    func resendCode() async {
        guard let identifier else { return }
        do {
            try await authService.resendCode(for: identifier)
            view?.showMessage("A new code is on its way; the previous one no longer works.")
        } catch {
            view?.showError(error.codeRequestMessage)
        }
    }
}
