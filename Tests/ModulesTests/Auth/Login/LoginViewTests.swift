import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

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
        #expect(
            console.output
                == "Create an account: type the phone number or e-mail address to register.\n"
                + "Already have an account? Type :back to sign in to it instead.\n"
        )
        #expect(sut.title == "Sign up")
    }

    @Test func backOnTheSignUpScreenAsksToSignInInstead() async {
        // Given
        let sut = makeSUT()
        sut.configure(with: .signUp)

        // When
        let handled = await sut.handleBack()

        // Then
        #expect(handled)
        #expect(output.signInInsteadRequests == 1)
    }

    @Test func backOnTheSignInScreenIsLeftToTheStack() async {
        // Given
        let sut = makeSUT()
        sut.configure(with: .signIn)

        // When
        let handled = await sut.handleBack()

        // Then
        #expect(!handled)
        #expect(output.signInInsteadRequests == 0)
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
