@testable import Modules

/// Records what the Login presenter shows.
@MainActor
final class LoginViewInputSpy: LoginViewInput {
    private(set) var purpose: SignInPurpose?
    private(set) var errors: [String] = []
    private(set) var messages: [String] = []

    func configure(with purpose: SignInPurpose) { self.purpose = purpose }

    func showError(_ message: String) { errors.append(message) }
    func showMessage(_ message: String) { messages.append(message) }
}

/// Records what the Login view reports to its presenter.
@MainActor
final class LoginViewOutputSpy: LoginViewOutput {
    private(set) var loaded = 0
    private(set) var logins: [String] = []
    private(set) var signInInsteadRequests = 0

    func viewLoaded() { loaded += 1 }
    func login(with text: String) async { logins.append(text) }
    func signInInstead() { signInInsteadRequests += 1 }
}
