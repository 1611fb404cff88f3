import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The Code configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct CodeModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = CodeModuleConfigurator().configure(authService: AuthServiceSpy())

        // Then
        let view = try #require(module.view as? CodeView)
        let presenter = try #require(module.output as? CodePresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect(view.moduleName == "Code")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: CodeModuleComponents? = CodeModuleConfigurator().configure(authService: AuthServiceSpy())
        let presenter = try #require(module?.output as? CodePresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Code module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct CodeModuleLifetimeTests {
    private let authService = AuthServiceSpy()

    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = CodeModuleConfigurator().configure(authService: authService)
            module.input.configureModule(with: .demo)
            module.output.onRegistrationRequired = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("123456")
            await module.view.handle(":resend")
            return [module.view, module.output]
        }
    }
}
