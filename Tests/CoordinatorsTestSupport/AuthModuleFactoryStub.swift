@testable import Coordinators
@testable import Modules
@testable import ModulesTestSupport

/// The Auth flow's modules for a coordinator's tests: each module's own presenter on a ``ModuleScreenStub``, so the
/// flow runs on the real module outputs, with no view, no configurator and nothing of the platform.
@MainActor
final class AuthModuleFactoryStub: AuthModuleFactory {
    // MARK: - Properties

    private let authService: AuthServiceSpy

    // MARK: - Initialization

    /// Creates a factory whose modules ask `authService`.
    init(authService: AuthServiceSpy = AuthServiceSpy()) {
        self.authService = authService
    }

    // MARK: - AuthModuleFactory

    func makeLoginModule() -> LoginModuleComponents {
        let presenter = LoginPresenter(authService: authService)
        return (ModuleScreenStub(output: presenter), presenter, presenter)
    }

    func makeCodeModule() -> CodeModuleComponents {
        let presenter = CodePresenter(authService: authService)
        return (ModuleScreenStub(output: presenter), presenter, presenter)
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        let presenter = RegistrationPresenter()
        return (ModuleScreenStub(output: presenter), presenter, presenter)
    }

    func makeTermsModule() -> TermsModuleComponents {
        let presenter = TermsPresenter(authService: authService)
        return (ModuleScreenStub(output: presenter), presenter, presenter)
    }

    func makeAlertModule() -> AlertModuleComponents {
        let presenter = AlertPresenter()
        return (ModuleScreenStub(output: presenter), presenter, presenter)
    }
}
