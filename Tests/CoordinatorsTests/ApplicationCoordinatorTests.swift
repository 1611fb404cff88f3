import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Terminal

@MainActor @Suite struct ApplicationCoordinatorTests {
    private let factory = CoordinatorFactoryStub()

    private func makeSUT(_ launch: LaunchInstructor) -> ApplicationCoordinator {
        ApplicationCoordinator(
            router: RouterSpy(),
            coordinatorFactory: factory,
            launchInstructor: launch
        )
    }

    @Test(arguments: [
        (LaunchInstructor.onboarding, "Onboarding"), (.auth, "Auth"), (.main, "Main"),
    ])
    func startsWhereTheLaunchInstructorSays(launch: LaunchInstructor, flow: String) {
        // Given
        let sut = makeSUT(launch)

        // When
        sut.start()

        // Then
        #expect(factory.madeFlows == [flow])
        #expect(factory.last?.startCount == 1)
        #expect(sut.childCoordinators.count == 1)
    }

    @Test func onboardingThenAuthThenMainThenAuthAgain() async {
        // Given
        let sut = makeSUT(.onboarding)
        sut.start()

        // When
        for _ in 0..<3 {
            factory.last?.finishFlow?()
        }

        // Then
        #expect(factory.madeFlows == ["Onboarding", "Auth", "Main", "Auth"])
        #expect(sut.childCoordinators.count == 1)
        #expect(factory.liveFlows.map(\.flow) == ["Auth"])
    }

    @Test func finishedFlowsAreReleased() async {
        let sut = makeSUT(.auth)
        await expectDeallocation {
            sut.start()
            let auth = factory.last
            auth?.finishFlow?()
            let main = factory.last
            main?.finishFlow?()
            return [auth, main].compactMap { $0 }
        }
        #expect(factory.madeFlows == ["Auth", "Main", "Auth"])
    }

    @Test func aLinkAtLaunchWhileSignedInGoesToMain() {
        // Given
        let sut = makeSUT(.main)

        // When
        sut.start(with: .card(id: 2))

        // Then
        #expect(factory.last?.startOption == .card(id: 2))
    }

    @Test func aLinkWhileSignedOutWaitsAndMainRunsOnceSignedIn() {
        // Given
        let sut = makeSUT(.auth)
        sut.start()

        // When
        let outcome = sut.handle(deepLinkOption: .article(id: 3))
        let wasSignedIn = sut.isSignedIn
        factory.last?.finishFlow?()

        // Then
        #expect(outcome == .keptUntilSignedIn)
        #expect(!wasSignedIn)
        #expect(sut.isSignedIn)
        #expect(factory.liveFlows.map(\.flow) == ["Main"])
        #expect(factory.madeFlows == ["Auth", "Main"])
    }

    @Test func aLaunchLinkDuringOnboardingWaitsThroughAuth() {
        // Given
        let sut = makeSUT(.onboarding)

        // When
        let outcome = sut.start(with: .news)
        factory.last?.finishFlow?()
        let isSignedInAfterTheIntroduction = sut.isSignedIn
        factory.last?.finishFlow?()

        // Then
        #expect(outcome == .keptUntilSignedIn)
        #expect(!isSignedInAfterTheIntroduction)
        #expect(sut.isSignedIn)
    }

    @Test func signUpWhileSignedOutGoesToAuth() {
        // Given
        let sut = makeSUT(.auth)
        sut.start()

        // When
        let outcome = sut.handle(deepLinkOption: .signUp)

        // Then
        #expect(outcome == .opened)
        #expect(factory.last?.handledOptions == [.signUp])
    }

    @Test func signUpAtLaunchStartsAuthOnIt() {
        // Given
        let sut = makeSUT(.auth)

        // When
        let outcome = sut.start(with: .signUp)

        // Then
        #expect(outcome == .opened)
        #expect(factory.last?.startOption == .signUp)
    }

    @Test func aLinkWhileSignedInReachesTheLiveMainFlow() {
        // Given
        let sut = makeSUT(.main)
        sut.start()
        let main = factory.last

        // When
        sut.handle(deepLinkOption: .profile)

        // Then
        #expect(factory.last === main)
        #expect(main?.handledOptions == [.profile])
    }

