/// Completes a registration when the terms are accepted.
@MainActor
final class TermsPresenter: TermsModuleOutput {
    // MARK: - TermsModuleOutput

    var onAccepted: (() -> Void)?
    var onDeclined: (() -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``TermsView/output``.
    weak var view: (any TermsViewInput)?

    private let authService: any AuthService
    private var registration: Registration?

    // MARK: - Initialization

    /// Creates a presenter that registers the new account with `authService` once the terms are accepted.
    init(authService: any AuthService) {
        self.authService = authService
    }
}

// MARK: - TermsModuleInput

extension TermsPresenter: TermsModuleInput {
    func configureModule(with registration: Registration) {
        self.registration = registration
    }
}

// MARK: - TermsViewOutput

extension TermsPresenter: TermsViewOutput {
    func accept() async {
        guard let registration else { return }
        do {
            _ = try await authService.register(name: registration.name, for: registration.identifier)
            onAccepted?()
        } catch {
            view?.showError(error.userMessage)
        }
    }

    func decline() {
        onDeclined?()
    }
}
