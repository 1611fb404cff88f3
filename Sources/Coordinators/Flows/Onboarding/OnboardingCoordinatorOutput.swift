/// What the Onboarding flow tells its parent.
@MainActor
protocol OnboardingCoordinatorOutput: AnyObject {
    /// Called once when the introduction is over.
    var finishFlow: (() -> Void)? { get set }
}
