import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The SignOut configurator wires the shared alert view to its presenter, and the presenter back to it weakly.
@MainActor @Suite struct SignOutModuleConfiguratorTests {
    @Test func wiresTheAlertViewToItsPresenter() throws {
        // When
        let module = SignOutModuleConfigurator().configure(authService: AuthServiceSpy())

        // Then
        let view = try #require(module.view as? AlertView)
        let presenter = try #require(module.output as? SignOutPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect((view.moduleName, view.title) == ("SignOut", "Sign out"))
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: SignOutModuleComponents? = SignOutModuleConfigurator().configure(authService: AuthServiceSpy())
        let presenter = try #require(module?.output as? SignOutPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The SignOut module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct SignOutModuleLifetimeTests {
    private let authService = AuthServiceSpy()

    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = SignOutModuleConfigurator().configure(authService: authService)
            module.output.onSignedOut = {}
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
