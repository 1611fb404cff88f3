import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport

/// Where the app begins, from what the services have stored.
@MainActor @Suite struct AppDependenciesTests {
    @Test(arguments: [
        (true, false, LaunchInstructor.main),
        (true, true, .main),
        (false, false, .onboarding),
        (false, true, .auth),
    ])
    func aValidSessionWinsElseTheIntroductionShowsUntilSeenOnce(
        isSignedIn: Bool,
        hasSeenTheIntroduction: Bool,
        launch: LaunchInstructor
    ) async throws {
        // Given
        let authService = AuthServiceSpy()
        authService.account = isSignedIn ? .demo : nil
        let onboardingService = OnboardingServiceSpy()
        if hasSeenTheIntroduction {
            try await onboardingService.markCompleted()
        }
        let sut = AppDependencies.withDoubles(authService: authService, onboardingService: onboardingService)

        // When
        let instructor = await sut.launchInstructor()

        // Then
        #expect(instructor == launch)
    }
}
