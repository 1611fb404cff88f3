import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The Terms presenter: what accepting or declining does, and what it reports.
@MainActor @Suite struct TermsPresenterTests {
    private let view = TermsViewInputSpy()
    private let authService = AuthServiceSpy()
    private let registration = Registration(identifier: .newcomer, name: "Zoë")

    private func makeSUT() -> TermsPresenter {
        let sut = TermsPresenter(authService: authService)
        sut.view = view
        sut.configureModule(with: registration)
        return sut
    }

    @Test func acceptingRegistersThenReportsAccepted() async {
        // Given
        let sut = makeSUT()
        var accepted = 0
        sut.onAccepted = { accepted += 1 }

        // When
        await sut.accept()

        // Then
        #expect(authService.registrations == [registration])
        #expect(accepted == 1)
    }

    @Test func failedRegistrationIsShownAndNotReported() async {
        // Given
        authService.registerError = .notVerified
        let sut = makeSUT()
        var accepted = false
        sut.onAccepted = { accepted = true }

        // When
        await sut.accept()

        // Then
        #expect(view.errors == ["The sign-up took too long. Go back and start again from Login."])
        #expect(!accepted)
    }

    @Test func decliningRegistersNothing() {
        // Given
        let sut = makeSUT()
        var declined = 0
        sut.onDeclined = { declined += 1 }

        // When
        sut.decline()

        // Then
        #expect(declined == 1)
        #expect(authService.registrations.isEmpty)
    }
}
