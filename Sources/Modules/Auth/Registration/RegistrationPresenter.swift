/// Checks the new account's name.
@MainActor
final class RegistrationPresenter: RegistrationModuleOutput {
    // MARK: - RegistrationModuleOutput

    var onRegistrationFilled: ((Registration) -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``RegistrationView/output``.
    weak var view: (any RegistrationViewInput)?

    private var identifier: SignInIdentifier?
}

// MARK: - RegistrationModuleInput

extension RegistrationPresenter: RegistrationModuleInput {
    func configureModule(with identifier: SignInIdentifier) {
        self.identifier = identifier
    }
}

// MARK: - RegistrationViewOutput

extension RegistrationPresenter: RegistrationViewOutput {
    func viewLoaded() {
        view?.configure(with: identifier?.value ?? "")
    }

    func register(name: String) {
        guard let identifier else { return }
        // Checked before it is reported: an optional call would not even evaluate its arguments with no one listening.
        let accepted: PersonName
        do {
            accepted = try PersonName(name)
        } catch {
            view?.showError(error.message)
            return
        }
        onRegistrationFilled?(Registration(identifier: identifier, name: accepted.value))
    }
}
