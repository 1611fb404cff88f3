import Testing

@testable import Coordinators
@testable import Terminal

@MainActor @Suite struct ApplicationCoordinatorTests {
    private let factory = CoordinatorFactoryStub()

    private func makeSUT(_ launch: LaunchInstructor) -> ApplicationCoordinator {
        ApplicationCoordinator(
            router: RouterSpy(),
            coordinatorFactory: factory,
            launchInstructor: launch,
            lifetimes: .silent()
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

    @Test func launchInstructorPrefersAValidSession() {
        #expect(LaunchInstructor(isSignedIn: true, isOnboardingCompleted: false) == .main)
        #expect(LaunchInstructor(isSignedIn: false, isOnboardingCompleted: false) == .onboarding)
        #expect(LaunchInstructor(isSignedIn: false, isOnboardingCompleted: true) == .auth)
    }
}
