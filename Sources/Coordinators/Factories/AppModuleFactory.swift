import Modules
import Terminal

/// Makes the app's real modules through their configurators, handing each the services it needs.
///
/// A new module adds one method here, in its flow's extension, returning what its configurator made through
/// `track(_:)`: the lifetime registry then knows the module's presenter, whatever the view calls it, and the router
/// that shows the view has the registry track both.
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

    /// Tells the lifetime registry that the presenter of `module`, its output, belongs to its view; returns `module`.
    private func track<Input, Output>(
        _ module: (view: ViewController, input: Input, output: Output)
    ) -> (view: ViewController, input: Input, output: Output) {
        lifetimes.pair(presenter: module.output as AnyObject, with: module.view)
        return module
    }

    /// Tells the lifetime registry that the presenter of `module`, which has no input, is its output and belongs to
    /// its view; returns `module`.
    private func track<Output>(
        _ module: (view: ViewController, output: Output)
    ) -> (view: ViewController, output: Output) {
        lifetimes.pair(presenter: module.output as AnyObject, with: module.view)
        return module
    }

    /// Tells the lifetime registry that the presenter of `module`, its input as it has no output, belongs to its
    /// view; returns `module`.
    private func track<Input>(
        _ module: (view: ViewController, input: Input)
    ) -> (view: ViewController, input: Input) {
        lifetimes.pair(presenter: module.input as AnyObject, with: module.view)
        return module
    }
}

// MARK: - OnboardingModuleFactory

extension AppModuleFactory: OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingModuleComponents {
        let module = OnboardingModuleConfigurator().configure(onboardingService: dependencies.onboardingService)
        return track(module)
    }
}

// MARK: - AuthModuleFactory

extension AppModuleFactory: AuthModuleFactory {
    func makeLoginModule() -> LoginModuleComponents {
        let module = LoginModuleConfigurator().configure(authService: dependencies.authService)
        return track(module)
    }

    func makeCodeModule() -> CodeModuleComponents {
        let module = CodeModuleConfigurator().configure(authService: dependencies.authService)
        return track(module)
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        let module = RegistrationModuleConfigurator().configure()
        return track(module)
    }

    func makeTermsModule() -> TermsModuleComponents {
        let module = TermsModuleConfigurator().configure(authService: dependencies.authService)
        return track(module)
    }

    func makeAlertModule() -> AlertModuleComponents {
        let module = AlertModuleConfigurator().configure()
        return track(module)
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
        return track(module)
    }

    func makeArticleModule() -> ArticleModuleComponents {
        let module = ArticleModuleConfigurator().configure(newsService: dependencies.newsService)
        return track(module)
    }
}

// MARK: - CardsModuleFactory

extension AppModuleFactory: CardsModuleFactory {
    func makeCardListModule() -> CardListModuleComponents {
        let module = CardListModuleConfigurator().configure(cardService: dependencies.cardService)
        return track(module)
    }

    func makeCardDetailModule() -> CardDetailModuleComponents {
        let module = CardDetailModuleConfigurator().configure(cardService: dependencies.cardService)
        return track(module)
    }

    func makeCardActionsModule() -> CardActionsModuleComponents {
        let module = CardActionsModuleConfigurator().configure()
        return track(module)
    }

    func makeCardConfirmationModule() -> CardConfirmationModuleComponents {
        let module = CardConfirmationModuleConfigurator().configure(cardService: dependencies.cardService)
        return track(module)
    }
}

// MARK: - ProfileModuleFactory

extension AppModuleFactory: ProfileModuleFactory {
    func makeProfileModule() -> ProfileModuleComponents {
        let module = ProfileModuleConfigurator().configure(profileService: dependencies.profileService)
        return track(module)
    }

    func makeEditProfileModule() -> EditProfileModuleComponents {
        let module = EditProfileModuleConfigurator().configure(profileService: dependencies.profileService)
        return track(module)
    }

    func makeSignOutModule() -> SignOutModuleComponents {
        let module = SignOutModuleConfigurator().configure(authService: dependencies.authService)
        return track(module)
    }
}
