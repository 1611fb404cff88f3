import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The CardConfirmation configurator wires the shared alert view to its presenter, weakly back.
@MainActor @Suite struct CardConfirmationModuleConfiguratorTests {
    @Test func wiresTheAlertViewToItsPresenter() throws {
        // When
        let module = CardConfirmationModuleConfigurator().configure(cardService: CardServiceFake())

        // Then
        let view = try #require(module.view as? AlertView)
        let presenter = try #require(module.output as? CardConfirmationPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(module.input === presenter)
        #expect((view.moduleName, view.title) == ("CardConfirmation", "Confirm"))
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: CardConfirmationModuleComponents? = CardConfirmationModuleConfigurator().configure(
            cardService: CardServiceFake()
        )
        let presenter = try #require(module?.output as? CardConfirmationPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The CardConfirmation module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct CardConfirmationModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = CardConfirmationModuleConfigurator().configure(
                cardService: CardServiceFake()
            )
            module.input.configureModule(with: .block(Card(id: 1, brand: "Visa", lastDigits: "4242")))
            module.output.onCompleted = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
