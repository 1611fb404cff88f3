import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The CardDetail configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct CardDetailModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = CardDetailModuleConfigurator().configure(cardService: CardServiceFake())

        // Then
        let view = try #require(module.view as? CardDetailView)
        let presenter = try #require(module.output as? CardDetailPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect(view.moduleName == "CardDetail")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: CardDetailModuleComponents? = CardDetailModuleConfigurator().configure(
            cardService: CardServiceFake()
        )
        let presenter = try #require(module?.output as? CardDetailPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The CardDetail module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct CardDetailModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = CardDetailModuleConfigurator().configure(cardService: CardServiceFake())
            module.input.configureModule(with: 1)
            module.output.onActions = { _ in }
            await module.view.viewWillAppear()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
