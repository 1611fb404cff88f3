import Terminal

/// The Onboarding module's parts, as its coordinator uses them.
public typealias OnboardingModuleComponents = (
    view: ViewController, input: any OnboardingModuleInput, output: any OnboardingModuleOutput
)

/// Builds an Onboarding page.
@MainActor
public final class OnboardingModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a page that records completion with `onboardingService`.
    public func configure(
        onboardingService: any OnboardingService
    ) -> OnboardingModuleComponents {
        let view = OnboardingView()
        let presenter = OnboardingPresenter(onboardingService: onboardingService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
