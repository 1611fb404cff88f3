import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The CardList configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct CardListModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = CardListModuleConfigurator().configure(cardService: CardServiceFake())

        // Then
        let view = try #require(module.view as? CardListView)
        let presenter = try #require(module.output as? CardListPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(view.moduleName == "CardList")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: CardListModuleComponents? = CardListModuleConfigurator().configure(cardService: CardServiceFake())
        let presenter = try #require(module?.output as? CardListPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The CardList module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct CardListModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = CardListModuleConfigurator().configure(cardService: CardServiceFake())
            module.output.onCardSelect = { _ in }
            await module.view.viewWillAppear()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
