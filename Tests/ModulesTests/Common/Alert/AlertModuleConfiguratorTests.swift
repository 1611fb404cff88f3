import LeakCheck
import Testing

@testable import Modules
@testable import Terminal

/// The Alert configurator wires the shared alert view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct AlertModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = AlertModuleConfigurator().configure()

        // Then
        let view = try #require(module.view as? AlertView)
        let presenter = try #require(module.output as? AlertPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect(view.moduleName == "Alert")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: AlertModuleComponents? = AlertModuleConfigurator().configure()
        let presenter = try #require(module?.output as? AlertPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Alert module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct AlertModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = AlertModuleConfigurator().configure()
            module.input.configureModule(with: AlertModel(title: "T", message: "M", actions: [AlertAction("OK")]))
            module.output.onAction = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
