import Testing

@testable import Modules
@testable import Terminal

/// The Login screen: what it asks for, and the identifier each typed line reports.
@MainActor @Suite struct LoginViewTests {
    private let console = ScriptedConsole()
    private let output = LoginViewOutputSpy()

    private func makeSUT() -> LoginView {
        let sut = LoginView()
        sut.output = output
        return sut
    }

    @Test func signingInAsksForAPhoneOrEmail() {
        // Given
        let sut = makeSUT()

        // When
        sut.configure(with: .signIn)
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "Sign in, or create an account, with your phone number or e-mail address.\n"
                + "Try demo@example.com. Type :help for the commands.\n"
        )
        #expect(sut.title == "Login")
        #expect(sut.textField == TextField(label: "Phone or e-mail"))
    }

    @Test func signingUpAsksWhatToRegister() {
        // Given
        let sut = makeSUT()

        // When
        sut.configure(with: .signUp)
        sut.draw(in: console)

        // Then
        #expect(console.output == "Create an account: type the phone number or e-mail address to register.\n")
        #expect(sut.title == "Sign up")
    }

    @Test func typedTextIsReportedAsTyped() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(" Demo@Example.com ")
        sut.drawStatus(in: console)

        // Then
        #expect(output.logins == [" Demo@Example.com "])
        #expect(console.output.isEmpty)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Type a phone number\nor an e-mail address.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type a phone number or an e-mail address.\n")
        #expect(output.logins.isEmpty)
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
