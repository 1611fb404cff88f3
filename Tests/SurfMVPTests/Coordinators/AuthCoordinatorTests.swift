import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

@MainActor @Suite struct AuthCoordinatorTests {
    private let factory = ModuleFactoryRecorder()
    private let router = RouterSpy()

    private func makeSUT() -> AuthCoordinator {
        AuthCoordinator(router: router, factory: factory, lifetimes: .silent())
    }

    @Test func existingAccountGoesLoginCodeFinish() {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }

        // When
        sut.start()
        factory.last(LoginModuleComponents.self)?.output.onCodeRequested?(.demo)
        factory.last(CodeModuleComponents.self)?.output.onSignedIn?()

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
        factory.last(LoginModuleComponents.self)?.output.onCodeRequested?(.newcomer)

        // When
        factory.last(CodeModuleComponents.self)?.output.onRegistrationRequired?(.newcomer)
        factory.last(RegistrationModuleComponents.self)?.output.onRegistrationFilled?(
            Registration(identifier: .newcomer, name: "Zoë")
        )
        factory.last(TermsModuleComponents.self)?.output.onAccepted?()

        // Then
        #expect(
            router.calls == ["setRoot Login", "push Code", "pop Code", "push Registration", "present Terms"]
        )
        #expect(finished == 1)
    }

    @Test func tooManyAttemptsShowsAnAlertThenReturnsToLogin() {
        // Given
        let sut = makeSUT()
        sut.start()
        factory.last(LoginModuleComponents.self)?.output.onCodeRequested?(.demo)

        // When
        factory.last(CodeModuleComponents.self)?.output.onTooManyAttempts?()
        let alertShown = router.visibleModules
        factory.last(AlertModuleComponents.self)?.output.onAction?(.backToLogin)

        // Then
        #expect(alertShown == ["Login", "Code", "Alert"])
        #expect(router.visibleModules == ["Login"])
    }

    @Test func declinedTermsCanBeReadAgain() {
        // Given
        let sut = makeSUT()
        showTerms(sut)

        // When
        factory.last(TermsModuleComponents.self)?.output.onDeclined?()
        factory.last(AlertModuleComponents.self)?.output.onAction?(.readAgain)

        // Then
        #expect(router.visibleModules == ["Login", "Registration", "Terms"])
    }

    @Test func declinedTermsCanCancelTheSignUp() {
        // Given
        let sut = makeSUT()
        var finished = false
        sut.finishFlow = { finished = true }
        showTerms(sut)

        // When
        factory.last(TermsModuleComponents.self)?.output.onDeclined?()
        factory.last(AlertModuleComponents.self)?.output.onAction?(.cancelSignUp)

        // Then
        #expect(router.visibleModules == ["Login"])
        #expect(!finished)
    }

    @Test func coordinatorIsReleasedAfterItsFlow() async {
        let parent = BaseCoordinator(lifetimes: .silent())
        await expectDeallocation {
            let sut = AuthCoordinator(router: RouterSpy(), factory: factory, lifetimes: .silent())
            sut.finishFlow = { [weak parent, weak sut] in parent?.removeDependency(sut) }
            parent.addDependency(sut)
            showTerms(sut)
            factory.last(TermsModuleComponents.self)?.output.onDeclined?()
            factory.last(AlertModuleComponents.self)?.output.onAction?(.readAgain)
            factory.last(TermsModuleComponents.self)?.output.onAccepted?()
            #expect(parent.childCoordinators.isEmpty)
            factory.forgetLastModules()
            return [sut] + factory.liveObjects
        }
    }

    private func showTerms(_ sut: AuthCoordinator) {
        sut.start()
        factory.last(LoginModuleComponents.self)?.output.onCodeRequested?(.newcomer)
        factory.last(CodeModuleComponents.self)?.output.onRegistrationRequired?(.newcomer)
        factory.last(RegistrationModuleComponents.self)?.output.onRegistrationFilled?(
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