    @Test(arguments: [
        (LaunchInstructor.onboarding, DeepLinkOption.news, DeepLinkOutcome.keptUntilSignedIn),
        (.onboarding, .signUp, .keptUntilIntroductionIsOver),
        (.auth, .card(id: 1), .keptUntilSignedIn),
    ])
    func aLaunchLinkSignedOutSaysItIsKept(launch: LaunchInstructor, link: DeepLinkOption, outcome: DeepLinkOutcome) {
        // Given
        let sut = makeSUT(launch)

        // When
        let result = sut.start(with: link)

        // Then
        #expect(result == outcome)
        #expect(factory.last?.startOption == nil)
    }

    @Test func signUpDuringTheIntroductionIsKeptThenStartsAuthOnIt() {
        // Given
        let sut = makeSUT(.onboarding)
        sut.start()

        // When
        let outcome = sut.handle(deepLinkOption: .signUp)
        factory.last?.finishFlow?()

        // Then
        #expect(outcome == .keptUntilIntroductionIsOver)
        #expect(factory.madeFlows == ["Onboarding", "Auth"])
        #expect(factory.last?.startOption == .signUp)
    }

    @Test func signUpKeptDuringTheIntroductionOpensOnlyTheFirstAuth() {
        // Given
        let sut = makeSUT(.onboarding)
        sut.start()
        sut.handle(deepLinkOption: .signUp)
        factory.last?.finishFlow?()

        // When
        factory.last?.finishFlow?()
        factory.last?.finishFlow?()

        // Then
        #expect(factory.madeFlows == ["Onboarding", "Auth", "Main", "Auth"])
        #expect(factory.last?.startOption == nil)
    }

    @Test func signedInALinkHasTheOutcomeMainGivesIt() {
        // Given
        let sut = makeSUT(.main)
        sut.start()
        factory.last?.outcome = .rejected(reason: "you are already signed in; sign out first")

        // When
        let outcome = sut.handle(deepLinkOption: .signUp)

        // Then
        #expect(outcome == .rejected(reason: "you are already signed in; sign out first"))
        #expect(factory.last?.handledOptions == [.signUp])
    }

    @Test func signedInALaunchLinkHasTheOutcomeMainGivesIt() {
        // Given
        let sut = makeSUT(.main)
        factory.linkOutcome = .rejected(reason: "you are already signed in; sign out first")

        // When
        let outcome = sut.start(with: .signUp)

        // Then
        #expect(outcome == .rejected(reason: "you are already signed in; sign out first"))
        #expect(factory.last?.startOption == .signUp)
    }
}

@MainActor @Suite struct ApplicationCoordinatorSessionEndTests {
    private let factory = CoordinatorFactoryStub()

    private func makeSUT() -> ApplicationCoordinator {
        ApplicationCoordinator(
            router: RouterSpy(),
            coordinatorFactory: factory,
            launchInstructor: .main
        )
    }

    @Test func anEndedSessionKeepsMainsWorkThenRunsAuthAndReleasesMain() async {
        // Given
        let sut = makeSUT()
        var main: FlowCoordinatorStub?
        var keptBeforeTeardown = 0

        // When
        await expectDeallocation {
            sut.start()
            main = factory.last
            return [main].compactMap { $0 }
        } after: {
            await sut.sessionDidEnd()
            keptBeforeTeardown = main?.keepUnsavedWorkCount ?? 0
            main = nil
        }

        // Then
        #expect(keptBeforeTeardown == 1)
        #expect(factory.madeFlows == ["Main", "Auth"])
        #expect(factory.liveFlows.map(\.flow) == ["Auth"])
        #expect(!sut.isSignedIn)
    }

    @Test func aLinkAfterTheSessionEndedWaitsForSignIn() async {
        // Given
        let sut = makeSUT()
        sut.start()
        await sut.sessionDidEnd()

        // When
        let outcome = sut.handle(deepLinkOption: .card(id: 1))

        // Then
        #expect(outcome == .keptUntilSignedIn)
    }

    @Test func anEndedSessionWhileSignedOutChangesNothing() async {
        // Given
        let sut = makeSUT()
        sut.start()
        factory.last?.finishFlow?()

        // When
        await sut.sessionDidEnd()

        // Then
        #expect(factory.madeFlows == ["Main", "Auth"])
        #expect(factory.liveFlows.map(\.flow) == ["Auth"])
    }
}
