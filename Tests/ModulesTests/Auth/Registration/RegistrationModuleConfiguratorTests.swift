import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The Registration configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct RegistrationModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = RegistrationModuleConfigurator().configure()

        // Then
        let view = try #require(module.view as? RegistrationView)
        let presenter = try #require(module.output as? RegistrationPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect(view.moduleName == "Registration")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: RegistrationModuleComponents? = RegistrationModuleConfigurator().configure()
        let presenter = try #require(module?.output as? RegistrationPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Registration module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct RegistrationModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = RegistrationModuleConfigurator().configure()
            module.input.configureModule(with: .newcomer)
            module.output.onRegistrationFilled = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("Zoë")
            return [module.view, module.output]
        }
    }
}
