import Modules

/// Makes the app's real modules through their configurators, handing each the dependencies it needs.
@MainActor
final class AppModuleFactory {
    // MARK: - Properties

    private let dependencies: AppDependencies

    // MARK: - Initialization

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}

// MARK: - OnboardingModuleFactory

extension AppModuleFactory: OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingModuleComponents {
        OnboardingModuleConfigurator().configure(
            console: dependencies.console,
            onboardingService: dependencies.onboardingService
        )
    }
}

// MARK: - AuthModuleFactory

extension AppModuleFactory: AuthModuleFactory {
    func makeLoginModule() -> LoginModuleComponents {
        LoginModuleConfigurator().configure(console: dependencies.console, authService: dependencies.authService)
    }

    func makeCodeModule() -> CodeModuleComponents {
        CodeModuleConfigurator().configure(console: dependencies.console, authService: dependencies.authService)
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        RegistrationModuleConfigurator().configure(console: dependencies.console)
    }

    func makeTermsModule() -> TermsModuleComponents {
        TermsModuleConfigurator().configure(console: dependencies.console, authService: dependencies.authService)
    }

    func makeAlertModule() -> AlertModuleComponents {
        AlertModuleConfigurator().configure(console: dependencies.console)
    }
}

// MARK: - MainModuleFactory

extension AppModuleFactory: MainModuleFactory {
    func makeHomeModule() -> HomeModuleComponents {
        HomeModuleConfigurator().configure(console: dependencies.console, authService: dependencies.authService)
    }

    func makeSignOutModule() -> SignOutModuleComponents {
        SignOutModuleConfigurator().configure(console: dependencies.console, authService: dependencies.authService)
    }
}
