import Modules
import Terminal

/// Makes the app's real modules through their configurators, handing each the dependencies it needs, and registers
/// every view and presenter with the lifetime registry under the coordinator that owns this factory.
@MainActor
final class AppModuleFactory {
    // MARK: - Properties

    private let dependencies: AppDependencies
    private let lifetimes: LifetimeRegistry
    private weak var owner: AnyObject?

    // MARK: - Initialization

    init(dependencies: AppDependencies, lifetimes: LifetimeRegistry) {
        self.dependencies = dependencies
        self.lifetimes = lifetimes
    }

    // MARK: - Internal Methods

    /// Makes `coordinator` the owner of every module this factory builds; returns it.
    func owned<Owner: AnyObject>(by coordinator: Owner) -> Owner {
        owner = coordinator
        return coordinator
    }

    // MARK: - Private Methods

    /// Registers a module's view and presenter, then hands the module back.
    private func tracked<Components>(_ module: Components, view: AnyObject, presenter: AnyObject) -> Components {
        lifetimes.register(view, kind: .view, owner: owner)
        lifetimes.register(presenter, kind: .presenter, owner: owner)
        return module
    }
}

// MARK: - OnboardingModuleFactory

extension AppModuleFactory: OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingModuleComponents {
        let module = OnboardingModuleConfigurator().configure(
            console: dependencies.console,
            onboardingService: dependencies.onboardingService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }
}

// MARK: - AuthModuleFactory

extension AppModuleFactory: AuthModuleFactory {
    func makeLoginModule() -> LoginModuleComponents {
        let module = LoginModuleConfigurator().configure(
            console: dependencies.console,
            authService: dependencies.authService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCodeModule() -> CodeModuleComponents {
        let module = CodeModuleConfigurator().configure(
            console: dependencies.console,
            authService: dependencies.authService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        let module = RegistrationModuleConfigurator().configure(console: dependencies.console)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeTermsModule() -> TermsModuleComponents {
        let module = TermsModuleConfigurator().configure(
            console: dependencies.console,
            authService: dependencies.authService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeAlertModule() -> AlertModuleComponents {
        let module = AlertModuleConfigurator().configure(console: dependencies.console)
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
            console: dependencies.console,
            newsService: dependencies.newsService,
            authService: dependencies.authService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeArticleModule() -> ArticleModuleComponents {
        let module = ArticleModuleConfigurator().configure(
            console: dependencies.console,
            newsService: dependencies.newsService
        )
        return tracked(module, view: module.view, presenter: module.input)
    }
}

// MARK: - CardsModuleFactory

extension AppModuleFactory: CardsModuleFactory {
    func makeCardListModule() -> CardListModuleComponents {
        let module = CardListModuleConfigurator().configure(
            console: dependencies.console,
            cardService: dependencies.cardService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCardDetailModule() -> CardDetailModuleComponents {
        let module = CardDetailModuleConfigurator().configure(
            console: dependencies.console,
            cardService: dependencies.cardService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCardActionsModule() -> CardActionsModuleComponents {
        let module = CardActionsModuleConfigurator().configure(console: dependencies.console)
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeCardConfirmationModule() -> CardConfirmationModuleComponents {
        let module = CardConfirmationModuleConfigurator().configure(
            console: dependencies.console,
            cardService: dependencies.cardService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }
}

// MARK: - ProfileModuleFactory

extension AppModuleFactory: ProfileModuleFactory {
    func makeProfileModule() -> ProfileModuleComponents {
        let module = ProfileModuleConfigurator().configure(
            console: dependencies.console,
            profileService: dependencies.profileService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeEditProfileModule() -> EditProfileModuleComponents {
        let module = EditProfileModuleConfigurator().configure(
            console: dependencies.console,
            profileService: dependencies.profileService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }

    func makeSignOutModule() -> SignOutModuleComponents {
        let module = SignOutModuleConfigurator().configure(
            console: dependencies.console,
            authService: dependencies.authService
        )
        return tracked(module, view: module.view, presenter: module.output)
    }
}
