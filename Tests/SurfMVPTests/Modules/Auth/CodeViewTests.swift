import Testing

@testable import Modules
@testable import Terminal

/// The Code screen: where the code went, and whether a typed line is a code or a request for a new one.
@MainActor @Suite struct CodeViewTests {
    private let console = ScriptedConsole()
    private let output = CodeViewOutputSpy()

    private func makeSUT() -> CodeView {
        let sut = CodeView()
        sut.output = output
        return sut
    }

    @Test func drawsWhereTheCodeWentAndMasksTyping() {
        // Given
        let sut = makeSUT()
        sut.configure(with: "demo@example.com")

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "We sent a 6-digit code to demo@example.com. It is valid for 5 minutes.\n"
                + "Typing is hidden on a terminal. :resend sends a new code.\n"
        )
        #expect(sut.textField == .masked(label: "6-digit code"))
        #expect(sut.helpItems.map(\.key) == [":resend"])
    }

    @Test func aDestinationOnSeveralLinesIsDrawnOnOne() {
        // Given
        let sut = makeSUT()
        sut.configure(with: "demo@\nexample.com")

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output.hasPrefix("We sent a 6-digit code to demo@ example.com. It is valid for 5 minutes.\n"))
    }

    @Test func typedDigitsAreReportedAsTheCode() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle("123456")
        sut.drawStatus(in: console)

        // Then
        #expect(output.codes == ["123456"])
        #expect(output.resendRequests == 0)
    }

    @Test(arguments: [":resend", ":RESEND", ":resend now"])
    func resendAsksForANewCodeInsteadOfVerifying(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.resendRequests == 1)
        #expect(output.codes.isEmpty)
    }

    @Test func errorsAndMessagesAreOneLineEach() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("That code is not right.\n2 tries left.")
        sut.drawStatus(in: console)
        sut.showMessage("A new code\nis on its way.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ That code is not right. 2 tries left.\n✓ A new code is on its way.\n")
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
