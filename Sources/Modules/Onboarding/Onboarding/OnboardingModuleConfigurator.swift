import Terminal

/// The Onboarding module's parts, as its coordinator uses them.
public typealias OnboardingModuleComponents = (
    view: any ViewController, input: any OnboardingModuleInput, output: any OnboardingModuleOutput
)

/// Builds an Onboarding page.
@MainActor
public final class OnboardingModuleConfigurator {
    // MARK: - Initialization

    /// Creates a configurator.
    public init() {}

    // MARK: - Public Methods

    /// Builds a page that talks through `console` and records completion with `onboardingService`.
    public func configure(
        console: any Console,
        onboardingService: any OnboardingService
    ) -> OnboardingModuleComponents {
        let view = OnboardingView(console: console)
        let presenter = OnboardingPresenter(onboardingService: onboardingService)
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
