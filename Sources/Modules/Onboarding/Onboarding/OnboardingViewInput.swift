/// What the Onboarding presenter tells its view.
@MainActor
protocol OnboardingViewInput: AnyObject {
    /// Shows a page of the introduction.
    func configure(with page: OnboardingPage)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
