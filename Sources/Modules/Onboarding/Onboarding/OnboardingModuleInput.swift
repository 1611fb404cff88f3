/// How the coordinator sets up an Onboarding page.
@MainActor
public protocol OnboardingModuleInput: AnyObject {
    /// Sets the page to show.
    func configureModule(with page: OnboardingPage)
}
