import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The Login presenter: which entries request a code, the one error any other entry gets, and what signing up with an
/// identifier that has an account says.
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

    @Test func signingUpWithAnExistingAccountSaysTheCodeSignsInToIt() async {
        // Given
        authService.identifiersWithAccounts = [.demo]
        let sut = makeSUT()
        sut.configureModule(with: .signUp)
        var reported: [SignInIdentifier] = []
        sut.onCodeRequested = { reported.append($0) }

        // When
        await sut.login(with: "Demo@Example.com")

        // Then
        #expect(view.messages == ["demo@example.com already has an account: the code signs you in to it."])
        #expect(authService.requestedCodes == [.demo])
        #expect(reported == [.demo])
    }

    @Test func signingUpANewIdentifierSaysNothingMore() async {
        // Given
        authService.identifiersWithAccounts = [.demo]
        let sut = makeSUT()
        sut.configureModule(with: .signUp)
        var reported: [SignInIdentifier] = []
        sut.onCodeRequested = { reported.append($0) }

        // When
        await sut.login(with: "new@example.com")

        // Then
        #expect(authService.accountLookups == [.newcomer])
        #expect(view.messages.isEmpty)
        #expect(reported == [.newcomer])
    }

    @Test func signingInNeverLooksTheAccountUp() async {
        // Given
        authService.identifiersWithAccounts = [.demo]
        let sut = makeSUT()
        sut.configureModule(with: .signIn)

        // When
        await sut.login(with: "demo@example.com")

        // Then
        #expect(authService.accountLookups.isEmpty)
        #expect(view.messages.isEmpty)
        #expect(authService.requestedCodes == [.demo])
    }

    @Test func signingUpWhenTheAccountsCannotBeReadSendsNoCode() async {
        // Given
        let failure = ServiceFailure(step: .read, detail: "/s/accounts.json: Permission denied")
        authService.hasAccountError = .unavailable(failure)
        let sut = makeSUT()
        sut.configureModule(with: .signUp)
        var reported = false
        sut.onCodeRequested = { _ in reported = true }

        // When
        await sut.login(with: "demo@example.com")

        // Then
        #expect(
            view.errors == [
                "Could not read /s/accounts.json: Permission denied. No code was sent; try again later."
            ]
        )
        #expect(authService.requestedCodes.isEmpty)
        #expect(!reported)
    }

    @Test func signingUpWithAnExistingAccountWhenNoCodeCanBeSentShowsOnlyTheError() async {
        // Given
        authService.identifiersWithAccounts = [.demo]
        authService.requestCodeError = .resendTooSoon(secondsLeft: 12)
        let sut = makeSUT()
        sut.configureModule(with: .signUp)

        // When
        await sut.login(with: "demo@example.com")

        // Then
        #expect(view.messages.isEmpty)
        #expect(view.errors == ["A code was sent moments ago; you can ask for a new one in 12 seconds."])
    }

    @Test func signInInsteadTurnsTheSignUpScreenIntoSigningIn() async {
        // Given
        authService.identifiersWithAccounts = [.demo]
        let sut = makeSUT()
        sut.configureModule(with: .signUp)
        sut.viewLoaded()
        let loaded = view.purpose

        // When
        sut.signInInstead()
        await sut.login(with: "demo@example.com")

        // Then
        #expect(loaded == .signUp)
        #expect(view.purpose == .signIn)
        #expect(view.messages.isEmpty)
        #expect(authService.requestedCodes == [.demo])
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
        #expect(view.errors == ["A code was sent moments ago; you can ask for a new one in 12 seconds."])
        #expect(!reported)
    }

    @Test func aCodeWhoseSendingCannotBeSavedSaysThatNoCodeWasSent() async {
        // Given
        let failure = ServiceFailure(step: .save, detail: "/s/sign-in-attempts.json: No space left on device")
        authService.requestCodeError = .unavailable(failure)
        let sut = makeSUT()
        var reported = false
        sut.onCodeRequested = { _ in reported = true }

        // When
        await sut.login(with: "demo@example.com")

        // Then
        #expect(view.errors == ["No code was sent: could not save /s/sign-in-attempts.json: No space left on device."])
        #expect(!reported)
    }

    @Test func aCodeRefusedByAReadOnlyInstanceSaysThatNoCodeWasSent() async {
        // Given
        authService.requestCodeError = .unavailable(
            ServiceFailure(
                step: .refusedSave,
                detail: "another surfmvp held this state folder at launch, so this one saves nothing"
            )
        )
        let sut = makeSUT()

        // When
        await sut.login(with: "demo@example.com")

        // Then
        #expect(
            view.errors == [
                "No code was sent: another surfmvp held this state folder at launch, so this one saves nothing."
            ]
        )
    }
}
