import Testing

@testable import Modules

/// The Login presenter: which entries request a code, and the one error any other entry gets.
@MainActor @Suite struct LoginPresenterTests {
    private let view = LoginViewInputSpy()
    private let authService = AuthServiceSpy()

    private func makeSUT() -> LoginPresenter {
        let sut = LoginPresenter(authService: authService)
        sut.view = view
        return sut
    }

    @Test func validEmailRequestsACodeAndReportsIt() async {
        // Given
        let sut = makeSUT()
        var reported: [SignInIdentifier] = []
        sut.onCodeRequested = { reported.append($0) }

        // When
        await sut.login(with: " Demo@Example.com ")

        // Then
        #expect(authService.requestedCodes == [.demo])
        #expect(reported == [.demo])
        #expect(view.errors.isEmpty)
    }

    @Test(arguments: ["", "demo", "12345", "not an @ address"])
    func invalidEntryShowsOneErrorAndRequestsNothing(text: String) async {
        // Given
        let sut = makeSUT()
        var reported = false
        sut.onCodeRequested = { _ in reported = true }

        // When
        await sut.login(with: text)

        // Then
        #expect(view.errors == ["Type an e-mail address or a phone number (10–15 digits, optional +)."])
        #expect(authService.requestedCodes.isEmpty)
        #expect(!reported)
    }

    @Test func serviceFailureIsShownAndNothingIsReported() async {
        // Given
        authService.requestCodeError = .resendTooSoon(secondsLeft: 12)
        let sut = makeSUT()
        var reported = false
        sut.onCodeRequested = { _ in reported = true }

        // When
        await sut.login(with: "demo@example.com")

        // Then
        #expect(view.errors == ["A code was sent moments ago; you can ask for a new one in 12 s."])
        #expect(!reported)
    }
}
