@testable import Modules

/// Records what the Login presenter shows.
@MainActor
final class LoginViewInputSpy: LoginViewInput {
    private(set) var errors: [String] = []

    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Code presenter shows.
@MainActor
final class CodeViewInputSpy: CodeViewInput {
    private(set) var destination: String?
    private(set) var errors: [String] = []
    private(set) var messages: [String] = []

    func configure(with destination: String) { self.destination = destination }
    func showError(_ message: String) { errors.append(message) }
    func showMessage(_ message: String) { messages.append(message) }
}

/// Records what the Registration presenter shows.
@MainActor
final class RegistrationViewInputSpy: RegistrationViewInput {
    private(set) var identifier: String?
    private(set) var errors: [String] = []

    func configure(with identifier: String) { self.identifier = identifier }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Terms presenter shows.
@MainActor
final class TermsViewInputSpy: TermsViewInput {
    private(set) var errors: [String] = []

    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Onboarding presenter shows.
@MainActor
final class OnboardingViewInputSpy: OnboardingViewInput {
    private(set) var page: OnboardingPage?
    private(set) var errors: [String] = []

    func configure(with page: OnboardingPage) { self.page = page }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Home presenter shows.
@MainActor
final class HomeViewInputSpy: HomeViewInput {
    private(set) var name: String?

    func configure(with name: String) { self.name = name }
}

/// Records what the SignOut presenter shows.
@MainActor
final class SignOutViewInputSpy: SignOutViewInput {
    private(set) var errors: [String] = []

    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Alert presenter shows.
@MainActor
final class AlertViewInputSpy: AlertViewInput {
    private(set) var model: AlertModel?

    func configure(with model: AlertModel) { self.model = model }
}
