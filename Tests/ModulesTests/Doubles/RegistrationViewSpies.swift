@testable import Modules

/// Records what the Registration presenter shows.
@MainActor
final class RegistrationViewInputSpy: RegistrationViewInput {
    private(set) var identifier: String?
    private(set) var errors: [String] = []

    func configure(with identifier: String) { self.identifier = identifier }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Registration view reports to its presenter.
@MainActor
final class RegistrationViewOutputSpy: RegistrationViewOutput {
    private(set) var loaded = 0
    private(set) var names: [String] = []

    func viewLoaded() { loaded += 1 }
    func register(name: String) { names.append(name) }
}
