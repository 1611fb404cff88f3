import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The Login configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct LoginModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = LoginModuleConfigurator().configure(authService: AuthServiceSpy())

        // Then
        let view = try #require(module.view as? LoginView)
        let presenter = try #require(module.output as? LoginPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect(view.moduleName == "Login")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: LoginModuleComponents? = LoginModuleConfigurator().configure(authService: AuthServiceSpy())
        let presenter = try #require(module?.output as? LoginPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Login module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct LoginModuleLifetimeTests {
    private let authService = AuthServiceSpy()

    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = LoginModuleConfigurator().configure(authService: authService)
            module.output.onCodeRequested = { _ in }
            await module.view.handle("demo@example.com")
            return [module.view, module.output]
        }
    }
}
