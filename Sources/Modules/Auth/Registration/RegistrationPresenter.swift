/// Checks the new account's name.
@MainActor
final class RegistrationPresenter: RegistrationModuleOutput {
    // MARK: - RegistrationModuleOutput

    var onRegistrationFilled: ((Registration) -> Void)?

    // MARK: - Properties

    /// The longest name accepted, in characters.
    static let maximumNameLength = 50

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
        let name = name.trimmingWhitespace()
        guard name.contains(where: \.isLetter) else {
            view?.showError("Type your name: at least one letter.")
            return
        }
        guard name.count <= Self.maximumNameLength else {
            view?.showError("That name is too long: \(Self.maximumNameLength) characters at most.")
            return
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            view?.showError("A name cannot hold control characters.")
            return
        }
        onRegistrationFilled?(Registration(identifier: identifier, name: name))
    }
}
