import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The Code presenter: what a right, a wrong or a resent code does, and what it reports.
@MainActor @Suite struct CodePresenterTests {
    private let view = CodeViewInputSpy()
    private let authService = AuthServiceSpy()

    private func makeSUT() -> CodePresenter {
        let sut = CodePresenter(authService: authService)
        sut.view = view
        sut.configureModule(with: .demo)
        return sut
    }

    @Test func showsWhereTheCodeWent() {
        // Given
        let sut = makeSUT()

        // When
        sut.viewLoaded()

        // Then
        #expect(view.destination == "demo@example.com")
    }

    @Test func rightCodeForAnAccountReportsSignedIn() async {
        // Given
        authService.verification = .success(.signedIn(.demo))
        let sut = makeSUT()
        var signedIn = 0
        sut.onSignedIn = { signedIn += 1 }

        // When
        await sut.verify(code: "123 456")

        // Then
        #expect(authService.verifiedCodes == ["123456"])
        #expect(signedIn == 1)
    }

    @Test func rightCodeForANewIdentifierAsksForRegistration() async {
        // Given
        authService.verification = .success(.registrationRequired)
        let sut = makeSUT()
        var identifiers: [SignInIdentifier] = []
        sut.onRegistrationRequired = { identifiers.append($0) }

        // When
        await sut.verify(code: "123456")

        // Then
        #expect(identifiers == [.demo])
    }

    @Test(arguments: [(2, "Wrong code. 2 attempts left."), (1, "Wrong code. 1 attempt left.")])
    func wrongCodeShowsAttemptsLeft(attemptsLeft: Int, message: String) async {
        // Given
        authService.verification = .success(.wrongCode(attemptsLeft: attemptsLeft))
        let sut = makeSUT()

        // When
        await sut.verify(code: "000000")

        // Then
        #expect(view.errors == [message])
    }

    @Test func thirdWrongCodeReportsTooManyAttemptsWithTheWaitForANewCode() async {
        // Given
        authService.verification = .success(.tooManyAttempts(secondsUntilNewCode: 19))
        let sut = makeSUT()
        var reported: [Int] = []
        sut.onTooManyAttempts = { reported.append($0) }

        // When
        await sut.verify(code: "000000")

        // Then
        #expect(reported == [19])
        #expect(view.errors.isEmpty)
    }

    @Test func expiredCodePointsToResend() async {
        // Given
        authService.verification = .success(.expired)
        let sut = makeSUT()

        // When
        await sut.verify(code: "000000")

        // Then
        #expect(view.errors == ["This code has expired; ask for a new one."])
    }

    @Test(arguments: ["", "12345", "1234567", "12a456", "١٢٣٤٥٦"])
    func malformedCodeIsRejectedWithoutUsingAnAttempt(code: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.verify(code: code)

        // Then
        #expect(authService.verifiedCodes.isEmpty)
        #expect(view.errors == ["The code is 6 digits, e.g. 123456."])
    }

    @Test func resendConfirmsOrExplainsTheWait() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.resendCode()
        authService.resendError = .resendTooSoon(secondsLeft: 30)
        await sut.resendCode()

        // Then
        #expect(authService.resentCodes == [.demo, .demo])
        #expect(view.messages == ["A new code is on its way; the previous one no longer works."])
        #expect(view.errors == ["A code was sent moments ago; you can ask for a new one in 30 seconds."])
    }

    @Test func aNewCodeWhoseSendingCannotBeSavedSaysThatNoCodeWasSent() async {
        // Given
        authService.resendError = .unavailable(
            ServiceFailure(step: .save, detail: "/s/sign-in-attempts.json: No space left on device")
        )
        let sut = makeSUT()

        // When
        await sut.resendCode()

        // Then
        #expect(view.messages.isEmpty)
        #expect(view.errors == ["No code was sent: could not save /s/sign-in-attempts.json: No space left on device."])
    }
}
