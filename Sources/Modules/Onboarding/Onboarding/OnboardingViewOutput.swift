/// What the Onboarding view reports to its presenter.
@MainActor
protocol OnboardingViewOutput: AnyObject {
    /// The screen is about to be shown.
    func viewLoaded()

    /// The person wants the next page (or, on the last one, to get started).
    func next() async

    /// The person wants to skip the rest of the introduction.
    func skip() async
}
