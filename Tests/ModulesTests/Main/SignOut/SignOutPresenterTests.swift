import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The SignOut presenter: it asks first, and signs out only when confirmed.
@MainActor @Suite struct SignOutPresenterTests {
    private let view = AlertViewInputSpy()
    private let authService = AuthServiceSpy()

    private func makeSUT() -> SignOutPresenter {
        let sut = SignOutPresenter(authService: authService)
        sut.view = view
        sut.viewLoaded()
        return sut
    }

    @Test func asksThenSignsOutWhenConfirmed() async {
        // Given
        let sut = makeSUT()
        var signedOut = 0
        sut.onSignedOut = { signedOut += 1 }

        // When
        await sut.pick(view.action("Sign out"))

        // Then
        #expect(view.model?.title == "Sign out?")
        #expect(view.model?.message == "You will need a new code to sign in again.")
        #expect(view.actionTitles == ["Sign out", "Cancel"])
        #expect(view.model?.preferredAction == nil, "Enter alone never signs out")
        #expect(authService.signOutCount == 1)
        #expect(view.messages == ["Signed out. Sign in again with a new code."])
        #expect(signedOut == 1)
    }

    @Test func cancellingStaysSignedIn() async {
        // Given
        let sut = makeSUT()
        var cancelled = 0
        sut.onCancel = { cancelled += 1 }

        // When
        await sut.pick(view.action("Cancel"))

        // Then
        #expect(cancelled == 1)
        #expect(authService.signOutCount == 0)
    }

    @Test func aFailedSignOutIsShownAndNotReported() async {
        // Given
        authService.signOutError = .unavailable(
            ServiceFailure(step: .save, detail: "/s: No space left on device")
        )
        let sut = makeSUT()
        var signedOut = false
        sut.onSignedOut = { signedOut = true }

        // When
        await sut.pick(view.action("Sign out"))

        // Then
        #expect(!signedOut)
        #expect(view.errors.count == 1)
    }
}
