@testable import Coordinators
@testable import Modules
@testable import Terminal

/// Builds real modules on a scripted console and stubbed services, keeping the last of each kind so a test can
/// fire its outputs, and weak references to everything it made so a test can check it is gone.
@MainActor
final class ModuleFactorySpy {
    private struct WeakObject {
        weak var object: AnyObject?
    }

    // MARK: - Properties

    let console = ScriptedConsole()
    let authService = AuthServiceSpy()
    let onboardingService = OnboardingServiceSpy()
    let newsService = BundledNewsService()
    let cardService = CardServiceFake()
    let profileService = ProfileServiceFake()

    private(set) var lastLogin: LoginModuleComponents?
    private(set) var lastCode: CodeModuleComponents?
    private(set) var lastRegistration: RegistrationModuleComponents?
    private(set) var lastTerms: TermsModuleComponents?
    private(set) var lastAlert: AlertModuleComponents?
    private(set) var lastOnboarding: OnboardingModuleComponents?
    private(set) var lastSignOut: SignOutModuleComponents?
    private(set) var lastTabBar: TabBarController?
    private(set) var lastNewsList: NewsListModuleComponents?
    private(set) var lastArticle: ArticleModuleComponents?
    private(set) var lastCardList: CardListModuleComponents?
    private(set) var lastCardDetail: CardDetailModuleComponents?
    private(set) var lastCardActions: CardActionsModuleComponents?
    private(set) var lastCardConfirmation: CardConfirmationModuleComponents?
    private(set) var lastProfile: ProfileModuleComponents?
    private(set) var lastEditProfile: EditProfileModuleComponents?

    private var made: [WeakObject] = []

    /// Every view and presenter this factory made that is still alive.
    var liveObjects: [AnyObject] { made.compactMap(\.object) }

    // MARK: - Methods

    /// Forgets the last modules, as a test's scope ending would.
    func forgetLastModules() {
        lastLogin = nil
        lastCode = nil
        lastRegistration = nil
        lastTerms = nil
        lastAlert = nil
        lastOnboarding = nil
        lastSignOut = nil
        lastTabBar = nil
        lastNewsList = nil
        lastArticle = nil
        lastCardList = nil
        lastCardDetail = nil
        lastCardActions = nil
        lastCardConfirmation = nil
        lastProfile = nil
        lastEditProfile = nil
    }

    private func record<Components>(_ components: Components, _ parts: AnyObject...) -> Components {
        made += parts.map { WeakObject(object: $0) }
        return components
    }
}

// MARK: - OnboardingModuleFactory

extension ModuleFactorySpy: OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingModuleComponents {
        let module = OnboardingModuleConfigurator().configure(console: console, onboardingService: onboardingService)
        lastOnboarding = module
        return record(module, module.view, module.output)
    }
}

// MARK: - AuthModuleFactory

extension ModuleFactorySpy: AuthModuleFactory {
    func makeLoginModule() -> LoginModuleComponents {
        let module = LoginModuleConfigurator().configure(console: console, authService: authService)
        lastLogin = module
        return record(module, module.view, module.output)
    }

    func makeCodeModule() -> CodeModuleComponents {
        let module = CodeModuleConfigurator().configure(console: console, authService: authService)
        lastCode = module
        return record(module, module.view, module.output)
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        let module = RegistrationModuleConfigurator().configure(console: console)
        lastRegistration = module
        return record(module, module.view, module.output)
    }

    func makeTermsModule() -> TermsModuleComponents {
        let module = TermsModuleConfigurator().configure(console: console, authService: authService)
        lastTerms = module
        return record(module, module.view, module.output)
    }

    func makeAlertModule() -> AlertModuleComponents {
        let module = AlertModuleConfigurator().configure(console: console)
        lastAlert = module
        return record(module, module.view, module.output)
    }
}

// MARK: - MainModuleFactory

extension ModuleFactorySpy: MainModuleFactory {
    func makeTabBar() -> TabBarController {
        let tabBar = TabBarController(title: "Main", tabTitles: ["News", "Cards", "Profile"])
        lastTabBar = tabBar
        return record(tabBar, tabBar)
    }
}

// MARK: - NewsModuleFactory

extension ModuleFactorySpy: NewsModuleFactory {
    func makeNewsListModule() -> NewsListModuleComponents {
        let module = NewsListModuleConfigurator().configure(
            console: console,
            newsService: newsService,
            authService: authService
        )
        lastNewsList = module
        return record(module, module.view, module.output)
    }

    func makeArticleModule() -> ArticleModuleComponents {
        let module = ArticleModuleConfigurator().configure(console: console, newsService: newsService)
        lastArticle = module
        return record(module, module.view, module.input)
    }
}

// MARK: - CardsModuleFactory

extension ModuleFactorySpy: CardsModuleFactory {
    func makeCardListModule() -> CardListModuleComponents {
        let module = CardListModuleConfigurator().configure(console: console, cardService: cardService)
        lastCardList = module
        return record(module, module.view, module.output)
    }

    func makeCardDetailModule() -> CardDetailModuleComponents {
        let module = CardDetailModuleConfigurator().configure(console: console, cardService: cardService)
        lastCardDetail = module
        return record(module, module.view, module.output)
    }

    func makeCardActionsModule() -> CardActionsModuleComponents {
        let module = CardActionsModuleConfigurator().configure(console: console)
        lastCardActions = module
        return record(module, module.view, module.output)
    }

    func makeCardConfirmationModule() -> CardConfirmationModuleComponents {
        let module = CardConfirmationModuleConfigurator().configure(console: console, cardService: cardService)
        lastCardConfirmation = module
        return record(module, module.view, module.output)
    }
}

// MARK: - ProfileModuleFactory

extension ModuleFactorySpy: ProfileModuleFactory {
    func makeProfileModule() -> ProfileModuleComponents {
        let module = ProfileModuleConfigurator().configure(console: console, profileService: profileService)
        lastProfile = module
        return record(module, module.view, module.output)
    }

    func makeEditProfileModule() -> EditProfileModuleComponents {
        let module = EditProfileModuleConfigurator().configure(console: console, profileService: profileService)
        lastEditProfile = module
        return record(module, module.view, module.output)
    }

    func makeSignOutModule() -> SignOutModuleComponents {
        let module = SignOutModuleConfigurator().configure(console: console, authService: authService)
        lastSignOut = module
        return record(module, module.view, module.output)
    }
}
