import LeakCheck
import Testing

@testable import Modules
@testable import Terminal

/// The CardActions configurator wires the shared alert view to its presenter, and the presenter back to it weakly.
@MainActor @Suite struct CardActionsModuleConfiguratorTests {
    @Test func wiresTheAlertViewToItsPresenter() throws {
        // When
        let module = CardActionsModuleConfigurator().configure()

        // Then
        let view = try #require(module.view as? AlertView)
        let presenter = try #require(module.output as? CardActionsPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect((view.moduleName, view.title) == ("CardActions", "Actions"))
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: CardActionsModuleComponents? = CardActionsModuleConfigurator().configure()
        let presenter = try #require(module?.output as? CardActionsPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The CardActions module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct CardActionsModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = CardActionsModuleConfigurator().configure()
            module.input.configureModule(with: Card(id: 1, brand: "Visa", lastDigits: "4242"))
            module.output.onChangeRequested = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("2")
            _ = await module.view.handleBack()
            return [module.view, module.output]
        }
    }
}
