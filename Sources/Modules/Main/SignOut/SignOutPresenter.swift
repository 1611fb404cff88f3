/// Asks to confirm signing out, and signs out when confirmed.
@MainActor
final class SignOutPresenter: SignOutModuleOutput {
    // MARK: - SignOutModuleOutput

    var onSignedOut: (() -> Void)?
    var onCancel: (() -> Void)?

    // MARK: - Properties

    /// The alert this presenter asks for confirmation on, held weakly: the alert keeps the presenter as
    /// ``AlertView/output``.
    weak var view: (any AlertViewInput)?

    private let authService: any AuthService

    // MARK: - Initialization

    /// Creates a presenter that signs out with `authService` once confirmed.
    init(authService: any AuthService) {
        self.authService = authService
    }
}

// MARK: - AlertViewOutput

extension SignOutPresenter: AlertViewOutput {
    func viewLoaded() {
        view?.configure(with: .signOut)
    }

    func pick(_ action: AlertAction) async {
        switch action {
        case .signOut: await signOut()
        case .cancel: onCancel?()
        default: break
        }
    }
}

// MARK: - Private Methods

private extension SignOutPresenter {
    func signOut() async {
        do {
            try await authService.signOut()
            view?.showMessage("Signed out. Sign in again with a new code.")
            onSignedOut?()
        } catch {
            view?.showError(error.userMessage)
        }
    }
}

// MARK: - Alert

/// The question, whose confirming action is also labelled Sign out.
private extension AlertModel {
    static let signOut = AlertModel(
        title: "Sign out?",
        message: "You will need a new code to sign in again.",
        actions: [.signOut, .cancel]
    )
}

/// The actions this alert offers, told apart by value when one is picked.
private extension AlertAction {
    static let signOut = AlertAction("Sign out")
    static let cancel = AlertAction("Cancel", isCancel: true)
}
