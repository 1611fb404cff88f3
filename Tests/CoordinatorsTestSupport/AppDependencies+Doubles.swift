@testable import Coordinators
@testable import Modules
@testable import ModulesTestSupport

extension AppModuleFactory {
    /// The app's real module factory over test doubles of every service.
    static func withDoubles(
        authService: AuthServiceSpy = AuthServiceSpy(),
        cardService: CardServiceFake = CardServiceFake(),
        profileService: ProfileServiceFake = ProfileServiceFake(),
        lifetimes: LifetimeRegistry = .silent()
    ) -> AppModuleFactory {
        AppModuleFactory(
            dependencies: .withDoubles(
                authService: authService,
                cardService: cardService,
                profileService: profileService
            ),
            lifetimes: lifetimes
        )
    }
}

extension AppDependencies {
    /// Test doubles of every service, as the app's real factories take them.
    static func withDoubles(
        authService: AuthServiceSpy = AuthServiceSpy(),
        onboardingService: OnboardingServiceSpy = OnboardingServiceSpy(),
        cardService: CardServiceFake = CardServiceFake(),
        profileService: ProfileServiceFake = ProfileServiceFake()
    ) -> AppDependencies {
        AppDependencies(
            authService: authService,
            onboardingService: onboardingService,
            newsService: BundledNewsService(),
            cardService: cardService,
            profileService: profileService,
            restorationService: RestorationServiceFake()
        )
    }
}
