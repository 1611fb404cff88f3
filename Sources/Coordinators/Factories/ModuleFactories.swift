import Modules

/// Makes the modules of the Onboarding flow.
@MainActor
protocol OnboardingModuleFactory {
    /// One introduction page.
    func makeOnboardingModule() -> OnboardingModuleComponents
}

/// Makes the modules of the Auth flow.
@MainActor
protocol AuthModuleFactory {
    /// Phone or e-mail entry.
    func makeLoginModule() -> LoginModuleComponents

    /// One-time code entry.
    func makeCodeModule() -> CodeModuleComponents

    /// A new account's name.
    func makeRegistrationModule() -> RegistrationModuleComponents

    /// The terms of use, shown modally.
    func makeTermsModule() -> TermsModuleComponents

    /// An alert.
    func makeAlertModule() -> AlertModuleComponents
}

/// Makes the modules of the Main flow.
@MainActor
protocol MainModuleFactory {
    /// The signed-in home screen.
    func makeHomeModule() -> HomeModuleComponents

    /// The sign-out confirmation.
    func makeSignOutModule() -> SignOutModuleComponents
}
