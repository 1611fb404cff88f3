import Testing

@testable import Modules
@testable import Terminal

/// Every module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct ModuleLifetimeTests {
    private let console = ScriptedConsole()
    private let authService = AuthServiceSpy()

    @Test func loginModuleIsReleased() async {
        await expectDeallocation {
            let module = LoginModuleConfigurator().configure(authService: authService)
            module.output.onCodeRequested = { _ in }
            await module.view.handle("demo@example.com")
            return [module.view, module.output]
        }
    }

    @Test func codeModuleIsReleased() async {
        await expectDeallocation {
            let module = CodeModuleConfigurator().configure(authService: authService)
            module.input.configureModule(with: .demo)
            module.output.onRegistrationRequired = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("123456")
            await module.view.handle(":resend")
            return [module.view, module.output]
        }
    }

    @Test func registrationModuleIsReleased() async {
        await expectDeallocation {
            let module = RegistrationModuleConfigurator().configure()
            module.input.configureModule(with: .newcomer)
            module.output.onRegistrationFilled = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("Zoë")
            return [module.view, module.output]
        }
    }

    @Test func termsModuleIsReleased() async {
        await expectDeallocation {
            let module = TermsModuleConfigurator().configure(authService: authService)
            module.input.configureModule(with: Registration(identifier: .newcomer, name: "Zoë"))
            module.output.onAccepted = {}
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func alertModuleIsReleased() async {
        await expectDeallocation {
            let module = AlertModuleConfigurator().configure()
            module.input.configureModule(with: AlertModel(title: "T", message: "M", actions: [AlertAction("OK")]))
            module.output.onAction = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func onboardingModuleIsReleased() async {
        await expectDeallocation {
            let module = OnboardingModuleConfigurator().configure(
                onboardingService: OnboardingServiceSpy()
            )
            module.input.configureModule(with: OnboardingPage.all[0])
            module.output.onNext = {}
            await module.view.viewDidLoad()
            await module.view.handle("")
            return [module.view, module.output]
        }
    }

    @Test func signOutModuleIsReleased() async {
        await expectDeallocation {
            let module = SignOutModuleConfigurator().configure(authService: authService)
            module.output.onSignedOut = {}
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func newsListModuleIsReleased() async {
        await expectDeallocation {
            let module = NewsListModuleConfigurator().configure(
                newsService: BundledNewsService(),
                authService: authService
            )
            module.output.onArticleSelect = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func articleModuleIsReleased() async {
        await expectDeallocation {
            let module = ArticleModuleConfigurator().configure(newsService: BundledNewsService())
            module.input.configureModule(with: 1)
            await module.view.viewDidLoad()
            module.view.draw(in: console)
            return [module.view, module.input]
        }
    }

    @Test func cardListModuleIsReleased() async {
        await expectDeallocation {
            let module = CardListModuleConfigurator().configure(cardService: CardServiceFake())
            module.output.onCardSelect = { _ in }
            await module.view.viewWillAppear()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func cardDetailModuleIsReleased() async {
        await expectDeallocation {
            let module = CardDetailModuleConfigurator().configure(cardService: CardServiceFake())
            module.input.configureModule(with: 1)
            module.output.onActions = { _ in }
            await module.view.viewWillAppear()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func cardActionsModuleIsReleased() async {
        await expectDeallocation {
            let module = CardActionsModuleConfigurator().configure()
            module.input.configureModule(with: Card(id: 1, brand: "Visa", lastDigits: "4242"))
            module.output.onChangeRequested = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("2")
            _ = await module.view.handleBack()
            return [module.view, module.output]
        }
    }

    @Test func cardConfirmationModuleIsReleased() async {
        await expectDeallocation {
            let module = CardConfirmationModuleConfigurator().configure(
                cardService: CardServiceFake()
            )
            module.input.configureModule(with: .block(Card(id: 1, brand: "Visa", lastDigits: "4242")))
            module.output.onCompleted = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func profileModuleIsReleased() async {
        await expectDeallocation {
            let module = ProfileModuleConfigurator().configure(profileService: ProfileServiceFake())
            module.output.onEdit = {}
            await module.view.viewWillAppear()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }

    @Test func editProfileModuleIsReleased() async {
        await expectDeallocation {
            let module = EditProfileModuleConfigurator().configure(
                profileService: ProfileServiceFake()
            )
            module.output.onDiscardRequested = {}
            await module.view.viewDidLoad()
            await module.view.handle("2")
            _ = await module.view.handleBack()
            return [module.view, module.output]
        }
    }
}
