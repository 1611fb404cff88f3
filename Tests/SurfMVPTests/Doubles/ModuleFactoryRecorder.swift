@testable import Coordinators
@testable import Modules
@testable import Terminal

/// Builds real modules through their configurators, on a scripted console and stubbed services, and records them.
///
/// It keeps the name of each module made, the last module of each kind so a test can fire its outputs, and weak
/// references to every object made so a test can check it is gone. A new module adds one `make(named:)` call here.
@MainActor
final class ModuleFactoryRecorder {
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

    /// The modules made so far, by name, in order.
    private(set) var madeModules: [String] = []

    private var lastModules: [ObjectIdentifier: Any] = [:]
    private var namesByKind: [ObjectIdentifier: String] = [:]
    private var made: [WeakObject] = []

    /// Every view, presenter and container this factory made that is still alive.
    var liveObjects: [AnyObject] { made.compactMap(\.object) }

    // MARK: - Methods

    /// The last module made whose parts are of type `kind`, such as `LoginModuleComponents.self`, unless forgotten.
    func last<Components>(_ kind: Components.Type) -> Components? {
        lastModules[ObjectIdentifier(kind)] as? Components
    }

    /// Forgets the last modules, as a test's scope ending would.
    func forgetLastModules() {
        lastModules.removeAll()
    }

    /// Builds the module called `name` with `build`, records it, and hands it back.
    private func make<Components>(named name: String, _ build: () -> Components) -> Components {
        let kind = ObjectIdentifier(Components.self)
        precondition(namesByKind[kind, default: name] == name, "\(name) shares its parts' type with another module")
        namesByKind[kind] = name
        let components = build()
        madeModules.append(name)
        lastModules[kind] = components
        for object in Self.objects(in: components) where !made.contains(where: { $0.object === object }) {
            made.append(WeakObject(object: object))
        }
        return components
    }

    /// The objects a module is made of: the members of a parts tuple, or the module itself when it is an object.
    private static func objects(in components: Any) -> [AnyObject] {
        let mirror = Mirror(reflecting: components)
        let parts = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [components]
        return parts.filter { Mirror(reflecting: $0).displayStyle == .class }.map { $0 as AnyObject }
    }
}

// MARK: - OnboardingModuleFactory

extension ModuleFactoryRecorder: OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingModuleComponents {
        make(named: "Onboarding") {
            OnboardingModuleConfigurator().configure(console: console, onboardingService: onboardingService)
        }
    }
}

// MARK: - AuthModuleFactory

extension ModuleFactoryRecorder: AuthModuleFactory {
    func makeLoginModule() -> LoginModuleComponents {
        make(named: "Login") { LoginModuleConfigurator().configure(console: console, authService: authService) }
    }

    func makeCodeModule() -> CodeModuleComponents {
        make(named: "Code") { CodeModuleConfigurator().configure(console: console, authService: authService) }
    }

    func makeRegistrationModule() -> RegistrationModuleComponents {
        make(named: "Registration") { RegistrationModuleConfigurator().configure(console: console) }
    }

    func makeTermsModule() -> TermsModuleComponents {
        make(named: "Terms") { TermsModuleConfigurator().configure(console: console, authService: authService) }
    }

    func makeAlertModule() -> AlertModuleComponents {
        make(named: "Alert") { AlertModuleConfigurator().configure(console: console) }
    }
}

// MARK: - MainModuleFactory

extension ModuleFactoryRecorder: MainModuleFactory {
    func makeTabBar() -> TabBarController {
        make(named: "TabBar") { TabBarController(title: "Main", tabTitles: ["News", "Cards", "Profile"]) }
    }
}

// MARK: - NewsModuleFactory

extension ModuleFactoryRecorder: NewsModuleFactory {
    func makeNewsListModule() -> NewsListModuleComponents {
        make(named: "NewsList") {
            NewsListModuleConfigurator().configure(console: console, newsService: newsService, authService: authService)
        }
    }

    func makeArticleModule() -> ArticleModuleComponents {
        make(named: "Article") { ArticleModuleConfigurator().configure(console: console, newsService: newsService) }
    }
}

// MARK: - CardsModuleFactory

extension ModuleFactoryRecorder: CardsModuleFactory {
    func makeCardListModule() -> CardListModuleComponents {
        make(named: "CardList") { CardListModuleConfigurator().configure(console: console, cardService: cardService) }
    }

    func makeCardDetailModule() -> CardDetailModuleComponents {
        make(named: "CardDetail") {
            CardDetailModuleConfigurator().configure(console: console, cardService: cardService)
        }
    }

    func makeCardActionsModule() -> CardActionsModuleComponents {
        make(named: "CardActions") { CardActionsModuleConfigurator().configure(console: console) }
    }

    func makeCardConfirmationModule() -> CardConfirmationModuleComponents {
        make(named: "CardConfirmation") {
            CardConfirmationModuleConfigurator().configure(console: console, cardService: cardService)
        }
    }
}

// MARK: - ProfileModuleFactory

extension ModuleFactoryRecorder: ProfileModuleFactory {
    func makeProfileModule() -> ProfileModuleComponents {
        make(named: "Profile") {
            ProfileModuleConfigurator().configure(console: console, profileService: profileService)
        }
    }

    func makeEditProfileModule() -> EditProfileModuleComponents {
        make(named: "EditProfile") {
            EditProfileModuleConfigurator().configure(console: console, profileService: profileService)
        }
    }

    func makeSignOutModule() -> SignOutModuleComponents {
        make(named: "SignOut") { SignOutModuleConfigurator().configure(console: console, authService: authService) }
    }
}
