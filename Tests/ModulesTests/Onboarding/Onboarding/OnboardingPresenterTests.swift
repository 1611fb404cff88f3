import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The Onboarding presenter: the page it shows, and when it reports going on or skipping.
@MainActor @Suite struct OnboardingPresenterTests {
    private let view = OnboardingViewInputSpy()
    private let onboardingService = OnboardingServiceSpy()

    private func makeSUT(page: Int) -> OnboardingPresenter {
        let sut = OnboardingPresenter(onboardingService: onboardingService)
        sut.view = view
        sut.configureModule(with: OnboardingPage.all[page])
        return sut
    }

    @Test func nextOnAnEarlyPageMovesOn() async {
        // Given
        let sut = makeSUT(page: 0)
        var events: [String] = []
        sut.onNext = { events.append("next") }
        sut.onFinish = { events.append("finish") }

        // When
        sut.viewLoaded()
        await sut.next()

        // Then
        #expect(view.page?.number == 1)
        #expect(events == ["next"])
        #expect(!onboardingService.isMarkedCompleted)
    }

    @Test func nextOnTheLastPageFinishesAndRemembers() async {
        // Given
        let sut = makeSUT(page: 2)
        var events: [String] = []
        sut.onNext = { events.append("next") }
        sut.onFinish = { events.append("finish") }

        // When
        await sut.next()

        // Then
        #expect(events == ["finish"])
        #expect(onboardingService.isMarkedCompleted)
    }

    @Test func skipFinishesFromAnyPage() async {
        // Given
        let sut = makeSUT(page: 0)
        var finished = 0
        sut.onFinish = { finished += 1 }

        // When
        await sut.skip()

        // Then
        #expect(finished == 1)
        #expect(onboardingService.isMarkedCompleted)
    }

    @Test func failureToRememberIsShownButTheIntroductionStillEnds() async {
        // Given
        onboardingService.fail(with: ServiceFailure(step: .save, detail: "/x: Read-only file system"))
        let sut = makeSUT(page: 0)
        var finished = 0
        sut.onFinish = { finished += 1 }

        // When
        await sut.skip()

        // Then
        #expect(view.errors.count == 1)
        #expect(finished == 1)
    }
}
