import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport

/// The Auth flow on its modules' presenters, with no view: where each output leads, what the alerts say, and that
/// the whole flow is gone after it.
@MainActor @Suite struct AuthCoordinatorTests {
    private let factory = AuthModuleFactoryStub()
    private let router = RouterSpy()

    private func makeSUT() -> AuthCoordinator {
        AuthCoordinator(router: router, factory: factory)
    }

    @Test func existingAccountGoesLoginCodeFinish() {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }

        // When
        sut.start()
        router.modules.output((any LoginModuleOutput).self)?.onCodeRequested?(.demo)
        router.modules.output((any CodeModuleOutput).self)?.onSignedIn?()

        // Then
        #expect(router.calls == ["setRoot Login", "push Code"])
        #expect(finished == 1)
    }

    @Test func newAccountGoesThroughRegistrationAndTermsModally() {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }
        sut.start()
        router.modules.output((any LoginModuleOutput).self)?.onCodeRequested?(.newcomer)

        // When
        router.modules.output((any CodeModuleOutput).self)?.onRegistrationRequired?(.newcomer)
        router.modules.output((any RegistrationModuleOutput).self)?.onRegistrationFilled?(
            Registration(identifier: .newcomer, name: "Zoë")
        )
        router.modules.output((any TermsModuleOutput).self)?.onAccepted?()

        // Then
        #expect(
            router.calls == ["setRoot Login", "push Code", "pop Code", "push Registration", "present Terms"]
        )
        #expect(finished == 1)
    }

    @Test func tooManyAttemptsShowsAnAlertSayingWhenANewCodeCanBeSentThenReturnsToLogin() {
        // Given
        let sut = makeSUT()
        sut.start()
        router.modules.output((any LoginModuleOutput).self)?.onCodeRequested?(.demo)

        // When
        router.modules.output((any CodeModuleOutput).self)?.onTooManyAttempts?(19)
        let alertShown = router.visibleModules
        let alert = router.modules.output(AlertPresenter.self)?.model
        router.modules.output((any AlertModuleOutput).self)?.onAction?(.backToLogin)

        // Then
        #expect(alertShown == ["Login", "Code", "Alert"])
        #expect(alert == .tooManyAttempts(secondsUntilNewCode: 19))
        #expect(router.visibleModules == ["Login"])
    }

    @Test func declinedTermsCanBeReadAgain() {
        // Given
        let sut = makeSUT()
        showTerms(sut, on: router)

        // When
        router.modules.output((any TermsModuleOutput).self)?.onDeclined?()
        router.modules.output((any AlertModuleOutput).self)?.onAction?(.readAgain)

        // Then
        #expect(router.visibleModules == ["Login", "Registration", "Terms"])
    }

    @Test func declinedTermsCanCancelTheSignUp() {
        // Given
        let sut = makeSUT()
        var finished = false
        sut.finishFlow = { finished = true }
        showTerms(sut, on: router)

        // When
        router.modules.output((any TermsModuleOutput).self)?.onDeclined?()
        router.modules.output((any AlertModuleOutput).self)?.onAction?(.cancelSignUp)

        // Then
        #expect(router.visibleModules == ["Login"])
        #expect(!finished)
    }

    @Test func coordinatorIsReleasedAfterItsFlow() async {
        let parent = BaseCoordinator()
        await expectDeallocation {
            let router = RouterSpy()
            let sut = AuthCoordinator(router: router, factory: factory)
            sut.finishFlow = { [weak parent, weak sut] in parent?.removeDependency(sut) }
            parent.addDependency(sut)
            showTerms(sut, on: router)
            router.modules.output((any TermsModuleOutput).self)?.onDeclined?()
            router.modules.output((any AlertModuleOutput).self)?.onAction?(.readAgain)
            router.modules.output((any TermsModuleOutput).self)?.onAccepted?()
            #expect(parent.childCoordinators.isEmpty)
            router.modules.forget()
            return [sut] + router.modules.liveObjects
        }
    }

    private func showTerms(_ sut: AuthCoordinator, on router: RouterSpy) {
        sut.start()
        router.modules.output((any LoginModuleOutput).self)?.onCodeRequested?(.newcomer)
        router.modules.output((any CodeModuleOutput).self)?.onRegistrationRequired?(.newcomer)
        router.modules.output((any RegistrationModuleOutput).self)?.onRegistrationFilled?(
            Registration(identifier: .newcomer, name: "Zoë")
        )
    }

    @Test func signUpOpensOnTheSignUpScreenAtStartOrLater() {
        // Given
        let sut = makeSUT()

        // When
        let started = sut.start(with: .signUp)
        let again = sut.handle(deepLinkOption: .signUp)

        // Then
        #expect([started, again] == [.opened, .opened])
        #expect(router.calls == ["setRoot Login", "setRoot Login"])
    }

    @Test func anyOtherLinkIsRejectedOnTheSignInScreen() {
        // Given
        let sut = makeSUT()

        // When
        let started = sut.start(with: .news)
        let handled = sut.handle(deepLinkOption: .card(id: 1))

        // Then
        let rejected = DeepLinkOutcome.rejected(reason: "sign-in opens only signup; sign in first")
        #expect([started, handled] == [rejected, rejected])
        #expect(router.calls == ["setRoot Login"])
    }
}
