import Modules
import Terminal

/// Makes the app's real modules through their configurators, handing each the services it needs.
///
/// A new module adds one method here, in its flow's extension. Leak tracking needs nothing: the router that shows a
/// module's screen registers it.
@MainActor
final class AppModuleFactory {
    // MARK: - Properties

    private let dependencies: AppDependencies

    // MARK: - Initialization

    /// Creates a factory that hands each module the services it needs from `dependencies`.
    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}

// MARK: - OnboardingModuleFactory

extension AppModuleFactory: OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingModuleComponents {
        OnboardingModuleConfigurator().configure(onboardingService: dependencies.onboardingService)
    }
}

// MARK: - AuthModuleFactory

extension AppModuleFactory: AuthModuleFactory {
    func makeLoginModule() -> LoginModuleComponents {
        LoginModuleConfigurator().configure(authService: dependencies.authService)
    }

    func makeCodeModule() -> CodeModuleComponents {
        CodeModuleConfigurator().configure(authService: dependencies.authService)
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        RegistrationModuleConfigurator().configure()
    }

    func makeTermsModule() -> TermsModuleComponents {
        TermsModuleConfigurator().configure(authService: dependencies.authService)
    }

    func makeAlertModule() -> AlertModuleComponents {
        AlertModuleConfigurator().configure()
    }
}

// MARK: - MainModuleFactory

extension AppModuleFactory: MainModuleFactory {
    func makeTabBar() -> TabBarController {
        TabBarController(title: "Main", tabTitles: MainTab.allCases.map(\.title))
    }
}

// MARK: - NewsModuleFactory

extension AppModuleFactory: NewsModuleFactory {
    func makeNewsListModule() -> NewsListModuleComponents {
        NewsListModuleConfigurator().configure(
            newsService: dependencies.newsService,
            authService: dependencies.authService
        )
    }

    func makeArticleModule() -> ArticleModuleComponents {
        ArticleModuleConfigurator().configure(newsService: dependencies.newsService)
    }
}

// MARK: - CardsModuleFactory

extension AppModuleFactory: CardsModuleFactory {
    func makeCardListModule() -> CardListModuleComponents {
        CardListModuleConfigurator().configure(cardService: dependencies.cardService)
    }

    func makeCardDetailModule() -> CardDetailModuleComponents {
        CardDetailModuleConfigurator().configure(cardService: dependencies.cardService)
    }

    func makeCardActionsModule() -> CardActionsModuleComponents {
        CardActionsModuleConfigurator().configure()
    }

    func makeCardConfirmationModule() -> CardConfirmationModuleComponents {
        CardConfirmationModuleConfigurator().configure(cardService: dependencies.cardService)
    }
}

// MARK: - ProfileModuleFactory

extension AppModuleFactory: ProfileModuleFactory {
    func makeProfileModule() -> ProfileModuleComponents {
        ProfileModuleConfigurator().configure(profileService: dependencies.profileService)
    }

    func makeEditProfileModule() -> EditProfileModuleComponents {
        EditProfileModuleConfigurator().configure(profileService: dependencies.profileService)
    }

    func makeSignOutModule() -> SignOutModuleComponents {
        SignOutModuleConfigurator().configure(authService: dependencies.authService)
    }
}
