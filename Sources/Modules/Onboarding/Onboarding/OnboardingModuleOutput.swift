/// What an Onboarding page reports to its coordinator.
@MainActor
public protocol OnboardingModuleOutput: AnyObject {
    /// The person moved on from a page that is not the last.
    var onNext: (() -> Void)? { get set }

    /// The introduction is over, read to the end or skipped, and recorded as seen.
    var onFinish: (() -> Void)? { get set }
}
