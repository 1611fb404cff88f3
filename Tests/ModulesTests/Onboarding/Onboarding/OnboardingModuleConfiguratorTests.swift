import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The Onboarding configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct OnboardingModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = OnboardingModuleConfigurator().configure(onboardingService: OnboardingServiceSpy())

        // Then
        let view = try #require(module.view as? OnboardingView)
        let presenter = try #require(module.output as? OnboardingPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect(view.moduleName == "Onboarding")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: OnboardingModuleComponents? = OnboardingModuleConfigurator().configure(
            onboardingService: OnboardingServiceSpy()
        )
        let presenter = try #require(module?.output as? OnboardingPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Onboarding module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct OnboardingModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = OnboardingModuleConfigurator().configure(
                onboardingService: OnboardingServiceSpy()
            )
            module.input.configureModule(with: OnboardingPage.all[0])
            module.output.onNext = {}
            await module.view.viewDidLoad()
            await module.view.handle("")
            return [module.view, module.output]
        }
    }
}
