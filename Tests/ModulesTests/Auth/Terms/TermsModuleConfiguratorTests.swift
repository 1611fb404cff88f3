import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The Terms configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct TermsModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = TermsModuleConfigurator().configure(authService: AuthServiceSpy())

        // Then
        let view = try #require(module.view as? TermsView)
        let presenter = try #require(module.output as? TermsPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect(view.moduleName == "Terms")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: TermsModuleComponents? = TermsModuleConfigurator().configure(authService: AuthServiceSpy())
        let presenter = try #require(module?.output as? TermsPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Terms module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct TermsModuleLifetimeTests {
    private let authService = AuthServiceSpy()

    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = TermsModuleConfigurator().configure(authService: authService)
            module.input.configureModule(with: Registration(identifier: .newcomer, name: "Zoë"))
            module.output.onAccepted = {}
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
