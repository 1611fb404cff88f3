import Modules
import Terminal

/// Makes the app's real modules through their configurators, handing each the services it needs.
///
/// A new module adds one method here, in its flow's extension, passing what its configurator made through
/// `tracked(_:view:presenter:)`: the lifetime registry then knows the module's presenter, whatever the view calls
/// it, and the router that shows the view registers both.
@MainActor
final class AppModuleFactory {
    // MARK: - Properties

    private let dependencies: AppDependencies
    private let lifetimes: LifetimeRegistry

    // MARK: - Initialization

    /// Creates a factory that hands each module the services it needs from `dependencies`, and pairs each module's
    /// presenter with its view in `lifetimes`.
    init(dependencies: AppDependencies, lifetimes: LifetimeRegistry) {
        self.dependencies = dependencies
        self.lifetimes = lifetimes
    }

    // MARK: - Private Methods

    /// Tells the lifetime registry that `presenter` is `view`'s presenter; returns `module`, made of them.
    private func tracked<Module>(_ module: Module, view: ViewController, presenter: AnyObject) -> Module {
        lifetimes.pair(presenter: presenter, with: view)
        return module
    }
}

// MARK: - OnboardingModuleFactory

extension AppModuleFactory: OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingModuleComponents {
        let module = OnboardingModuleConfigurator().configure(onboardingService: dependencies.onboardingService)
        return tracked(module, view: module.view, presenter: module.output)
    }
}

// MARK: - AuthModuleFactory

extension AppModuleFactory: AuthModuleFactory {
    func makeLoginModule() -> LoginModuleComponents {
        let module = LoginModuleConfigurator().configure(authService: dependencies.authService)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCodeModule() -> CodeModuleComponents {
        let module = CodeModuleConfigurator().configure(authService: dependencies.authService)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        let module = RegistrationModuleConfigurator().configure()
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeTermsModule() -> TermsModuleComponents {
        let module = TermsModuleConfigurator().configure(authService: dependencies.authService)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeAlertModule() -> AlertModuleComponents {
        let module = AlertModuleConfigurator().configure()
        return tracked(module, view: module.view, presenter: module.output)
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
        let module = NewsListModuleConfigurator().configure(
            newsService: dependencies.newsService,
            authService: dependencies.authService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeArticleModule() -> ArticleModuleComponents {
        let module = ArticleModuleConfigurator().configure(newsService: dependencies.newsService)
        return tracked(module, view: module.view, presenter: module.input)
    }
}

// MARK: - CardsModuleFactory

extension AppModuleFactory: CardsModuleFactory {
    func makeCardListModule() -> CardListModuleComponents {
        let module = CardListModuleConfigurator().configure(cardService: dependencies.cardService)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCardDetailModule() -> CardDetailModuleComponents {
        let module = CardDetailModuleConfigurator().configure(cardService: dependencies.cardService)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCardActionsModule() -> CardActionsModuleComponents {
        let module = CardActionsModuleConfigurator().configure()
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCardConfirmationModule() -> CardConfirmationModuleComponents {
        let module = CardConfirmationModuleConfigurator().configure(cardService: dependencies.cardService)
        return tracked(module, view: module.view, presenter: module.output)
    }
}

// MARK: - ProfileModuleFactory

extension AppModuleFactory: ProfileModuleFactory {
    func makeProfileModule() -> ProfileModuleComponents {
        let module = ProfileModuleConfigurator().configure(profileService: dependencies.profileService)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeEditProfileModule() -> EditProfileModuleComponents {
        let module = EditProfileModuleConfigurator().configure(profileService: dependencies.profileService)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeSignOutModule() -> SignOutModuleComponents {
        let module = SignOutModuleConfigurator().configure(authService: dependencies.authService)
        return tracked(module, view: module.view, presenter: module.output)
    }
}
