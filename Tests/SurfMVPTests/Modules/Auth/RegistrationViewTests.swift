import Testing

@testable import Modules
@testable import Terminal

/// The Registration screen: whom it is registering, and the name each typed line reports.
@MainActor @Suite struct RegistrationViewTests {
    private let console = ScriptedConsole(columns: 120)
    private let output = RegistrationViewOutputSpy()

    private func makeSUT() -> RegistrationView {
        let sut = RegistrationView()
        sut.output = output
        return sut
    }

    @Test func drawsWhichIdentifierHasNoAccountYet() {
        // Given
        let sut = makeSUT()
        sut.configure(with: "new@example.com")

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "new@example.com has no account yet. Let's create one: what should we call you?\n"
        )
        #expect(sut.textField == TextField(label: "Your name"))
    }

    @Test func typedTextIsReportedAsTheName() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle("Ada Lovelace")
        sut.drawStatus(in: console)

        // Then
        #expect(output.names == ["Ada Lovelace"])
        #expect(console.output.isEmpty)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Type a name:\nit cannot be empty.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type a name: it cannot be empty.\n")
        #expect(output.names.isEmpty)
    }

    @Test func loadingTellsThePresenter() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.viewDidLoad()

        // Then
        #expect(output.loaded == 1)
    }
}

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
