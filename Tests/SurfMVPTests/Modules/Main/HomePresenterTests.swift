import Testing

@testable import Modules

@MainActor @Suite struct HomePresenterTests {
    private let view = HomeViewInputSpy()
    private let authService = AuthServiceStub()

    @Test func greetsTheSignedInAccountByName() async {
        // Given
        let sut = HomePresenter(authService: authService)
        sut.view = view

        // When
        await sut.viewLoaded()

        // Then
        #expect(view.name == "Demo User")
    }

    @Test func signOutIsOnlyAskedFor() {
        // Given
        let sut = HomePresenter(authService: authService)
        var asked = 0
        sut.onSignOut = { asked += 1 }

        // When
        sut.signOut()

        // Then
        #expect(asked == 1)
        #expect(authService.signOutCount == 0)
    }
}

@MainActor @Suite struct SignOutPresenterTests {
    private let view = SignOutViewInputSpy()
    private let authService = AuthServiceStub()

    private func makeSUT() -> SignOutPresenter {
        let sut = SignOutPresenter(authService: authService)
        sut.view = view
        return sut
    }

    @Test func confirmingSignsOutThenReports() async {
        // Given
        let sut = makeSUT()
        var signedOut = 0
        sut.onSignedOut = { signedOut += 1 }

        // When
        await sut.confirm()

        // Then
        #expect(authService.signOutCount == 1)
        #expect(signedOut == 1)
    }

    @Test func failedSignOutStaysSignedIn() async {
        // Given
        authService.signOutError = .storage(StorageError(path: "/s", operation: "remove", reason: "Permission denied"))
        let sut = makeSUT()
        var signedOut = false
        sut.onSignedOut = { signedOut = true }

        // When
        await sut.confirm()

        // Then
        #expect(!signedOut)
        #expect(view.errors == ["Could not save: could not remove /s: Permission denied. Nothing was changed."])
    }

    @Test func cancelSignsNothingOut() {
        // Given
        let sut = makeSUT()
        var cancelled = 0
        sut.onCancel = { cancelled += 1 }

        // When
        sut.cancel()

        // Then
        #expect(cancelled == 1)
        #expect(authService.signOutCount == 0)
    }
}
